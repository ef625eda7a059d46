import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { startStripeStub, type StripeStub } from '#tests/support/stripe-stub.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { coupons, documentRequests, paymentEvents, pdfOrders } from '#server/db/schema.ts';

/**
 * The PDF purchase with Stripe configured: real `stripe` SDK calls go to a local stub of Stripe's
 * API, and signed webhooks are built with the SDK's own test-header helper. An order is paid only
 * after the server has retrieved the intent from Stripe and found it succeeded
 * (docs/decisions/007-payments-and-orders.md).
 */

const WEBHOOK_SECRET = 'whsec_test';
const REFUNDED_MESSAGE = 'The coupon was used up; your payment was refunded.';

let stub: StripeStub;
let t: TestApp;
beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stub.url,
  });
});
afterAll(async () => {
  await t?.close();
  await stub?.stop();
});

let users = 0;
const newUser = () => signIn(t, `stripe-${++users}@example.com`);

const post = (u: SignedIn | null, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: u ? { cookie: u.cookie } : {},
    remoteAddress: u?.ip ?? '127.0.0.1',
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

type Created = { orderId: string; clientSecret: string; paymentIntentId: string; amount: number; currency: string };
async function create(u: SignedIn, couponCode?: string): Promise<Created> {
  const res = await post(u, '/api/create-pdf-payment', couponCode ? { couponCode } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const confirm = (u: SignedIn, paymentIntentId: string) => post(u, '/api/confirm-payment', { paymentIntentId });
const orderRow = async (id: string) => (await t.database.db.select().from(pdfOrders).where(eq(pdfOrders.id, id)))[0];
const ordersOf = (u: SignedIn) => t.database.db.select().from(pdfOrders).where(eq(pdfOrders.userId, u.userId));
const couponRow = async (code: string) => (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0];
const uniqueCode = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;

// --- webhooks ---

type IntentLike = { id: string; amount: number; currency?: string; status?: string; metadata?: Record<string, string> };

function eventFor(type: string, intent: IntentLike, id = `evt_${randomBytes(12).toString('hex')}`) {
  return {
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency ?? 'eur',
        status: intent.status ?? (type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method'),
        metadata: intent.metadata ?? {},
      },
    },
  };
}

/** The stub's own view of an intent, as the webhook body would carry it. */
const stubIntent = (id: string): IntentLike => {
  const i = stub.intents.get(id)!;
  return { id: i.id, amount: i.amount, currency: i.currency, metadata: i.metadata };
};

function deliver(payload: string, signature?: string, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': contentType, ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

function sendEvent(event: object, opts: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: opts.timestamp,
  });
  return deliver(payload, signature);
}

describe('creating a payment with Stripe', () => {
  it('creates the intent at Stripe with the server price, the order metadata and an idempotency key', async () => {
    const u = await newUser();
    const before = stub.requests.length;
    const res = await post(u, '/api/create-pdf-payment', {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      freeOrder: false,
      orderId: expect.any(String),
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      paymentIntentId: expect.stringMatching(/^pi_\w+$/),
      amount: 1050,
      currency: 'eur',
      provider: 'stripe',
      publishableKey: 'pk_test_x',
    });

    const calls = stub.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/payment_intents']);
    const call = calls[0];
    expect(call.headers.authorization).toBe('Bearer sk_test_x');
    // One key per order (the server may add more, e.g. the amount), so a retried create cannot make a second intent.
    expect(call.headers['idempotency-key']).toEqual(expect.stringMatching(new RegExp(`^order-${body.orderId}`)));
    expect(call.body).toEqual({
      amount: '1050',
      currency: 'eur',
      metadata: { orderId: body.orderId, orderType: 'pdf', userId: u.userId },
      automatic_payment_methods: { enabled: 'true' },
    });

    const intent = stub.intents.get(body.paymentIntentId)!;
    expect(intent).toMatchObject({
      amount: 1050,
      currency: 'eur',
      status: 'requires_payment_method',
      client_secret: body.clientSecret,
    });
    expect(await orderRow(body.orderId)).toMatchObject({
      userId: u.userId,
      status: 'pending',
      provider: 'stripe',
      amount: 1050,
      paymentIntentId: body.paymentIntentId,
    });
  });

  it('a new payment while the order is unpaid cancels its previous intent at Stripe and starts a new one', async () => {
    const u = await newUser();
    const a = await create(u);
    const before = stub.requests.length;
    const b = await create(u);
    expect(b.orderId).toBe(a.orderId);
    expect(b.paymentIntentId).not.toBe(a.paymentIntentId);
    expect(b.clientSecret).not.toBe(a.clientSecret);
    expect(stub.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/payment_intents/${a.paymentIntentId}/cancel`,
      'POST /v1/payment_intents',
    ]);
    expect(stub.intents.get(a.paymentIntentId)!.status).toBe('canceled');
    expect(await orderRow(a.orderId)).toMatchObject({ status: 'pending', paymentIntentId: b.paymentIntentId });
  });

  it('applies a coupon on the amount sent to Stripe', async () => {
    const code = uniqueCode('STRIPE10');
    await t.database.db.insert(coupons).values({ code, name: 'Ten', percentOff: 10 });
    const c = await create(await newUser(), code);
    expect(c.amount).toBe(945);
    expect(stub.intents.get(c.paymentIntentId)!.amount).toBe(945);
  });

  it('has no test-payments route', async () => {
    const u = await newUser();
    const c = await create(u);
    const res = await post(u, `/api/test-payments/${c.paymentIntentId}/complete`, {
      clientSecret: c.clientSecret,
      outcome: 'succeed',
    });
    expect(res.statusCode).toBe(404);
    expect(stub.intents.get(c.paymentIntentId)!.status).toBe('requires_payment_method');
  });
});

describe('confirming a Stripe payment', () => {
  it('is pending while Stripe has no successful payment, paid once Stripe says succeeded', async () => {
    const u = await newUser();
    const c = await create(u);
    const waiting = await confirm(u, c.paymentIntentId);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toEqual({ orderId: c.orderId, status: 'pending', message: null });
    expect((await orderRow(c.orderId)).status).toBe('pending');

    const retrieves = stub.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/payment_intents/${c.paymentIntentId}`,
    );
    expect(retrieves.length).toBeGreaterThan(0);
    expect(retrieves.every((r) => r.headers.authorization === 'Bearer sk_test_x')).toBe(true);

    stub.setStatus(c.paymentIntentId, 'succeeded');
    const paid = await confirm(u, c.paymentIntentId);
    expect(paid.json()).toEqual({ orderId: c.orderId, status: 'paid', message: null });
    expect(await orderRow(c.orderId)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    const listed = await t.app.inject({ method: 'GET', url: '/api/pdf-orders', headers: { cookie: u.cookie } });
    expect(listed.json()).toEqual([expect.objectContaining({ id: c.orderId, paymentStatus: 'paid' })]);
  });

  it("passes on Stripe's decline message and keeps the order pending", async () => {
    const u = await newUser();
    const c = await create(u);
    stub.setStatus(c.paymentIntentId, 'requires_payment_method', 'Your card has insufficient funds.');
    expect((await confirm(u, c.paymentIntentId)).json()).toEqual({
      orderId: c.orderId,
      status: 'pending',
      message: 'Your card has insufficient funds.',
    });
    expect((await orderRow(c.orderId)).status).toBe('pending');
  });

  it.each(['processing', 'requires_action', 'canceled'] as const)(
    'an intent in status %s is not paid',
    async (status) => {
      const u = await newUser();
      const c = await create(u);
      stub.setStatus(c.paymentIntentId, status);
      const res = await confirm(u, c.paymentIntentId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'pending' });
      expect((await orderRow(c.orderId)).status).toBe('pending');
    },
  );

  it('refuses a Stripe intent whose amount or order type does not match (400), not paid', async () => {
    const [ua, ub] = [await newUser(), await newUser()];
    const a = await create(ua);
    const b = await create(ub);
    stub.setStatus(a.paymentIntentId, 'succeeded');
    stub.intents.get(a.paymentIntentId)!.amount = 100;
    stub.setStatus(b.paymentIntentId, 'succeeded');
    stub.intents.get(b.paymentIntentId)!.metadata.orderType = 'document';
    for (const [u, c] of [
      [ua, a],
      [ub, b],
    ] as const) {
      const res = await confirm(u, c.paymentIntentId);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: 'This payment does not match the order.', code: 'PAYMENT_MISMATCH' });
    }
    expect((await orderRow(a.orderId)).status).toBe('pending');
    expect((await orderRow(b.orderId)).status).toBe('pending');
  });

  it("another user's intent gets 404", async () => {
    const owner = await newUser();
    const other = await newUser();
    const c = await create(owner);
    stub.setStatus(c.paymentIntentId, 'succeeded');
    expect((await confirm(other, c.paymentIntentId)).statusCode).toBe(404);
    expect((await orderRow(c.orderId)).status).toBe('pending');
  });

  it('a single-use coupon on two payments settling at once: one paid, the other refunded at Stripe', async () => {
    const code = uniqueCode('STRIPEONCE');
    await t.database.db.insert(coupons).values({ code, name: 'Once', percentOff: 20, usageLimit: 1 });
    const a = await newUser();
    const b = await newUser();
    const ca = await create(a, code);
    const cb = await create(b, code);
    stub.setStatus(ca.paymentIntentId, 'succeeded');
    stub.setStatus(cb.paymentIntentId, 'succeeded');

    const [ra, rb] = await Promise.all([confirm(a, ca.paymentIntentId), confirm(b, cb.paymentIntentId)]);
    expect([ra.json().status, rb.json().status].sort()).toEqual(['paid', 'refunded']);
    const loser = ra.json().status === 'refunded' ? ca : cb;
    expect((ra.json().status === 'refunded' ? ra : rb).json()).toEqual({
      orderId: loser.orderId,
      status: 'refunded',
      message: REFUNDED_MESSAGE,
    });

    const refunds = stub.refunds.filter(
      (r) => r.payment_intent === ca.paymentIntentId || r.payment_intent === cb.paymentIntentId,
    );
    expect(refunds).toEqual([
      expect.objectContaining({
        payment_intent: loser.paymentIntentId,
        amount: 840,
        idempotencyKey: `coupon-race-${loser.orderId}`,
      }),
    ]);
    const refundCall = stub.requests.find(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === loser.paymentIntentId,
    )!;
    expect(refundCall.headers.authorization).toBe('Bearer sk_test_x');
    expect((await couponRow(code)).timesUsed).toBe(1);
    expect((await orderRow(loser.orderId)).status).toBe('refunded');
  });
});

describe('when Stripe fails', () => {
  it('a coupon-race refund that fails at Stripe once is still made when the event is redelivered', async () => {
    const code = uniqueCode('REFUNDRETRY');
    await t.database.db.insert(coupons).values({ code, name: 'Once', percentOff: 20, usageLimit: 1 });
    const a = await newUser();
    const b = await newUser();
    const ca = await create(a, code);
    const cb = await create(b, code);
    stub.setStatus(ca.paymentIntentId, 'succeeded');
    stub.setStatus(cb.paymentIntentId, 'succeeded');
    expect((await confirm(a, ca.paymentIntentId)).json()).toMatchObject({ status: 'paid' });

    // b's payment arrives by webhook; Stripe's refund endpoint has a hiccup.
    stub.failNext('POST', '/v1/refunds', 500);
    const event = eventFor('payment_intent.succeeded', stubIntent(cb.paymentIntentId));
    const firstDelivery = await sendEvent(event);
    expect(firstDelivery.statusCode).toBeGreaterThanOrEqual(500); // Stripe will redeliver it
    expect(firstDelivery.json()).toMatchObject({ message: expect.any(String) });

    // Stripe redelivers the event, and the user also confirms.
    const secondDelivery = await sendEvent(event);
    expect(secondDelivery.statusCode, secondDelivery.body).toBe(200);
    expect((await confirm(b, cb.paymentIntentId)).json()).toMatchObject({
      status: expect.stringMatching(/^(failed|refunded)$/),
    });

    expect((await orderRow(cb.orderId)).status).not.toBe('paid');
    expect((await couponRow(code)).timesUsed).toBe(1);
    // The customer must get their money back exactly once.
    expect(stub.refunds.filter((r) => r.payment_intent === cb.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 840, idempotencyKey: `coupon-race-${cb.orderId}` }),
    ]);
  });

  it('a Stripe outage when creating the intent answers with a JSON error and leaves no unpayable order', async () => {
    const u = await newUser();
    stub.failNext('POST', '/v1/payment_intents', 500);
    const res = await post(u, '/api/create-pdf-payment', {});
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });

    const listed = await t.app.inject({ method: 'GET', url: '/api/pdf-orders', headers: { cookie: u.cookie } });
    expect(listed.json().filter((o: { paymentStatus: string }) => o.paymentStatus === 'pending')).toEqual([]);

    // Trying again works.
    const again = await create(u);
    expect(stub.intents.get(again.paymentIntentId)!.amount).toBe(1050);
  });
});

describe('Stripe webhooks', () => {
  it('a signed payment_intent.succeeded pays the order; the same event again changes nothing', async () => {
    const code = uniqueCode('HOOK');
    await t.database.db.insert(coupons).values({ code, name: 'Hook', percentOff: 10 });
    const u = await newUser();
    const c = await create(u, code);
    stub.setStatus(c.paymentIntentId, 'succeeded');
    const event = eventFor('payment_intent.succeeded', stubIntent(c.paymentIntentId));

    const res = await sendEvent(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const paid = await orderRow(c.orderId);
    expect(paid).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect((await couponRow(code)).timesUsed).toBe(1);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);

    const again = await sendEvent(event);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ received: true });
    // A second delivery of the same payment under a new event id settles nothing either.
    expect((await sendEvent(eventFor('payment_intent.succeeded', stubIntent(c.paymentIntentId)))).statusCode).toBe(200);
    // Nor does the user's own confirmation after the webhook.
    expect((await confirm(u, c.paymentIntentId)).json()).toMatchObject({ status: 'paid' });

    expect((await ordersOf(u)).map((o) => o.status)).toEqual(['paid']);
    expect((await orderRow(c.orderId)).paidAt).toEqual(paid.paidAt);
    expect((await couponRow(code)).timesUsed).toBe(1);
  });

  it('accepts a content type with a charset', async () => {
    const u = await newUser();
    const c = await create(u);
    stub.setStatus(c.paymentIntentId, 'succeeded');
    const payload = JSON.stringify(eventFor('payment_intent.succeeded', stubIntent(c.paymentIntentId)));
    const res = await deliver(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      'application/json; charset=utf-8',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(c.orderId)).status).toBe('paid');
  });

  it('refuses a forged signature, a wrong secret, a tampered body and a missing header (400), paying nothing', async () => {
    const u = await newUser();
    const c = await create(u);
    stub.setStatus(c.paymentIntentId, 'succeeded');
    const event = eventFor('payment_intent.succeeded', stubIntent(c.paymentIntentId));
    const payload = JSON.stringify(event);

    const wrongSecret = await sendEvent(event, { secret: 'whsec_someone_else' });
    const forged = await deliver(payload, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    const garbage = await deliver(payload, 'not-a-signature');
    const signedOther = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify({ ...event, data: { object: { ...event.data.object, amount: 1 } } }),
      secret: WEBHOOK_SECRET,
    });
    const tampered = await deliver(payload, signedOther);
    const missing = await deliver(payload);

    for (const res of [wrongSecret, forged, garbage, tampered]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid Stripe signature', code: 'BAD_SIGNATURE' });
    }
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Missing Stripe signature', code: 'BAD_SIGNATURE' });

    expect((await orderRow(c.orderId)).status).toBe('pending');
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);
  });

  it('refuses an event signed an hour ago (400)', async () => {
    const u = await newUser();
    const c = await create(u);
    stub.setStatus(c.paymentIntentId, 'succeeded');
    const res = await sendEvent(eventFor('payment_intent.succeeded', stubIntent(c.paymentIntentId)), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect((await orderRow(c.orderId)).status).toBe('pending');
  });

  it('does not pay on an event claiming success while Stripe says otherwise', async () => {
    const u = await newUser();
    const c = await create(u);
    // The stub (Stripe) still says requires_payment_method.
    const res = await sendEvent(
      eventFor('payment_intent.succeeded', { ...stubIntent(c.paymentIntentId), status: 'succeeded' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(c.orderId)).status).toBe('pending');
    expect(stub.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${c.paymentIntentId}`)).toBe(
      true,
    );
  });

  it('a payment_failed event delivered after success leaves the order paid', async () => {
    const u = await newUser();
    const c = await create(u);
    stub.setStatus(c.paymentIntentId, 'succeeded');
    expect((await sendEvent(eventFor('payment_intent.succeeded', stubIntent(c.paymentIntentId)))).statusCode).toBe(200);
    expect((await orderRow(c.orderId)).status).toBe('paid');

    const late = await sendEvent(
      eventFor('payment_intent.payment_failed', {
        ...stubIntent(c.paymentIntentId),
        status: 'requires_payment_method',
      }),
    );
    expect(late.statusCode, late.body).toBe(200);
    expect((await orderRow(c.orderId)).status).toBe('paid');
  });

  it('a payment_failed event keeps a pending order pending', async () => {
    const u = await newUser();
    const c = await create(u);
    stub.setStatus(c.paymentIntentId, 'requires_payment_method', 'Your card was declined.');
    const res = await sendEvent(eventFor('payment_intent.payment_failed', stubIntent(c.paymentIntentId)));
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(c.orderId)).status).toBe('pending');
  });

  it('an event for an unknown intent does not crash and pays nothing', async () => {
    const u = await newUser();
    const c = await create(u);
    stub.setStatus(c.paymentIntentId, 'succeeded');
    const unknown = {
      id: 'pi_unknown_to_everyone',
      amount: 1050,
      metadata: { orderId: c.orderId, orderType: 'pdf', userId: u.userId },
    };
    const res = await sendEvent(eventFor('payment_intent.succeeded', unknown));
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect([200, 404]).toContain(res.statusCode);
    expect((await orderRow(c.orderId)).status).toBe('pending');
  });

  it('ignores other event types and intents the product did not create', async () => {
    const u = await newUser();
    const c = await create(u);
    stub.setStatus(c.paymentIntentId, 'succeeded');
    const other = await sendEvent({ ...eventFor('customer.created', stubIntent(c.paymentIntentId)) });
    expect(other.statusCode, other.body).toBe(200);
    // E.g. a payment taken in the Stripe dashboard: no orderType in its metadata.
    const foreign = await sendEvent(
      eventFor('payment_intent.succeeded', { ...stubIntent(c.paymentIntentId), metadata: {} }),
    );
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect((await orderRow(c.orderId)).status).toBe('pending');
  });
});

describe('the Stripe stub speaks Stripe to the real SDK', () => {
  const sdk = () => {
    const base = new URL(stub.url);
    return new Stripe('sk_test_direct', {
      host: base.hostname,
      port: Number(base.port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  };

  it('replays an intent for a repeated idempotency key and 404s an unknown one', async () => {
    const stripe = sdk();
    const params = { amount: 700, currency: 'eur', metadata: { orderId: 'o-1' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'same-key' });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: 'same-key' });
    expect(second.id).toBe(first.id);
    expect(second.client_secret).toBe(first.client_secret);
    const third = await stripe.paymentIntents.create(params, { idempotencyKey: 'other-key' });
    expect(third.id).not.toBe(first.id);

    const err = await stripe.paymentIntents.retrieve('pi_missing').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('refunds once per idempotency key', async () => {
    const stripe = sdk();
    const intent = await stripe.paymentIntents.create({ amount: 900, currency: 'eur' });
    stub.setStatus(intent.id, 'succeeded');
    const r1 = await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-1' });
    const r2 = await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-1' });
    expect(r2.id).toBe(r1.id);
    expect(r1).toMatchObject({ object: 'refund', amount: 900, payment_intent: intent.id });
    expect(stub.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
  });
});

describe('two Stripe payments started for one certificate order', () => {
  /** A pending manual certificate order of the user, with a delivery address so it can be paid. */
  async function documentOrder(u: SignedIn): Promise<string> {
    const profile = await post(u, '/api/user-profile', {
      addressLine1: '1 Main Street',
      city: 'Castlebar',
      county: 'Mayo',
      country: 'Ireland',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const created = await post(u, '/api/create-document-request', {
      requesterName: 'Mary Walsh',
      requesterEmail: u.email,
      subjectName: 'Patrick Walsh',
      documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }
  const startPayment = async (u: SignedIn, documentRequestId: string) => {
    const res = await post(u, '/api/create-document-payment', { documentRequestId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Created;
  };

  it('the second cancels the first at Stripe; if the first still succeeds it is credited, and the second then refunded', async () => {
    const u = await newUser();
    const orderId = await documentOrder(u);
    const first = await startPayment(u, orderId);
    const second = await startPayment(u, orderId);
    expect(
      stub.requests.some(
        (r) => r.method === 'POST' && r.path === `/v1/payment_intents/${first.paymentIntentId}/cancel`,
      ),
    ).toBe(true);

    // Stripe had already taken the first payment (its confirmation raced the cancellation).
    stub.setStatus(first.paymentIntentId, 'succeeded');
    const hook = await sendEvent(eventFor('payment_intent.succeeded', stubIntent(first.paymentIntentId)));
    expect(hook.statusCode, hook.body).toBe(200);
    const [paid] = await t.database.db.select().from(documentRequests).where(eq(documentRequests.id, orderId));
    expect(paid).toMatchObject({ status: 'paid', paymentIntentId: first.paymentIntentId });

    // The second payment succeeding too is refunded at Stripe, and the order stays paid once.
    stub.setStatus(second.paymentIntentId, 'succeeded');
    expect((await sendEvent(eventFor('payment_intent.succeeded', stubIntent(second.paymentIntentId)))).statusCode).toBe(
      200,
    );
    expect(stub.refunds.filter((r) => r.payment_intent === second.paymentIntentId)).toHaveLength(1);
    expect(stub.refunds.filter((r) => r.payment_intent === first.paymentIntentId)).toHaveLength(0);
  });
});

describe('two Stripe payments started for the PDF pack (a coupon applied in another tab)', () => {
  it('the first, paid anyway, is credited through the webhook with its own amount; the second, paid too, is refunded at once', async () => {
    const u = await newUser();
    const code = uniqueCode('TABS');
    await t.database.db.insert(coupons).values({ code, name: 'Ten', percentOff: 10 });
    const first = await create(u);
    const second = await create(u, code);
    expect(second.orderId).toBe(first.orderId);
    expect(stub.intents.get(first.paymentIntentId)!.status).toBe('canceled');

    // Both card confirmations had already reached Stripe before the cancellation.
    stub.setStatus(first.paymentIntentId, 'succeeded');
    stub.setStatus(second.paymentIntentId, 'succeeded');
    const hook = await sendEvent(eventFor('payment_intent.succeeded', stubIntent(first.paymentIntentId)));
    expect(hook.statusCode, hook.body).toBe(200);
    expect(await orderRow(first.orderId)).toMatchObject({
      status: 'paid',
      paymentIntentId: first.paymentIntentId,
      amount: 1050,
      discountAmount: 0,
      couponId: null,
    });
    expect(stub.refunds.filter((r) => r.payment_intent === second.paymentIntentId)).toMatchObject([{ amount: 945 }]);
    expect(stub.refunds.filter((r) => r.payment_intent === first.paymentIntentId)).toHaveLength(0);
    expect((await couponRow(code)).timesUsed).toBe(0);

    // The second's own event and the buyer's confirmation change nothing more.
    expect((await sendEvent(eventFor('payment_intent.succeeded', stubIntent(second.paymentIntentId)))).statusCode).toBe(
      200,
    );
    expect(stub.refunds.filter((r) => r.payment_intent === second.paymentIntentId)).toHaveLength(1);
    expect((await confirm(u, first.paymentIntentId)).json()).toEqual({
      orderId: first.orderId,
      status: 'paid',
      message: null,
    });
    expect((await ordersOf(u)).map((o) => o.status)).toEqual(['paid']);
  });

  it('the second, with its coupon, paid while the first was cancelled: credited at its discounted price', async () => {
    const u = await newUser();
    const code = uniqueCode('TABS');
    await t.database.db.insert(coupons).values({ code, name: 'Ten', percentOff: 10 });
    const first = await create(u);
    const second = await create(u, code);
    stub.setStatus(second.paymentIntentId, 'succeeded');
    expect((await sendEvent(eventFor('payment_intent.succeeded', stubIntent(second.paymentIntentId)))).statusCode).toBe(
      200,
    );
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'paid', amount: 945, discountAmount: 105 });
    expect((await couponRow(code)).timesUsed).toBe(1);
    expect(stub.intents.get(first.paymentIntentId)!.status).toBe('canceled');
    expect(
      stub.refunds.filter((r) => [first.paymentIntentId, second.paymentIntentId].includes(r.payment_intent)),
    ).toEqual([]);
  });
});
