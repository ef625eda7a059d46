import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPdfWithTestProvider, fileClaim, recordRefusal } from '#tests/support/claims.ts';
import { payRegistryFees, placeCertificateOrder } from '#tests/support/orders.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  adminAudit,
  documentRequests,
  guaranteeClaimOrders,
  guaranteeClaims,
  orderEvents,
  orderLines,
  registryFeeLines,
  testPaymentIntents,
  user,
} from '#server/db/schema.ts';

/** What an admin records when posting an order ('In Transit' needs it, decision 059). */
const POSTED = { carrier: 'An Post', trackingNumber: 'RR123456789IE' };

/** Issue 19 item 3 (decision 027): deleting an account while orders and claims are in progress. */

let t: TestApp;
let ops: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'ops-deletion@example.com' });
  ops = await signIn(t, 'ops-deletion@example.com');
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `deleting-${++users}@example.com`);
const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);
const db = () => t.database.db;

const move = async (orderId: string, ...statuses: string[]) => {
  for (const status of statuses) {
    expect((await call(ops, 'PATCH', `/api/admin/orders/${orderId}`, { status, ...POSTED })).statusCode).toBe(200);
  }
};

const refundedAmount = async (intent: string) =>
  (await db().select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent)))[0].refundedAmount;

describe('deleting an account with orders and claims in progress', () => {
  it('lists them first; deletion refunds the unposted order, leaves the posted one, and withdraws the undecided claim', async () => {
    const u = await newUser();
    // The refusal on record comes first: a paid order locks the tree that posting needs (decision 053).
    await recordRefusal(t, u);
    const paid = await placeCertificateOrder(t, u);
    const shipped = await placeCertificateOrder(t, u);
    // Posted only once its registry fees are set and paid (docs/decisions/056-the-registry-fee.md).
    await payRegistryFees(t, u, ops, shipped.id);
    await move(shipped.id, 'processing', 'shipped');
    const unpaid = await placeCertificateOrder(t, u, { pay: false });
    const pdf = await buyPdfWithTestProvider(t, u);
    const claim = await fileClaim(t, u, { orders: [`pdf:${pdf.orderId}`] });
    expect(claim.statusCode, claim.body).toBe(201);

    const impact = await call(u, 'GET', '/api/privacy/deletion-impact');
    expect(impact.statusCode).toBe(200);
    expect(impact.json()).toEqual({
      orders: [
        expect.objectContaining({ id: paid.id, status: 'paid', outcome: 'refunded', documentsRequestedCount: 1 }),
        expect.objectContaining({ id: shipped.id, status: 'shipped', outcome: 'still_delivered' }),
      ],
      claims: [expect.objectContaining({ id: claim.json().id, status: 'submitted', outcome: 'withdrawn' })],
    });

    const deleted = await call(u, 'DELETE', '/api/privacy/delete-account');
    expect(deleted.statusCode, deleted.body).toBe(200);

    const orders = await db()
      .select({ id: documentRequests.id, status: documentRequests.status, userId: documentRequests.userId })
      .from(documentRequests)
      .where(inArray(documentRequests.id, [paid.id, shipped.id, unpaid.id]));
    expect(Object.fromEntries(orders.map((o) => [o.id, [o.status, o.userId]]))).toEqual({
      [paid.id]: ['refunded', null],
      [shipped.id]: ['shipped', null],
      [unpaid.id]: ['pending', null],
    });
    expect(await refundedAmount(paid.intent)).toBeGreaterThan(0);
    expect(await refundedAmount(shipped.intent)).toBe(0);
    const history = await db().select().from(orderEvents).where(eq(orderEvents.orderId, paid.id));
    expect(history.at(-1)).toMatchObject({ actorLabel: 'account deletion', fromStatus: 'paid', toStatus: 'refunded' });

    const [withdrawn] = await db().select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claim.json().id));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', userId: null, note: null });
    const lines = await db().select().from(guaranteeClaimOrders).where(eq(guaranteeClaimOrders.claimId, withdrawn.id));
    expect(lines.map((l) => l.open)).toEqual([false]);
  });

  it('refunds the registry fee the customer paid for an unposted order with the order itself', async () => {
    const u = await newUser();
    const order = await placeCertificateOrder(t, u);
    await payRegistryFees(t, u, ops, order.id, { officeAmount: 2200 });
    const [fee] = await db().select().from(registryFeeLines).where(eq(registryFeeLines.orderId, order.id));
    expect(fee).toMatchObject({ status: 'paid', amount: 2200 });

    const deleted = await call(u, 'DELETE', '/api/privacy/delete-account');
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await refundedAmount(order.intent)).toBeGreaterThan(0);
    expect(await refundedAmount(fee!.paymentIntentId!)).toBe(2200);
    const [after] = await db().select().from(registryFeeLines).where(eq(registryFeeLines.id, fee!.id));
    expect(after).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
  });

  it('keeps a registry fee already paid to the office: not refunded, the customer and the operator told, the reference kept', async () => {
    const u = await newUser();
    const order = await placeCertificateOrder(t, u);
    await payRegistryFees(t, u, ops, order.id, { officeAmount: 2000 });
    // The operator orders the certificate from the office and pays its fee (the work order, decision 065).
    const ordered = await call(ops, 'POST', `/api/admin/orders/${order.id}/lines/0/outcome`, {
      outcome: 'ordered',
      orderedOn: '2026-11-20',
      officeReference: 'GRO-2026-0042',
      officeAmountPaid: 2000,
      officeCurrency: 'EUR',
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    await move(order.id, 'processing');

    const impact = (await call(u, 'GET', '/api/privacy/deletion-impact')).json();
    expect(impact.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        outcome: 'refunded',
        officeFeesKept: [{ reference: 'GRO-2026-0042', amount: 2000, currency: 'EUR' }],
      }),
    ]);

    const deleted = await call(u, 'DELETE', '/api/privacy/delete-account');
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Our fee goes back; the fee spent at the office does not.
    expect(await refundedAmount(order.intent)).toBeGreaterThan(0);
    const [fee] = await db().select().from(registryFeeLines).where(eq(registryFeeLines.orderId, order.id));
    expect(await refundedAmount(fee.paymentIntentId!)).toBe(0);
    expect(fee).toMatchObject({ status: 'paid', refundedAt: null });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({ officeReference: 'GRO-2026-0042', officeAmountPaid: 2000, officeCurrency: 'EUR' });
    const [row] = await db().select().from(documentRequests).where(eq(documentRequests.id, order.id));
    expect(row).toMatchObject({ status: 'refunded', userId: null, requesterEmail: null, deliveryAddress: null });

    // The operator's note with the office's reference survives the anonymisation; the operator is told.
    const history = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history.find((e) => e.note?.startsWith('Ordered from the office'))?.note).toContain(
      'reference GRO-2026-0042, €20.00 paid.',
    );
    // Every other note goes: they name the person ('Registry fee set for the Birth Certificate for Bridget Walsh').
    expect(history.filter((e) => e.note?.includes('Bridget'))).toEqual([]);
    expect(history.find((e) => e.changes?.includes('officeFeesKept'))).toMatchObject({
      actorLabel: 'account deletion',
      note: 'The customer deleted their account. A registry fee already paid to the office (reference GRO-2026-0042) was not refunded; our fee was. The certificate can no longer be posted to them.',
    });
    const audit = await db().select().from(adminAudit).where(eq(adminAudit.targetId, order.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['order.line_ordered', 'order.deletion_kept_office_fee']),
    );
    expect(JSON.parse(audit.find((a) => a.action === 'order.deletion_kept_office_fee')!.details!)).toEqual({
      lines: [{ lineId: fee.id, reference: 'GRO-2026-0042', amount: 2000, currency: 'EUR' }],
    });
  });

  it('a refund that does not go through stops the deletion and keeps the account and the order as they were', async () => {
    const u = await newUser();
    const order = await placeCertificateOrder(t, u);
    // The provider will refuse: the charge is no longer refundable.
    await db().update(testPaymentIntents).set({ status: 'canceled' }).where(eq(testPaymentIntents.id, order.intent));

    const res = await call(u, 'DELETE', '/api/privacy/delete-account');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'REFUND_FAILED',
      message: `We could not refund order #${order.id.slice(0, 8)} just now, so your account has not been deleted. Please try again in a few minutes, or contact us.`,
    });
    expect(await db().select().from(user).where(eq(user.id, u.userId))).toHaveLength(1);
    const [row] = await db().select().from(documentRequests).where(eq(documentRequests.id, order.id));
    expect(row).toMatchObject({ status: 'paid', userId: u.userId });
  });

  it('with nothing in progress the impact is empty; it shows only the signed-in user’s own', async () => {
    const a = await newUser();
    const b = await newUser();
    await placeCertificateOrder(t, a);
    expect((await call(b, 'GET', '/api/privacy/deletion-impact')).json()).toEqual({ orders: [], claims: [] });
    expect((await requestAs(t, null, 'GET', '/api/privacy/deletion-impact')).statusCode).toBe(401);
  });
});
