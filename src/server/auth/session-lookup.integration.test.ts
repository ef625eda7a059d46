import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGrandparentRouteTree } from '#tests/support/application.ts';
import { requestAs, signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { session, user } from '../db/schema.ts';
import { SESSION_DAYS } from './auth.ts';

/** The session lookup every authenticated request goes through (session-lookup.ts). */
let t: TestApp;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'lookup.admin@example.com' });
  me = await signIn(t, 'lookup.user@example.com');
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const whoAmI = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user as {
    id: string;
  } | null;
const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]).split('.')[0];
const sessionRow = async (cookie: string) =>
  (
    await t.database.db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(cookie)))
  )[0];

describe('session lookup', () => {
  it('knows the user from a valid cookie, and admins by ADMIN_EMAILS', async () => {
    expect(await whoAmI(me.cookie)).toMatchObject({ id: me.userId, email: 'lookup.user@example.com', isAdmin: false });
    const boss = await signIn(t, 'lookup.admin@example.com');
    expect(await whoAmI(boss.cookie)).toMatchObject({ isAdmin: true });
  });

  it('refuses a cookie whose token was changed or whose signature was forged', async () => {
    const [name, value] = me.cookie.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const otherToken = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    expect(await whoAmI(`${name}=${encodeURIComponent(`${otherToken}.${signature}`)}`)).toBeNull();
    expect(await whoAmI(`${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`)).toBeNull();
    expect(await whoAmI(`${name}=${encodeURIComponent(token)}`)).toBeNull();
    expect(await whoAmI(`${name}=%E0%A4%A`)).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/family-members',
          headers: { cookie: `${name}=${encodeURIComponent(`${otherToken}.${signature}`)}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses an expired session', async () => {
    const u = await signIn(t, 'lookup.expired@example.com');
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(u.cookie)));
    expect(await whoAmI(u.cookie)).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/family-members', headers: { cookie: u.cookie } })).statusCode,
    ).toBe(401);
  });

  it('lets better-auth extend a session that is due for its daily refresh', async () => {
    const u = await signIn(t, 'lookup.refresh@example.com');
    // Issued two days ago: its expiry is two days short of the full term.
    const shortened = new Date(Date.now() + SESSION_DAYS * DAY - 2 * DAY);
    await t.database.db
      .update(session)
      .set({ expiresAt: shortened })
      .where(eq(session.token, tokenOf(u.cookie)));
    expect(await whoAmI(u.cookie)).toMatchObject({ id: u.userId });
    expect((await sessionRow(u.cookie)).expiresAt.getTime()).toBeGreaterThan(shortened.getTime() + DAY);
  });

  it('does not write to a session that is not yet due for refresh', async () => {
    const before = await sessionRow(me.cookie);
    expect(await whoAmI(me.cookie)).toMatchObject({ id: me.userId });
    expect(await sessionRow(me.cookie)).toEqual(before);
  });
});

/**
 * The lookup remembers which cookies carry a valid signature (issue 33), never the session: each
 * of these steps must take effect on the very next request of a cookie that has just been used.
 */
describe('ending a session or an admin right takes effect at once', () => {
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('signing out ends the session for the next request', async () => {
    const u = await signIn(t, 'lookup.signout@example.com');
    for (let i = 0; i < 3; i++) expect((await get('/api/family-members', u.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: u.cookie, origin: t.config.appUrl },
    });
    expect(out.statusCode).toBe(200);
    expect((await get('/api/family-members', u.cookie)).statusCode).toBe(401);
    expect(await whoAmI(u.cookie)).toBeNull();
  });

  it('a session removed from the database (revoked, or its account deleted) is refused at once', async () => {
    const u = await signIn(t, 'lookup.revoked@example.com');
    expect(await whoAmI(u.cookie)).toMatchObject({ id: u.userId });
    await t.database.db.delete(session).where(eq(session.token, tokenOf(u.cookie)));
    expect(await whoAmI(u.cookie)).toBeNull();
    expect((await get('/api/family-tree-lock', u.cookie)).statusCode).toBe(401);
  });

  it('an admin whose stored right is withdrawn is refused the admin API on the next request, and let in when it is given', async () => {
    const u = await signIn(t, 'lookup.operator@example.com');
    await t.database.db.update(user).set({ isAdmin: true }).where(eq(user.id, u.userId));
    expect((await get('/api/admin/stats', u.cookie)).statusCode).toBe(200);
    expect(await whoAmI(u.cookie)).toMatchObject({ isAdmin: true });
    await t.database.db.update(user).set({ isAdmin: false }).where(eq(user.id, u.userId));
    expect((await get('/api/admin/stats', u.cookie)).statusCode).toBe(403);
    expect(await whoAmI(u.cookie)).toMatchObject({ isAdmin: false });
    await t.database.db.update(user).set({ isAdmin: true }).where(eq(user.id, u.userId));
    expect((await get('/api/admin/stats', u.cookie)).statusCode).toBe(200);
  });
});

/**
 * The dashboard's calls read the session in their own query (one round trip, issue 33): the same
 * guarantees as every other authenticated call, each on the very next request.
 */
describe('the dashboard calls whose query reads the session', () => {
  const DASHBOARD = ['/api/family-tree/eligibility', '/api/family-tree-lock', '/api/family-members'];
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const statuses = async (cookie: string) =>
    Promise.all(DASHBOARD.map(async (url) => (await get(url, cookie)).statusCode));

  it("answer each user with their own tree and lock, never another's", async () => {
    const a = await signIn(t, 'lookup.dash.a@example.com');
    const b = await signIn(t, 'lookup.dash.b@example.com');
    await addGrandparentRouteTree(t, a);
    expect((await requestAs(t, a, 'POST', '/api/family-tree-lock/lock', { reason: 'Checking' })).statusCode).toBe(200);
    expect((await get('/api/family-tree/eligibility', a.cookie)).json()).toMatchObject({ memberCount: 3 });
    expect((await get('/api/family-tree-lock', a.cookie)).json()).toMatchObject({ isLocked: true, reason: 'Checking' });
    expect((await get('/api/family-tree/eligibility', b.cookie)).json()).toMatchObject({ memberCount: 0 });
    expect((await get('/api/family-tree-lock', b.cookie)).json()).toMatchObject({ isLocked: false, reason: null });
    expect((await get('/api/family-members', a.cookie)).json()).toHaveLength(3);
    expect((await get('/api/family-members', b.cookie)).json()).toEqual([]);
  });

  it('refuse a forged cookie, a signed-out session, a revoked one and an expired one', async () => {
    const [name, value] = me.cookie.split('=') as [string, string];
    const [token] = decodeURIComponent(value).split('.') as [string, string];
    expect(await statuses(`${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`)).toEqual([
      401, 401, 401,
    ]);
    expect(await statuses('')).toEqual([401, 401, 401]);

    const out = await signIn(t, 'lookup.dash.out@example.com');
    expect(await statuses(out.cookie)).toEqual([200, 200, 200]);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: out.cookie, origin: t.config.appUrl },
    });
    expect(signOut.statusCode).toBe(200);
    expect(await statuses(out.cookie)).toEqual([401, 401, 401]);

    const revoked = await signIn(t, 'lookup.dash.revoked@example.com');
    expect(await statuses(revoked.cookie)).toEqual([200, 200, 200]);
    await t.database.db.delete(session).where(eq(session.token, tokenOf(revoked.cookie)));
    expect(await statuses(revoked.cookie)).toEqual([401, 401, 401]);

    const expired = await signIn(t, 'lookup.dash.expired@example.com');
    expect(await statuses(expired.cookie)).toEqual([200, 200, 200]);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(expired.cookie)));
    expect(await statuses(expired.cookie)).toEqual([401, 401, 401]);
  });

  it('let better-auth extend a session due for its daily refresh, and still answer with the tree, lock and members', async () => {
    const u = await signIn(t, 'lookup.dash.refresh@example.com');
    await addGrandparentRouteTree(t, u);
    const dueForRefresh = async () => {
      const shortened = new Date(Date.now() + SESSION_DAYS * DAY - 2 * DAY);
      await t.database.db
        .update(session)
        .set({ expiresAt: shortened })
        .where(eq(session.token, tokenOf(u.cookie)));
      return shortened.getTime() + DAY;
    };
    let extendedBeyond = await dueForRefresh();
    expect((await get('/api/family-tree/eligibility', u.cookie)).json()).toMatchObject({ memberCount: 3 });
    expect((await sessionRow(u.cookie)).expiresAt.getTime()).toBeGreaterThan(extendedBeyond);
    extendedBeyond = await dueForRefresh();
    expect((await get('/api/family-tree-lock', u.cookie)).json()).toMatchObject({ isLocked: false });
    expect((await sessionRow(u.cookie)).expiresAt.getTime()).toBeGreaterThan(extendedBeyond);
    const signedInMembers = (await get('/api/family-members', u.cookie)).json();
    extendedBeyond = await dueForRefresh();
    expect((await get('/api/family-members', u.cookie)).json()).toEqual(signedInMembers);
    expect(signedInMembers).toHaveLength(3);
    expect((await sessionRow(u.cookie)).expiresAt.getTime()).toBeGreaterThan(extendedBeyond);
  });
});
