import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { coupons, pdfOrders, testPaymentIntents } from '#server/db/schema.ts';

/**
 * The PDF purchase with the built-in test provider (no Stripe keys, not production): the card
 * step is POST /api/test-payments/:id/complete, and an order is paid only when the server has
 * checked the intent itself (docs/decisions/007-payments-and-orders.md).
 */

const DECLINED = 'Your card was declined. (Test mode)';
const MISMATCH = { message: 'This payment does not match the order.', code: 'PAYMENT_MISMATCH' };
const NOT_FOUND = { message: 'Payment not found', code: 'NOT_FOUND' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `test-provider-${++users}@example.com`);

const post = (u: SignedIn | null, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: u ? { cookie: u.cookie } : {},
    remoteAddress: u?.ip ?? '127.0.0.1',
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

type Created = {
  freeOrder: false;
  orderId: string;
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
};

async function create(u: SignedIn, body: Record<string, unknown> = {}): Promise<Created> {
  const res = await post(u, '/api/create-pdf-payment', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const complete = (u: SignedIn, c: Pick<Created, 'paymentIntentId' | 'clientSecret'>, outcome: 'succeed' | 'fail') =>
  post(u, `/api/test-payments/${c.paymentIntentId}/complete`, { clientSecret: c.clientSecret, outcome });

const confirm = (u: SignedIn, paymentIntentId: string) => post(u, '/api/confirm-payment', { paymentIntentId });

async function pay(u: SignedIn, c: Created) {
  expect((await complete(u, c, 'succeed')).statusCode).toBe(200);
  const res = await confirm(u, c.paymentIntentId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const orderRow = async (id: string) => (await t.database.db.select().from(pdfOrders).where(eq(pdfOrders.id, id)))[0];
const intentRow = async (id: string) =>
  (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0];
const ordersOf = (u: SignedIn) => t.database.db.select().from(pdfOrders).where(eq(pdfOrders.userId, u.userId));

async function listOrders(u: SignedIn) {
  const res = await t.app.inject({ method: 'GET', url: '/api/pdf-orders', headers: { cookie: u.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{ id: string; paymentStatus: string; amount: number; paidAt: string | null }>;
}

describe('buying the PDF guide with the test provider', () => {
  it('creates a pending order at the server price and a test intent', async () => {
    const u = await newUser();
    const res = await post(u, '/api/create-pdf-payment', {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      freeOrder: false,
      orderId: expect.any(String),
      clientSecret: expect.stringMatching(/^pi_test_[0-9a-f]+_secret_[0-9a-f]+$/),
      paymentIntentId: expect.stringMatching(/^pi_test_[0-9a-f]+$/),
      amount: 1050,
      currency: 'eur',
      provider: 'test',
      publishableKey: null,
    });
    expect(body.clientSecret.startsWith(`${body.paymentIntentId}_secret_`)).toBe(true);

    const order = await orderRow(body.orderId);
    expect(order).toMatchObject({
      userId: u.userId,
      customerEmail: u.email,
      status: 'pending',
      provider: 'test',
      baseAmount: 1050,
      discountAmount: 0,
      amount: 1050,
      currency: 'eur',
      couponId: null,
      paymentIntentId: body.paymentIntentId,
      paidAt: null,
    });
    const intent = await intentRow(body.paymentIntentId);
    expect(intent).toMatchObject({
      amount: 1050,
      currency: 'eur',
      status: 'requires_payment_method',
      clientSecret: body.clientSecret,
      refundedAmount: 0,
    });
    expect(JSON.parse(intent.metadata)).toEqual({ orderId: body.orderId, orderType: 'pdf', userId: u.userId });

    expect(await listOrders(u)).toEqual([
      expect.objectContaining({
        id: body.orderId,
        paymentStatus: 'pending',
        amount: 1050,
        baseAmount: 1050,
        discountAmount: 0,
        currency: 'eur',
        paidAt: null,
      }),
    ]);
  });

  it('a successful card and a server confirmation mark the order paid', async () => {
    const u = await newUser();
    const c = await create(u);
    const done = await complete(u, c, 'succeed');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    const res = await confirm(u, c.paymentIntentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderId: c.orderId, status: 'paid', message: null });

    const order = await orderRow(c.orderId);
    expect(order.status).toBe('paid');
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(await listOrders(u)).toEqual([
      expect.objectContaining({ id: c.orderId, paymentStatus: 'paid', amount: 1050, paidAt: expect.any(String) }),
    ]);
  });

  it('a declined card leaves the order unpaid with the decline message, and the card can be retried', async () => {
    const u = await newUser();
    const c = await create(u);
    expect((await complete(u, c, 'fail')).statusCode).toBe(200);

    const res = await confirm(u, c.paymentIntentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderId: c.orderId, status: 'pending', message: DECLINED });
    expect(await orderRow(c.orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect((await listOrders(u))[0]).toMatchObject({ paymentStatus: 'pending', paidAt: null });

    // A second attempt with a good card goes through.
    expect(await pay(u, c)).toEqual({ orderId: c.orderId, status: 'paid', message: null });
  });

  it('a wrong client secret cannot complete the intent (404) and nothing changes', async () => {
    const u = await newUser();
    const c = await create(u);
    const other = await create(await newUser());
    for (const clientSecret of [`${c.paymentIntentId}_secret_000000000000000000000000`, other.clientSecret]) {
      const res = await post(u, `/api/test-payments/${c.paymentIntentId}/complete`, {
        clientSecret,
        outcome: 'succeed',
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    const unknown = await post(u, '/api/test-payments/pi_test_nope/complete', {
      clientSecret: c.clientSecret,
      outcome: 'succeed',
    });
    expect(unknown.statusCode).toBe(404);

    expect((await intentRow(c.paymentIntentId)).status).toBe('requires_payment_method');
    expect((await confirm(u, c.paymentIntentId)).json()).toEqual({
      orderId: c.orderId,
      status: 'pending',
      message: null,
    });
  });

  it('a succeeded intent cannot be completed again or turned into a decline', async () => {
    const u = await newUser();
    const c = await create(u);
    await pay(u, c);
    expect((await complete(u, c, 'fail')).statusCode).toBe(404);
    expect((await complete(u, c, 'succeed')).statusCode).toBe(404);
    expect((await intentRow(c.paymentIntentId)).status).toBe('succeeded');
    expect((await confirm(u, c.paymentIntentId)).json()).toMatchObject({ status: 'paid', message: null });
  });

  it('confirming before the card step answers pending', async () => {
    const u = await newUser();
    const c = await create(u);
    const res = await confirm(u, c.paymentIntentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderId: c.orderId, status: 'pending', message: null });
    expect((await orderRow(c.orderId)).status).toBe('pending');
  });

  it("another user cannot confirm someone's payment (404) and nothing changes", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const c = await create(owner);
    expect((await complete(owner, c, 'succeed')).statusCode).toBe(200);

    const res = await confirm(stranger, c.paymentIntentId);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    expect(await orderRow(c.orderId)).toMatchObject({ status: 'pending', paidAt: null, userId: owner.userId });
    expect(await listOrders(stranger)).toEqual([]);

    expect((await confirm(owner, c.paymentIntentId)).json()).toMatchObject({ status: 'paid' });
  });

  it('confirming twice (and at once) keeps one paid order with one payment time', async () => {
    const u = await newUser();
    const c = await create(u);
    await pay(u, c);
    const paidAt = (await orderRow(c.orderId)).paidAt;

    const again = await Promise.all([
      confirm(u, c.paymentIntentId),
      confirm(u, c.paymentIntentId),
      confirm(u, c.paymentIntentId),
    ]);
    for (const res of again) expect(res.json()).toEqual({ orderId: c.orderId, status: 'paid', message: null });

    const rows = await ordersOf(u);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', paidAt });
  });

  it('concurrent first confirmations settle once', async () => {
    const u = await newUser();
    const c = await create(u);
    expect((await complete(u, c, 'succeed')).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 4 }, () => confirm(u, c.paymentIntentId)));
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ orderId: c.orderId, status: 'paid', message: null });
    }
    expect((await ordersOf(u)).map((o) => o.status)).toEqual(['paid']);
  });

  it('a new payment while the order is unpaid keeps the order, with a new intent and client secret', async () => {
    const u = await newUser();
    const a = await create(u);
    const b = await create(u);
    expect(b.orderId).toBe(a.orderId);
    expect(b.paymentIntentId).not.toBe(a.paymentIntentId);
    expect(b.clientSecret).not.toBe(a.clientSecret);
    const rows = await ordersOf(u);
    expect(rows.map((r) => [r.status, r.paymentIntentId])).toEqual([['pending', b.paymentIntentId]]);

    // Once it is paid, buying again starts a new order.
    await pay(u, b);
    const c = await create(u);
    expect(c.orderId).not.toBe(b.orderId);
    expect((await listOrders(u)).map((o) => [o.id, o.paymentStatus])).toEqual([
      [c.orderId, 'pending'],
      [b.orderId, 'paid'],
    ]);
  });

  it('lists only the orders of the signed-in user, newest first', async () => {
    const u = await newUser();
    const other = await newUser();
    const first = await create(u);
    await pay(u, first);
    const second = await create(u);
    await create(other);
    expect((await listOrders(u)).map((o) => o.id)).toEqual([second.orderId, first.orderId]);
  });
});

describe('two payments started for the PDF pack (a coupon applied in another tab)', () => {
  const ALREADY_PAID = { message: 'This order has already been paid.', code: 'ALREADY_PAID' };
  const PAID_TWICE = 'This order was already paid, so this second payment was refunded.';
  /** The provider took the money although the server had cancelled the intent (its card step raced the cancel). */
  const succeededAnyway = (c: Created) =>
    t.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.id, c.paymentIntentId));
  const tenOff = async () => {
    const code = `TAB${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await t.database.db.insert(coupons).values({ code, name: 'Ten', percentOff: 10 });
    return code;
  };

  it('starting the second cancels the first, which can then no longer be paid', async () => {
    const u = await newUser();
    const first = await create(u);
    const second = await create(u, { couponCode: await tenOff() });
    expect((await intentRow(first.paymentIntentId)).status).toBe('canceled');
    expect((await complete(u, first, 'succeed')).statusCode).toBe(404);
    expect(await pay(u, second)).toEqual({ orderId: second.orderId, status: 'paid', message: null });
    expect(await orderRow(second.orderId)).toMatchObject({ amount: 945, paymentIntentId: second.paymentIntentId });
  });

  it('the first, paid before the second was started, is credited and no second charge starts', async () => {
    const u = await newUser();
    const first = await create(u);
    expect((await complete(u, first, 'succeed')).statusCode).toBe(200);
    const again = await post(u, '/api/create-pdf-payment', { couponCode: await tenOff() });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual(ALREADY_PAID);
    expect(await ordersOf(u)).toMatchObject([
      { id: first.orderId, status: 'paid', amount: 1050, paymentIntentId: first.paymentIntentId },
    ]);
  });

  it('the first, paid after the second was started, is credited with its own amount and coupon', async () => {
    const u = await newUser();
    const code = await tenOff();
    const first = await create(u, { couponCode: code });
    const second = await create(u);
    await succeededAnyway(first);

    expect((await confirm(u, first.paymentIntentId)).json()).toEqual({
      orderId: first.orderId,
      status: 'paid',
      message: null,
    });
    const coupon = (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0];
    expect(await orderRow(first.orderId)).toMatchObject({
      status: 'paid',
      paymentIntentId: first.paymentIntentId,
      amount: 945,
      discountAmount: 105,
      couponId: coupon.id,
    });
    expect(coupon.timesUsed).toBe(1);
    // The newer intent can no longer take money.
    expect((await intentRow(second.paymentIntentId)).status).toBe('canceled');
    expect((await complete(u, second, 'succeed')).statusCode).toBe(404);
  });

  it('both paid: the first to settle is credited, the other refunded automatically, whichever it is', async () => {
    const u = await newUser();
    const first = await create(u);
    const second = await create(u, { couponCode: await tenOff() });
    await succeededAnyway(first);
    expect((await complete(u, second, 'succeed')).statusCode).toBe(200);

    // Settling the first credits it and refunds the second at once, before anyone asks about it.
    expect((await confirm(u, first.paymentIntentId)).json()).toMatchObject({ status: 'paid' });
    expect((await intentRow(second.paymentIntentId)).refundedAmount).toBe(945);
    expect((await intentRow(first.paymentIntentId)).refundedAmount).toBe(0);
    expect((await confirm(u, second.paymentIntentId)).json()).toEqual({
      orderId: first.orderId,
      status: 'paid',
      message: PAID_TWICE,
    });
    expect((await intentRow(second.paymentIntentId)).refundedAmount).toBe(945);
    expect(await ordersOf(u)).toMatchObject([{ status: 'paid', amount: 1050, paymentIntentId: first.paymentIntentId }]);
  });

  it('a free coupon in the other tab completes the order; the card payment, if it still went through, is refunded', async () => {
    const u = await newUser();
    const first = await create(u);
    const code = `FREE${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await t.database.db.insert(coupons).values({ code, name: 'Free', percentOff: 100 });
    const free = await post(u, '/api/create-pdf-payment', { couponCode: code });
    expect(free.json()).toEqual({ freeOrder: true, orderId: first.orderId });
    expect((await intentRow(first.paymentIntentId)).status).toBe('canceled');

    await succeededAnyway(first);
    expect((await confirm(u, first.paymentIntentId)).json()).toEqual({
      orderId: first.orderId,
      status: 'paid',
      message: PAID_TWICE,
    });
    expect((await intentRow(first.paymentIntentId)).refundedAmount).toBe(1050);
    expect(await ordersOf(u)).toMatchObject([{ status: 'paid', amount: 0, provider: 'free', paymentIntentId: null }]);
  });
});

describe('a payment status sent by the client is never trusted', () => {
  it('confirm-payment with an extra status field is refused (400) and the order stays pending', async () => {
    const u = await newUser();
    const c = await create(u);
    for (const body of [
      { paymentIntentId: c.paymentIntentId, status: 'succeeded' },
      { paymentIntentId: c.paymentIntentId, paymentStatus: 'paid' },
      { paymentIntentId: c.paymentIntentId, paid: true },
    ]) {
      const res = await post(u, '/api/confirm-payment', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const empty = await post(u, '/api/confirm-payment', {});
    expect(empty.statusCode).toBe(400);
    expect(await orderRow(c.orderId)).toMatchObject({ status: 'pending', paidAt: null });
  });

  it('there is no route that lets the client set an order status', async () => {
    const u = await newUser();
    const c = await create(u);
    for (const method of ['PATCH', 'PUT', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/pdf-orders/${c.orderId}`,
        headers: { cookie: u.cookie },
        remoteAddress: u.ip,
        payload: { status: 'paid', paymentStatus: 'paid' },
      });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await orderRow(c.orderId)).status).toBe('pending');
  });

  it('create-pdf-payment refuses a client-chosen amount or status (400) and creates nothing', async () => {
    const u = await newUser();
    for (const body of [{ amount: 1 }, { status: 'paid' }, { currency: 'usd' }, { freeOrder: true }]) {
      const res = await post(u, '/api/create-pdf-payment', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await ordersOf(u)).toEqual([]);
  });

  it("another user's payment intent id gets 404 and does not pay either order", async () => {
    const owner = await newUser();
    const attacker = await newUser();
    const victim = await create(owner);
    const mine = await create(attacker);
    expect((await complete(owner, victim, 'succeed')).statusCode).toBe(200);

    const res = await confirm(attacker, victim.paymentIntentId);
    expect(res.statusCode, res.body).toBe(404);
    expect(await orderRow(victim.orderId)).toMatchObject({ status: 'pending' });
    expect(await orderRow(mine.orderId)).toMatchObject({ status: 'pending' });
  });

  it('an unknown intent id gets 404', async () => {
    const u = await newUser();
    const res = await confirm(u, 'pi_test_does_not_exist');
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('an intent whose amount does not match its order is refused (400) and not paid', async () => {
    const u = await newUser();
    const c = await create(u);
    expect((await complete(u, c, 'succeed')).statusCode).toBe(200);
    await t.database.db
      .update(testPaymentIntents)
      .set({ amount: 1 })
      .where(eq(testPaymentIntents.id, c.paymentIntentId));

    const res = await confirm(u, c.paymentIntentId);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(MISMATCH);
    expect(await orderRow(c.orderId)).toMatchObject({ status: 'pending', paidAt: null });
  });

  it("an intent whose metadata names another user's order pays neither order (404)", async () => {
    const u = await newUser();
    const v = await newUser();
    const a = await create(u);
    const b = await create(v);
    expect((await complete(u, a, 'succeed')).statusCode).toBe(200);
    await t.database.db
      .update(testPaymentIntents)
      .set({ metadata: JSON.stringify({ orderId: b.orderId, orderType: 'pdf', userId: u.userId }) })
      .where(eq(testPaymentIntents.id, a.paymentIntentId));

    for (const who of [u, v]) {
      const res = await confirm(who, a.paymentIntentId);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await orderRow(a.orderId)).status).toBe('pending');
    expect((await orderRow(b.orderId)).status).toBe('pending');
  });

  it('an intent labelled as another order type is refused (400) and not paid', async () => {
    const u = await newUser();
    const c = await create(u);
    expect((await complete(u, c, 'succeed')).statusCode).toBe(200);
    await t.database.db
      .update(testPaymentIntents)
      .set({ metadata: JSON.stringify({ orderId: c.orderId, orderType: 'document', userId: u.userId }) })
      .where(eq(testPaymentIntents.id, c.paymentIntentId));
    const res = await confirm(u, c.paymentIntentId);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(MISMATCH);
    expect((await orderRow(c.orderId)).status).toBe('pending');
  });

  it('an intent in another currency is refused (400) and not paid', async () => {
    const u = await newUser();
    const c = await create(u);
    expect((await complete(u, c, 'succeed')).statusCode).toBe(200);
    await t.database.db
      .update(testPaymentIntents)
      .set({ currency: 'usd' })
      .where(eq(testPaymentIntents.id, c.paymentIntentId));

    const res = await confirm(u, c.paymentIntentId);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(MISMATCH);
    expect((await orderRow(c.orderId)).status).toBe('pending');
  });
});

describe('payments need a session', () => {
  const UNAUTHORIZED = { message: 'Authentication required', code: 'UNAUTHORIZED' };

  it.each([
    ['POST', '/api/create-pdf-payment', {}],
    ['POST', '/api/confirm-payment', { paymentIntentId: 'pi_test_x' }],
    ['POST', '/api/validate-coupon', { couponId: 'LAUNCH10' }],
    ['GET', '/api/pdf-orders', undefined],
    ['POST', '/api/test-payments/pi_test_x/complete', { clientSecret: 'pi_test_x_secret_y', outcome: 'succeed' }],
  ] as const)('%s %s without a session → 401', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('a forged session cookie is not a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-pdf-payment',
      headers: { cookie: 'better-auth.session_token=forged.token' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
