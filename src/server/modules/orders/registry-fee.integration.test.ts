import Stripe from 'stripe';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { startStripeStub, type StripeStub } from '#tests/support/stripe-stub.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { DocumentRequestResponse, RegistryFeeLine } from '#shared/orders.ts';
import { emailOutbox, orderEvents, registryFeeLines, testPaymentIntents } from '#server/db/schema.ts';

/**
 * The registry's own fee on a certificate order (docs/decisions/056-the-registry-fee.md): a line per
 * certificate, quoted from the office data set when its figure is the office's own and less than
 * 18 months old, converted at the configured rate; otherwise asked at cost until the admin sets
 * what the office confirmed. The customer pays each line with the same provider; the admin can
 * refund it; and the order is not posted while a line is unpaid.
 */

const ADMIN = 'fees-admin@example.com';
const RATES = 'GBP:1.17@2026-11-20';
const ADDRESS = { addressLine1: '1 Main Street', city: 'Castlebar', county: 'Mayo', country: 'Ireland' };
const NRS = 'https://www.nrscotland.gov.uk/registration/how-to-order-an-official-extract-from-the-registers';

type Call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) => ReturnType<typeof requestAs>;

async function ok(res: Awaited<ReturnType<Call>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** A manual order for the birth and death certificates of someone born in Edinburgh. */
async function scottishOrder(call: Call, u: SignedIn): Promise<DocumentRequestResponse> {
  await ok(await call(u, 'POST', '/api/user-profile', ADDRESS));
  return ok(
    await call(u, 'POST', '/api/create-document-request', {
      requesterName: 'Mary Walsh',
      requesterEmail: u.email,
      subjectName: 'Agnes Walsh',
      subjectBirthLocation: 'Edinburgh',
      subjectBirthCountry: 'Scotland',
      documentsNeeded: { birthCert: true, deathCert: true, marriageCert: false, other: false },
    }),
    201,
  );
}

describe('with the built-in test provider', () => {
  let t: TestApp;
  let admin: SignedIn;
  let users = 0;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN, EXCHANGE_RATES: RATES });
    admin = await signIn(t, ADMIN);
  });
  afterAll(() => t?.close());
  const call: Call = (u, method, url, payload) => requestAs(t, u, method, url, payload);
  const newUser = () => signIn(t, `fees-${++users}@example.com`);
  const ordersOf = async (u: SignedIn) =>
    (await ok(await call(u, 'GET', '/api/document-requests'))) as DocumentRequestResponse[];
  const feesOf = async (u: SignedIn, orderId: string) =>
    (await ordersOf(u)).find((o) => o.id === orderId)!.registryFees;

  async function payOrder(u: SignedIn, orderId: string) {
    const intent = await ok(await call(u, 'POST', '/api/create-document-payment', { documentRequestId: orderId }));
    await ok(
      await call(u, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
        clientSecret: intent.clientSecret,
        outcome: 'succeed',
      }),
    );
    await ok(
      await call(u, 'PATCH', `/api/document-requests/${orderId}/payment`, { paymentIntentId: intent.paymentIntentId }),
    );
  }
  const feeUrl = (orderId: string, lineId: string) =>
    `/api/document-requests/${orderId}/registry-fees/${lineId}/payment`;
  async function payLine(u: SignedIn, orderId: string, lineId: string, outcome: 'succeed' | 'fail' = 'succeed') {
    const started = await ok(await call(u, 'POST', feeUrl(orderId, lineId)));
    await ok(
      await call(u, 'POST', `/api/test-payments/${started.paymentIntentId}/complete`, {
        clientSecret: started.clientSecret,
        outcome,
      }),
    );
    return {
      started: started as { paymentIntentId: string; amount: number; currency: string; provider: string },
      settled: await ok(await call(u, 'PATCH', feeUrl(orderId, lineId), { paymentIntentId: started.paymentIntentId })),
    };
  }
  // 'In Transit' is recorded with its tracking (decision 059).
  const move = (orderId: string, status: string) =>
    call(admin, 'PATCH', `/api/admin/orders/${orderId}`, {
      status,
      ...(status === 'shipped' ? { carrier: 'An Post', trackingNumber: 'RR123456789IE' } : {}),
    });
  const mailSubjects = async (u: SignedIn) =>
    (
      await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.userId, u.userId))
        .orderBy(asc(emailOutbox.createdAt))
    ).map((m) => m.subject);

  it('an order shows the office’s fee as its own line when it is known and fresh, and asks the rest at cost', async () => {
    const u = await newUser();
    const order = await scottishOrder(call, u);
    // Our own fee is unchanged: the registry fee is never folded into it.
    expect(order.totalCost).toBe(order.unitPrice * 2);
    expect(order.registryFees).toEqual([
      expect.objectContaining({
        documentIndex: 0,
        status: 'due',
        addedBy: 'data_set',
        region: 'Scotland',
        officeAmount: 1200,
        officeCurrency: 'GBP',
        amount: 1404, // £12.00 at 1.17
        currency: 'eur',
        rate: '1.17',
        rateDate: '2026-11-20',
        sourceUrl: NRS,
        sourceSeen: 'seen 2026-11',
        toConfirmReason: null,
      }),
      // The death's place is not asked for, so its office is not known.
      expect.objectContaining({
        documentIndex: 1,
        status: 'to_confirm',
        amount: null,
        toConfirmReason: 'The issuing office is not known from the order.',
      }),
    ]);
  });

  it('a fee from a figure older than 18 months (Ireland, edited October 2023) is asked at cost', async () => {
    const u = await newUser();
    await ok(await call(u, 'POST', '/api/user-profile', ADDRESS));
    const order = await ok(
      await call(u, 'POST', '/api/create-document-request', {
        requesterName: 'Mary Walsh',
        requesterEmail: u.email,
        subjectName: 'Patrick Walsh',
        subjectBirthLocation: 'Castlebar, Co. Mayo',
        subjectBirthCountry: 'Ireland',
        documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
      }),
      201,
    );
    expect(order.registryFees).toEqual([
      expect.objectContaining({
        status: 'to_confirm',
        region: 'Republic of Ireland',
        toConfirmReason: 'The figure was seen more than 18 months ago.',
      }),
    ]);
  });

  it('paid, then refused posting until every fee is set and paid; the admin sets the fee, the customer pays, it ships', async () => {
    const u = await newUser();
    const order = await scottishOrder(call, u);
    const [known, unknown] = order.registryFees;

    // Our fee first: the registry fee cannot be paid on an unpaid order.
    expect((await call(u, 'POST', feeUrl(order.id, known.id))).json()).toEqual({
      message: 'Please pay for the order first; the registry fee is paid after it.',
      code: 'ORDER_NOT_PAID',
    });
    await payOrder(u, order.id);
    await ok(await move(order.id, 'processing'));

    // Nothing is posted before it is paid.
    const refused = await move(order.id, 'shipped');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'This order cannot be posted yet: a registry fee on it is not paid. Set the amount the office confirmed and wait for the customer’s payment first.',
      code: 'REGISTRY_FEE_UNPAID',
    });
    expect((await ordersOf(u)).find((o) => o.id === order.id)!.status).toBe('processing');

    // The known line: paid through the test provider, for the converted amount.
    const failed = await payLine(u, order.id, known.id, 'fail');
    expect(failed.settled).toMatchObject({ lineId: known.id, status: 'due' });
    const { started, settled } = await payLine(u, order.id, known.id);
    expect(started).toMatchObject({ amount: 1404, currency: 'eur', provider: 'test' });
    expect(settled).toEqual({ lineId: known.id, status: 'paid', message: null });

    // The unknown line cannot be paid until the office confirms it, and then only with a rate for its currency.
    expect((await call(u, 'POST', feeUrl(order.id, unknown.id))).json()).toMatchObject({ code: 'FEE_NOT_KNOWN' });
    const setFee = (body: object, as: SignedIn = admin) =>
      call(as, 'PUT', `/api/admin/orders/${order.id}/registry-fees/${unknown.id}`, body);
    expect((await setFee({ officeAmount: 1000, officeCurrency: 'GBP' }, u)).statusCode).toBe(403);
    expect((await setFee({ officeAmount: 1000, officeCurrency: 'USD' })).json()).toEqual({
      message: 'No exchange rate is configured for USD: add it to EXCHANGE_RATES, or enter the fee in EUR.',
      code: 'NO_EXCHANGE_RATE',
    });
    expect((await setFee({ officeAmount: 0, officeCurrency: 'GBP' })).statusCode).toBe(400);
    const set = await ok(await setFee({ officeAmount: 1250, officeCurrency: 'gbp', note: 'GRO confirmed by email' }));
    expect(set).toMatchObject({
      status: 'due',
      addedBy: 'admin',
      officeAmount: 1250,
      officeCurrency: 'GBP',
      amount: 1463, // 1462.5 rounded half up
      rate: '1.17',
      rateDate: '2026-11-20',
      toConfirmReason: null,
    });
    expect((await move(order.id, 'shipped')).statusCode).toBe(409);

    const second = await payLine(u, order.id, unknown.id);
    expect(second.started.amount).toBe(1463);
    expect(second.settled.status).toBe('paid');
    // Paying again is refused; the settled line stays paid.
    expect((await call(u, 'POST', feeUrl(order.id, unknown.id))).json()).toMatchObject({ code: 'ALREADY_PAID' });

    expect((await move(order.id, 'shipped')).statusCode).toBe(200);
    expect((await feesOf(u, order.id)).map((l) => l.status)).toEqual(['paid', 'paid']);

    const history = await ok(await call(admin, 'GET', `/api/admin/orders/${order.id}/history`));
    expect(history.map((e: { note: string | null }) => e.note).filter(Boolean)).toEqual([
      'Registry fee paid for the Birth Certificate for Agnes Walsh: €14.04.',
      'Registry fee set for the Death Certificate for Agnes Walsh: £12.50 charged as €14.63. GRO confirmed by email',
      'Registry fee paid for the Death Certificate for Agnes Walsh: €14.63.',
    ]);
    expect(await mailSubjects(u)).toEqual(
      expect.arrayContaining([
        `Order #${order.id.slice(0, 8)}: Registry fee received`,
        `Order #${order.id.slice(0, 8)}: Registry fee to pay`,
      ]),
    );
  });

  it('the admin refunds a paid fee once, through the provider; an unpaid one cannot be refunded', async () => {
    const u = await newUser();
    const order = await scottishOrder(call, u);
    await payOrder(u, order.id);
    const [known, unknown] = order.registryFees;
    const { started } = await payLine(u, order.id, known.id);
    const refund = (lineId: string) =>
      call(admin, 'POST', `/api/admin/orders/${order.id}/registry-fees/${lineId}/refund`, { note: 'Record not found' });

    expect((await refund(unknown.id)).json()).toEqual({
      message: 'Only a paid registry fee can be refunded.',
      code: 'NOT_PAID',
    });
    expect(
      (await call(u, 'POST', `/api/admin/orders/${order.id}/registry-fees/${known.id}/refund`, {})).statusCode,
    ).toBe(403);
    const refunded = await ok(await refund(known.id));
    expect(refunded).toMatchObject({ id: known.id, status: 'refunded', refundedAt: expect.any(String) });
    expect(await ok(await refund(known.id))).toMatchObject({ status: 'refunded' });
    const [intent] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, started.paymentIntentId));
    expect(intent.refundedAmount).toBe(1404);
    const notes = (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map(
      (e) => e.note,
    );
    expect(notes).toContain(
      'Registry fee refunded for the Birth Certificate for Agnes Walsh: €14.04. Record not found',
    );
    // A refunded fee no longer waits for payment; the unknown one still does.
    expect((await feesOf(u, order.id)).map((l) => l.status)).toEqual(['refunded', 'to_confirm']);
  });

  it('another user’s order or line is not found; a line of one order cannot be paid through another', async () => {
    const owner = await newUser();
    const other = await newUser();
    const order = await scottishOrder(call, owner);
    const mine = await scottishOrder(call, other);
    await payOrder(owner, order.id);
    await payOrder(other, mine.id);
    const line = order.registryFees[0];
    expect((await call(other, 'POST', feeUrl(order.id, line.id))).statusCode).toBe(404);
    expect((await call(other, 'POST', feeUrl(mine.id, line.id))).statusCode).toBe(404);
    const started = await ok(await call(owner, 'POST', feeUrl(order.id, line.id)));
    expect(
      (await call(other, 'PATCH', feeUrl(mine.id, line.id), { paymentIntentId: started.paymentIntentId })).statusCode,
    ).toBe(404);
    // The order's own payment route does not take a registry-fee intent.
    expect(
      (
        await call(owner, 'PATCH', `/api/document-requests/${order.id}/payment`, {
          paymentIntentId: started.paymentIntentId,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the database refuses a due line without an amount, and a paid one without its payment date', async () => {
    const u = await newUser();
    const order = await scottishOrder(call, u);
    const [known, unknown] = order.registryFees;
    await expect(
      t.database.db.update(registryFeeLines).set({ status: 'due' }).where(eq(registryFeeLines.id, unknown.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.update(registryFeeLines).set({ status: 'paid' }).where(eq(registryFeeLines.id, known.id)),
    ).rejects.toThrow();
  });
});

describe('with Stripe (the local stub)', () => {
  const WEBHOOK_SECRET = 'whsec_fees';
  let stub: StripeStub;
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createTestApp({
      ADMIN_EMAILS: ADMIN,
      EXCHANGE_RATES: RATES,
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stub.url,
    });
    admin = await signIn(t, ADMIN);
  });
  afterAll(async () => {
    await t?.close();
    await stub?.stop();
  });
  const call: Call = (u, method, url, payload) => requestAs(t, u, method, url, payload);

  function webhook(intentId: string) {
    const i = stub.intents.get(intentId)!;
    const payload = JSON.stringify({
      id: `evt_${intentId}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: i.id,
          object: 'payment_intent',
          amount: i.amount,
          currency: i.currency,
          status: 'succeeded',
          metadata: i.metadata,
        },
      },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  }

  it('an admin-added fee is paid at Stripe (settled by the webhook), posting waits for it, and the refund goes to Stripe once', async () => {
    const u = await signIn(t, 'fees-stripe@example.com');
    const order = await scottishOrder(call, u);
    const pay = await ok(await call(u, 'POST', '/api/create-document-payment', { documentRequestId: order.id }));
    stub.setStatus(pay.paymentIntentId, 'succeeded');
    await ok(
      await call(u, 'PATCH', `/api/document-requests/${order.id}/payment`, { paymentIntentId: pay.paymentIntentId }),
    );
    await ok(await call(admin, 'PATCH', `/api/admin/orders/${order.id}`, { status: 'processing' }));

    const lines = order.registryFees as RegistryFeeLine[];
    // The unknown fee: the admin enters what the office confirmed, in euro (no conversion).
    const set = await ok(
      await call(admin, 'PUT', `/api/admin/orders/${order.id}/registry-fees/${lines[1].id}`, {
        officeAmount: 2000,
        officeCurrency: 'EUR',
      }),
    );
    expect(set).toMatchObject({ status: 'due', amount: 2000, rate: null, rateDate: null, addedBy: 'admin' });

    const paidIntents: string[] = [];
    for (const line of lines) {
      const url = `/api/document-requests/${order.id}/registry-fees/${line.id}/payment`;
      const started = await ok(await call(u, 'POST', url));
      expect(started).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_x', currency: 'eur' });
      const atStripe = stub.intents.get(started.paymentIntentId)!;
      expect({ amount: atStripe.amount, metadata: atStripe.metadata }).toEqual({
        amount: line.id === lines[0].id ? 1404 : 2000,
        metadata: { orderId: line.id, orderType: 'registry_fee', userId: u.userId },
      });
      // Not paid yet: the order still cannot be posted.
      expect((await call(admin, 'PATCH', `/api/admin/orders/${order.id}`, { status: 'shipped' })).statusCode).toBe(409);
      stub.setStatus(started.paymentIntentId, 'succeeded');
      expect((await webhook(started.paymentIntentId)).statusCode).toBe(200);
      paidIntents.push(started.paymentIntentId);
    }
    const [after] = (await ok(await call(u, 'GET', '/api/document-requests'))) as DocumentRequestResponse[];
    expect(after.registryFees.map((l) => l.status)).toEqual(['paid', 'paid']);
    expect(
      (
        await call(admin, 'PATCH', `/api/admin/orders/${order.id}`, {
          status: 'shipped',
          carrier: 'An Post',
          trackingNumber: 'RR123456789IE',
        })
      ).statusCode,
    ).toBe(200);

    const refundUrl = `/api/admin/orders/${order.id}/registry-fees/${lines[1].id}/refund`;
    expect(await ok(await call(admin, 'POST', refundUrl, {}))).toMatchObject({ status: 'refunded' });
    expect(await ok(await call(admin, 'POST', refundUrl, {}))).toMatchObject({ status: 'refunded' });
    expect(stub.refunds.filter((r) => r.payment_intent === paidIntents[1])).toEqual([
      expect.objectContaining({ amount: 2000, idempotencyKey: `registry-fee-refund-${lines[1].id}` }),
    ]);
  });

  it('a refund Stripe refuses changes nothing and says why', async () => {
    const u = await signIn(t, 'fees-stripe-refused@example.com');
    const order = await scottishOrder(call, u);
    const pay = await ok(await call(u, 'POST', '/api/create-document-payment', { documentRequestId: order.id }));
    stub.setStatus(pay.paymentIntentId, 'succeeded');
    await ok(
      await call(u, 'PATCH', `/api/document-requests/${order.id}/payment`, { paymentIntentId: pay.paymentIntentId }),
    );
    const line = order.registryFees[0];
    const url = `/api/document-requests/${order.id}/registry-fees/${line.id}/payment`;
    const started = await ok(await call(u, 'POST', url));
    stub.setStatus(started.paymentIntentId, 'succeeded');
    expect(await ok(await call(u, 'PATCH', url, { paymentIntentId: started.paymentIntentId }))).toMatchObject({
      status: 'paid',
    });
    stub.refuseRefunds.set(started.paymentIntentId, 'This charge is disputed.');
    const res = await call(admin, 'POST', `/api/admin/orders/${order.id}/registry-fees/${line.id}/refund`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This charge is disputed.', code: 'REFUND_REFUSED' });
    const [row] = await t.database.db.select().from(registryFeeLines).where(eq(registryFeeLines.id, line.id));
    expect(row.status).toBe('paid');
  });
});
