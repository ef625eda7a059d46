import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payRegistryFees, placeCertificateOrder } from '#tests/support/orders.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { documentRequests, emailOutbox, orderEvents, testPaymentIntents } from '#server/db/schema.ts';
import { processOutbox } from '#server/email/outbox.ts';

/**
 * Corrections, cancel and expiry (docs/decisions/059-order-corrections-cancel-and-deletion.md):
 * an admin's status move undone within the window (its email withdrawn while queued, corrected
 * once sent), tracking corrections mailed, 'In Transit' only with tracking or as untracked post,
 * unpaid orders cancelled by their owner or an admin, and expired by the scheduler.
 */

const ADMIN = 'corrections-admin@example.com';
const TRACKING = { carrier: 'An Post', trackingNumber: 'RR123456789IE' };

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN, ORDER_CORRECTION_WINDOW_MINUTES: '30' });
  admin = await signIn(t, ADMIN);
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `corrections-${++users}@example.com`);
const call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(t, u, method, url, payload);
const db = () => t.database.db;

async function ok(res: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const move = (id: string, body: Record<string, unknown>) => call(admin, 'PATCH', `/api/admin/orders/${id}`, body);
const undo = (id: string) => call(admin, 'POST', `/api/admin/orders/${id}/undo`);
const statusOf = async (id: string) =>
  (await db().select().from(documentRequests).where(eq(documentRequests.id, id)))[0].status;
const mailsOf = (id: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `order:${id}:%`))
    .orderBy(asc(emailOutbox.createdAt));
const history = (id: string) => call(admin, 'GET', `/api/admin/orders/${id}/history`).then((r) => ok(r));
/** Sends what the outbox holds, as the scheduler's outbox job would a few seconds later. */
const sendMail = () => processOutbox(db(), t.app.mailer, new Date(Date.now() + 1000), 100);

describe('undoing a status move', () => {
  it('within the window and before its email left: back to the previous status, the email withdrawn, recorded', async () => {
    const u = await newUser();
    const { id } = await placeCertificateOrder(t, u);
    await sendMail(); // the 'Payment received' mail is sent
    await ok(await move(id, { status: 'processing' }));
    expect((await mailsOf(id)).map((m) => m.dedupeKey)).toContain(`order:${id}:processing`);
    const before = await history(id);
    expect(before.at(-1)).toMatchObject({ toStatus: 'processing', undoableUntil: expect.any(String) });
    const until = new Date(before.at(-1).undoableUntil).getTime() - new Date(before.at(-1).createdAt).getTime();
    expect(until).toBe(30 * 60_000);

    const undone = await ok(await undo(id));
    expect(undone.status).toBe('paid');
    expect(await statusOf(id)).toBe('paid');
    // The processing mail never leaves, and no correction is needed.
    expect((await mailsOf(id)).map((m) => m.dedupeKey)).toEqual([`order:${id}:paid`]);
    const after = await history(id);
    expect(after.at(-1)).toMatchObject({
      actor: ADMIN,
      fromStatus: 'processing',
      toStatus: 'paid',
      changes: { undoOf: before.at(-1).id, email: 'withdrawn' },
      undoableUntil: null,
    });
    // An undo is not undone in turn, and the paid step (the payment's) cannot be undone.
    const again = await undo(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CANNOT_UNDO',
      message: 'There is no status change to undo on this order.',
    });
    // Moving forward again mails the customer once more.
    await ok(await move(id, { status: 'processing' }));
    expect((await mailsOf(id)).map((m) => m.dedupeKey)).toEqual([`order:${id}:paid`, `order:${id}:processing`]);
  });

  it('after its email left: the customer gets a correction, and a later move is mailed again', async () => {
    const u = await newUser();
    const { id } = await placeCertificateOrder(t, u);
    await payRegistryFees(t, u, admin, id);
    await ok(await move(id, { status: 'processing' }));
    await ok(await move(id, { status: 'shipped', ...TRACKING }));
    await sendMail();
    expect((await mailsOf(id)).find((m) => m.dedupeKey === `order:${id}:shipped`)?.status).toBe('sent');

    expect((await ok(await undo(id))).status).toBe('processing');
    const mails = await mailsOf(id);
    const correction = mails.find((m) => m.dedupeKey.startsWith(`order:${id}:correction:`));
    expect(correction).toMatchObject({
      to: u.email,
      subject: `Order #${id.slice(0, 8)}: Correction to our last email`,
      status: 'pending',
    });
    expect(correction!.text).toContain('Our last email said your order is now “In Transit”. That was our mistake');
    expect(correction!.text).toContain('Your order is “Processing Request”.');
    expect((await history(id)).at(-1)).toMatchObject({ changes: { email: 'corrected' } });

    await ok(await move(id, { status: 'shipped', ...TRACKING }));
    const shippedMails = (await mailsOf(id)).filter((m) => m.subject.includes('on their way'));
    expect(shippedMails.map((m) => m.status)).toEqual(['sent', 'pending']);
  });

  it('is refused once the window has passed, changing nothing', async () => {
    const u = await newUser();
    const { id } = await placeCertificateOrder(t, u);
    await ok(await move(id, { status: 'processing' }));
    // The whole history 31 minutes earlier, as if the move was made then.
    await db()
      .update(orderEvents)
      .set({ createdAt: sql`${orderEvents.createdAt} - interval '31 minutes'` })
      .where(eq(orderEvents.orderId, id));
    expect((await history(id)).at(-1).undoableUntil).toBeNull();
    const refused = await undo(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CANNOT_UNDO',
      message: 'A status change can be undone for 30 minutes after it was made; this one is older.',
    });
    expect(await statusOf(id)).toBe('processing');
    expect((await mailsOf(id)).map((m) => m.dedupeKey)).toContain(`order:${id}:processing`);
  });

  it('is for admins only', async () => {
    const u = await newUser();
    const { id } = await placeCertificateOrder(t, u);
    await ok(await move(id, { status: 'processing' }));
    expect((await call(u, 'POST', `/api/admin/orders/${id}/undo`)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('processing');
  });
});

describe('In Transit and tracking corrections', () => {
  async function readyToPost() {
    const u = await newUser();
    const { id } = await placeCertificateOrder(t, u);
    await payRegistryFees(t, u, admin, id);
    await ok(await move(id, { status: 'processing' }));
    return { u, id };
  }

  it('needs a carrier and a tracking number, or untracked post', async () => {
    const { id } = await readyToPost();
    for (const body of [{}, { carrier: 'An Post' }, { trackingNumber: 'RR1IE' }, { untracked: true, ...TRACKING }]) {
      const res = await move(id, { status: 'shipped', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('TRACKING_REQUIRED');
    }
    expect(await statusOf(id)).toBe('processing');
    const shipped = await ok(await move(id, { status: 'shipped', untracked: true, carrier: 'An Post' }));
    expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: null, carrier: 'An Post' });
    expect((await history(id)).at(-1)).toMatchObject({
      toStatus: 'shipped',
      changes: { carrier: 'An Post', untracked: true },
    });
  });

  it('a corrected tracking number on a posted order is mailed to the customer and recorded', async () => {
    const { u, id } = await readyToPost();
    await ok(await move(id, { status: 'shipped', ...TRACKING }));
    await ok(await move(id, { trackingNumber: 'RR987654321IE' }));
    const correction = (await mailsOf(id)).find((m) => m.dedupeKey.startsWith(`order:${id}:tracking:`));
    expect(correction).toMatchObject({ to: u.email, subject: `Order #${id.slice(0, 8)}: Corrected tracking details` });
    expect(correction!.text).toContain('Tracking number: RR987654321IE (An Post)');
    expect((await history(id)).at(-1)).toMatchObject({ actor: ADMIN, changes: { trackingNumber: 'RR987654321IE' } });
    // Clearing the number on a posted order is refused unless it went untracked.
    expect((await move(id, { trackingNumber: '' })).statusCode).toBe(400);
    await ok(await move(id, { trackingNumber: '', untracked: true }));
    const untracked = (await mailsOf(id)).filter((m) => m.dedupeKey.startsWith(`order:${id}:tracking:`));
    expect(untracked).toHaveLength(2);
    expect(untracked[1].text).toContain('Posted without tracking (An Post)');
  });

  it('tracking entered before posting sends no correction', async () => {
    const { id } = await readyToPost();
    await ok(await move(id, { trackingNumber: 'RR1IE', carrier: 'An Post' }));
    expect((await mailsOf(id)).filter((m) => m.dedupeKey.includes(':tracking:'))).toEqual([]);
  });
});

describe('cancelling an unpaid order', () => {
  it('the owner cancels it; it can no longer be paid; recorded as the customer', async () => {
    const u = await newUser();
    const { id } = await placeCertificateOrder(t, u, { pay: false });
    const other = await newUser();
    expect((await call(other, 'POST', `/api/document-requests/${id}/cancel`)).statusCode).toBe(404);
    const cancelled = await ok(await call(u, 'POST', `/api/document-requests/${id}/cancel`));
    expect(cancelled.status).toBe('cancelled');
    const pay = await call(u, 'POST', '/api/create-document-payment', { documentRequestId: id });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('ORDER_CLOSED');
    expect((await history(id)).at(-1)).toMatchObject({
      actor: 'customer',
      fromStatus: 'pending',
      toStatus: 'cancelled',
    });
    const again = await call(u, 'POST', `/api/document-requests/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already cancelled.');
  });

  it('an admin cancels it with a note; a paid order cannot be cancelled', async () => {
    const u = await newUser();
    const { id } = await placeCertificateOrder(t, u, { pay: false });
    const done = await ok(
      await call(admin, 'POST', `/api/admin/orders/${id}/cancel`, { note: 'Duplicate of an earlier order' }),
    );
    expect(done.status).toBe('cancelled');
    expect((await history(id)).at(-1)).toMatchObject({
      actor: ADMIN,
      toStatus: 'cancelled',
      note: 'Duplicate of an earlier order',
    });
    const paid = await placeCertificateOrder(t, u);
    const refused = await call(u, 'POST', `/api/document-requests/${paid.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only an unpaid order can be cancelled; this one is payment received.');
    expect(await statusOf(paid.id)).toBe('paid');
  });

  it('a payment completed before the cancel settles the order as paid instead', async () => {
    const u = await newUser();
    const { id, intent } = await placeCertificateOrder(t, u, { pay: false });
    const [row] = await db().select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent));
    await ok(
      await call(u, 'POST', `/api/test-payments/${intent}/complete`, {
        clientSecret: row.clientSecret,
        outcome: 'succeed',
      }),
    );
    const res = await call(u, 'POST', `/api/document-requests/${id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_PAID');
    expect(await statusOf(id)).toBe('paid');
  });
});

describe('the delivery address of a paid order', () => {
  it('names the recipient as saved in Settings when paying, not as when the order was placed; the admin sees the phone', async () => {
    const u = await newUser();
    await ok(
      await call(u, 'POST', '/api/user-profile', {
        addressLine1: '1 Main Street',
        city: 'Castlebar',
        county: 'Mayo',
        country: 'Ireland',
        phone: '+353 87 123 4567',
      }),
    );
    const order = await ok(
      await call(u, 'POST', '/api/create-document-request', {
        requesterName: 'corrections',
        requesterEmail: u.email,
        subjectName: 'Bridget Walsh',
        documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
      }),
      201,
    );
    // The customer saves her full name after ordering, before paying.
    await ok(await call(u, 'PUT', '/api/user/name', { name: 'Siobhán Walsh' }));
    const intent = await ok(await call(u, 'POST', '/api/create-document-payment', { documentRequestId: order.id }));
    await ok(
      await call(u, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
        clientSecret: intent.clientSecret,
        outcome: 'succeed',
      }),
    );
    await ok(
      await call(u, 'PATCH', `/api/document-requests/${order.id}/payment`, { paymentIntentId: intent.paymentIntentId }),
    );
    const listed = (await ok(await call(admin, 'GET', '/api/admin/orders'))) as {
      id: string;
      deliveryAddress: unknown;
    }[];
    expect(listed.find((o) => o.id === order.id)?.deliveryAddress).toMatchObject({
      recipientName: 'Siobhán Walsh',
      addressLine1: '1 Main Street',
      phone: '+353 87 123 4567',
    });
  });
});

describe('unpaid orders expire (scheduler, clock controlled)', () => {
  let clock = new Date();
  let e: TestApp;
  beforeAll(async () => {
    e = await createTestApp({ ORDER_UNPAID_EXPIRY_DAYS: '30' }, { now: () => clock });
  });
  afterAll(() => e?.close());

  it('an order unpaid 30 days after it was placed is cancelled, a younger one and a paid one are not', async () => {
    const u = await signIn(e, 'expiry@example.com');
    const unpaid = await placeCertificateOrder(e, u, { pay: false });
    const paid = await placeCertificateOrder(e, u);
    const start = Date.now();
    await e.app.scheduler.tick(); // registers the jobs
    clock = new Date(start + 29 * 86_400_000);
    await e.app.scheduler.tick();
    const status = async (id: string) =>
      (await e.database.db.select().from(documentRequests).where(eq(documentRequests.id, id)))[0].status;
    expect(await status(unpaid.id)).toBe('pending');
    // Placed on day 29 of the clock.
    const younger = await placeCertificateOrder(e, u, { pay: false });
    await e.database.db.update(documentRequests).set({ createdAt: clock }).where(eq(documentRequests.id, younger.id));

    clock = new Date(start + 30 * 86_400_000 + 2 * 3_600_000);
    await e.app.scheduler.tick();
    expect(await status(unpaid.id)).toBe('cancelled');
    expect(await status(younger.id)).toBe('pending');
    expect(await status(paid.id)).toBe('paid');
    const events = await e.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, unpaid.id), eq(orderEvents.toStatus, 'cancelled')));
    expect(events).toMatchObject([{ actorLabel: 'expiry', note: 'Not paid within 30 days of the order.' }]);
    // The open payment was cancelled at the provider: it can no longer be completed.
    const pay = await requestAs(e, u, 'POST', '/api/create-document-payment', { documentRequestId: unpaid.id });
    expect(pay.json().code).toBe('ORDER_CLOSED');
  });
});
