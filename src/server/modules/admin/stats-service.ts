import { sql } from 'drizzle-orm';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { AdminStats } from '#shared/admin.ts';
import { TIMELINE_STEPS, type TimelineStep } from '#shared/application.ts';
import { rowsOf, type Db } from '#server/db/client.ts';
import { officeFactCounts } from './office-facts-service.ts';

/** The business's calendar: 'this month' and weeks are counted in Irish time. */
export const STATS_TIME_ZONE = 'Europe/Dublin';
export const WEEKS_SHOWN = 12;

type CountsRow = { metric: string; n: number; amount: number; n_month: number };
type MoneyRow = {
  pdf_taken: number;
  docs_taken: number;
  fees_taken: number;
  refunds: number;
  refunded: number;
  registry_count: number;
  registry_costs: number;
  claims_waiting: number;
};
type WeekRow = { week_start: string; signups: number; checks: number; paid_orders: number };

/** A percentage with one decimal; 0 when there is nothing to divide by. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

/**
 * The admin overview, summed from the daily counters in SQL. `now` decides 'this month' (the
 * calendar month in Europe/Dublin that contains it) and the 12 weeks shown (the last one contains it).
 */
export async function getAdminStats(db: Db, opts: { now: Date; currency: string }): Promise<AdminStats> {
  const now = opts.now.toISOString();
  const tz = STATS_TIME_ZONE;

  // Two statements over admin_daily_counts (one row per Irish day and measure, kept by triggers in
  // the same transaction as every write: decision 033), so neither grows with the users or orders.
  const totalsQuery = sql`
    with month as (select date_trunc('month', ${now}::timestamptz at time zone ${tz}) as local_start)
    select c.metric, sum(c.n)::float8 as n, sum(c.amount)::float8 as amount,
      coalesce(sum(c.n) filter (
        where c.day >= m.local_start::date and c.day < (m.local_start + interval '1 month')::date), 0)::float8 as n_month
    from admin_daily_counts c, month m
    group by c.metric`;

  const weeklyQuery = sql`
    with weeks as (
      select date_trunc('week', ${now}::timestamptz at time zone ${tz})::date - 7 * k as lo
      from generate_series(0, ${sql.raw(String(WEEKS_SHOWN - 1))}) k
    )
    select to_char(w.lo, 'YYYY-MM-DD') as week_start,
      coalesce(sum(c.n) filter (where c.metric = 'signups'), 0)::int as signups,
      coalesce(sum(c.n) filter (where c.metric like 'check:%'), 0)::int as checks,
      coalesce(sum(c.n) filter (where c.metric in ('pdf_paid', 'documents_paid')), 0)::int as paid_orders
    from weeks w
    left join admin_daily_counts c on c.day >= w.lo and c.day < w.lo + 7
    group by w.lo
    order by w.lo`;

  // Users per stage of their application: kept by triggers, like the daily counts (migration 0011).
  const applicationsQuery = sql`select stage as step, n::int as n from admin_application_counts where n <> 0`;

  // Refunds, registry fees and waiting claims from their own rows: the status indexes keep these
  // to the paid and refunded rows (docs/decisions/060-the-admin-queue.md). A certificate refunded
  // on its own counts its share until the whole order is refunded (decision 065).
  const moneyQuery = sql`
    select
      (select coalesce(sum(amount), 0) from pdf_orders where status in ('paid', 'refunded') and paid_at is not null)::float8 as pdf_taken,
      (select coalesce(sum(total_cost), 0) from document_requests
        where status in ('paid', 'processing', 'shipped', 'delivered', 'refunded') and paid_at is not null)::float8 as docs_taken,
      (select coalesce(sum(amount), 0) from registry_fee_lines where status in ('paid', 'refunded'))::float8 as fees_taken,
      (select count(*) from pdf_orders where status = 'refunded')::int
        + (select count(*) from document_requests where status = 'refunded' and paid_at is not null)::int
        + (select count(*) from registry_fee_lines where status = 'refunded')::int
        + (select count(*) from order_lines l join document_requests d on d.id = l.order_id
            where l.refund_amount > 0 and d.status <> 'refunded')::int as refunds,
      (select coalesce(sum(amount), 0) from pdf_orders where status = 'refunded')::float8
        + (select coalesce(sum(total_cost), 0) from document_requests where status = 'refunded' and paid_at is not null)::float8
        + (select coalesce(sum(amount), 0) from registry_fee_lines where status = 'refunded')::float8
        + (select coalesce(sum(l.refund_amount), 0) from order_lines l join document_requests d on d.id = l.order_id
            where l.refund_amount > 0 and d.status <> 'refunded')::float8 as refunded,
      (select count(*) from registry_fee_lines where status = 'paid')::int as registry_count,
      (select coalesce(sum(amount), 0) from registry_fee_lines where status = 'paid')::float8 as registry_costs,
      (select count(*) from guarantee_claims where status in ('submitted', 'under_review', 'refund_failed'))::int as claims_waiting`;

  const [countsResult, weeklyResult, applicationsResult, moneyResult] = await Promise.all([
    db.execute(totalsQuery),
    db.execute(weeklyQuery),
    db.execute(applicationsQuery),
    db.execute(moneyQuery),
  ]);
  const [m] = rowsOf<MoneyRow>(moneyResult);
  const byStep = new Map(rowsOf<{ step: string; n: number }>(applicationsResult).map((r) => [r.step, Number(r.n)]));
  const counts = new Map(rowsOf<CountsRow>(countsResult).map((r) => [r.metric, r]));
  const sum = (field: 'n' | 'amount' | 'n_month', ...metrics: string[]) =>
    metrics.reduce((total, metric) => total + Number(counts.get(metric)?.[field] ?? 0), 0);
  const checkMetrics = [...counts.keys()].filter((m) => m.startsWith('check:'));
  const t = {
    users_total: sum('n', 'signups'),
    users_new: sum('n_month', 'signups'),
    pdf_paid: sum('n', 'pdf_paid'),
    pdf_revenue: sum('amount', 'pdf_paid'),
    docs_paid: sum('n', 'documents_paid'),
    docs_revenue: sum('amount', 'documents_paid'),
    checks_total: sum('n', ...checkMetrics),
    checks_eligible: sum('n', 'check:eligible'),
    checks_not_eligible: sum('n', 'check:not_eligible'),
    checks_already_irish: sum('n', 'check:born_in_ireland', 'check:already_citizen'),
  };
  const weeks = rowsOf<WeekRow>(weeklyResult);

  const money = (minor: number) => formatMoney(minor, opts.currency);
  const pdfRevenue = Number(t.pdf_revenue);
  const docsRevenue = Number(t.docs_revenue);
  const checksTotal = Number(t.checks_total);
  const checksEligible = Number(t.checks_eligible);
  const pdfPaid = Number(t.pdf_paid);
  const taken = Number(m.pdf_taken) + Number(m.docs_taken) + Number(m.fees_taken);
  const refunded = Number(m.refunded);
  const registryCosts = Number(m.registry_costs);
  const margin = taken - refunded - registryCosts;
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
    money: {
      taken: { inPence: taken, display: money(taken) },
      refunds: { count: Number(m.refunds), inPence: refunded, display: money(refunded) },
      registryCosts: { count: Number(m.registry_count), inPence: registryCosts, display: money(registryCosts) },
      margin: { inPence: margin, display: money(margin), percentOfTaken: percent(margin, taken) },
    },
    claimsWaiting: Number(m.claims_waiting),
    currency: opts.currency,
    applications: {
      gathering: byStep.get('gathering') ?? 0,
      byStep: Object.fromEntries(TIMELINE_STEPS.map((s) => [s, byStep.get(s) ?? 0])) as Record<TimelineStep, number>,
    },
    officeFacts: officeFactCounts(opts.now),
    weekly: weeks.map((w) => ({
      weekStart: w.week_start,
      signups: Number(w.signups),
      checks: Number(w.checks),
      paidOrders: Number(w.paid_orders),
    })),
  };
}
