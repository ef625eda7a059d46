import { sql } from 'drizzle-orm';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { AdminStats } from '#shared/admin.ts';
import { TIMELINE_STEPS, type TimelineStep } from '#shared/application.ts';
import type { Db } from '#server/db/client.ts';

/** The business's calendar: 'this month' and weeks are counted in Irish time. */
export const STATS_TIME_ZONE = 'Europe/Dublin';
export const WEEKS_SHOWN = 12;

/** Document research orders that count as paid (and as revenue): paid and every step after it. */
export const PAID_DOCUMENT_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;

const paidDocumentStatuses = sql.join(
  PAID_DOCUMENT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

type UsersRow = { users_total: number; users_new: number };
type ChecksRow = { reason: string; n: number };
type OrdersRow = { pdf_paid: number; pdf_revenue: number; docs_paid: number; docs_revenue: number };
type WeekRow = { week_start: string; signups: number; checks: number; paid_orders: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A percentage with one decimal; 0 when there is nothing to divide by. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

/**
 * The admin overview, computed in SQL from the stored records. `now` decides 'this month' (the
 * calendar month in Europe/Dublin that contains it) and the 12 weeks shown (the last one contains it).
 */
export async function getAdminStats(db: Db, opts: { now: Date; currency: string }): Promise<AdminStats> {
  const now = opts.now.toISOString();
  const tz = STATS_TIME_ZONE;

  // Four statements, run side by side on PostgreSQL's pool; each is served by an index or one scan.
  const usersQuery = sql`
    with month as (
      select date_trunc('month', ${now}::timestamptz at time zone ${tz}) as local_start
    ), bounds as (
      select local_start at time zone ${tz} as month_start,
             (local_start + interval '1 month') at time zone ${tz} as next_month_start
      from month
    )
    select
      (select count(*)::int from "user") as users_total,
      (select count(*)::int from "user", bounds
         where "user".created_at >= bounds.month_start and "user".created_at < bounds.next_month_start) as users_new`;

  // Grouped by reason: one pass, and an index-only scan when eligibility_checks(reason) is indexed.
  const checksQuery = sql`
    select reason, count(*)::int as n from eligibility_checks group by reason`;

  const ordersQuery = sql`
    select p.pdf_paid, p.pdf_revenue, d.docs_paid, d.docs_revenue
    from
      (select count(*)::int as pdf_paid, coalesce(sum(amount), 0)::float8 as pdf_revenue
         from pdf_orders where status = 'paid') p,
      (select count(*)::int as docs_paid, coalesce(sum(total_cost), 0)::float8 as docs_revenue
         from document_requests where status in (${paidDocumentStatuses})) d`;

  // Week bounds are computed once; each count is then an index range scan (no per-row time zone work).
  const weeklyQuery = sql`
    with this_week as (
      select date_trunc('week', ${now}::timestamptz at time zone ${tz}) as local_start
    ), weeks as (
      select gs as local_start, gs at time zone ${tz} as lo, (gs + interval '1 week') at time zone ${tz} as hi
      from this_week,
        generate_series(this_week.local_start - interval '${sql.raw(String(WEEKS_SHOWN - 1))} weeks', this_week.local_start, interval '1 week') gs
    )
    select to_char(w.local_start, 'YYYY-MM-DD') as week_start,
      (select count(*)::int from "user" u where u.created_at >= w.lo and u.created_at < w.hi) as signups,
      (select count(*)::int from eligibility_checks e where e.created_at >= w.lo and e.created_at < w.hi) as checks,
      (select count(*)::int from pdf_orders o where o.status = 'paid' and o.paid_at >= w.lo and o.paid_at < w.hi)
        + (select count(*)::int from document_requests r
             where r.status in (${paidDocumentStatuses}) and r.paid_at >= w.lo and r.paid_at < w.hi) as paid_orders
    from weeks w
    order by w.local_start`;

  // Each posted application's current step is its latest; users with items but no posting are gathering.
  const applicationsQuery = sql`
    select step, count(*)::int as n from (
      select distinct on (user_id) user_id, step from application_steps order by user_id, "on" desc, created_at desc
    ) latest group by step
    union all
    select 'gathering', count(distinct i.user_id)::int from application_items i
      where not exists (select 1 from applications a where a.user_id = i.user_id)`;

  const [usersResult, checksResult, ordersResult, weeklyResult, applicationsResult] = await Promise.all([
    db.execute(usersQuery),
    db.execute(checksQuery),
    db.execute(ordersQuery),
    db.execute(weeklyQuery),
    db.execute(applicationsQuery),
  ]);
  const byStep = new Map(rowsOf<ChecksRow & { step: string }>(applicationsResult).map((r) => [r.step, Number(r.n)]));
  const byReason = new Map(rowsOf<ChecksRow>(checksResult).map((r) => [r.reason, Number(r.n)]));
  const reasons = (...names: string[]) => names.reduce((sum, name) => sum + (byReason.get(name) ?? 0), 0);
  const t = {
    ...rowsOf<UsersRow>(usersResult)[0],
    ...rowsOf<OrdersRow>(ordersResult)[0],
    checks_total: [...byReason.values()].reduce((a, b) => a + b, 0),
    checks_eligible: reasons('eligible'),
    checks_not_eligible: reasons('not_eligible'),
    checks_already_irish: reasons('born_in_ireland', 'already_citizen'),
  };
  const weeks = rowsOf<WeekRow>(weeklyResult);

  const money = (minor: number) => formatMoney(minor, opts.currency);
  const pdfRevenue = Number(t.pdf_revenue);
  const docsRevenue = Number(t.docs_revenue);
  const checksTotal = Number(t.checks_total);
  const checksEligible = Number(t.checks_eligible);
  const pdfPaid = Number(t.pdf_paid);
  return {
    users: { total: Number(t.users_total), newThisMonth: Number(t.users_new) },
    eligibilityChecks: {
      total: checksTotal,
      eligible: checksEligible,
      notEligible: Number(t.checks_not_eligible),
      alreadyIrish: Number(t.checks_already_irish),
      eligibilityRate: percent(checksEligible, checksTotal),
    },
    pdfOrders: { paid: pdfPaid, revenueInPence: pdfRevenue, revenueDisplay: money(pdfRevenue) },
    documentRequests: { paid: Number(t.docs_paid), revenueInPence: docsRevenue, revenueDisplay: money(docsRevenue) },
    conversion: { eligibilityToOrderRate: percent(pdfPaid, checksTotal) },
    totalRevenue: { inPence: pdfRevenue + docsRevenue, display: money(pdfRevenue + docsRevenue) },
    currency: opts.currency,
    applications: {
      gathering: byStep.get('gathering') ?? 0,
      byStep: Object.fromEntries(TIMELINE_STEPS.map((s) => [s, byStep.get(s) ?? 0])) as Record<TimelineStep, number>,
    },
    weekly: weeks.map((w) => ({
      weekStart: w.week_start,
      signups: Number(w.signups),
      checks: Number(w.checks),
      paidOrders: Number(w.paid_orders),
    })),
  };
}
