import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { session } from '../db/schema.ts';
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
