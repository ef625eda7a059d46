import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminUsersResponse } from '#shared/admin.ts';
import {
  applicationItems,
  applications,
  applicationSteps,
  documentRequests,
  eligibilityChecks,
  pdfOrders,
  user,
} from '#server/db/schema.ts';

/**
 * The admin counters (admin_daily_counts, decision 033) are kept by triggers: after any mix of
 * writes they equal a recount from the stored rows, and the users list's pages, which start from
 * them, are exactly the pages of a plain ORDER BY … OFFSET.
 */

let t: TestApp;
let admin: SignedIn;

type CountRow = { day: string; metric: string; n: number; amount: number };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The counters without the rows that went back to zero (a recount leaves those out). */
async function counters(): Promise<CountRow[]> {
  const result = await t.database.db.execute(sql`
    select day::text as day, metric, n::int as n, amount::int as amount from admin_daily_counts
    where n <> 0 or amount <> 0 order by day, metric`);
  return rowsOf<CountRow>(result);
}

async function recounted(): Promise<CountRow[]> {
  await t.database.db.execute(sql`select admin_counts_rebuild()`);
  return counters();
}

const at = (iso: string) => new Date(iso);
const person = (id: string, createdAt: string) => ({
  id,
  name: `Person ${id}`,
  email: `${id}@example.com`,
  createdAt: at(createdAt),
});

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'counters.admin@example.com' });
  admin = await signIn(t, 'counters.admin@example.com');
});
afterAll(() => t?.close());

describe('admin counters', () => {
  it('follow inserts, updates and deletes of users, checks and orders', async () => {
    const db = t.database.db;
    await db.insert(user).values([
      person('c-1', '2026-10-24T22:59:00Z'), // Saturday 24 Oct 23:59 IST
      person('c-2', '2026-10-24T23:01:00Z'), // Sunday 25 Oct 00:01 IST
      person('c-3', '2026-10-25T23:30:00Z'), // Sunday 25 Oct 23:30 GMT (summer time has ended)
      person('c-4', '2026-11-02T10:00:00Z'),
    ]);
    await db
      .update(user)
      .set({ createdAt: at('2026-09-01T10:00:00Z') })
      .where(eq(user.id, 'c-4'));
    await db.insert(eligibilityChecks).values([
      { q1: 'no', reason: 'eligible', isEligible: true, userId: 'c-1', createdAt: at('2026-10-24T23:30:00Z') },
      { q1: 'no', reason: 'not_eligible', isEligible: false, createdAt: at('2026-10-25T10:00:00Z') },
      { q1: 'no', reason: 'born_in_ireland', isEligible: false, createdAt: at('2026-10-26T10:00:00Z') },
    ]);
    await db
      .update(eligibilityChecks)
      .set({ reason: 'already_citizen' })
      .where(eq(eligibilityChecks.reason, 'born_in_ireland'));
    const order = (status: 'pending' | 'paid', amount: number) => ({
      userId: 'c-2',
      baseAmount: 1500,
      discountAmount: 1500 - amount,
      amount,
      currency: 'eur',
      status,
      provider: 'test' as const,
      paidAt: status === 'paid' ? at('2026-10-30T10:00:00Z') : null,
    });
    const [pending, paid, refunded] = await db
      .insert(pdfOrders)
      .values([order('pending', 1500), order('paid', 1050), order('paid', 1500)])
      .returning();
    await db
      .update(pdfOrders)
      .set({ status: 'paid', paidAt: at('2026-11-01T00:30:00Z') })
      .where(eq(pdfOrders.id, pending.id));
    await db.update(pdfOrders).set({ status: 'refunded' }).where(eq(pdfOrders.id, refunded.id));
    await db
      .update(pdfOrders)
      .set({ paidAt: at('2026-10-31T10:00:00Z') })
      .where(eq(pdfOrders.id, paid.id));
    const [request] = await db
      .insert(documentRequests)
      .values({
        userId: 'c-3',
        kind: 'manual',
        status: 'pending',
        documentsNeeded: '[]',
        documentsRequestedCount: 2,
        unitPrice: 1500,
        baseAmount: 3000,
        totalCost: 3000,
        currency: 'eur',
        provider: 'test',
      })
      .returning();
    for (const status of ['paid', 'processing', 'shipped', 'delivered', 'refunded'] as const) {
      await db
        .update(documentRequests)
        .set({ status, paidAt: at('2026-10-29T10:00:00Z') })
        .where(eq(documentRequests.id, request.id));
    }
    await db.update(documentRequests).set({ status: 'delivered' }).where(eq(documentRequests.id, request.id));
    // Deleting an account removes the user and their checks; the orders stay, unlinked.
    await db.delete(eligibilityChecks).where(eq(eligibilityChecks.userId, 'c-1'));
    await db.delete(user).where(eq(user.id, 'c-2'));

    const kept = await counters();
    expect(kept).toContainEqual({ day: '2026-10-25', metric: 'signups', n: 1, amount: 0 }); // c-3; c-2 deleted
    expect(kept).toContainEqual({ day: '2026-09-01', metric: 'signups', n: 1, amount: 0 }); // c-4, moved
    expect(kept).toContainEqual({ day: '2026-11-01', metric: 'pdf_paid', n: 1, amount: 1500 });
    expect(kept).toContainEqual({ day: '2026-10-31', metric: 'pdf_paid', n: 1, amount: 1050 });
    expect(kept).toContainEqual({ day: '2026-10-29', metric: 'documents_paid', n: 1, amount: 3000 });
    expect(kept).toContainEqual({ day: '2026-10-26', metric: 'check:already_citizen', n: 1, amount: 0 });
    expect(kept.some((r) => r.metric === 'check:eligible' || r.metric === 'check:born_in_ireland')).toBe(false);
    expect(kept).toEqual(await recounted());
  });

  it('are recounted after a TRUNCATE', async () => {
    await t.database.db.execute(sql`truncate eligibility_checks`);
    const after = await counters();
    expect(after.some((r) => r.metric.startsWith('check:'))).toBe(false);
    expect(after.some((r) => r.metric === 'signups')).toBe(true);
  });
});

describe('applications by stage', () => {
  type StageRow = { stage: string; n: number };
  const stages = async () =>
    rowsOf<StageRow>(
      await t.database.db.execute(
        sql`select stage, n::int as n from admin_application_counts where n <> 0 order by stage`,
      ),
    );
  /** The count the overview made before the counters: a scan of every application's rows. */
  const scanned = async () =>
    rowsOf<StageRow>(
      await t.database.db.execute(sql`
        select step as stage, count(*)::int as n from (
          select distinct on (user_id) user_id, step from application_steps order by user_id, "on" desc, created_at desc
        ) latest group by step
        union all
        select 'gathering', count(distinct i.user_id)::int from application_items i
          where not exists (select 1 from applications a where a.user_id = i.user_id)
          having count(distinct i.user_id) > 0
        order by stage`),
    );

  it('follow items, postings and timeline steps, a removed item, a moved step and a deleted account', async () => {
    const db = t.database.db;
    await db
      .insert(user)
      .values([
        person('a-1', '2026-11-01T10:00:00Z'),
        person('a-2', '2026-11-01T10:00:00Z'),
        person('a-3', '2026-11-01T10:00:00Z'),
      ]);
    const items = (userId: string, ...keys: string[]) =>
      db.insert(applicationItems).values(keys.map((itemKey) => ({ userId, itemKey })));
    const posting = (userId: string) =>
      db.insert(applications).values({ userId, postedOn: '2026-11-10', signedOn: '2026-11-09', readyWhenPosted: true });
    const step = (userId: string, s: 'posted' | 'received' | 'approved', on: string) =>
      db.insert(applicationSteps).values({ userId, step: s, on }).returning({ id: applicationSteps.id });

    await items('a-1', 'photos', 'id', 'address');
    await items('a-2', 'photos');
    await items('a-3', 'photos', 'id');
    expect(await stages()).toEqual([{ stage: 'gathering', n: 3 }]);

    await posting('a-2');
    await step('a-2', 'posted', '2026-11-10');
    await posting('a-3');
    await step('a-3', 'posted', '2026-11-10');
    const [received] = await step('a-3', 'received', '2026-11-20');
    expect(await stages()).toEqual([
      { stage: 'gathering', n: 1 },
      { stage: 'posted', n: 1 },
      { stage: 'received', n: 1 },
    ]);

    // A step dated before the latest one does not become the stage; moving it after does.
    const [approved] = await step('a-2', 'approved', '2026-11-05');
    expect(await stages()).toContainEqual({ stage: 'posted', n: 1 });
    await db.update(applicationSteps).set({ on: '2026-12-01' }).where(eq(applicationSteps.id, approved!.id));
    await db.delete(applicationSteps).where(eq(applicationSteps.id, received!.id));
    await db.delete(applicationItems).where(eq(applicationItems.userId, 'a-1'));
    expect(await stages()).toEqual([
      { stage: 'approved', n: 1 },
      { stage: 'posted', n: 1 },
    ]);

    await db.delete(user).where(eq(user.id, 'a-2'));
    expect(await stages()).toEqual([{ stage: 'posted', n: 1 }]);
    expect(await stages()).toEqual(await scanned());
    await db.execute(sql`select admin_application_counts_rebuild()`);
    expect(await stages()).toEqual(await scanned());
  });

  it('are recounted after a TRUNCATE', async () => {
    await t.database.db.execute(sql`truncate application_steps`);
    // The one user left was posted, with items: without steps they are at no stage.
    expect(await stages()).toEqual([]);
    expect(await scanned()).toEqual([]);
  });
});

describe('pages of all users, started from the counters', () => {
  it('are the pages of a plain ORDER BY created_at DESC, id DESC … OFFSET, for every page size', async () => {
    const db = t.database.db;
    // Several users a day, some at the same instant, across the end of Irish summer time.
    const same = '2026-03-29T00:30:00Z'; // the night summer time begins
    await db
      .insert(user)
      .values([
        ...Array.from({ length: 17 }, (_, i) =>
          person(
            `p-${String(i).padStart(2, '0')}`,
            new Date(Date.UTC(2026, 2, 27 + (i % 5), i % 24, 30)).toISOString(),
          ),
        ),
        person('p-same-a', same),
        person('p-same-b', same),
        person('p-same-c', same),
      ]);
    const expected = rowsOf<{ id: string }>(
      await db.execute(sql`select id from "user" order by created_at desc, id desc`),
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(20);
    for (const pageSize of [1, 3, 7, 20]) {
      const pages = Math.ceil(expected.length / pageSize) + 1; // and one page past the end
      for (let page = 1; page <= pages; page++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/admin/users?page=${page}&pageSize=${pageSize}`,
          headers: { cookie: admin.cookie },
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = adminUsersResponse.parse(res.json());
        expect(body.total).toBe(expected.length);
        expect(
          body.users.map((u) => u.id),
          `page ${page} of ${pageSize}`,
        ).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
      }
    }
  });
});
