import { count, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { session, user, verification } from '../db/schema.ts';

const SIGN_IN = '/api/auth/sign-in/magic-link';
const CALLBACK = '/auth/callback';
const SESSION_COOKIE = 'better-auth.session_token';

/** The cookies a response sets, as a `cookie` request header (cleared cookies left out). */
function cookieHeader(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .filter((c) => !/;\s*Max-Age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
}

function setCookieFor(res: LightMyRequestResponse, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.find((c) => c.startsWith(`${name}=`) && !/;\s*Max-Age=0/i.test(c));
}

describe('sign-in by emailed magic link', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let ipCounter = 0;
  /** A fresh client address per use, so the per-address limit never leaks between tests. */
  const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const requestLink = (email: unknown, ip = freshIp(), extra: Record<string, unknown> = { callbackURL: CALLBACK }) =>
    t.app.inject({ method: 'POST', url: SIGN_IN, payload: { email, ...extra } as object, remoteAddress: ip });

  /** The emailed link as the path+query the app serves (the link itself is absolute on APP_URL). */
  const linkPath = (link: string) => {
    expect(link.startsWith(`${t.config.appUrl}/`)).toBe(true);
    const u = new URL(link);
    return u.pathname + u.search;
  };
  const open = (link: string, ip = freshIp()) =>
    t.app.inject({ method: 'GET', url: linkPath(link), remoteAddress: ip });
  const sessionOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json() as {
      user: { id: string; email: string; name: string; isAdmin: boolean } | null;
    };

  async function requestAndReadLink(email: string) {
    const res = await requestLink(email);
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitForMail(email);
    return { mail, link: extractLink(mail, `${t.config.appUrl}/api/auth/magic-link/verify`) };
  }

  it('emails a link that signs the user in with a secure session cookie', async () => {
    const email = 'first.visit@example.com';
    const res = await requestLink(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });

    const mail = await smtp.waitForMail(email);
    const link = extractLink(mail, `${t.config.appUrl}/api/auth/magic-link/verify?`);
    expect(mail.subject).toMatch(/sign-in link/i);
    expect(mail.text).toContain(link);
    expect(mail.text).toMatch(/expires in 15 minutes/);
    // The HTML part has a button pointing at the same link (& escaped as in any HTML attribute).
    expect(mail.html).toContain(`<a href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toMatch(/>Sign in<\/a>/);
    expect(new URL(link).searchParams.get('callbackURL')).toBe(CALLBACK);

    const opened = await open(link);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/\/auth\/callback$/);
    const cookie = setCookieFor(opened, SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);

    const { user: signedIn } = await sessionOf(cookieHeader(opened));
    expect(signedIn).toMatchObject({ email, isAdmin: false });
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ id: signedIn!.id, emailVerified: true });
  });

  it('signs a returning user into the same account, whatever the case of the typed address', async () => {
    const first = await requestAndReadLink('returning@example.com');
    const firstSession = await sessionOf(cookieHeader(await open(first.link)));

    const again = await requestAndReadLink('Returning@Example.COM');
    const secondSession = await sessionOf(cookieHeader(await open(again.link)));
    expect(secondSession.user?.id).toBe(firstSession.user?.id);
    expect(secondSession.user?.email).toBe('returning@example.com');
    const [{ n }] = await t.database.db.select({ n: count() }).from(user).where(like(user.email, '%returning@%'));
    expect(n).toBe(1);
  });

  it('stores only a hash of the token, never the token from the link', async () => {
    const { link } = await requestAndReadLink('hashed@example.com');
    const token = new URL(link).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await t.database.db.select().from(verification);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.identifier).not.toContain(token);
      expect(row.value).not.toContain(token);
    }
  });

  it('works only once: a second use of the link is refused without a session', async () => {
    const { link } = await requestAndReadLink('once@example.com');
    const first = await open(link);
    expect(first.statusCode).toBe(302);
    expect(setCookieFor(first, SESSION_COOKIE)).toBeDefined();

    const second = await open(link);
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toContain('error=INVALID_TOKEN');
    expect(setCookieFor(second, SESSION_COOKIE)).toBeUndefined();
    // One session only: the one from the first use.
    const [found] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'once@example.com'));
    const [{ n }] = await t.database.db.select({ n: count() }).from(session).where(eq(session.userId, found.id));
    expect(n).toBe(1);
  });

  it('refuses an expired link and creates no account', async () => {
    const email = 'late@example.com';
    const { link } = await requestAndReadLink(email);
    // 15 minutes pass: the stored link (this user's is the newest row) is now in the past.
    const rows = await t.database.db.select().from(verification);
    const mine = rows.filter((r) => JSON.parse(r.value).email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(mine[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, mine[0].id));

    const opened = await open(link);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/[?&]error=/);
    expect(setCookieFor(opened, SESSION_COOKIE)).toBeUndefined();
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it('refuses a tampered token', async () => {
    const { link } = await requestAndReadLink('tamper@example.com');
    const u = new URL(link);
    const token = u.searchParams.get('token')!;
    // Change the last character (to another one: a token may already end in X).
    u.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('X') ? 'Y' : 'X'}`);
    const opened = await open(u.toString());
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toContain('error=INVALID_TOKEN');
    expect(setCookieFor(opened, SESSION_COOKIE)).toBeUndefined();
  });

  // better-auth turns its origin and callback-URL checks off when NODE_ENV=test; auth.ts pins them on.
  it('will not send a link that redirects to another site after sign-in', async () => {
    const email = 'phish@example.com';
    const res = await requestLink(email, freshIp(), { callbackURL: 'https://evil.example/steal' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    await expect(smtp.waitForMail(email, 300)).rejects.toThrow(/No mail/);
  });

  it('does not redirect to another site when the link in the mail was altered to do so', async () => {
    const { link } = await requestAndReadLink('altered@example.com');
    const u = new URL(link);
    u.searchParams.set('callbackURL', 'https://evil.example/after-sign-in');
    const opened = await open(u.toString());
    expect(opened.headers.location ?? '').not.toMatch(/^https:\/\/evil\.example/);
    expect(opened.statusCode).toBe(403);
  });

  it.each([
    ['a malformed address', { email: 'not-an-email' }],
    ['an empty address', { email: '' }],
    ['no address', {}],
    ['a number', { email: 42 }],
    ['an over-long address', { email: `${'a'.repeat(250)}@example.com` }],
  ])('rejects %s with 400 and sends nothing', async (_label, body) => {
    const before = smtp.messages.length;
    const [{ n: verificationsBefore }] = await t.database.db.select({ n: count() }).from(verification);
    const res = await t.app.inject({ method: 'POST', url: SIGN_IN, payload: body, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please enter a valid email address.', code: 'VALIDATION_ERROR' });
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.messages.length).toBe(before);
    const [{ n: verificationsAfter }] = await t.database.db.select({ n: count() }).from(verification);
    expect(verificationsAfter).toBe(verificationsBefore);
  });

  it('allows 3 links per address in 15 minutes (any case), then answers 429', async () => {
    const email = 'eager@example.com';
    for (const typed of [email, 'Eager@example.com', 'EAGER@EXAMPLE.COM']) {
      // A different client address each time: this is the per-email limit.
      expect((await requestLink(typed)).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) await smtp.waitForMail(email);

    const limited = await requestLink(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many/) });
    expect(limited.json().message).toMatch(/wait 15 minutes/);
    await expect(smtp.waitForMail(email, 300)).rejects.toThrow(/No mail/);
  });

  it('allows 10 link requests per client address in 15 minutes, then answers 429', async () => {
    const ip = freshIp();
    // The same email 4 times: the 4th is refused by the per-email limit...
    for (let i = 0; i < 3; i++) expect((await requestLink('one.address@example.com', ip)).statusCode).toBe(200);
    expect((await requestLink('one.address@example.com', ip)).statusCode).toBe(429);
    // ...but other addresses from the same client still get links until the client's own limit.
    for (let i = 0; i < 6; i++) expect((await requestLink(`other${i}@example.com`, ip)).statusCode).toBe(200);

    const limited = await requestLink('one.more@example.com', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many/) });
    await expect(smtp.waitForMail('one.more@example.com', 300)).rejects.toThrow(/No mail/);
    // Another client is unaffected.
    expect((await requestLink('one.more@example.com', freshIp())).statusCode).toBe(200);
  });

  it('signs out: the old cookie no longer opens the session and the session is deleted', async () => {
    const email = 'leaving@example.com';
    const { link } = await requestAndReadLink(email);
    const cookie = cookieHeader(await open(link));
    const before = await sessionOf(cookie);
    expect(before.user?.email).toBe(email);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/is-admin', headers: { cookie } })).statusCode).toBe(
      200,
    );

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: t.config.appUrl },
      remoteAddress: freshIp(),
    });
    expect(out.statusCode).toBe(200);
    // The browser is told to drop the session cookie.
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=;`));

    expect(await sessionOf(cookie)).toEqual({ user: null });
    const privateRes = await t.app.inject({ method: 'GET', url: '/api/user/is-admin', headers: { cookie } });
    expect(privateRes.statusCode).toBe(401);
    expect(privateRes.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
    const rows = await t.database.db.select().from(session).where(eq(session.userId, before.user!.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a sign-out sent from another site', async () => {
    const { link } = await requestAndReadLink('stay@example.com');
    const cookie = cookieHeader(await open(link));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    expect((await sessionOf(cookie)).user?.email).toBe('stay@example.com');
  });

  it('keeps better-auth endpoints the product does not use closed', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/sign-up/email'],
      ['POST', '/api/auth/sign-in/email'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/update-user'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: t.config.appUrl },
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
