import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminAuditResponse, adminCouponResponse } from '#shared/admin.ts';
import { adminAudit, coupons, user } from '#server/db/schema.ts';
import { recordAdminAction } from './audit.ts';

/** Every admin endpoint is closed without a session (401) and to non-admins (403); admin changes are audited. */

const FORBIDDEN = { message: "You don't have permission to access this page.", code: 'FORBIDDEN' };
const SOME_UUID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'Chief@Example.com' });
  admin = await signIn(t, 'chief@example.com');
  member = await signIn(t, 'plain.member@example.com');
});
afterAll(() => t?.close());

type Call = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };
const ENDPOINTS = (): Call[] => [
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/office-facts' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'GET', url: '/api/admin/users?search=chief&page=1&pageSize=5' },
  { method: 'GET', url: `/api/admin/users/${member.userId}/family-tree` },
  { method: 'GET', url: '/api/admin/users/unknown/family-tree' },
  { method: 'GET', url: `/api/admin/audit?targetType=coupon&targetId=${SOME_UUID}` },
  { method: 'GET', url: '/api/admin/coupons' },
  { method: 'POST', url: '/api/admin/coupons', payload: { code: 'NOPE-1', name: 'Nope', percentOff: 10 } },
  { method: 'POST', url: `/api/admin/coupons/${SOME_UUID}/deactivate` },
];

const inject = (c: Call, u: SignedIn | null) =>
  t.app.inject({
    method: c.method,
    url: c.url,
    headers: u ? { cookie: u.cookie } : {},
    ...(c.payload ? { payload: c.payload } : {}),
  });

describe('who may call the admin API', () => {
  it('answers 401 without a session, on every admin endpoint', async () => {
    for (const c of ENDPOINTS()) {
      const res = await inject(c, null);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
    }
  });

  it('answers 403 to a signed-in non-admin, on every admin endpoint, and changes nothing', async () => {
    for (const c of ENDPOINTS()) {
      const res = await inject(c, member);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await t.database.db.select().from(coupons)).toEqual([]);
    expect(await t.database.db.select().from(adminAudit)).toEqual([]);
  });

  it('answers 403 even with invalid input, so nothing about the API leaks', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?pageSize=9999',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets in an admin named in ADMIN_EMAILS (any case) and one with the stored flag', async () => {
    expect((await inject({ method: 'GET', url: '/api/admin/stats' }, admin)).statusCode).toBe(200);
    const flagged = await signIn(t, 'flagged.admin@example.com');
    expect((await inject({ method: 'GET', url: '/api/admin/stats' }, flagged)).statusCode).toBe(403);
    await t.database.db.update(user).set({ isAdmin: true }).where(eq(user.id, flagged.userId));
    expect((await inject({ method: 'GET', url: '/api/admin/stats' }, flagged)).statusCode).toBe(200);
    const listed = await inject({ method: 'GET', url: '/api/admin/users?search=admin' }, flagged);
    expect(listed.json().users).toEqual([
      expect.objectContaining({ email: 'flagged.admin@example.com', isAdmin: true }),
    ]);
    const chief = await inject({ method: 'GET', url: '/api/admin/users?search=chief' }, admin);
    expect(chief.json().users).toEqual([expect.objectContaining({ email: 'chief@example.com', isAdmin: true })]);
  });
});

describe('audit of admin changes', () => {
  const post = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });

  it('records creating and deactivating a coupon, shown on the coupon and through /api/admin/audit', async () => {
    const created = await post('/api/admin/coupons', {
      code: 'audit-10',
      name: 'Audited',
      percentOff: 10,
      usageLimit: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await post(`/api/admin/coupons/${id}/deactivate`)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?targetType=coupon&targetId=${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = adminAuditResponse.parse(res.json());
    expect(entries).toEqual([
      {
        id: expect.any(String),
        adminUserId: admin.userId,
        adminEmail: 'chief@example.com',
        action: 'coupon.deactivate',
        targetType: 'coupon',
        targetId: id,
        details: { code: 'AUDIT-10', wasActive: true, timesUsed: 0 },
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        adminUserId: admin.userId,
        adminEmail: 'chief@example.com',
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: id,
        details: { code: 'AUDIT-10', name: 'Audited', percentOff: 10, amountOff: null, expiresAt: null, usageLimit: 5 },
        createdAt: expect.any(String),
      },
    ]);
    expect(Date.parse(entries[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(entries[1].createdAt));

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie: admin.cookie } });
    const coupon = list.json().find((c: { id: string }) => c.id === id);
    expect(adminCouponResponse.parse(coupon)).toMatchObject({ code: 'AUDIT-10', active: false });
    expect(coupon.history).toEqual(entries);
  });

  it('records nothing when the change fails', async () => {
    // An active code is refused (a deactivated one would be re-created: docs/decisions/060-the-admin-queue.md).
    expect((await post('/api/admin/coupons', { code: 'AUDIT-11', name: 'Live', percentOff: 5 })).statusCode).toBe(201);
    const before = (await t.database.db.select().from(adminAudit)).length;
    expect((await post('/api/admin/coupons', { code: 'AUDIT-11', name: 'Again', percentOff: 5 })).statusCode).toBe(409);
    expect((await post(`/api/admin/coupons/${SOME_UUID}/deactivate`)).statusCode).toBe(404);
    expect((await post('/api/admin/coupons', { code: 'x', name: 'Bad' })).statusCode).toBe(400);
    expect((await t.database.db.select().from(adminAudit)).length).toBe(before);
  });

  it('recordAdminAction writes in the caller transaction: a rollback takes the audit row with it', async () => {
    const target = 'rollback-target';
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAdminAction(
          tx,
          { id: admin.userId, email: admin.email },
          'order.status',
          'document_request',
          target,
          { to: 'shipped' },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(adminAudit).where(eq(adminAudit.targetId, target))).toEqual([]);

    const entry = await t.database.db.transaction((tx) =>
      recordAdminAction(tx, { id: admin.userId, email: admin.email }, 'order.status', 'document_request', target, {
        to: 'shipped',
      }),
    );
    expect(entry).toMatchObject({
      action: 'order.status',
      targetType: 'document_request',
      targetId: target,
      details: { to: 'shipped' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?targetType=document_request&targetId=${target}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.json().entries).toEqual([entry]);
  });

  it('refuses an audit query without a target (400)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?targetType=coupon',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});
