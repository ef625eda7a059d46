import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailbox } from '#server/db/schema.ts';
import { SCRIPT_LOADER_CSP_SOURCE } from '#server/plugins/deferred-scripts.ts';
import { GEDCOM_BODY_LIMIT } from '#shared/gedcom.ts';
import { signIn, type SignedIn } from '../support/sign-in.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectJsonError, installChangeCounter, ipSource, publicTables, rowCounts } from './helpers.ts';
import { accessOf, ROUTE_CLASSES } from './route-classes.ts';
import { createCapturedApp, fakeClientDir, fillPath, type CapturedApp, type Route } from './route-table.ts';

/**
 * Issue item 7, headers and web hardening: the CSP (no inline script, no framing), HSTS behind
 * https, session cookie flags, the origin check on every state-changing /api route (from the route
 * table), body size limits on every route that takes a body, and the rate limits (every route that
 * declares one, and sign-in, eligibility checks and coupon validation in detail).
 */

const APP_URL = 'https://irish.example';
const ADMIN_EMAIL = 'headers-admin@example.com';
const EVIL = 'https://evil.example';

const client = fakeClientDir();
/** Behind https, serving the client build: the production-like headers. */
const https: CapturedApp = await createCapturedApp({ APP_URL, ADMIN_EMAILS: ADMIN_EMAIL }, { clientDir: client.dir });
/** Plain http (local development): no HSTS, no Secure cookies. Shares the database. */
const http: CapturedApp = await createCapturedApp({ ADMIN_EMAILS: ADMIN_EMAIL }, { database: https.database });
/** Stripe configured, behind https: Stripe's script is allowed, inline script still is not. Shares the database. */
const stripe: CapturedApp = await createCapturedApp(
  {
    APP_URL,
    STRIPE_SECRET_KEY: 'sk_test_headers',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_headers',
    STRIPE_WEBHOOK_SECRET: 'whsec_headers',
  },
  { database: https.database },
);
afterAll(async () => {
  await stripe.close();
  await http.close();
  await https.close();
  client.remove();
});

const nextIp = ipSource(81);
let tables: string[];
let changes: () => Promise<number>;
beforeAll(async () => {
  tables = await publicTables(https.database);
  changes = await installChangeCounter(https.database, tables);
});

const routes: Route[] = [...https.routes, ...stripe.routes.filter((r) => r.key === 'POST /api/webhooks/stripe')];
const accessOfKey = (key: string) => accessOf(ROUTE_CLASSES[key] ?? { class: 'user' });
const appFor = (r: Route) => (r.key === 'POST /api/webhooks/stripe' ? stripe : https);

function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('Content-Security-Policy and the other security headers', () => {
  const samples: [string, () => Promise<LightMyRequestResponse>][] = [
    ['an HTML page', () => https.app.inject({ method: 'GET', url: '/' })],
    ['an unknown page (404 HTML)', () => https.app.inject({ method: 'GET', url: '/no-such-page' })],
    ['a JSON answer', () => https.app.inject({ method: 'GET', url: '/api/pricing' })],
    ['a JSON error (401)', () => https.app.inject({ method: 'GET', url: '/api/family-members' })],
    ['an unknown API path (404 JSON)', () => https.app.inject({ method: 'GET', url: '/api/nope' })],
    ['a static asset', () => https.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })],
    ['the RSS feed', () => https.app.inject({ method: 'GET', url: '/blog/rss.xml' })],
    ['a page with Stripe configured', () => stripe.app.inject({ method: 'GET', url: '/api/config' })],
    ['plain http', () => http.app.inject({ method: 'GET', url: '/api/config' })],
  ];

  it.each(samples)('%s: CSP allows no inline or eval script, no framing, no plugins', async (_label, get) => {
    const res = await get();
    const d = csp(res);
    expect(d.get('default-src')).toEqual(["'self'"]);
    const scripts = d.get('script-src') ?? d.get('default-src')!;
    expect(scripts[0]).toBe("'self'");
    for (const bad of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      "'strict-dynamic'",
      '*',
      'data:',
      'blob:',
      'http:',
      'https:',
    ]) {
      expect(scripts).not.toContain(bad);
    }
    // Only the module loader of server-rendered pages, by its hash, and Stripe's own script host are ever added.
    for (const src of scripts.slice(1)) expect([SCRIPT_LOADER_CSP_SOURCE, 'https://js.stripe.com']).toContain(src);
    expect(d.get('script-src-attr') ?? ["'none'"]).not.toContain("'unsafe-inline'");
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('Stripe configured: script-src is exactly self, the module loader and js.stripe.com', async () => {
    const d = csp(await stripe.app.inject({ method: 'GET', url: '/api/config' }));
    expect(d.get('script-src')).toEqual(["'self'", SCRIPT_LOADER_CSP_SOURCE, 'https://js.stripe.com']);
  });

  it('behind https: HSTS for a year with subdomains, and insecure requests upgraded', async () => {
    for (const url of ['/', '/api/pricing', '/api/family-members']) {
      const res = await https.app.inject({ method: 'GET', url });
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it('on plain http (development): no HSTS', async () => {
    const res = await http.app.inject({ method: 'GET', url: '/api/pricing' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('session cookies', () => {
  /** The magic-link flow up to the verify response, whose Set-Cookie headers we inspect. */
  async function verify(t: TestApp, email: string): Promise<string[]> {
    const ip = nextIp();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      remoteAddress: ip,
      payload: { email, callbackURL: '/auth/callback' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.to, email))
      .orderBy(desc(devMailbox.createdAt))
      .limit(1);
    const link = new URL(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/.exec(mail.text)![0]);
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: ip });
    return [res.headers['set-cookie']].flat().filter((c): c is string => Boolean(c));
  }
  const attrs = (cookie: string) =>
    cookie
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());

  it('behind https: the session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax, Path=/', async () => {
    const cookies = await verify(https, 'cookie-https@example.com');
    const sessionCookie = cookies.find((c) => c.startsWith('__Secure-better-auth.session_token='));
    expect(sessionCookie, cookies.join('\n')).toBeDefined();
    const a = attrs(sessionCookie!);
    expect(a).toContain('httponly');
    expect(a).toContain('secure');
    expect(a).toContain('path=/');
    expect(a.find((x) => x.startsWith('samesite='))).toMatch(/^samesite=(lax|strict)$/);
    expect(a.find((x) => x.startsWith('domain='))).toBeUndefined();
  });

  it('on http: the session cookie is still HttpOnly and SameSite', async () => {
    const cookies = await verify(http, 'cookie-http@example.com');
    const sessionCookie = cookies.find((c) => c.startsWith('better-auth.session_token='));
    expect(sessionCookie, cookies.join('\n')).toBeDefined();
    expect(attrs(sessionCookie!)).toContain('httponly');
    expect(attrs(sessionCookie!).find((x) => x.startsWith('samesite='))).toMatch(/^samesite=(lax|strict)$/);
  });

  it('no cookie set while signing in is readable by scripts', async () => {
    for (const cookie of await verify(https, 'cookie-all@example.com'))
      expect(attrs(cookie), cookie).toContain('httponly');
  });

  it('deleting the account clears the cookies with the same flags', async () => {
    const me = await signIn(https, 'cookie-delete@example.com');
    const res = await https.app.inject({
      method: 'DELETE',
      url: '/api/privacy/delete-account',
      headers: { cookie: me.cookie, origin: APP_URL },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cleared = [res.headers['set-cookie']].flat().filter((c): c is string => Boolean(c));
    expect(cleared.length).toBeGreaterThan(0);
    for (const c of cleared) {
      expect(attrs(c)).toContain('httponly');
      expect(attrs(c).find((x) => x.startsWith('samesite='))).toMatch(/^samesite=(lax|strict)$/);
    }
  });
});

describe('the origin check on state-changing requests', () => {
  let user: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    user = await signIn(https, 'origin-user@example.com');
    admin = await signIn(https, ADMIN_EMAIL);
  });
  const stateChanging = routes.filter(
    (r) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) &&
      r.url.startsWith('/api/') &&
      r.key !== 'POST /api/webhooks/stripe',
  );
  const urlOf = (r: Route) => fillPath(r.url, () => '00000000-0000-4000-8000-000000000000', 'sign-out');
  const cookieFor = (r: Route) => (accessOfKey(r.key) === 'admin' ? admin.cookie : user.cookie);

  it('covers every state-changing /api route', () => {
    expect(stateChanging.length).toBeGreaterThanOrEqual(30);
  });

  // The check is decided by the method, not the path: the page forms (/eligibility, /login) and the
  // reminders' unsubscribe link, which live outside /api/, are refused from a foreign origin too.
  const outside = routes.filter(
    (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.url.startsWith('/api/'),
  );
  it.each(outside.map((r) => [r.key, r] as const))(
    "%s (outside /api/) from https://evil.example, with the victim's cookie → 403 JSON, nothing stored",
    async (_key, route) => {
      const before = await changes();
      const res = await https.app.inject({
        method: route.method as InjectOptions['method'],
        url: urlOf(route),
        headers: { origin: EVIL, cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=victim%40example.com&answer=yes',
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site requests are not allowed.', code: 'CROSS_SITE' });
      expect(await changes()).toBe(before);
    },
  );

  it.each(stateChanging.map((r) => [r.key, r] as const))(
    "%s from https://evil.example, with the victim's cookie → 403 JSON, nothing stored",
    async (_key, route) => {
      const before = await changes();
      const res = await https.app.inject({
        method: route.method as InjectOptions['method'],
        url: urlOf(route),
        headers: { origin: EVIL, cookie: cookieFor(route), 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: 'victim@example.com',
          couponId: 'X',
          firstName: 'Eve',
          lastName: 'Evil',
          relationship: 'self',
        }),
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site requests are not allowed.', code: 'CROSS_SITE' });
      expect(await changes()).toBe(before);
    },
  );

  // Issue 19 item 20: the check once compared the raw URL with '/api/' while the router decodes it,
  // so `/%61pi/family-tree-lock/lock` from a foreign origin locked the victim's tree. Every spelling
  // of every state-changing path must meet the same refusal.
  const SPELLINGS: [string, (url: string) => string][] = [
    ['/%61pi/… (percent-encoded "a")', (u) => u.replace(/^\/api\//, '/%61pi/')],
    ['/%2561pi/… (double-encoded)', (u) => u.replace(/^\/api\//, '/%2561pi/')],
    [
      '/api/%xx… (encoded first letter after /api/)',
      (u) => u.replace(/^\/api\/(\w)/, (_m, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
    ],
    ['/API/… (upper case)', (u) => u.replace(/^\/api\//, '/API/')],
    ['//api/… (leading double slash)', (u) => `/${u}`],
    ['/api//… (double slash inside)', (u) => u.replace(/^\/api\//, '/api//')],
    ['/api/./… (dot segment)', (u) => u.replace(/^\/api\//, '/api/./')],
    ['/x/../api/… (dot-dot segment)', (u) => `/x/..${u}`],
    ['…/ (trailing slash)', (u) => `${u}/`],
    ['…?q (query string)', (u) => `${u}?from=evil`],
  ];

  it.each(stateChanging.map((r) => [r.key, r] as const))(
    "%s with the a of /api percent-encoded, from https://evil.example with the victim's cookie → 403 JSON, nothing stored",
    async (_key, route) => {
      const before = await changes();
      const res = await https.app.inject({
        method: route.method as InjectOptions['method'],
        url: urlOf(route).replace(/^\/api\//, '/%61pi/'),
        headers: { origin: EVIL, cookie: cookieFor(route), 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: 'victim@example.com',
          firstName: 'Eve',
          lastName: 'Evil',
          relationship: 'self',
        }),
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site requests are not allowed.', code: 'CROSS_SITE' });
      expect(await changes()).toBe(before);
    },
  );

  describe.each([
    'POST /api/family-tree-lock/lock',
    'POST /api/family-members',
    'POST /api/claims',
    'DELETE /api/privacy/delete-account',
    'POST /api/admin/coupons',
  ])('%s', (key) => {
    const route = stateChanging.find((r) => r.key === key)!;
    it.each(SPELLINGS)(
      "spelt %s from https://evil.example, with the victim's cookie → 403, nothing stored",
      async (_name, spell) => {
        const before = await changes();
        const res = await https.app.inject({
          method: route.method as InjectOptions['method'],
          url: spell(urlOf(route)),
          headers: { origin: EVIL, cookie: cookieFor(route), 'content-type': 'application/json' },
          payload: JSON.stringify({
            reason: 'evil',
            firstName: 'Eve',
            lastName: 'Evil',
            relationship: 'self',
            code: 'EVIL',
          }),
          remoteAddress: nextIp(),
        });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({ message: 'Cross-site requests are not allowed.', code: 'CROSS_SITE' });
        expect(await changes()).toBe(before);
      },
    );
  });

  it('the router really decodes /%61pi/…: from the site itself it locks the tree, from evil.example it does not', async () => {
    const lockedFrom = async (origin: string) => {
      const res = await https.app.inject({
        method: 'POST',
        url: '/%61pi/family-tree-lock/lock',
        headers: { origin, cookie: user.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ reason: 'test' }),
        remoteAddress: nextIp(),
      });
      const state = await https.app.inject({
        method: 'GET',
        url: '/api/family-tree-lock',
        headers: { cookie: user.cookie },
        remoteAddress: nextIp(),
      });
      return { status: res.statusCode, locked: (state.json() as { isLocked: boolean }).isLocked };
    };
    expect(await lockedFrom(EVIL)).toEqual({ status: 403, locked: false });
    expect(await lockedFrom(APP_URL)).toEqual({ status: 200, locked: true });
    const unlock = await https.app.inject({
      method: 'POST',
      url: '/api/family-tree-lock/unlock',
      headers: { origin: APP_URL, cookie: user.cookie },
      remoteAddress: nextIp(),
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
  });

  it.each([
    'null',
    'https://irish.example.evil.example',
    'http://irish.example',
    'https://irish.example:8443',
    'https://sub.irish.example',
    'HTTPS://EVIL.EXAMPLE',
  ])('refuses the look-alike origin %s', async (origin) => {
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/eligibility-checks',
      headers: { origin },
      payload: { q1: 'no' },
      remoteAddress: nextIp(),
    });
    expectJsonError(res, 403);
  });

  it('accepts the site itself', async () => {
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/eligibility-checks',
      headers: { origin: APP_URL },
      payload: { q1: 'no' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('the Stripe webhook has no cookie to abuse: from any origin it still needs the signature', async () => {
    const before = await changes();
    const res = await stripe.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_evil',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_x', metadata: { orderType: 'pdf' } } },
      }),
      remoteAddress: nextIp(),
    });
    // Exempt from the origin check (allowCrossSite), refused for its missing signature.
    expectJsonError(res, 400);
    expect(await changes()).toBe(before);
  });
});

describe('request body size limits', () => {
  let user: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    user = await signIn(https, 'size-user@example.com');
    admin = await signIn(https, ADMIN_EMAIL);
  });
  const MB = 1024 * 1024;
  /** A JSON document of about `bytes` bytes, shaped like a real body. */
  const bodyOf = (bytes: number) =>
    JSON.stringify({ firstName: 'x'.repeat(bytes), gedcom: 'y', email: 'a@example.com' });
  const withBodies = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.url.startsWith('/api/'));

  it.each(withBodies.map((r) => [r.key, r] as const))(
    '%s: a JSON body over its limit → 413 JSON, nothing stored',
    async (key, route) => {
      const limit = route.bodyLimit ?? MB;
      // The app-wide limit is 1 MB: a 2 MB body must be refused. Routes with their own limit (GEDCOM files, 15 MB for 10 MB in base64) are checked just above it.
      expect(limit, `${key} raises the body limit`).toBeLessThanOrEqual(
        route.key.startsWith('POST /api/family-tree/gedcom/') ? GEDCOM_BODY_LIMIT : MB,
      );
      const size = route.bodyLimit ? limit + MB : 2 * MB;
      const access = accessOfKey(key);
      const cookie = access === 'admin' ? admin.cookie : access === 'user' ? user.cookie : undefined;
      const before = await changes();
      const res = await appFor(route).app.inject({
        method: route.method as InjectOptions['method'],
        url: fillPath(
          route.url,
          (name) => (name === 'userId' ? user.userId : '00000000-0000-4000-8000-000000000000'),
          'sign-out',
        ),
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: bodyOf(size),
        remoteAddress: nextIp(),
      });
      expectJsonError(res, 413, key);
      expect(await changes()).toBe(before);
    },
  );

  it('the limit counts bytes, not characters: 600 k emoji (2.4 MB) → 413', async () => {
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/family-members',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      payload: JSON.stringify({ firstName: '🙂'.repeat(600_000), lastName: 'x', relationship: 'self' }),
    });
    expectJsonError(res, 413);
  });
});

describe('rate limits', () => {
  let user: SignedIn;
  let otherUser: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    user = await signIn(https, 'rate-user@example.com');
    otherUser = await signIn(https, 'rate-other-user@example.com');
    admin = await signIn(https, ADMIN_EMAIL);
  });

  const expect429 = (res: LightMyRequestResponse, label: string) => {
    const body = expectJsonError(res, 429, label);
    expect(body.code).toBe('RATE_LIMITED');
    expect(String(body.message)).toMatch(/too many|wait|try again/i);
  };

  // Every route that declares a limit in its config is held to it, whatever its body.
  const limited = routes.filter((r) => r.config?.rateLimit && typeof r.config.rateLimit === 'object');
  it('finds the declared limits', () => {
    expect(limited.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'POST /api/eligibility-checks',
        'POST /api/validate-coupon',
        'POST /api/create-pdf-payment',
        'POST /api/create-document-payment',
      ]),
    );
  });
  it.each(limited.map((r) => [r.key, r] as const))(
    '%s: one request over the declared limit → 429 JSON with a message',
    async (key, route) => {
      const { max } = route.config!.rateLimit as { max: number };
      const ip = nextIp();
      const access = accessOfKey(key);
      const cookie = access === 'admin' ? admin.cookie : access === 'user' ? user.cookie : undefined;
      const send = () =>
        https.app.inject({
          method: route.method as InjectOptions['method'],
          url: fillPath(route.url, () => '00000000-0000-4000-8000-000000000000'),
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: JSON.stringify({ invalid: true }),
          remoteAddress: ip,
        });
      for (let i = 0; i < max; i++) expect((await send()).statusCode, `request ${i + 1} of ${max}`).not.toBe(429);
      expect429(await send(), key);
      // Another client (another address, and another user where the budget is per user) is not affected.
      const otherCookie = access === 'user' ? otherUser.cookie : cookie;
      expect(
        (
          await https.app.inject({
            method: route.method as InjectOptions['method'],
            url: fillPath(route.url, () => '00000000-0000-4000-8000-000000000000'),
            headers: { 'content-type': 'application/json', ...(otherCookie ? { cookie: otherCookie } : {}) },
            payload: '{}',
            remoteAddress: nextIp(),
          })
        ).statusCode,
      ).not.toBe(429);
    },
  );

  it('sign-in: the 11th magic link from one address in 15 minutes → 429 JSON, no mail sent', async () => {
    const ip = nextIp();
    const link = (email: string, headers: Record<string, string> = {}) =>
      https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        payload: { email, callbackURL: '/auth/callback' },
        headers,
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await link(`rate-${i}@example.com`)).statusCode).toBe(200);
    const mailsBefore = (await rowCounts(https.database, ['dev_mailbox'])).dev_mailbox;
    expect429(await link('rate-11@example.com'), 'magic link');
    // A spoofed X-Forwarded-For does not give a new address (the proxy is not trusted here).
    expect429(
      await link('rate-12@example.com', { 'x-forwarded-for': '203.0.113.7' }),
      'magic link with X-Forwarded-For',
    );
    expect((await rowCounts(https.database, ['dev_mailbox'])).dev_mailbox).toBe(mailsBefore);
  });

  it('sign-in: the 4th magic link for one email (any case, any address) → 429 JSON', async () => {
    const link = (email: string) =>
      https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        payload: { email, callbackURL: '/auth/callback' },
        remoteAddress: nextIp(),
      });
    for (const email of ['Same@example.com', 'same@example.com', 'SAME@EXAMPLE.COM'])
      expect((await link(email)).statusCode).toBe(200);
    expect429(await link('same@example.com'), 'magic link per email');
  });

  it('eligibility checks: the 21st check in a minute from one address → 429 JSON, not stored', async () => {
    const ip = nextIp();
    const check = () =>
      https.app.inject({
        method: 'POST',
        url: '/api/eligibility-checks',
        payload: { q1: 'yes', q2: 'no', q3: 'no', q4: 'yes' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i++) expect((await check()).statusCode).toBe(201);
    const before = (await rowCounts(https.database, ['eligibility_checks'])).eligibility_checks;
    expect429(await check(), 'eligibility check');
    expect((await rowCounts(https.database, ['eligibility_checks'])).eligibility_checks).toBe(before);
  });

  it('coupon validation: the 11th attempt in a minute → 429 JSON (no brute-forcing codes)', async () => {
    const ip = nextIp();
    const attempt = (code: string) =>
      https.app.inject({
        method: 'POST',
        url: '/api/validate-coupon',
        headers: { cookie: user.cookie },
        payload: { couponId: code },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`GUESS${i}`)).json()).toMatchObject({ valid: false });
    expect429(await attempt('GUESS10'), 'coupon validation');
  });
});
