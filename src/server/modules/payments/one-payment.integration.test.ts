import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { startStripeStub, type StripeStub } from '#tests/support/stripe-stub.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { coupons, documentRequests, pdfOrders, testPaymentIntents } from '#server/db/schema.ts';

/**
 * Issue 29 item 8 (docs/decisions/039-timeouts-redaction-and-one-payment.md): however many
 * requests start a payment at once (a double click, a retrying client, six tabs), one order exists
 * and one intent can take money, and every request answers that same order and intent. With the
 * built-in test provider and with Stripe (its API stubbed at the network edge).
 */

type Intent = { id: string; status: string };
type Provider = {
  name: string;
  env: () => Record<string, string>;
  /** Every intent the provider holds for this user, live or cancelled. */
  intentsOf(t: TestApp, userId: string): Promise<Intent[]>;
  /** The buyer's card step succeeds. */
  pay(t: TestApp, u: SignedIn, created: Created): Promise<void>;
};

type Created = { freeOrder: boolean; orderId: string; paymentIntentId: string; clientSecret: string; amount: number };

let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(async () => {
  await stub?.stop();
});

const PROVIDERS: Provider[] = [
  {
    name: 'the test provider',
    env: () => ({}),
    async intentsOf(t, userId) {
      const rows = await t.database.db
        .select({ id: testPaymentIntents.id, status: testPaymentIntents.status })
        .from(testPaymentIntents)
        .where(like(testPaymentIntents.metadata, `%"userId":"${userId}"%`));
      return rows;
    },
    async pay(t, u, created) {
      const res = await post(t, u, `/api/test-payments/${created.paymentIntentId}/complete`, {
        clientSecret: created.clientSecret,
        outcome: 'succeed',
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  {
    name: 'Stripe (local stub)',
    env: () => ({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_BASE: stub.url,
    }),
    async intentsOf(_t, userId) {
      return [...stub.intents.values()].filter((i) => i.metadata.userId === userId);
    },
    async pay(_t, _u, created) {
      stub.setStatus(created.paymentIntentId, 'succeeded');
    },
  },
];

const post = (t: TestApp, u: SignedIn, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: u.cookie }, remoteAddress: u.ip, payload });

/** The same request sent `n` times at once. */
async function together(n: number, send: () => ReturnType<typeof post>): Promise<Created[]> {
  const answers = await Promise.all(Array.from({ length: n }, send));
  for (const res of answers) expect(res.statusCode, res.body).toBe(200);
  return answers.map((res) => res.json() as Created);
}

/** Every answer names one and the same order and intent. */
function expectOneAnswer(answers: Created[]) {
  expect(new Set(answers.map((a) => a.orderId)).size).toBe(1);
  expect(new Set(answers.map((a) => a.paymentIntentId)).size).toBe(1);
  expect(new Set(answers.map((a) => a.clientSecret)).size).toBe(1);
  return answers[0];
}

const live = (intents: Intent[]) => intents.filter((i) => i.status !== 'canceled');

describe.each(PROVIDERS)('six payments started at once, with $name', (provider) => {
  let t: TestApp;
  let users = 0;
  const newUser = () => signIn(t, `together-${provider.env().STRIPE_SECRET_KEY ? 's' : 't'}-${++users}@example.com`);
  beforeAll(async () => {
    t = await createTestApp(provider.env());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the PDF pack: one order, one intent created, all six answer it; paying it pays the order once', async () => {
    const u = await newUser();
    const answers = await together(6, () => post(t, u, '/api/create-pdf-payment', {}));
    const one = expectOneAnswer(answers);

    const orders = await t.database.db.select().from(pdfOrders).where(eq(pdfOrders.userId, u.userId));
    expect(orders.map((o) => [o.id, o.status, o.paymentIntentId])).toEqual([
      [one.orderId, 'pending', one.paymentIntentId],
    ]);
    // Not six created and five cancelled: one.
    expect(await provider.intentsOf(t, u.userId)).toEqual([
      expect.objectContaining({ id: one.paymentIntentId, status: 'requires_payment_method' }),
    ]);

    await provider.pay(t, u, one);
    const confirmed = await post(t, u, '/api/confirm-payment', { paymentIntentId: one.paymentIntentId });
    expect(confirmed.json()).toMatchObject({ orderId: one.orderId, status: 'paid' });
    const after = await t.database.db.select().from(pdfOrders).where(eq(pdfOrders.userId, u.userId));
    expect(after.map((o) => o.status)).toEqual(['paid']);
  });

  it('the PDF pack with an earlier unpaid intent: it is cancelled once and the six share the new one', async () => {
    const u = await newUser();
    const [earlier] = await together(1, () => post(t, u, '/api/create-pdf-payment', {}));
    const one = expectOneAnswer(await together(6, () => post(t, u, '/api/create-pdf-payment', {})));
    expect(one.orderId).toBe(earlier.orderId);
    expect(one.paymentIntentId).not.toBe(earlier.paymentIntentId);
    const intents = await provider.intentsOf(t, u.userId);
    expect(intents).toHaveLength(2);
    expect(live(intents).map((i) => i.id)).toEqual([one.paymentIntentId]);
  });

  it('a certificate order: one live intent, all six answer it', async () => {
    const u = await newUser();
    const profile = await post(t, u, '/api/user-profile', {
      addressLine1: '1 Main St',
      city: 'Castlebar',
      county: 'Mayo',
      country: 'Ireland',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const created = await post(t, u, '/api/create-document-request', {
      requesterName: 'Mary Walsh',
      requesterEmail: u.email,
      subjectName: 'Bridget Walsh',
      documentsNeeded: { birthCert: true, deathCert: true, marriageCert: false, other: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = (created.json() as { id: string }).id;

    const one = expectOneAnswer(
      await together(6, () => post(t, u, '/api/create-document-payment', { documentRequestId: orderId })),
    );
    expect(one.orderId).toBe(orderId);
    const [row] = await t.database.db.select().from(documentRequests).where(eq(documentRequests.id, orderId));
    expect(row).toMatchObject({ status: 'pending', paymentIntentId: one.paymentIntentId });
    expect(await provider.intentsOf(t, u.userId)).toEqual([
      expect.objectContaining({ id: one.paymentIntentId, status: 'requires_payment_method' }),
    ]);

    await provider.pay(t, u, one);
    const settled = await t.app.inject({
      method: 'PATCH',
      url: `/api/document-requests/${orderId}/payment`,
      headers: { cookie: u.cookie },
      remoteAddress: u.ip,
      payload: { paymentIntentId: one.paymentIntentId },
    });
    expect(settled.json()).toMatchObject({ orderId, status: 'paid' });
  });
});

describe('six free PDF orders (a 100% coupon) started at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('one paid order, the coupon used once, every answer names it', async () => {
    const u = await signIn(t, 'together-free@example.com');
    const code = `FREE${randomBytes(3).toString('hex').toUpperCase()}`;
    await t.database.db.insert(coupons).values({ code, name: 'All of it', percentOff: 100 });
    const answers = await together(6, () => post(t, u, '/api/create-pdf-payment', { couponCode: code }));
    expect(answers.every((a) => a.freeOrder)).toBe(true);
    expect(new Set(answers.map((a) => a.orderId)).size).toBe(1);
    const orders = await t.database.db
      .select()
      .from(pdfOrders)
      .where(and(eq(pdfOrders.userId, u.userId)));
    expect(orders.map((o) => [o.id, o.status, o.provider])).toEqual([[answers[0].orderId, 'paid', 'free']]);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon.timesUsed).toBe(1);
  });
});
