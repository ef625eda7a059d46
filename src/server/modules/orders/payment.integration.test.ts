import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { coupons, documentRequests, emailOutbox, orderEvents, testPaymentIntents } from '#server/db/schema.ts';

/**
 * Paying for a certificate order with the built-in test provider
 * (docs/decisions/007-payments-and-orders.md, 045-order-status-steps-and-the-admin-orders-tab.md):
 * an address is required, the server verifies the intent, the
 * address is snapshotted, the change is recorded and the owner is mailed through the outbox.
 */

const UNIT = 1050;
const ADDRESS_REQUIRED = {
  message: 'Delivery address required: Please add your delivery address in Settings before ordering documents',
  code: 'ADDRESS_REQUIRED',
};
const ALREADY_PAID = { message: 'This order has already been paid.', code: 'ALREADY_PAID' };
const ADDRESS = { addressLine1: '1 Main Street', city: 'Castlebar', county: 'Mayo', country: 'Ireland' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `order-payment-${++users}@example.com`);

const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);

async function ok(res: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** A pending lineage order for two birth certificates (grandfather and father). */
async function pendingOrder(u: SignedIn): Promise<DocumentRequestResponse> {
  const add = async (body: Record<string, unknown>) =>
    ok(await call(u, 'POST', '/api/family-members', { lastName: 'Walsh', ...body }), 201);
  await add({ firstName: 'Sean', relationship: 'self', birthPlace: 'Manchester', birthCountry: 'England' });
  const father = await add({
    firstName: 'John',
    relationship: 'parent',
    birthPlace: 'Liverpool',
    birthCountry: 'England',
  });
  const grandfather = await add({
    firstName: 'Patrick',
    relationship: 'grandparent',
    parentId: father.id,
    birthPlace: 'Castlebar, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
  });
  return ok(
    await call(u, 'POST', '/api/document-request/lineage-based', {
      selectedFamilyMemberId: grandfather.id,
      documentsNeeded: [
        { familyMemberId: grandfather.id, documentType: 'birth_certificate' },
        { familyMemberId: father.id, documentType: 'birth_certificate' },
      ],
    }),
    201,
  );
}

const setAddress = async (u: SignedIn, address: Record<string, unknown> = ADDRESS) =>
  ok(await call(u, 'POST', '/api/user-profile', address));
const startPayment = (u: SignedIn, documentRequestId: string, extra: Record<string, unknown> = {}) =>
  call(u, 'POST', '/api/create-document-payment', { documentRequestId, ...extra });
const complete = (
  u: SignedIn,
  intent: { paymentIntentId: string; clientSecret: string },
  outcome: 'succeed' | 'fail',
) =>
  call(u, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
    clientSecret: intent.clientSecret,
    outcome,
  });
const settle = (u: SignedIn, orderId: string, paymentIntentId: string, status = 'succeeded') =>
  call(u, 'PATCH', `/api/document-requests/${orderId}/payment`, { paymentIntentId, status });

const orderRow = async (id: string) =>
  (await t.database.db.select().from(documentRequests).where(eq(documentRequests.id, id)))[0];
const eventsOf = (id: string) =>
  t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.createdAt));
const mailsOf = (u: SignedIn) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, u.userId));
const listed = async (u: SignedIn, id: string) =>
  ((await ok(await call(u, 'GET', '/api/document-requests'))) as DocumentRequestResponse[]).find((o) => o.id === id)!;

describe('paying for a certificate order', () => {
  it('without a delivery address → 400 with the spec message, and no intent', async () => {
    const u = await newUser();
    const order = await pendingOrder(u);
    const res = await startPayment(u, order.id);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(ADDRESS_REQUIRED);
    expect((await orderRow(order.id)).paymentIntentId).toBeNull();
    expect(await t.database.db.select().from(testPaymentIntents)).not.toContainEqual(
      expect.objectContaining({ metadata: expect.stringContaining(order.id) }),
    );
  });

  it('an address missing its city still counts as no address', async () => {
    const u = await newUser();
    const order = await pendingOrder(u);
    // Only the notification preferences: the profile exists but has no address.
    await ok(await call(u, 'POST', '/api/user-profile', { notificationPreferences: { email: true, sms: false } }));
    expect((await startPayment(u, order.id)).json()).toEqual(ADDRESS_REQUIRED);
  });

  it('with an address: intent → complete → settle marks it paid, snapshots the address, records and queues the mail', async () => {
    const u = await newUser();
    const order = await pendingOrder(u);
    await setAddress(u);

    const intent = await ok(await startPayment(u, order.id));
    expect(intent).toMatchObject({
      freeOrder: false,
      orderId: order.id,
      paymentIntentId: expect.stringMatching(/^pi_test_/),
      clientSecret: expect.any(String),
      amount: 2 * UNIT,
      currency: 'eur',
      provider: 'test',
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'pending',
      paymentIntentId: intent.paymentIntentId,
      provider: 'test',
    });

    await ok(await complete(u, intent, 'succeed'));
    const settled = await ok(await settle(u, order.id, intent.paymentIntentId));
    expect(settled).toEqual({ orderId: order.id, status: 'paid', message: null });

    const paid = await listed(u, order.id);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(Date.now() - Date.parse(paid.paidAt!)).toBeLessThan(60_000);
    expect(paid.totalCost).toBe(2 * UNIT);
    // No name saved in Settings: the recipient is not named (the card shows the requester).
    expect(paid.deliveryAddress).toEqual({
      recipientName: null,
      addressLine1: '1 Main Street',
      addressLine2: null,
      city: 'Castlebar',
      county: 'Mayo',
      eircode: null,
      country: 'Ireland',
      phone: null,
    });

    const events = await eventsOf(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorLabel: 'payment',
      actorUserId: null,
      fromStatus: 'pending',
      toStatus: 'paid',
    });

    const mails = await mailsOf(u);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      dedupeKey: `order:${order.id}:paid`,
      to: u.email,
      status: 'pending',
      attempts: 0,
      subject: `Order #${order.id.slice(0, 8)}: Payment received`,
    });

    // Changing the profile afterwards does not change the order's address.
    await setAddress(u, { addressLine1: '99 New Road', city: 'Galway', county: 'Galway', country: 'Ireland' });
    expect((await listed(u, order.id)).deliveryAddress).toMatchObject({
      addressLine1: '1 Main Street',
      city: 'Castlebar',
    });

    // Settling again is harmless: still one event, one mail.
    expect(await ok(await settle(u, order.id, intent.paymentIntentId))).toEqual({
      orderId: order.id,
      status: 'paid',
      message: null,
    });
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(await mailsOf(u)).toHaveLength(1);

    // Paying twice is refused.
    const again = await startPayment(u, order.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual(ALREADY_PAID);
    expect(again.json().message).toContain('already been paid');
  });

  it("a client-sent status 'succeeded' without completing the intent leaves the order pending", async () => {
    const u = await newUser();
    const order = await pendingOrder(u);
    await setAddress(u);
    const intent = await ok(await startPayment(u, order.id));

    const res = await ok(await settle(u, order.id, intent.paymentIntentId, 'succeeded'));
    expect(res).toMatchObject({ orderId: order.id, status: 'pending' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paidAt: null, deliveryAddress: null });
    expect(await eventsOf(order.id)).toEqual([]);
    expect(await mailsOf(u)).toEqual([]);

    // A declined card: still pending, with the decline message.
    await ok(await complete(u, intent, 'fail'));
    const declined = await ok(await settle(u, order.id, intent.paymentIntentId, 'succeeded'));
    expect(declined).toEqual({ orderId: order.id, status: 'pending', message: 'Your card was declined. (Test mode)' });
    expect((await orderRow(order.id)).status).toBe('pending');

    // A settlement naming another order in the path is refused.
    const other = await pendingOrder(await newUser());
    expect((await settle(u, other.id, intent.paymentIntentId)).statusCode).toBe(404);
  });

  it('a 100% coupon makes a free order: paid at once, address snapshotted, coupon used, mail queued', async () => {
    const u = await newUser();
    const order = await pendingOrder(u);
    await setAddress(u);
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({ code: 'FREECERTS', name: 'All free', percentOff: 100 })
      .returning();

    const res = await ok(await startPayment(u, order.id, { couponCode: 'freecerts' }));
    expect(res).toEqual({ freeOrder: true, orderId: order.id });

    const paid = await listed(u, order.id);
    expect(paid).toMatchObject({ status: 'paid', totalCost: 0, baseAmount: 2 * UNIT, discountAmount: 2 * UNIT });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.deliveryAddress).toMatchObject({ addressLine1: '1 Main Street', city: 'Castlebar' });
    expect(await orderRow(order.id)).toMatchObject({ provider: 'free', couponId: coupon.id, paymentIntentId: null });
    expect((await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].timesUsed).toBe(1);
    expect(await eventsOf(order.id)).toEqual([
      expect.objectContaining({ actorLabel: 'payment', fromStatus: 'pending', toStatus: 'paid' }),
    ]);
    expect((await mailsOf(u)).map((m) => m.dedupeKey)).toEqual([`order:${order.id}:paid`]);

    expect(await (await startPayment(u, order.id, { couponCode: 'FREECERTS' })).json()).toEqual(ALREADY_PAID);
  });

  it('a partial coupon is priced on the server and settles for the discounted amount', async () => {
    const u = await newUser();
    const order = await pendingOrder(u);
    await setAddress(u);
    await t.database.db.insert(coupons).values({ code: 'HALFCERTS', name: 'Half', percentOff: 50 });
    const intent = await ok(await startPayment(u, order.id, { couponCode: 'HALFCERTS' }));
    expect(intent).toMatchObject({ freeOrder: false, amount: UNIT });
    await ok(await complete(u, intent, 'succeed'));
    expect(await ok(await settle(u, order.id, intent.paymentIntentId))).toMatchObject({ status: 'paid' });
    expect(await listed(u, order.id)).toMatchObject({ status: 'paid', totalCost: UNIT, discountAmount: UNIT });
  });

  it('an unknown coupon is refused and the order stays payable', async () => {
    const u = await newUser();
    const order = await pendingOrder(u);
    await setAddress(u);
    const res = await startPayment(u, order.id, { couponCode: 'NOPE' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('INVALID_COUPON');
    expect((await orderRow(order.id)).status).toBe('pending');
    expect((await startPayment(u, order.id)).statusCode).toBe(200);
  });

  it('with email notifications off, paying still queues the payment email (transactional)', async () => {
    const u = await newUser();
    const order = await pendingOrder(u);
    await setAddress(u);
    await ok(await call(u, 'POST', '/api/user-profile', { notificationPreferences: { email: false, sms: false } }));
    const intent = await ok(await startPayment(u, order.id));
    await ok(await complete(u, intent, 'succeed'));
    expect(await ok(await settle(u, order.id, intent.paymentIntentId))).toMatchObject({ status: 'paid' });
    expect((await mailsOf(u)).map((m) => m.subject)).toEqual([`Order #${order.id.slice(0, 8)}: Payment received`]);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });
});

describe('two payments started for one order (a coupon applied in another tab)', () => {
  const intentStatus = async (id: string) =>
    (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]?.status;

  it('starting the second cancels the first, which can then no longer be paid', async () => {
    const u = await newUser();
    await setAddress(u);
    const order = await pendingOrder(u);
    const first = await ok(await startPayment(u, order.id));
    const second = await ok(await startPayment(u, order.id));
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(await intentStatus(first.paymentIntentId)).toBe('canceled');
    expect((await complete(u, first, 'succeed')).statusCode).not.toBe(200);
    expect(await ok(await settle(u, order.id, second.paymentIntentId))).toMatchObject({ status: 'pending' });
  });

  it('the first, paid before the second was started, is credited: the order is paid and no second charge starts', async () => {
    const u = await newUser();
    await setAddress(u);
    const order = await pendingOrder(u);
    const first = await ok(await startPayment(u, order.id));
    expect((await complete(u, first, 'succeed')).statusCode).toBe(200);
    const again = await startPayment(u, order.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual(ALREADY_PAID);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentIntentId: first.paymentIntentId });
  });

  it('the first, paid after the second was started (the other tab was quicker), is credited with its own amount', async () => {
    const u = await newUser();
    await setAddress(u);
    await t.database.db.insert(coupons).values({ code: 'TABS50', name: 'Half', percentOff: 50 });
    const order = await pendingOrder(u);
    const full = await ok(await startPayment(u, order.id));
    // The card form of the first tab was already submitted; the provider completes it even though
    // the server has since cancelled it in favour of a coupon intent (modelled by re-opening it).
    const half = await ok(await startPayment(u, order.id, { couponCode: 'TABS50' }));
    await t.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.id, full.paymentIntentId));

    const settled = await ok(await settle(u, order.id, full.paymentIntentId));
    expect(settled).toMatchObject({ status: 'paid' });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'paid',
      paymentIntentId: full.paymentIntentId,
      totalCost: 2 * UNIT,
      discountAmount: 0,
      couponId: null,
    });
    // The coupon intent can no longer take money.
    expect(await intentStatus(half.paymentIntentId)).toBe('canceled');
  });

  it('a second successful payment for an order already paid is refunded automatically', async () => {
    const u = await newUser();
    await setAddress(u);
    const order = await pendingOrder(u);
    const first = await ok(await startPayment(u, order.id));
    const second = await ok(await startPayment(u, order.id));
    expect((await complete(u, second, 'succeed')).statusCode).toBe(200);
    expect(await ok(await settle(u, order.id, second.paymentIntentId))).toMatchObject({ status: 'paid' });
    // The first one was paid too (its card step had gone through before the cancellation).
    await t.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.id, first.paymentIntentId));
    const res = await ok(await settle(u, order.id, first.paymentIntentId));
    expect(res).toMatchObject({
      status: 'paid',
      message: 'This order was already paid, so this second payment was refunded.',
    });
    const [refunded] = await t.database.db
      .select({ refundedAmount: testPaymentIntents.refundedAmount })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, first.paymentIntentId));
    expect(refunded?.refundedAmount).toBe(2 * UNIT);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentIntentId: second.paymentIntentId });
  });
});
