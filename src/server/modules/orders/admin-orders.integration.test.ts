import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payRegistryFees } from '#tests/support/orders.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { documentRequests, emailOutbox, orderEvents } from '#server/db/schema.ts';

/**
 * Admin order management (docs/decisions/045-order-status-steps-and-the-admin-orders-tab.md):
 * pending → paid (payment) → processing → shipped → delivered (admin), one step forward at a time,
 * every change recorded with who and when, and one email per status for owners who want them.
 */

const ADMIN = 'ops@example.com';
const FORBIDDEN = { message: "You don't have permission to access this page.", code: 'FORBIDDEN' };
const ADDRESS = { addressLine1: '1 Main Street', city: 'Castlebar', county: 'Mayo', country: 'Ireland' };
const TRACKING = { trackingNumber: 'RR123456789IE', carrier: 'An Post', estimatedDeliveryDate: '2031-03-17' };

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = await signIn(t, ADMIN);
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `admin-orders-${++users}@example.com`);

const call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(t, u, method, url, payload);

async function ok(res: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** A manual order for one certificate, left pending. */
async function pendingOrder(u: SignedIn): Promise<DocumentRequestResponse> {
  await ok(await call(u, 'POST', '/api/user-profile', ADDRESS));
  return ok(
    await call(u, 'POST', '/api/create-document-request', {
      requesterName: 'Mary Walsh',
      requesterEmail: u.email,
      subjectName: 'Patrick Walsh',
      documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
    }),
    201,
  );
}

/** A pending order paid through the test provider. */
async function paidOrder(u: SignedIn): Promise<DocumentRequestResponse> {
  const order = await pendingOrder(u);
  const intent = await ok(await call(u, 'POST', '/api/create-document-payment', { documentRequestId: order.id }));
  await ok(
    await call(u, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
      clientSecret: intent.clientSecret,
      outcome: 'succeed',
    }),
  );
  const settled = await ok(
    await call(u, 'PATCH', `/api/document-requests/${order.id}/payment`, { paymentIntentId: intent.paymentIntentId }),
  );
  expect(settled.status).toBe('paid');
  return order;
}

/**
 * A paid order whose registry fees are set and paid, so it may be posted
 * (docs/decisions/056-the-registry-fee.md).
 */
async function settledOrder(u: SignedIn): Promise<DocumentRequestResponse> {
  const order = await paidOrder(u);
  await payRegistryFees(t, u, admin, order.id);
  return order;
}
/** The order's status changes and admin edits, without its registry-fee notes. */
const statusEventsOf = async (id: string) => (await eventsOf(id)).filter((e) => !e.note?.startsWith('Registry fee'));

const move = (id: string, body: Record<string, unknown>, as: SignedIn = admin) =>
  call(as, 'PATCH', `/api/admin/orders/${id}`, body);
const status = async (id: string) =>
  (await t.database.db.select().from(documentRequests).where(eq(documentRequests.id, id)))[0].status;
const eventsOf = (id: string) =>
  t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.createdAt));
const mailKeys = async (u: SignedIn) =>
  (
    await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, u.userId))
      .orderBy(asc(emailOutbox.createdAt))
  )
    .map((m) => m.dedupeKey)
    // The status emails; a registry fee's own emails are tested in registry-fee.integration.test.ts.
    .filter((k) => k.startsWith('order:'));

async function expectRefused(id: string, body: Record<string, unknown>, code = 409) {
  const before = { status: await status(id), events: (await eventsOf(id)).length };
  const res = await move(id, body);
  expect(res.statusCode, res.body).toBe(code);
  expect(res.headers['content-type']).toContain('application/json');
  const error = res.json();
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(10);
  expect({ status: await status(id), events: (await eventsOf(id)).length }).toEqual(before);
  return error as { message: string; code: string };
}

describe('admin order endpoints are for admins only', () => {
  it('a non-admin gets 403 on the list, the history and the update; nobody signed in gets 401', async () => {
    const u = await newUser();
    const order = await paidOrder(u);
    for (const [method, url, body] of [
      ['GET', '/api/admin/orders', undefined],
      ['GET', `/api/admin/orders/${order.id}/history`, undefined],
      ['PATCH', `/api/admin/orders/${order.id}`, { status: 'processing' }],
    ] as const) {
      const res = await call(u, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
      expect((await call(null, method, url, body)).statusCode).toBe(401);
    }
    expect(await status(order.id)).toBe('paid');
    expect(await eventsOf(order.id)).toHaveLength(1);
  });
});

describe('moving an order through its statuses', () => {
  it('paid → processing → shipped (with tracking) → delivered, recorded and mailed once per status', async () => {
    const u = await newUser();
    const order = await settledOrder(u);
    expect(await mailKeys(u)).toEqual([`order:${order.id}:paid`]);

    // The admin list shows it, and filters by status.
    const all = (await ok(await call(admin, 'GET', '/api/admin/orders'))) as DocumentRequestResponse[];
    expect(all.find((o) => o.id === order.id)).toMatchObject({ status: 'paid', userId: u.userId });
    const pending = (await ok(
      await call(admin, 'GET', '/api/admin/orders?status=pending'),
    )) as DocumentRequestResponse[];
    expect(pending.some((o) => o.id === order.id)).toBe(false);
    const paidList = (await ok(await call(admin, 'GET', '/api/admin/orders?status=paid'))) as DocumentRequestResponse[];
    expect(paidList.every((o) => o.status === 'paid')).toBe(true);
    expect(paidList.some((o) => o.id === order.id)).toBe(true);

    const processing = await ok(await move(order.id, { status: 'processing' }));
    expect(processing).toMatchObject({ id: order.id, status: 'processing', deliveredAt: null });
    // The same move again is refused, so no second email.
    await expectRefused(order.id, { status: 'processing' });

    const shipped = await ok(await move(order.id, { status: 'shipped', ...TRACKING }));
    expect(shipped).toMatchObject({ status: 'shipped', ...TRACKING, deliveredAt: null });

    // The owner sees the status and tracking in their list.
    const mine = ((await ok(await call(u, 'GET', '/api/document-requests'))) as DocumentRequestResponse[]).find(
      (o) => o.id === order.id,
    )!;
    expect(mine).toMatchObject({
      status: 'shipped',
      trackingNumber: 'RR123456789IE',
      carrier: 'An Post',
      estimatedDeliveryDate: '2031-03-17',
    });

    const delivered = await ok(await move(order.id, { status: 'delivered' }));
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).not.toBeNull();
    expect(Date.now() - Date.parse(delivered.deliveredAt)).toBeLessThan(60_000);
    expect(delivered).toMatchObject(TRACKING);

    const events = await statusEventsOf(order.id);
    expect(events.map((e) => [e.actorLabel, e.fromStatus, e.toStatus])).toEqual([
      ['payment', 'pending', 'paid'],
      [ADMIN, 'paid', 'processing'],
      [ADMIN, 'processing', 'shipped'],
      [ADMIN, 'shipped', 'delivered'],
    ]);
    expect(events.slice(1).every((e) => e.actorUserId === admin.userId)).toBe(true);
    expect(JSON.parse(events[2].changes!)).toEqual(TRACKING);

    expect(await mailKeys(u)).toEqual(
      ['paid', 'processing', 'shipped', 'delivered'].map((s) => `order:${order.id}:${s}`),
    );
    const [shippedMail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order:${order.id}:shipped`));
    expect(shippedMail).toMatchObject({
      to: u.email,
      subject: `Order #${order.id.slice(0, 8)}: Your certificates are on their way`,
    });
    expect(shippedMail.text).toContain('Tracking number: RR123456789IE (An Post)');
    expect(shippedMail.text).toContain('Estimated delivery: 17 March 2031');

    // GET history lists the events in order.
    const history = (await ok(await call(admin, 'GET', `/api/admin/orders/${order.id}/history`))).filter(
      (e: { note: string | null }) => !e.note?.startsWith('Registry fee'),
    );
    expect(history).toEqual([
      expect.objectContaining({ actor: 'payment', fromStatus: 'pending', toStatus: 'paid', note: null }),
      expect.objectContaining({ actor: ADMIN, fromStatus: 'paid', toStatus: 'processing' }),
      expect.objectContaining({ actor: ADMIN, fromStatus: 'processing', toStatus: 'shipped', changes: TRACKING }),
      expect.objectContaining({ actor: ADMIN, fromStatus: 'shipped', toStatus: 'delivered' }),
    ]);
    const times = history.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // Delivered is final.
    for (const to of ['processing', 'shipped', 'delivered']) await expectRefused(order.id, { status: to });
    expect(await mailKeys(u)).toHaveLength(4);
  });

  it('refuses moves out of order with 409 and a message, changing nothing', async () => {
    const u = await newUser();
    const pending = await pendingOrder(u);
    // Not paid yet: an admin cannot start processing it.
    expect((await expectRefused(pending.id, { status: 'processing' })).code).toBe('INVALID_TRANSITION');
    await expectRefused(pending.id, { status: 'shipped' });
    await expectRefused(pending.id, { status: 'delivered' });

    const order = await paidOrder(u);
    // Skipping a step.
    expect(await expectRefused(order.id, { status: 'shipped', ...TRACKING })).toEqual({
      message: 'Orders move forward one step at a time: Payment Received → Processing Request.',
      code: 'INVALID_TRANSITION',
    });
    // The refused shipped move with tracking did not store the tracking either.
    expect(
      (await t.database.db.select().from(documentRequests).where(eq(documentRequests.id, order.id)))[0].trackingNumber,
    ).toBeNull();
    await expectRefused(order.id, { status: 'delivered' });
    await ok(await move(order.id, { status: 'processing' }));
    await payRegistryFees(t, u, admin, order.id);
    await ok(await move(order.id, { status: 'shipped', ...TRACKING }));
    // Backwards.
    await expectRefused(order.id, { status: 'processing' });
    expect(await status(order.id)).toBe('shipped');
    expect(await mailKeys(u)).toEqual(['paid', 'processing', 'shipped'].map((s) => `order:${order.id}:${s}`));
  });

  it('no admin move can make an order paid (or pending, failed, refunded): the body only allows forward statuses', async () => {
    const u = await newUser();
    const pending = await pendingOrder(u);
    const paid = await paidOrder(u);
    for (const id of [pending.id, paid.id]) {
      for (const to of ['paid', 'pending', 'failed', 'refunded']) {
        const error = await expectRefused(id, { status: to }, 400);
        expect(error.code).toBe('VALIDATION_ERROR');
        expect(error.message).toContain('status');
      }
    }
    expect(await status(pending.id)).toBe('pending');
  });

  it('the refusal for a delivered order does not suggest a next step that does not exist', async () => {
    const u = await newUser();
    const order = await settledOrder(u);
    for (const to of ['processing', 'shipped', 'delivered'])
      await ok(await move(order.id, { status: to, ...TRACKING }));
    const error = await expectRefused(order.id, { status: 'shipped' });
    expect(error.message).not.toContain('Delivered → Delivered');
  });

  it('a note-only change is recorded without an email; tracking edits are recorded as changes', async () => {
    const u = await newUser();
    const order = await paidOrder(u);
    const noted = await ok(await move(order.id, { note: 'Ordered from GRO Roscommon' }));
    expect(noted.status).toBe('paid');
    const tracked = await ok(await move(order.id, { trackingNumber: 'RR000000000IE', carrier: 'An Post' }));
    expect(tracked).toMatchObject({ status: 'paid', trackingNumber: 'RR000000000IE', carrier: 'An Post' });

    const events = await eventsOf(order.id);
    expect(events.slice(1)).toEqual([
      expect.objectContaining({
        actorLabel: ADMIN,
        fromStatus: null,
        toStatus: null,
        note: 'Ordered from GRO Roscommon',
        changes: null,
      }),
      expect.objectContaining({ actorLabel: ADMIN, fromStatus: null, toStatus: null, note: null }),
    ]);
    expect(JSON.parse(events[2].changes!)).toEqual({ trackingNumber: 'RR000000000IE', carrier: 'An Post' });
    expect(await mailKeys(u)).toEqual([`order:${order.id}:paid`]);

    // Nothing to change → 400; an unknown order → 404; a bad date → 400.
    expect((await move(order.id, {})).json()).toEqual({ message: 'Nothing to change.', code: 'NO_CHANGE' });
    expect((await move(order.id, { trackingNumber: 'RR000000000IE' })).statusCode).toBe(400);
    expect((await move(randomUUID(), { status: 'processing' })).statusCode).toBe(404);
    expect((await move(order.id, { estimatedDeliveryDate: 'next week' })).statusCode).toBe(400);
    expect(await eventsOf(order.id)).toHaveLength(3);
  });

  it('with email notifications off, every status change is still mailed: order emails are transactional', async () => {
    const u = await newUser();
    const order = await settledOrder(u);
    await ok(await call(u, 'POST', '/api/user-profile', { notificationPreferences: { email: false, sms: false } }));

    await ok(await move(order.id, { status: 'processing' }));
    await ok(await move(order.id, { status: 'shipped', ...TRACKING }));
    await ok(await move(order.id, { status: 'delivered' }));
    expect(await mailKeys(u)).toEqual(
      ['paid', 'processing', 'shipped', 'delivered'].map((s) => `order:${order.id}:${s}`),
    );
    expect((await statusEventsOf(order.id)).map((e) => e.toStatus)).toEqual([
      'paid',
      'processing',
      'shipped',
      'delivered',
    ]);
  });
});
