import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminAudit, coupons, pdfOrders, testPaymentIntents } from '#server/db/schema.ts';

/**
 * Coupons (docs/decisions/042-prices-and-discounts-decided-on-the-server.md): checked and
 * applied on the server, counted only when an order is paid, never spent twice past their limit,
 * managed by admins. Uses the built-in test provider.
 */

const INVALID_COUPON = { message: 'This coupon code is not valid or has expired.', code: 'INVALID_COUPON' };
const NOT_VALID = { valid: false, percent_off: null, amount_off: null, name: null };
const REFUNDED_MESSAGE = 'The coupon was used up; your payment was refunded.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `coupons-${++users}@example.com`);
let bossSession: Promise<SignedIn> | undefined;
const boss = () => (bossSession ??= signIn(t, 'boss@example.com'));

const post = (u: SignedIn | null, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: u ? { cookie: u.cookie } : {},
    remoteAddress: u?.ip ?? '127.0.0.1',
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const uniqueCode = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;

type CouponInsert = typeof coupons.$inferInsert;
async function insertCoupon(values: Partial<CouponInsert> & { code: string }) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      name: `Coupon ${values.code}`,
      ...(values.amountOff == null && values.percentOff == null ? { percentOff: 10 } : {}),
      ...values,
    })
    .returning();
  return row;
}
const couponRow = async (code: string) => (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0];
const orderRow = async (id: string) => (await t.database.db.select().from(pdfOrders).where(eq(pdfOrders.id, id)))[0];
const ordersOf = (u: SignedIn) => t.database.db.select().from(pdfOrders).where(eq(pdfOrders.userId, u.userId));
const intentRow = async (id: string) =>
  (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0];

const validate = (u: SignedIn, couponId: string) => post(u, '/api/validate-coupon', { couponId });
const createPayment = (u: SignedIn, couponCode?: string) =>
  post(u, '/api/create-pdf-payment', couponCode === undefined ? {} : { couponCode });

type Created = { orderId: string; clientSecret: string; paymentIntentId: string; amount: number };
async function createPaid(u: SignedIn, couponCode?: string): Promise<Created> {
  const res = await createPayment(u, couponCode);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.freeOrder).toBe(false);
  return body;
}
const completeCard = async (u: SignedIn, c: Created) => {
  const res = await post(u, `/api/test-payments/${c.paymentIntentId}/complete`, {
    clientSecret: c.clientSecret,
    outcome: 'succeed',
  });
  expect(res.statusCode, res.body).toBe(200);
};
const confirm = (u: SignedIn, c: Created) => post(u, '/api/confirm-payment', { paymentIntentId: c.paymentIntentId });

describe('validating a coupon', () => {
  it('accepts a code in lower case with spaces around it', async () => {
    await insertCoupon({ code: 'LAUNCH10', name: 'Launch offer', percentOff: 10 });
    const u = await newUser();
    const res = await validate(u, '  launch10 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ valid: true, percent_off: 10, amount_off: null, name: 'Launch offer' });
  });

  it('describes a fixed-amount coupon with amount_off', async () => {
    const code = uniqueCode('FIVE');
    await insertCoupon({ code, name: 'Five off', amountOff: 500 });
    const res = await validate(await newUser(), code);
    expect(res.json()).toEqual({ valid: true, percent_off: null, amount_off: 500, name: 'Five off' });
  });

  it('accepts a coupon that expires later and one with uses left', async () => {
    const u = await newUser();
    const later = uniqueCode('LATER');
    await insertCoupon({ code: later, expiresAt: new Date(Date.now() + 86_400_000) });
    const left = uniqueCode('LEFT');
    await insertCoupon({ code: left, usageLimit: 2, timesUsed: 1 });
    expect((await validate(u, later)).json()).toMatchObject({ valid: true });
    expect((await validate(u, left)).json()).toMatchObject({ valid: true });
  });

  it('says not valid for unknown, expired, inactive and used-up codes', async () => {
    const u = await newUser();
    const expired = uniqueCode('OLD');
    await insertCoupon({ code: expired, expiresAt: new Date(Date.now() - 60_000) });
    const inactive = uniqueCode('OFF');
    await insertCoupon({ code: inactive, active: false });
    const usedUp = uniqueCode('GONE');
    await insertCoupon({ code: usedUp, usageLimit: 1, timesUsed: 1 });
    for (const code of ['NO-SUCH-CODE', expired, inactive, usedUp]) {
      const res = await validate(u, code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), code).toEqual(NOT_VALID);
    }
  });

  it('asks for a code when it is empty (400)', async () => {
    const u = await newUser();
    for (const couponId of ['', '   ']) {
      const res = await validate(u, couponId);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('Please enter a coupon code.');
    }
  });

  it('answers 429 to the 11th check within a minute from one client', async () => {
    const u = await newUser();
    const other = await newUser();
    for (let i = 1; i <= 10; i++) {
      const res = await validate(u, `GUESS${i}`);
      expect(res.statusCode, `request ${i}: ${res.body}`).toBe(200);
    }
    const blocked = await validate(u, 'GUESS11');
    expect(blocked.statusCode, blocked.body).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Too many requests'),
    });
    // Another client is not affected.
    expect((await validate(other, 'GUESS1')).statusCode).toBe(200);
  });
});

describe('paying with a coupon', () => {
  it('10% off: 1050 → 945, on the order and on the intent', async () => {
    const code = uniqueCode('TEN');
    await insertCoupon({ code, percentOff: 10 });
    const u = await newUser();
    const c = await createPaid(u, code.toLowerCase());
    expect(c.amount).toBe(945);
    const coupon = await couponRow(code);
    expect(await orderRow(c.orderId)).toMatchObject({
      baseAmount: 1050,
      discountAmount: 105,
      amount: 945,
      couponId: coupon.id,
      status: 'pending',
    });
    expect((await intentRow(c.paymentIntentId)).amount).toBe(945);

    await completeCard(u, c);
    expect((await confirm(u, c)).json()).toEqual({ orderId: c.orderId, status: 'paid', message: null });
    const listed = await t.app.inject({ method: 'GET', url: '/api/pdf-orders', headers: { cookie: u.cookie } });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: c.orderId,
        paymentStatus: 'paid',
        amount: 945,
        baseAmount: 1050,
        discountAmount: 105,
      }),
    ]);
  });

  it('€5 off: 1050 → 550', async () => {
    const code = uniqueCode('FIVER');
    await insertCoupon({ code, amountOff: 500 });
    const c = await createPaid(await newUser(), code);
    expect(c.amount).toBe(550);
    expect(await orderRow(c.orderId)).toMatchObject({ baseAmount: 1050, discountAmount: 500, amount: 550 });
  });

  it.each([
    ['a fixed amount above the price', { amountOff: 2000 }],
    ['100% off', { percentOff: 100 }],
  ])('%s makes a free order: paid at once, no card intent', async (_label, terms) => {
    const code = uniqueCode('FREE');
    await insertCoupon({ code, ...terms });
    const u = await newUser();
    const res = await createPayment(u, code);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({ freeOrder: true, orderId: expect.any(String) });

    expect(await orderRow(body.orderId)).toMatchObject({
      userId: u.userId,
      status: 'paid',
      provider: 'free',
      baseAmount: 1050,
      discountAmount: 1050,
      amount: 0,
      paymentIntentId: null,
      paidAt: expect.any(Date),
    });
    const intents = await t.database.db.select().from(testPaymentIntents);
    expect(intents.filter((i) => JSON.parse(i.metadata).userId === u.userId)).toEqual([]);
    expect((await couponRow(code)).timesUsed).toBe(1);
    const listed = await t.app.inject({ method: 'GET', url: '/api/pdf-orders', headers: { cookie: u.cookie } });
    expect(listed.json()).toEqual([expect.objectContaining({ id: body.orderId, paymentStatus: 'paid', amount: 0 })]);
  });

  it('an invalid coupon is refused with the spec message and creates no order', async () => {
    const u = await newUser();
    const expired = uniqueCode('PAST');
    await insertCoupon({ code: expired, expiresAt: new Date(Date.now() - 1000) });
    const inactive = uniqueCode('DEAD');
    await insertCoupon({ code: inactive, active: false, percentOff: 100 });
    for (const code of ['NOT-A-COUPON', expired, inactive]) {
      const res = await createPayment(u, code);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(INVALID_COUPON);
    }
    expect(await ordersOf(u)).toEqual([]);
  });

  it('an empty coupon code means no coupon', async () => {
    const c = await createPaid(await newUser(), '');
    expect(c.amount).toBe(1050);
    expect(await orderRow(c.orderId)).toMatchObject({ couponId: null, discountAmount: 0 });
  });

  it('counts a use only when the order is paid, and only once', async () => {
    const code = uniqueCode('COUNT');
    await insertCoupon({ code, percentOff: 10, usageLimit: 5 });
    const u = await newUser();
    const c = await createPaid(u, code);
    await createPaid(await newUser(), code); // never paid
    expect((await couponRow(code)).timesUsed).toBe(0);

    // A declined card does not count either.
    await post(u, `/api/test-payments/${c.paymentIntentId}/complete`, {
      clientSecret: c.clientSecret,
      outcome: 'fail',
    });
    expect((await confirm(u, c)).json()).toMatchObject({ status: 'pending' });
    expect((await couponRow(code)).timesUsed).toBe(0);

    await completeCard(u, c);
    expect((await confirm(u, c)).json()).toMatchObject({ status: 'paid' });
    expect((await couponRow(code)).timesUsed).toBe(1);
    expect((await confirm(u, c)).json()).toMatchObject({ status: 'paid' });
    expect((await couponRow(code)).timesUsed).toBe(1);
  });

  it('a used-up single-use coupon is no longer offered or accepted', async () => {
    const code = uniqueCode('ONCE');
    await insertCoupon({ code, percentOff: 20, usageLimit: 1 });
    const first = await newUser();
    const c = await createPaid(first, code);
    await completeCard(first, c);
    expect((await confirm(first, c)).json()).toMatchObject({ status: 'paid' });

    const second = await newUser();
    expect((await validate(second, code)).json()).toEqual(NOT_VALID);
    const res = await createPayment(second, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_COUPON);
  });

  it('a single-use coupon on two pending orders: the second payment to settle is refunded', async () => {
    const code = uniqueCode('SOLO');
    await insertCoupon({ code, percentOff: 20, usageLimit: 1 });
    const a = await newUser();
    const b = await newUser();
    const ca = await createPaid(a, code);
    const cb = await createPaid(b, code);
    expect([ca.amount, cb.amount]).toEqual([840, 840]);
    await completeCard(a, ca);
    await completeCard(b, cb);

    expect((await confirm(a, ca)).json()).toEqual({ orderId: ca.orderId, status: 'paid', message: null });
    expect((await confirm(b, cb)).json()).toEqual({
      orderId: cb.orderId,
      status: 'refunded',
      message: REFUNDED_MESSAGE,
    });
    expect(await orderRow(cb.orderId)).toMatchObject({
      status: 'refunded',
      paidAt: null,
      failureReason: expect.stringContaining('refunded'),
    });
    expect((await intentRow(cb.paymentIntentId)).refundedAmount).toBe(840);
    expect((await intentRow(ca.paymentIntentId)).refundedAmount).toBe(0);
    expect((await couponRow(code)).timesUsed).toBe(1);

    // Confirming the refunded one again changes nothing (and refunds nothing twice).
    expect((await confirm(b, cb)).json()).toMatchObject({ status: 'refunded' });
    expect((await intentRow(cb.paymentIntentId)).refundedAmount).toBe(840);
    expect((await couponRow(code)).timesUsed).toBe(1);
  });
});

describe('a coupon that stops being valid between create and payment', () => {
  it.each([
    ['deactivated', { active: false }],
    ['expired', { expiresAt: new Date(Date.now() - 1000) }],
  ])(
    '%s: the card payment is refunded rather than the order paid at a discount nobody may use',
    async (_label, change) => {
      const code = uniqueCode('LATE');
      await insertCoupon({ code, percentOff: 50 });
      const u = await newUser();
      const c = await createPaid(u, code);
      expect(c.amount).toBe(525);
      await t.database.db.update(coupons).set(change).where(eq(coupons.code, code));
      await completeCard(u, c);

      const res = await confirm(u, c);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        orderId: c.orderId,
        status: 'refunded',
        message: expect.stringContaining('refunded'),
      });
      expect((await intentRow(c.paymentIntentId)).refundedAmount).toBe(525);
      expect((await couponRow(code)).timesUsed).toBe(0);
    },
  );
});

describe('single-use coupons under concurrency', () => {
  it('two free orders at once with a single-use 100% coupon: exactly one succeeds', async () => {
    const code = uniqueCode('RACEFREE');
    await insertCoupon({ code, percentOff: 100, usageLimit: 1 });
    const a = await newUser();
    const b = await newUser();
    const results = await Promise.all([createPayment(a, code), createPayment(b, code)]);

    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok, results.map((r) => r.body).join('\n')).toHaveLength(1);
    expect(ok[0].json()).toMatchObject({ freeOrder: true });
    expect(refused).toHaveLength(1);
    // 409 when both passed the first check and the atomic redeem refused the second; 400 when the
    // second request only looked at the coupon after the first had spent it. Either way: refused.
    expect([409, 400]).toContain(refused[0].statusCode);
    expect(refused[0].json()).toEqual(INVALID_COUPON);

    expect((await couponRow(code)).timesUsed).toBe(1);
    const coupon = await couponRow(code);
    const withCoupon = await t.database.db.select().from(pdfOrders).where(eq(pdfOrders.couponId, coupon.id));
    expect(withCoupon.map((o) => o.status)).toEqual(['paid']);
  });

  it('two paid orders settling at once with a single-use 20% coupon: one paid, one failed and refunded', async () => {
    const code = uniqueCode('RACEPAID');
    await insertCoupon({ code, percentOff: 20, usageLimit: 1 });
    const a = await newUser();
    const b = await newUser();
    // Both orders are created while the coupon is still unused.
    const ca = await createPaid(a, code);
    const cb = await createPaid(b, code);
    expect(ca.amount).toBe(840);
    await completeCard(a, ca);
    await completeCard(b, cb);

    const [ra, rb] = await Promise.all([confirm(a, ca), confirm(b, cb)]);
    expect(ra.statusCode, ra.body).toBe(200);
    expect(rb.statusCode, rb.body).toBe(200);
    const statuses = [ra.json().status, rb.json().status].sort();
    expect(statuses).toEqual(['paid', 'refunded']);

    const loser = ra.json().status === 'refunded' ? { res: ra, c: ca } : { res: rb, c: cb };
    const winner = loser.c === ca ? cb : ca;
    expect(loser.res.json()).toEqual({ orderId: loser.c.orderId, status: 'refunded', message: REFUNDED_MESSAGE });
    expect((await orderRow(loser.c.orderId)).status).toBe('refunded');
    expect((await orderRow(winner.orderId)).status).toBe('paid');
    expect((await intentRow(loser.c.paymentIntentId)).refundedAmount).toBe(840);
    expect((await intentRow(winner.paymentIntentId)).refundedAmount).toBe(0);
    expect((await couponRow(code)).timesUsed).toBe(1);
  });
});

describe('admin coupon management', () => {
  const FORBIDDEN = { message: "You don't have permission to access this page.", code: 'FORBIDDEN' };
  const someUuid = '00000000-0000-4000-8000-000000000000';

  it('needs a session (401)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/coupons', undefined],
      ['POST', '/api/admin/coupons', { code: 'NOPE1', name: 'x', percentOff: 10 }],
      ['POST', `/api/admin/coupons/${someUuid}/deactivate`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('is closed to a non-admin (403) and creates or deactivates nothing', async () => {
    const u = await newUser();
    const target = await insertCoupon({ code: uniqueCode('KEEP') });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie: u.cookie } });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual(FORBIDDEN);
    const created = await post(u, '/api/admin/coupons', { code: 'SNEAKY', name: 'Sneaky', percentOff: 100 });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual(FORBIDDEN);
    const deactivated = await post(u, `/api/admin/coupons/${target.id}/deactivate`);
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json()).toEqual(FORBIDDEN);

    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, 'SNEAKY'))).toEqual([]);
    expect((await couponRow(target.code)).active).toBe(true);
  });

  it('an admin creates a coupon (code upper-cased) that users can then use', async () => {
    const admin = await boss();
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await post(admin, '/api/admin/coupons', {
      code: ' spring-15 ',
      name: 'Spring sale',
      percentOff: 15,
      usageLimit: 100,
      expiresAt,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      code: 'SPRING-15',
      name: 'Spring sale',
      percentOff: 15,
      amountOff: null,
      expiresAt,
      usageLimit: 100,
      timesUsed: 0,
      active: true,
      createdAt: expect.any(String),
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie: admin.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(expect.objectContaining({ code: 'SPRING-15', percentOff: 15 }));

    const u = await newUser();
    expect((await validate(u, 'spring-15')).json()).toEqual({
      valid: true,
      percent_off: 15,
      amount_off: null,
      name: 'Spring sale',
    });
    const c = await createPaid(u, 'Spring-15');
    expect(c.amount).toBe(1050 - 158); // 15% of 1050 = 157.5, rounded to 158
  });

  it('an admin creates a fixed-amount coupon', async () => {
    const admin = await boss();
    const res = await post(admin, '/api/admin/coupons', { code: 'tenner', name: 'Ten off', amountOff: 1000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'TENNER',
      percentOff: null,
      amountOff: 1000,
      usageLimit: null,
      expiresAt: null,
    });
    const c = await createPaid(await newUser(), 'TENNER');
    expect(c.amount).toBe(50);
  });

  it('refuses a duplicate code, whatever its case (409)', async () => {
    const admin = await boss();
    expect((await post(admin, '/api/admin/coupons', { code: 'DUPE-1', name: 'First', percentOff: 5 })).statusCode).toBe(
      201,
    );
    const res = await post(admin, '/api/admin/coupons', { code: 'dupe-1', name: 'Second', amountOff: 100 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ message: 'A coupon with this code already exists.', code: 'COUPON_EXISTS' });
    expect(await couponRow('DUPE-1')).toMatchObject({ name: 'First', percentOff: 5 });
  });

  it('re-creates a deactivated code with new terms, its count starting again, and records the old terms', async () => {
    const admin = await boss();
    const code = uniqueCode('AGAIN');
    const old = await insertCoupon({ code, name: 'Spring', percentOff: 10, usageLimit: 3, timesUsed: 3 });
    expect((await post(admin, `/api/admin/coupons/${old.id}/deactivate`)).statusCode).toBe(200);
    expect((await validate(await newUser(), code)).json()).toMatchObject({ valid: false });

    const res = await post(admin, '/api/admin/coupons', { code: code.toLowerCase(), name: 'Autumn', amountOff: 500 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: old.id, code, name: 'Autumn', amountOff: 500, percentOff: null });
    expect(await couponRow(code)).toMatchObject({ active: true, timesUsed: 0, usageLimit: null, percentOff: null });
    expect((await validate(await newUser(), code)).json()).toEqual({
      valid: true,
      percent_off: null,
      amount_off: 500,
      name: 'Autumn',
    });
    const audit = await t.database.db.select().from(adminAudit).where(eq(adminAudit.targetId, old.id));
    const recreated = audit.find((a) => a.action === 'coupon.recreate')!;
    expect(recreated.adminEmail).toBe('boss@example.com');
    expect(JSON.parse(recreated.details!)).toMatchObject({
      name: 'Autumn',
      amountOff: 500,
      before: { name: 'Spring', percentOff: 10, usageLimit: 3 },
      timesUsedBefore: 3,
    });

    // Active again, the code is refused as before.
    const again = await post(admin, '/api/admin/coupons', { code, name: 'Winter', percentOff: 5 });
    expect(again.statusCode).toBe(409);
  });

  it.each([
    ['both percentOff and amountOff', { code: 'BAD-BOTH', name: 'x', percentOff: 10, amountOff: 100 }],
    ['neither percentOff nor amountOff', { code: 'BAD-NONE', name: 'x' }],
    ['percentOff 0', { code: 'BAD-P0', name: 'x', percentOff: 0 }],
    ['percentOff 101', { code: 'BAD-P101', name: 'x', percentOff: 101 }],
    ['a negative amountOff', { code: 'BAD-NEG', name: 'x', amountOff: -100 }],
    ['a fractional percentOff', { code: 'BAD-FRAC', name: 'x', percentOff: 12.5 }],
    ['a code with spaces inside', { code: 'BAD CODE', name: 'x', percentOff: 10 }],
    ['a too-short code', { code: 'AB', name: 'x', percentOff: 10 }],
    ['an empty name', { code: 'BAD-NAME', name: ' ', percentOff: 10 }],
    ['usageLimit 0', { code: 'BAD-LIMIT', name: 'x', percentOff: 10, usageLimit: 0 }],
    ['an unknown field', { code: 'BAD-EXTRA', name: 'x', percentOff: 10, timesUsed: -5 }],
  ])('refuses %s (400)', async (_label, body) => {
    const admin = await boss();
    const res = await post(admin, '/api/admin/coupons', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, body.code.toUpperCase()))).toEqual([]);
  });

  it('deactivating a coupon makes it invalid for users', async () => {
    const admin = await boss();
    const created = await post(admin, '/api/admin/coupons', { code: 'SOONGONE', name: 'Soon gone', percentOff: 25 });
    expect(created.statusCode).toBe(201);
    const u = await newUser();
    expect((await validate(u, 'soongone')).json()).toMatchObject({ valid: true });

    const res = await post(admin, `/api/admin/coupons/${created.json().id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'SOONGONE', active: false });

    expect((await validate(u, 'soongone')).json()).toEqual(NOT_VALID);
    const pay = await createPayment(u, 'SOONGONE');
    expect(pay.statusCode).toBe(400);
    expect(pay.json()).toEqual(INVALID_COUPON);
  });

  it('deactivating an unknown coupon answers 404, a malformed id 400', async () => {
    const admin = await boss();
    expect((await post(admin, `/api/admin/coupons/${someUuid}/deactivate`)).statusCode).toBe(404);
    expect((await post(admin, '/api/admin/coupons/not-a-uuid/deactivate')).statusCode).toBe(400);
  });
});
