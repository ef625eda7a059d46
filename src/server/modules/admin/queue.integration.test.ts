import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPdfWithTestProvider } from '#tests/support/claims.ts';
import { payRegistryFees } from '#tests/support/orders.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { AdminPdfOrder } from '#shared/admin-lists.ts';
import type { AdminQueue } from '#shared/admin-queue.ts';
import type { AdminStats } from '#shared/admin.ts';
import type { AdminClaimResponse } from '#shared/claims.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { documentRequests, emailOutbox, guaranteeClaims, user } from '#server/db/schema.ts';

/**
 * The admin queue, order search, CSV exports and PDF purchases (docs/decisions/060-the-admin-queue.md):
 * what waits for the operator, oldest first with its age and a warning past ORDER_QUEUE_WARN_DAYS.
 */

const ADMIN = 'queue-ops@example.com';
const DAY = 86_400_000;

let t: TestApp;
let admin: SignedIn;
let users = 0;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN, ORDER_QUEUE_WARN_DAYS: '3' });
  admin = await signIn(t, ADMIN);
});
afterAll(() => t?.close());

const call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(t, u, method, url, payload);
async function ok<T>(res: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

/** A paid order for a birth certificate (and a death certificate) placed by `requesterName`, paid `daysAgo` days ago. */
async function paidOrder(requesterName: string, daysAgo: number, { deathCert = false } = {}) {
  const u = await signIn(t, `queue-customer-${++users}@example.com`);
  await ok(
    await call(u, 'POST', '/api/user-profile', {
      addressLine1: '1 Main Street',
      city: 'Castlebar',
      county: 'Mayo',
      country: 'Ireland',
    }),
  );
  const order = await ok<DocumentRequestResponse>(
    await call(u, 'POST', '/api/create-document-request', {
      requesterName,
      requesterEmail: u.email,
      subjectName: 'Patrick Walsh',
      documentsNeeded: { birthCert: true, deathCert, marriageCert: false, other: false },
    }),
  );
  const intent = await ok<{ paymentIntentId: string; clientSecret: string }>(
    await call(u, 'POST', '/api/create-document-payment', { documentRequestId: order.id }),
  );
  await ok(
    await call(u, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
      clientSecret: intent.clientSecret,
      outcome: 'succeed',
    }),
  );
  await ok(
    await call(u, 'PATCH', `/api/document-requests/${order.id}/payment`, { paymentIntentId: intent.paymentIntentId }),
  );
  const when = new Date(Date.now() - daysAgo * DAY - 60_000);
  await t.database.db
    .update(documentRequests)
    .set({ paidAt: when, createdAt: when })
    .where(eq(documentRequests.id, order.id));
  return { u, order };
}

const ref = (id: string) => `#${id.slice(0, 8)}`;

describe('the admin queue', () => {
  let july: Awaited<ReturnType<typeof paidOrder>>;
  let lastWeek: Awaited<ReturnType<typeof paidOrder>>;
  let yesterday: Awaited<ReturnType<typeof paidOrder>>;
  let placed: Awaited<ReturnType<typeof paidOrder>>;

  beforeAll(async () => {
    yesterday = await paidOrder('Aoife Byrne', 1);
    july = await paidOrder('=HYPERLINK("http://evil.example","Click")', 136);
    lastWeek = await paidOrder('Seán Ó Súilleabháin', 5);
    placed = await paidOrder('Already Placed', 20);
    // Ordered from the office (the work order's line, decision 065): no longer waiting to be placed,
    // now awaited from the office; its registry fee is still to confirm.
    await ok(await call(admin, 'PATCH', `/api/admin/orders/${placed.order.id}`, { status: 'processing' }));
    await ok(
      await call(admin, 'POST', `/api/admin/orders/${placed.order.id}/lines/0/outcome`, {
        outcome: 'ordered',
        orderedOn: new Date(Date.now() - 4 * DAY).toISOString().slice(0, 10),
        officeReference: 'GRO-2026-118',
        officeAmountPaid: 2000,
        officeCurrency: 'EUR',
      }),
    );
  });

  it('lists paid orders not yet ordered from the office, oldest first, with their age and a warning past 3 days', async () => {
    const queue = await ok<AdminQueue>(await call(admin, 'GET', '/api/admin/queue'));
    expect(queue.warnAfterDays).toBe(3);
    const mine = queue.ordersToPlace.filter((o) => [july, lastWeek, yesterday].some((p) => p.order.id === o.id));
    expect(mine.map((o) => [o.id, o.days, o.overdue, o.documents])).toEqual([
      [july.order.id, 136, true, 1],
      [lastWeek.order.id, 5, true, 1],
      [yesterday.order.id, 1, false, 1],
    ]);
    expect(queue.ordersToPlace.map((o) => o.id)).not.toContain(placed.order.id);
    expect(queue.linesAtOffice).toEqual([
      expect.objectContaining({
        orderId: placed.order.id,
        documentIndex: 0,
        certificate: 'Birth Certificate',
        officeReference: 'GRO-2026-118',
        days: 4,
      }),
    ]);
    expect(mine[1]!.customer).toBe('Seán Ó Súilleabháin');
    // Every Irish fee is asked for at cost (decision 056): each open order has a line to confirm.
    const feeOrders = queue.feesToConfirm.map((f) => f.orderId);
    expect(feeOrders).toEqual(expect.arrayContaining([july.order.id, placed.order.id, yesterday.order.id]));
    expect(queue.feesToConfirm[0]!.documentIndex).toBe(0);
  });

  it('names claims waiting for a decision and the failed emails', async () => {
    const claimant = await signIn(t, 'queue-claimant@example.com');
    const old = new Date(Date.now() - 9 * DAY - 60_000);
    const [claim] = await t.database.db
      .insert(guaranteeClaims)
      .values({
        userId: claimant.userId,
        status: 'submitted',
        decisionDate: '2026-11-01',
        totalAmount: 1500,
        currency: t.config.currency,
        createdAt: old,
      })
      .returning();
    const [mail] = await t.database.db.select().from(emailOutbox).limit(1);
    await t.database.db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, mail!.id));

    const queue = await ok<AdminQueue>(await call(admin, 'GET', '/api/admin/queue'));
    expect(queue.claimsToDecide).toEqual([
      expect.objectContaining({ id: claim!.id, status: 'submitted', days: 9, amountDisplay: '€15.00' }),
    ]);
    expect(queue.claimsToDecide[0]!.claimant).toBe('queue-claimant@example.com');
    expect(queue.failedEmails.total).toBe(1);
    expect(queue.failedEmails.oldest[0]).toMatchObject({ id: mail!.id, subject: mail!.subject });

    const stats = await ok<AdminStats>(await call(admin, 'GET', '/api/admin/stats'));
    expect(stats.claimsWaiting).toBe(1);

    // With a name on the account, the queue and the claim card show it.
    await t.database.db.update(user).set({ name: 'Brigid Kelly' }).where(eq(user.id, claimant.userId));
    const named = await ok<AdminQueue>(await call(admin, 'GET', '/api/admin/queue'));
    expect(named.claimsToDecide[0]!.claimant).toBe('Brigid Kelly');
    const claims = await ok<AdminClaimResponse[]>(await call(admin, 'GET', '/api/admin/claims'));
    expect(claims.find((c) => c.id === claim!.id)).toMatchObject({
      userName: 'Brigid Kelly',
      userEmail: 'queue-claimant@example.com',
    });
  });

  it('finds orders by reference, email or name, newest or oldest first', async () => {
    const search = async (query: string) =>
      (await ok<DocumentRequestResponse[]>(await call(admin, 'GET', `/api/admin/orders?${query}`))).map((o) => o.id);

    expect(await search(`q=${encodeURIComponent(ref(lastWeek.order.id))}`)).toEqual([lastWeek.order.id]);
    expect(await search(`q=${lastWeek.order.id.slice(0, 5).toUpperCase()}`)).toContain(lastWeek.order.id);
    expect(await search(`q=${encodeURIComponent(yesterday.u.email.toUpperCase())}`)).toEqual([yesterday.order.id]);
    expect(await search(`q=${encodeURIComponent('ó súil')}`)).toEqual([lastWeek.order.id]);
    expect(await search('q=nobody-by-this-name')).toEqual([]);
    // '%' is a character, not a wildcard.
    expect(await search('q=%25')).toEqual([]);

    const mine = [july, lastWeek, yesterday, placed].map((p) => p.order.id);
    const oldest = (await search('status=paid&sort=oldest')).filter((id) => mine.includes(id));
    expect(oldest).toEqual([july.order.id, lastWeek.order.id, yesterday.order.id]);
    const newest = (await search('status=paid')).filter((id) => mine.includes(id));
    expect(newest).toEqual([yesterday.order.id, lastWeek.order.id, july.order.id]);
  });

  it('exports the orders as CSV, formulas written as text', async () => {
    const res = await call(admin, 'GET', '/api/admin/exports/orders.csv?sort=oldest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Order ID,Status,Ordered,Paid,Customer name,Customer email,/);
    const julyRow = lines.find((l) => l.startsWith(ref(july.order.id)))!;
    expect(julyRow).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",${july.u.email},`);
    expect(julyRow).toContain(',paid,');
    expect(julyRow).toContain('Birth Certificate - Patrick Walsh');
    expect(lines.findIndex((l) => l.startsWith(ref(july.order.id)))).toBeLessThan(
      lines.findIndex((l) => l.startsWith(ref(yesterday.order.id))),
    );

    const searched = await call(
      admin,
      'GET',
      `/api/admin/exports/orders.csv?q=${encodeURIComponent(yesterday.u.email)}`,
    );
    expect(searched.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('exports refunds as CSV and counts them in the statistics with registry costs and the margin', async () => {
    await payRegistryFees(t, yesterday.u, admin, yesterday.order.id, { officeAmount: 2000 });
    await payRegistryFees(t, lastWeek.u, admin, lastWeek.order.id, { officeAmount: 2500 });
    const before = await ok<AdminStats>(await call(admin, 'GET', '/api/admin/stats'));
    const order = (
      await ok<DocumentRequestResponse[]>(await call(admin, 'GET', `/api/admin/orders?q=${ref(yesterday.order.id)}`))
    )[0]!;
    const line = order.registryFees[0]!;
    await ok(
      await call(admin, 'POST', `/api/admin/orders/${order.id}/registry-fees/${line.id}/refund`, { note: 'No record' }),
    );

    const res = await call(admin, 'GET', '/api/admin/exports/refunds.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="refunds-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Refunded on,What,Reference,Order ID,Customer email,Amount,Currency,Refunded through');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\d{4}-\\d{2}-\\d{2},"Registry fee, certificate 1",${ref(order.id)},${order.id},${yesterday.u.email},20\\.00,EUR,Registry fee refund$`,
        ),
      ),
    ]);

    const after = await ok<AdminStats>(await call(admin, 'GET', '/api/admin/stats'));
    expect(after.money.refunds.count - before.money.refunds.count).toBe(1);
    expect(after.money.refunds.inPence - before.money.refunds.inPence).toBe(2000);
    expect(before.money.registryCosts.inPence).toBe(4500);
    expect(after.money.registryCosts).toMatchObject({ count: 1, inPence: 2500, display: '€25.00' });
    // Refunding a fee collected at cost leaves the margin as it was.
    expect(after.money.taken.inPence).toBe(before.money.taken.inPence);
    expect(after.money.margin.inPence).toBe(before.money.margin.inPence);
    expect(after.money.margin.inPence).toBe(
      after.money.taken.inPence - after.money.refunds.inPence - after.money.registryCosts.inPence,
    );
    expect(after.money.margin.inPence).toBe(after.totalRevenue.inPence);
  });
});

describe('a certificate not found, refunded its share', () => {
  it('is a row of the refunds export, and the refunds and margin follow', async () => {
    const two = await paidOrder('Niamh Doyle', 2, { deathCert: true });
    const before = await ok<AdminStats>(await call(admin, 'GET', '/api/admin/stats'));
    await ok(
      await call(admin, 'POST', `/api/admin/orders/${two.order.id}/lines/1/outcome`, {
        outcome: 'not_found',
        searched: 'Deaths, Castlebar district, 1950-1960',
      }),
    );
    const { lines } = await ok<{ lines: { documentIndex: number; refundAmount: number | null }[] }>(
      await call(admin, 'POST', `/api/admin/orders/${two.order.id}/lines/1/refund`),
    );
    const share = lines.find((l) => l.documentIndex === 1)!.refundAmount!;
    expect(share).toBeGreaterThan(0);

    const csv = (await call(admin, 'GET', '/api/admin/exports/refunds.csv')).body.split('\r\n');
    expect(csv[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2},"Certificate 2 not found \\(Death Certificate, our fee's share\\)",${ref(two.order.id)},${two.order.id},${two.u.email},${(share / 100).toFixed(2).replace('.', '\\.')},EUR,Work order: ${ADMIN}$`,
      ),
    );
    const after = await ok<AdminStats>(await call(admin, 'GET', '/api/admin/stats'));
    expect(after.money.refunds.count - before.money.refunds.count).toBe(1);
    expect(after.money.refunds.inPence - before.money.refunds.inPence).toBe(share);
    expect(before.money.margin.inPence - after.money.margin.inPence).toBe(share);
  });
});

describe('PDF purchases for admins', () => {
  it('lists them newest first and finds them by reference, email or name', async () => {
    const buyer = await signIn(t, 'pack-buyer@example.com');
    const { orderId } = await buyPdfWithTestProvider(t, buyer);
    await t.database.db.update(user).set({ name: 'Brigid Kelly' }).where(eq(user.id, buyer.userId));
    const find = async (q: string) =>
      ok<AdminPdfOrder[]>(await call(admin, 'GET', `/api/admin/pdf-orders?q=${encodeURIComponent(q)}`));

    const [found] = await find('PACK-BUYER@');
    expect(found).toMatchObject({
      id: orderId,
      paymentStatus: 'paid',
      customerEmail: 'pack-buyer@example.com',
      customerName: 'Brigid Kelly',
      provider: 'test',
    });
    expect((await find(ref(orderId))).map((o) => o.id)).toEqual([orderId]);
    expect((await find('brigid k')).map((o) => o.id)).toEqual([orderId]);
    expect(await find('someone-else')).toEqual([]);
    const paid = await ok<AdminPdfOrder[]>(await call(admin, 'GET', '/api/admin/pdf-orders?status=paid'));
    expect(paid.map((o) => o.id)).toContain(orderId);
    const refunded = await ok<AdminPdfOrder[]>(await call(admin, 'GET', '/api/admin/pdf-orders?status=refunded'));
    expect(refunded.map((o) => o.id)).not.toContain(orderId);
  });
});

describe('admin only', () => {
  const urls = [
    '/api/admin/queue',
    '/api/admin/pdf-orders',
    '/api/admin/exports/orders.csv',
    '/api/admin/exports/refunds.csv',
    '/api/admin/orders?q=walsh',
  ];
  it('answers 401 without a session and 403 to a customer', async () => {
    const customer = await signIn(t, 'queue-nosy@example.com');
    for (const url of urls) {
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
      const res = await call(customer, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.headers['content-disposition'], url).toBeUndefined();
    }
  });
});
