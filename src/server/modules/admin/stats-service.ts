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

  const [countsResult, weeklyResult, applicationsResult] = await Promise.all([
    db.execute(totalsQuery),
    db.execute(weeklyQuery),
    db.execute(applicationsQuery),
  ]);
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
    officeFacts: officeFactCounts(opts.now),
    weekly: weeks.map((w) => ({
      weekStart: w.week_start,
      signups: Number(w.signups),
      checks: Number(w.checks),
      paidOrders: Number(w.paid_orders),
    })),
  };
}
