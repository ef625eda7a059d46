import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { consentEvents, eligibilityChecks, session, user, userConsents } from '../db/schema.ts';

const UNAUTHORIZED = { message: 'Authentication required', code: 'UNAUTHORIZED' };
const ELIGIBLE_ANSWERS = { q1: 'yes', q2: 'no', q3: 'no', q4: 'yes' };

describe('who may use the private API', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let ip = 0;
  const nextIp = () => `10.40.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

  beforeAll(async () => {
    smtp = await startSmtp();
    // Written in mixed case on purpose: the list is compared case-insensitively.
    t = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: 'ops@example.com, Boss@Example.COM' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /** Signs in through the emailed link, as a person would; returns the `cookie` header and user id. */
  async function signIn(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email, callbackURL: '/auth/callback' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const link = new URL(extractLink(await smtp.waitForMail(email), `${t.config.appUrl}/api/auth/magic-link/verify`));
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: nextIp() });
    const raw = opened.headers['set-cookie'];
    const cookie = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])
      .filter((c) => !/;\s*Max-Age=0/i.test(c))
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('better-auth.session_token=');
    const me = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json();
    return { cookie, id: me.user.id as string };
  }

  const call = (opts: InjectOptions, cookie?: string) =>
    t.app.inject({
      ...opts,
      remoteAddress: nextIp(),
      headers: { ...(opts.headers as object), ...(cookie ? { cookie } : {}) },
    });

  const privateEndpoints: [string, InjectOptions][] = [
    ['GET /api/user/is-admin', { method: 'GET', url: '/api/user/is-admin' }],
    ['GET /api/user-consent', { method: 'GET', url: '/api/user-consent' }],
    [
      'POST /api/user-consent',
      {
        method: 'POST',
        url: '/api/user-consent',
        payload: { consentCookiesAnalytics: true, consentCookiesMarketing: false, consentThirdPartySharing: false },
      },
    ],
    [
      'POST /api/privacy/consent',
      { method: 'POST', url: '/api/privacy/consent', payload: { analytics: true, marketing: false } },
    ],
    [
      'POST /api/eligibility-checks/:id/claim',
      { method: 'POST', url: `/api/eligibility-checks/${randomUUID()}/claim` },
    ],
  ];

  describe('without a session', () => {
    it.each(privateEndpoints)('%s answers 401 with a JSON error', async (_label, opts) => {
      const res = await call(opts);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual(UNAUTHORIZED);
    });

    it.each(privateEndpoints)('%s answers 401 to a made-up session cookie', async (_label, opts) => {
      const res = await call(opts, 'better-auth.session_token=made-up.token');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    });

    it('GET /api/session answers {user: null}', async () => {
      const res = await call({ method: 'GET', url: '/api/session' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    });

    it('stores nothing when a private POST is refused', async () => {
      const counts = async () => [
        (await t.database.db.select({ n: count() }).from(userConsents))[0].n,
        (await t.database.db.select({ n: count() }).from(consentEvents))[0].n,
      ];
      const before = await counts();
      for (const [, opts] of privateEndpoints.filter(([, o]) => o.method === 'POST')) {
        expect((await call(opts)).statusCode).toBe(401);
      }
      expect(await counts()).toEqual(before);
    });
  });

  it('an expired session no longer opens private endpoints', async () => {
    const { cookie, id } = await signIn('expired.session@example.com');
    expect((await call({ method: 'GET', url: '/api/user/is-admin' }, cookie)).statusCode).toBe(200);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, id));
    const res = await call({ method: 'GET', url: '/api/user/is-admin' }, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    expect((await call({ method: 'GET', url: '/api/session' }, cookie)).json()).toEqual({ user: null });
  });

  describe('admin status', () => {
    const isAdmin = async (cookie: string) => {
      const res = await call({ method: 'GET', url: '/api/user/is-admin' }, cookie);
      expect(res.statusCode).toBe(200);
      return (res.json() as { isAdmin: boolean }).isAdmin;
    };

    it('is false for a normal user', async () => {
      const { cookie } = await signIn('normal@example.com');
      expect(await isAdmin(cookie)).toBe(false);
      expect((await call({ method: 'GET', url: '/api/session' }, cookie)).json().user.isAdmin).toBe(false);
    });

    it('is true for an address in ADMIN_EMAILS, whatever its case', async () => {
      expect(await isAdmin((await signIn('ops@example.com')).cookie)).toBe(true);
      // Listed as Boss@Example.COM, signed in as BOSS@example.com.
      const boss = await signIn('BOSS@example.com');
      expect(await isAdmin(boss.cookie)).toBe(true);
      expect((await call({ method: 'GET', url: '/api/session' }, boss.cookie)).json().user).toMatchObject({
        email: 'boss@example.com',
        isAdmin: true,
      });
    });

    it('is not granted to an address that merely contains an admin address', async () => {
      expect(await isAdmin((await signIn('not-ops@example.com')).cookie)).toBe(false);
      expect(await isAdmin((await signIn('ops@example.com.evil.example')).cookie)).toBe(false);
    });

    it('follows the stored is_admin flag, on the next request', async () => {
      const { cookie, id } = await signIn('promoted@example.com');
      expect(await isAdmin(cookie)).toBe(false);
      await t.database.db.update(user).set({ isAdmin: true }).where(eq(user.id, id));
      expect(await isAdmin(cookie)).toBe(true);
      await t.database.db.update(user).set({ isAdmin: false }).where(eq(user.id, id));
      expect(await isAdmin(cookie)).toBe(false);
    });
  });

  describe('cookie consent of a signed-in user', () => {
    let badConsentUsers = 0;
    const eventsOf = (id: string) => t.database.db.select().from(consentEvents).where(eq(consentEvents.userId, id));

    it('is 404 until given, then saved, returned and dated in the history on every change', async () => {
      const { cookie, id } = await signIn('consent@example.com');
      const none = await call({ method: 'GET', url: '/api/user-consent' }, cookie);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });

      const startedAt = Date.now();
      const saved = await call(
        {
          method: 'POST',
          url: '/api/user-consent',
          payload: { consentCookiesAnalytics: true, consentCookiesMarketing: false, consentThirdPartySharing: true },
        },
        cookie,
      );
      expect(saved.statusCode).toBe(200);
      const expected = {
        consentCookiesNecessary: true,
        consentCookiesAnalytics: true,
        consentCookiesMarketing: false,
        consentThirdPartySharing: true,
      };
      expect(saved.json()).toMatchObject(expected);

      const read = await call({ method: 'GET', url: '/api/user-consent' }, cookie);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ ...expected, updatedAt: saved.json().updatedAt });
      expect(Math.abs(Date.parse(read.json().updatedAt) - startedAt)).toBeLessThan(60_000);

      // The privacy settings change it again: the current record follows, the history grows.
      const changed = await call(
        {
          method: 'POST',
          url: '/api/privacy/consent',
          payload: { necessary: true, analytics: false, marketing: true, thirdPartySharing: true },
        },
        cookie,
      );
      expect(changed.statusCode).toBe(200);
      expect((await call({ method: 'GET', url: '/api/user-consent' }, cookie)).json()).toMatchObject({
        consentCookiesAnalytics: false,
        consentCookiesMarketing: true,
        consentThirdPartySharing: true,
      });

      const events = await eventsOf(id);
      expect(events).toHaveLength(2);
      const sorted = [...events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(sorted[0]).toMatchObject({
        necessary: true,
        analytics: true,
        marketing: false,
        thirdPartySharing: true,
        source: 'banner',
      });
      expect(sorted[1]).toMatchObject({
        necessary: true,
        analytics: false,
        marketing: true,
        thirdPartySharing: true,
        source: 'settings',
      });
      for (const e of events) {
        expect(e.createdAt).toBeInstanceOf(Date);
        expect(Math.abs(e.createdAt.getTime() - startedAt)).toBeLessThan(60_000);
      }
    });

    it('records the same choice twice as two dated events', async () => {
      const { cookie, id } = await signIn('twice@example.com');
      const body = { consentCookiesAnalytics: false, consentCookiesMarketing: false, consentThirdPartySharing: false };
      expect((await call({ method: 'POST', url: '/api/user-consent', payload: body }, cookie)).statusCode).toBe(200);
      expect((await call({ method: 'POST', url: '/api/user-consent', payload: body }, cookie)).statusCode).toBe(200);
      expect(await eventsOf(id)).toHaveLength(2);
    });

    it.each([
      [
        'refusing necessary cookies',
        '/api/user-consent',
        {
          consentCookiesNecessary: false,
          consentCookiesAnalytics: true,
          consentCookiesMarketing: false,
          consentThirdPartySharing: false,
        },
      ],
      [
        'a string for a boolean',
        '/api/user-consent',
        { consentCookiesAnalytics: 'yes', consentCookiesMarketing: false, consentThirdPartySharing: false },
      ],
      ['a missing choice', '/api/user-consent', { consentCookiesAnalytics: true }],
      [
        'an unknown field',
        '/api/user-consent',
        {
          consentCookiesAnalytics: true,
          consentCookiesMarketing: false,
          consentThirdPartySharing: false,
          isAdmin: true,
        },
      ],
      [
        'refusing necessary cookies (settings)',
        '/api/privacy/consent',
        { necessary: false, analytics: true, marketing: false },
      ],
      ['a number for a boolean (settings)', '/api/privacy/consent', { analytics: 1, marketing: false }],
      ['an empty body (settings)', '/api/privacy/consent', {}],
    ])('rejects %s with 400 and stores nothing', async (_label, url, payload) => {
      const { cookie, id } = await signIn(`bad-consent-${++badConsentUsers}@example.com`);
      const res = await call({ method: 'POST', url, payload }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/^Invalid request/),
      });
      expect(await t.database.db.select().from(userConsents).where(eq(userConsents.userId, id))).toHaveLength(0);
      expect(await eventsOf(id)).toHaveLength(0);
      expect((await call({ method: 'GET', url: '/api/user-consent' }, cookie)).statusCode).toBe(404);
    });

    it("keeps one user's consent from another", async () => {
      const a = await signIn('consent.a@example.com');
      const b = await signIn('consent.b@example.com');
      await call(
        {
          method: 'POST',
          url: '/api/user-consent',
          payload: { consentCookiesAnalytics: true, consentCookiesMarketing: true, consentThirdPartySharing: true },
        },
        a.cookie,
      );
      expect((await call({ method: 'GET', url: '/api/user-consent' }, b.cookie)).statusCode).toBe(404);
    });
  });

  describe('claiming an eligibility check made before sign-in', () => {
    const postCheck = async (cookie?: string) => {
      const res = await call({ method: 'POST', url: '/api/eligibility-checks', payload: ELIGIBLE_ANSWERS }, cookie);
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const ownerOf = async (id: string) =>
      (
        await t.database.db
          .select({ userId: eligibilityChecks.userId })
          .from(eligibilityChecks)
          .where(eq(eligibilityChecks.id, id))
      )[0]?.userId;
    const claim = (id: string, cookie?: string) =>
      call({ method: 'POST', url: `/api/eligibility-checks/${id}/claim` }, cookie);

    it('gives an anonymous check to the user who claims it; claiming again is fine', async () => {
      const checkId = await postCheck();
      expect(await ownerOf(checkId)).toBeNull();
      const me = await signIn('claimer@example.com');

      const first = await claim(checkId, me.cookie);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ claimed: true });
      expect(await ownerOf(checkId)).toBe(me.id);

      const again = await claim(checkId, me.cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ claimed: true });
      expect(await ownerOf(checkId)).toBe(me.id);
    });

    it("answers 404 to someone claiming another user's check, which stays with its owner", async () => {
      const checkId = await postCheck();
      const owner = await signIn('owner@example.com');
      const other = await signIn('other@example.com');
      expect((await claim(checkId, owner.cookie)).statusCode).toBe(200);

      const stolen = await claim(checkId, other.cookie);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Eligibility check not found' });
      expect(await ownerOf(checkId)).toBe(owner.id);
    });

    it('answers 404 for a check that does not exist', async () => {
      const me = await signIn('nothing-to-claim@example.com');
      const res = await claim(randomUUID(), me.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('an unauthenticated claim leaves the check anonymous', async () => {
      const checkId = await postCheck();
      expect((await claim(checkId)).statusCode).toBe(401);
      expect(await ownerOf(checkId)).toBeNull();
    });

    it('a check made while signed in belongs to the user at once', async () => {
      const me = await signIn('signed.in.checker@example.com');
      const checkId = await postCheck(me.cookie);
      expect(await ownerOf(checkId)).toBe(me.id);
      // ...and nobody else can claim it.
      const other = await signIn('latecomer@example.com');
      expect((await claim(checkId, other.cookie)).statusCode).toBe(404);
      expect(await ownerOf(checkId)).toBe(me.id);
    });
  });
});
