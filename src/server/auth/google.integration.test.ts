import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidc, type OidcUser, type TestOidc } from '#tests/support/oidc.ts';
import { extractLink, startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { account, user } from '../db/schema.ts';

const CALLBACK = '/auth/callback';
const SESSION_COOKIE = 'better-auth.session_token';

/** One HTTP answer, whether it came from app.inject or from better-auth's handler. */
type Answer = { status: number; location: string | undefined; cookies: string[]; body: string };

const liveCookies = (cookies: string[]) =>
  cookies
    .filter((c) => !/;\s*Max-Age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
const findCookie = (cookies: string[], name: string) =>
  cookies.find((c) => c.startsWith(`${name}=`) && !/;\s*Max-Age=0/i.test(c));

/**
 * How the browser reaches the two sign-in steps that live in better-auth: starting the redirect,
 * and coming back from Google.
 */
type Route = {
  start(t: TestApp): Promise<Answer>;
  callback(t: TestApp, absoluteUrl: string, cookie: string): Promise<Answer>;
};

/** The public routes of the app, as src/client/features/auth/api/sign-in.ts calls them. */
const appRoutes: Route = {
  async start(t) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: t.config.appUrl },
      payload: { provider: 'google', callbackURL: CALLBACK, newUserCallbackURL: CALLBACK, errorCallbackURL: CALLBACK },
    });
    return fromInject(res);
  },
  async callback(t, absoluteUrl, cookie) {
    const u = new URL(absoluteUrl);
    return fromInject(await t.app.inject({ method: 'GET', url: u.pathname + u.search, headers: { cookie } }));
  },
};

function fromInject(res: Awaited<ReturnType<TestApp['app']['inject']>>): Answer {
  const raw = res.headers['set-cookie'];
  const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const location = res.headers.location;
  return {
    status: res.statusCode,
    location: typeof location === 'string' ? location : undefined,
    cookies,
    body: res.body,
  };
}

describe('sign-in with Google (OpenID Connect)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let oidc: TestOidc;
  let ip = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    oidc = await startOidc({ sub: 'nobody', email: 'nobody@example.com', name: 'Nobody' });
    t = await createTestApp({
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER: oidc.issuer,
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.stop();
    await smtp?.stop();
  });

  const sessionOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json() as {
      user: { id: string; email: string; name: string } | null;
    };

  /** The whole round trip: our app → Google's authorize page (the mock signs in at once) → our callback. */
  async function googleSignIn(route: Route, who: OidcUser) {
    oidc.setUser(who);
    const started = await route.start(t);
    expect(started.status, `start answered ${started.body}`).toBe(200);
    const { url } = JSON.parse(started.body) as { url: string };
    const stateCookie = liveCookies(started.cookies);

    const atGoogle = await fetch(url, { redirect: 'manual' });
    expect(atGoogle.status).toBe(302);
    const back = atGoogle.headers.get('location')!;
    expect(back.startsWith(`${t.config.appUrl}/api/auth/`)).toBe(true);

    const callback = await route.callback(t, back, stateCookie);
    return {
      started,
      authorizeUrl: new URL(url),
      back: new URL(back),
      callback,
      cookie: liveCookies(callback.cookies),
    };
  }

  async function magicLinkSignIn(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email, callbackURL: CALLBACK },
      remoteAddress: `10.30.0.${++ip}`,
    });
    expect(res.statusCode).toBe(200);
    const link = new URL(extractLink(await smtp.waitForMail(email), `${t.config.appUrl}/api/auth/magic-link/verify`));
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    return fromInject(opened);
  }

  const accountsOf = (userId: string) =>
    t.database.db
      .select({ providerId: account.providerId, accountId: account.accountId })
      .from(account)
      .where(eq(account.userId, userId));
  const usersWithEmail = (email: string) => t.database.db.select().from(user).where(eq(user.email, email));

  describe.each([['through the routes the browser uses', appRoutes, 'app']] as const)('%s', (_label, route, tag) => {
    const person = (name: string): OidcUser => ({
      sub: `google-${tag}-${name}`,
      email: `${name}.${tag}@example.com`,
      name: `${name[0].toUpperCase()}${name.slice(1)} Example`,
    });

    it('sends the browser to Google with PKCE (S256), state and nonce, remembering the state in a cookie', async () => {
      oidc.setUser(person('pkce'));
      const started = await route.start(t);
      expect(started.status).toBe(200);
      const { url } = JSON.parse(started.body) as { url: string };
      const authorize = new URL(url);
      expect(authorize.origin).toBe(oidc.issuer);
      expect(authorize.pathname).toBe('/authorize');
      const q = authorize.searchParams;
      expect(q.get('response_type')).toBe('code');
      expect(q.get('client_id')).toBe('test-client');
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(q.get('state')).toMatch(/^\S{16,}$/);
      expect(q.get('nonce')).toMatch(/^\S{16,}$/);
      expect(q.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
      expect(q.get('redirect_uri')?.startsWith(`${t.config.appUrl}/api/auth/`)).toBe(true);

      const state = started.cookies.find((c) => /state/i.test(c.split('=')[0]));
      expect(state).toBeDefined();
      expect(state).toMatch(/;\s*HttpOnly/i);
      expect(state).toMatch(/;\s*SameSite=Lax/i);
    });

    it('signs a new user in and shows their Google email and name', async () => {
      const who = person('newcomer');
      const { callback, cookie } = await googleSignIn(route, who);
      expect(callback.status).toBe(302);
      expect(callback.location).toMatch(/\/auth\/callback$/);
      const sessionCookie = findCookie(callback.cookies, SESSION_COOKIE);
      expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
      expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i);

      const { user: signedIn } = await sessionOf(cookie);
      expect(signedIn).toMatchObject({ email: who.email, name: who.name });
      const [row] = await usersWithEmail(who.email);
      expect(row).toMatchObject({ id: signedIn!.id, emailVerified: true });
      expect(await accountsOf(signedIn!.id)).toEqual([{ providerId: 'google', accountId: who.sub }]);
    });

    it('signs a returning Google user into the same account without duplicates', async () => {
      const who = person('regular');
      const first = await sessionOf((await googleSignIn(route, who)).cookie);
      const second = await sessionOf((await googleSignIn(route, who)).cookie);
      expect(second.user?.id).toBe(first.user?.id);
      expect(await usersWithEmail(who.email)).toHaveLength(1);
      expect(await accountsOf(first.user!.id)).toHaveLength(1);
    });

    it('refuses a callback that did not start in the same browser (no state cookie)', async () => {
      oidc.setUser(person('forged'));
      const started = await route.start(t);
      expect(started.status).toBe(200);
      const atGoogle = await fetch((JSON.parse(started.body) as { url: string }).url, { redirect: 'manual' });
      const callback = await route.callback(t, atGoogle.headers.get('location')!, '');
      expect(findCookie(callback.cookies, SESSION_COOKIE)).toBeUndefined();
      expect(callback.status).toBe(302);
      expect(callback.location).toMatch(/[?&]error=/);
      expect(await usersWithEmail(person('forged').email)).toHaveLength(0);
    });

    it('Google first, then a magic link to the same address: one and the same user', async () => {
      const who = person('google-first');
      const viaGoogle = await sessionOf((await googleSignIn(route, who)).cookie);
      expect(viaGoogle.user?.email).toBe(who.email);

      const opened = await magicLinkSignIn(who.email);
      expect(opened.location).toMatch(/\/auth\/callback$/);
      const viaLink = await sessionOf(liveCookies(opened.cookies));
      expect(viaLink.user?.id).toBe(viaGoogle.user!.id);
      expect(viaLink.user?.name).toBe(who.name);
      expect(await usersWithEmail(who.email)).toHaveLength(1);
    });

    it('a magic link first, then Google with the same address: Google is linked to that user', async () => {
      const who = person('link-first');
      const viaLink = await sessionOf(liveCookies((await magicLinkSignIn(who.email)).cookies));
      expect(viaLink.user?.email).toBe(who.email);

      const { callback, cookie } = await googleSignIn(route, who);
      expect(callback.location).toMatch(/\/auth\/callback$/);
      const viaGoogle = await sessionOf(cookie);
      expect(viaGoogle.user?.id).toBe(viaLink.user!.id);
      expect(await usersWithEmail(who.email)).toHaveLength(1);
      // better-auth keeps no account row for magic links: the user's only account is Google's.
      expect(await accountsOf(viaLink.user!.id)).toEqual([{ providerId: 'google', accountId: who.sub }]);
    });

    // Linking by email must require the provider's email_verified claim (no provider is trusted blindly).
    it('a Google identity with an unverified email does not take over an existing account', async () => {
      const owner = person('owner');
      const ownerSession = await sessionOf(liveCookies((await magicLinkSignIn(owner.email)).cookies));
      expect(ownerSession.user?.email).toBe(owner.email);

      const { callback, cookie } = await googleSignIn(route, {
        sub: `google-${tag}-attacker`,
        email: owner.email,
        name: 'Mallory',
        emailVerified: false,
      });
      expect(findCookie(callback.cookies, SESSION_COOKIE)).toBeUndefined();
      expect((await sessionOf(cookie)).user).toBeNull();
      expect(callback.location).toMatch(/[?&]error=/);
      expect(await accountsOf(ownerSession.user!.id)).toEqual([]);
    });
  });
});
