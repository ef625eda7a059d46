import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminStatsResponse } from '#shared/admin.ts';
import { documentRequests, eligibilityChecks, pdfOrders, user } from '#server/db/schema.ts';
import { getAdminStats, percent } from './stats-service.ts';

/**
 * GET /api/admin/stats on a hand-made data set, every figure computed by hand below. Orders that
 * are pending, failed or refunded must not count; 'this month' and the weeks are Irish time.
 *
 * The clock: now = 2026-11-01T00:30Z, Sunday 1 November 2026 00:30 in Dublin (GMT; summer time
 * ended on 25 October). This month began at 2026-11-01T00:00Z; this week on Monday 26 October.
 */
const NOW = new Date('2026-11-01T00:30:00Z');

let t: TestApp;
let admin: SignedIn;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'stats.admin@example.com' });
  admin = await signIn(t, 'stats.admin@example.com');
  const db = t.database.db;
  // The admin joined long ago, so only the users below decide 'this month'.
  await db
    .update(user)
    .set({ createdAt: at('2026-01-15T10:00:00Z') })
    .where(eq(user.id, admin.userId));

  const person = (id: string, createdAt: string) => ({
    id,
    name: `User ${id}`,
    email: `${id}@example.com`,
    createdAt: at(createdAt),
  });
  await db.insert(user).values([
    person('u-oct-last-minute', '2026-10-31T23:59:00Z'), // October in Dublin: not this month
    person('u-nov-first', '2026-11-01T00:10:00Z'), // this month
    person('u-nov-second', '2026-11-01T00:20:00Z'), // this month
    person('u-september', '2026-09-10T12:00:00Z'),
    person('u-july-in-dublin', '2026-06-30T23:30:00Z'), // 1 July 00:30 IST: July in Dublin, June in UTC
  ]);

  type Reason = 'eligible' | 'not_eligible' | 'born_in_ireland' | 'already_citizen';
  const check = (reason: Reason, createdAt: string, userId: string | null = null) => ({
    q1: 'no' as const,
    reason,
    isEligible: reason === 'eligible',
    userId,
    createdAt: at(createdAt),
  });
  await db.insert(eligibilityChecks).values([
    check('eligible', '2026-10-18T23:30:00Z', 'u-september'), // Mon 19 Oct 00:30 IST: week of 19 Oct (12 Oct in UTC)
    check('eligible', '2026-10-25T23:30:00Z'), // Sun 25 Oct 23:30 GMT: week of 19 Oct
    check('eligible', '2026-11-01T00:05:00Z', 'u-nov-first'), // week of 26 Oct
    check('eligible', '2026-06-01T10:00:00Z'), // before the 12 weeks
    check('not_eligible', '2026-10-27T10:00:00Z'), // week of 26 Oct
    check('not_eligible', '2026-09-01T10:00:00Z'), // week of 31 Aug
    check('not_eligible', '2026-08-09T22:30:00Z'), // Sun 9 Aug 23:30 IST: the week before the 12
    check('born_in_ireland', '2026-08-10T00:30:00Z'), // Mon 10 Aug 01:30 IST: the first of the 12 weeks
    check('already_citizen', '2026-10-01T12:00:00Z'), // week of 28 Sep
  ]);

  type PdfStatus = 'pending' | 'paid' | 'failed' | 'refunded';
  const pdf = (status: PdfStatus, amount: number, paidAt: string | null) => ({
    userId: 'u-nov-first',
    baseAmount: 1500,
    discountAmount: 1500 - amount,
    amount,
    currency: 'eur',
    status,
    provider: 'test' as const,
    paidAt: paidAt ? at(paidAt) : null,
    createdAt: at('2026-10-01T10:00:00Z'),
  });
  await db.insert(pdfOrders).values([
    pdf('paid', 1500, '2026-10-30T10:00:00Z'), // week of 26 Oct
    pdf('paid', 1050, '2026-10-20T10:00:00Z'), // week of 19 Oct
    pdf('paid', 1500, '2026-05-01T10:00:00Z'), // before the 12 weeks, still revenue
    pdf('pending', 1500, null),
    pdf('failed', 1500, null),
    pdf('refunded', 1050, '2026-10-28T10:00:00Z'), // was paid, then refunded: not revenue, not a paid order
  ]);

  type DocStatus = 'pending' | 'paid' | 'processing' | 'shipped' | 'delivered' | 'failed' | 'refunded';
  const doc = (status: DocStatus, totalCost: number, paidAt: string | null) => ({
    userId: 'u-september',
    kind: 'manual' as const,
    status,
    documentsNeeded: '[]',
    documentsRequestedCount: totalCost / 1500,
    unitPrice: 1500,
    baseAmount: totalCost,
    totalCost,
    currency: 'eur',
    provider: 'test' as const,
    paidAt: paidAt ? at(paidAt) : null,
  });
  await db.insert(documentRequests).values([
    doc('paid', 3000, '2026-10-26T00:30:00Z'), // Monday 26 Oct
    doc('processing', 1500, '2026-09-15T10:00:00Z'), // week of 14 Sep
    doc('shipped', 4500, '2026-09-15T11:00:00Z'), // week of 14 Sep
    doc('delivered', 1500, '2026-04-01T10:00:00Z'), // before the 12 weeks, still revenue
    doc('pending', 3000, null),
    doc('failed', 1500, null),
    doc('refunded', 3000, '2026-10-27T10:00:00Z'),
  ]);
});
afterAll(() => t?.close());

const WEEK_STARTS = [
  '2026-08-10',
  '2026-08-17',
  '2026-08-24',
  '2026-08-31',
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
];

describe('admin statistics (hand-computed)', () => {
  it('counts users, this month in Dublin, checks, paid orders, revenue and conversion', async () => {
    const stats = await getAdminStats(t.database.db, { now: NOW, currency: 'eur' });
    expect(adminStatsResponse.parse(stats)).toEqual(stats);
    expect(stats.users).toEqual({ total: 6, newThisMonth: 2 });
    expect(stats.eligibilityChecks).toEqual({
      total: 9,
      eligible: 4,
      notEligible: 3,
      alreadyIrish: 2,
      eligibilityRate: 44.4,
    });
    // 1500 + 1050 + 1500; pending 1500, failed 1500 and refunded 1050 left out.
    expect(stats.pdfOrders).toEqual({ paid: 3, revenueInPence: 4050, revenueDisplay: '€40.50' });
    // paid 3000 + processing 1500 + shipped 4500 + delivered 1500; pending, failed, refunded left out.
    expect(stats.documentRequests).toEqual({ paid: 4, revenueInPence: 10500, revenueDisplay: '€105.00' });
    expect(stats.conversion).toEqual({ eligibilityToOrderRate: 33.3 }); // 3 paid PDF orders / 9 checks
    expect(stats.totalRevenue).toEqual({ inPence: 14550, display: '€145.50' });
    expect(stats.currency).toBe('eur');
  });

  it('shows 12 weeks, Monday to Sunday in Dublin, oldest first, the current week last', async () => {
    const { weekly } = await getAdminStats(t.database.db, { now: NOW, currency: 'eur' });
    const expected = new Map<string, { signups: number; checks: number; paidOrders: number }>([
      ['2026-08-10', { signups: 0, checks: 1, paidOrders: 0 }],
      ['2026-08-31', { signups: 0, checks: 1, paidOrders: 0 }],
      ['2026-09-07', { signups: 1, checks: 0, paidOrders: 0 }],
      ['2026-09-14', { signups: 0, checks: 0, paidOrders: 2 }],
      ['2026-09-28', { signups: 0, checks: 1, paidOrders: 0 }],
      ['2026-10-19', { signups: 0, checks: 2, paidOrders: 1 }],
      ['2026-10-26', { signups: 3, checks: 2, paidOrders: 2 }],
    ]);
    expect(weekly).toEqual(
      WEEK_STARTS.map((weekStart) => ({
        weekStart,
        ...(expected.get(weekStart) ?? { signups: 0, checks: 0, paidOrders: 0 }),
      })),
    );
  });

  it("'this month' follows Irish summer time: 30 June 23:30 UTC is July in Dublin", async () => {
    const july = await getAdminStats(t.database.db, { now: new Date('2026-07-01T00:30:00Z'), currency: 'eur' });
    expect(july.users.newThisMonth).toBe(1);
    const lateJune = await getAdminStats(t.database.db, { now: new Date('2026-06-30T22:30:00Z'), currency: 'eur' });
    expect(lateJune.users.newThisMonth).toBe(0); // 23:30 IST on 30 June: the July user is not there yet in June's count
    expect(lateJune.weekly.at(-1)!.weekStart).toBe('2026-06-29');
  });

  it('money is shown in the configured currency', async () => {
    const gbp = await getAdminStats(t.database.db, { now: NOW, currency: 'gbp' });
    expect(gbp.totalRevenue).toEqual({ inPence: 14550, display: '£145.50' });
    expect(gbp.pdfOrders.revenueDisplay).toBe('£40.50');
  });

  it('GET /api/admin/stats answers an admin with the same figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    const direct = await getAdminStats(t.database.db, { now: new Date(), currency: t.config.currency });
    expect(body).toEqual(direct);
    expect(body).toMatchObject({
      users: { total: 6 },
      eligibilityChecks: { total: 9, eligible: 4, notEligible: 3 },
      pdfOrders: { paid: 3, revenueInPence: 4050 },
      documentRequests: { paid: 4, revenueInPence: 10500 },
      totalRevenue: { inPence: 14550 },
    });
    expect(body.weekly).toHaveLength(12);
  });
});

describe('percentages', () => {
  it('has one decimal and is 0 when there is nothing to divide', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(5, 5)).toBe(100);
    expect(percent(0, 0)).toBe(0);
  });
});

describe('an empty database', () => {
  it('answers zeros, not errors', async () => {
    const empty = await createTestApp();
    try {
      const stats = await getAdminStats(empty.database.db, { now: NOW, currency: 'eur' });
      expect(stats).toMatchObject({
        users: { total: 0, newThisMonth: 0 },
        eligibilityChecks: { total: 0, eligible: 0, notEligible: 0, alreadyIrish: 0, eligibilityRate: 0 },
        pdfOrders: { paid: 0, revenueInPence: 0, revenueDisplay: '€0.00' },
        documentRequests: { paid: 0, revenueInPence: 0 },
        conversion: { eligibilityToOrderRate: 0 },
        totalRevenue: { inPence: 0, display: '€0.00' },
      });
      expect(stats.weekly.every((w) => w.signups === 0 && w.checks === 0 && w.paidOrders === 0)).toBe(true);
    } finally {
      await empty.close();
    }
  });
});
