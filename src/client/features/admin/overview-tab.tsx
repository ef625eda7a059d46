import { ClipboardCheck, FileText, Info, Landmark, Search, ShieldCheck, Users } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { STEP_WORDS } from '#domain/application/timeline.ts';
import type { AdminStats } from '#shared/admin.ts';
import { TIMELINE_STEPS } from '#shared/application.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAdminStats } from './api/get-stats.ts';
import { formatCount, formatPercent, formatWeek } from './format.ts';
import { QueuePanel } from './queue-panel.tsx';

/** The chart library loads only when the overview shows, in its own chunk. */
const WeeklyChart = lazy(() => import('./weekly-chart.tsx'));

function StatCard({
  title,
  value,
  detail,
  icon,
}: {
  title: string;
  value: string;
  detail: ReactNode;
  icon: ReactNode;
}) {
  return (
    <Card data-testid="stat-card" className="flex flex-col">
      <CardHeader className="flex-row items-start justify-between gap-2 space-y-0 p-4 pb-2 sm:p-6 sm:pb-2">
        <CardTitle className="text-sm font-medium text-slate-700">{title}</CardTitle>
        <span className="hidden text-brand-700 sm:block [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
      </CardHeader>
      <CardContent className="mt-auto p-4 pt-0 sm:p-6 sm:pt-0">
        <p className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 tabular-nums">
          {value}
        </p>
        <p className="mt-1 text-sm text-slate-600">{detail}</p>
      </CardContent>
    </Card>
  );
}

/**
 * The stat cards' grid: as many columns of at least 10rem as fit, so larger text gives fewer, wider
 * cards (at 200 % text four columns cut a figure like '€105.00').
 */
const STAT_GRID = 'grid grid-cols-[repeat(auto-fit,minmax(min(100%,10rem),1fr))] gap-3 sm:gap-6';

/** Eligible / not eligible / already Irish as one bar, with the counts written out. */
function EligibilityBreakdown({ checks }: { checks: AdminStats['eligibilityChecks'] }) {
  const parts = [
    { label: 'Eligible', count: checks.eligible, bar: 'bg-brand-600', dot: 'bg-brand-600' },
    { label: 'Not eligible', count: checks.notEligible, bar: 'bg-red-500', dot: 'bg-red-500' },
    { label: 'Already Irish', count: checks.alreadyIrish, bar: 'bg-sky-500', dot: 'bg-sky-500' },
  ];
  const total = Math.max(checks.total, 1);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Eligibility Breakdown</CardTitle>
        <CardDescription>Results of {formatCount(checks.total)} eligibility checks</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          className="flex h-3 w-full overflow-hidden rounded-full bg-slate-200"
          role="img"
          aria-label={parts.map((p) => `${p.label}: ${formatCount(p.count)}`).join(', ')}
        >
          {parts.map((p) =>
            p.count > 0 ? (
              <div key={p.label} className={p.bar} style={{ width: `${(p.count / total) * 100}%` }} />
            ) : null,
          )}
        </div>
        <dl className="mt-4 grid gap-2 text-sm">
          {parts.map((p) => (
            <div key={p.label} className="flex items-center justify-between gap-3">
              <dt className="flex items-center gap-2 text-slate-700">
                <span className={`size-2.5 rounded-full ${p.dot}`} aria-hidden="true" />
                {p.label}
              </dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatCount(p.count)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function ConversionCard({ stats }: { stats: AdminStats }) {
  const rate = stats.conversion.eligibilityToOrderRate;
  const paid = stats.pdfOrders.paid;
  const checks = stats.eligibilityChecks.total;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Conversion Rate</CardTitle>
        <CardDescription>Eligibility Check → PDF Order</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{formatPercent(rate)}</p>
        <div className="mt-3 h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div className="h-full bg-accent-500" style={{ width: `${Math.min(rate, 100)}%` }} />
        </div>
        <p className="mt-3 text-sm text-slate-600">
          {formatCount(paid)} paid PDF {paid === 1 ? 'order' : 'orders'} out of {formatCount(checks)}{' '}
          {checks === 1 ? 'check' : 'checks'}
        </p>
      </CardContent>
    </Card>
  );
}

function TotalRevenueCard({ stats }: { stats: AdminStats }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Total Revenue</CardTitle>
        <CardDescription>Paid orders only</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums" data-testid="total-revenue">
          {stats.totalRevenue.display}
        </p>
        <dl className="mt-4 grid gap-2 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-700">PDF Guides</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{stats.pdfOrders.revenueDisplay}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-700">Document Research</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{stats.documentRequests.revenueDisplay}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Where the money went: takings, refunds, registry fees passed on to the offices, and the margin left. */
function MoneyCard({ money }: { money: AdminStats['money'] }) {
  const rows = [
    { label: 'Taken', detail: 'every payment, refunded ones included', value: money.taken.display },
    {
      label: 'Refunds',
      detail: `${formatCount(money.refunds.count)} ${money.refunds.count === 1 ? 'refund' : 'refunds'}`,
      value: `− ${money.refunds.display}`,
    },
    {
      label: 'Registry costs',
      detail: `${formatCount(money.registryCosts.count)} ${money.registryCosts.count === 1 ? 'fee' : 'fees'} paid on to the offices`,
      value: `− ${money.registryCosts.display}`,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Refunds, Registry Costs and Margin</CardTitle>
        <CardDescription>What customers paid us, and what we keep</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm" data-testid="money">
          {rows.map((r) => (
            <div key={r.label} className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-700">
                {r.label} <span className="text-xs text-slate-600">({r.detail})</span>
              </dt>
              <dd className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{r.value}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-2">
            <dt className="font-semibold text-slate-900">
              Margin{' '}
              <span className="text-xs font-normal text-slate-600">
                ({formatPercent(money.margin.percentOfTaken)} of takings)
              </span>
            </dt>
            <dd className="text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">{money.margin.display}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** 'Your Application' (issue 21 item 8): users gathering documents, and posted applications by their step. */
function ApplicationsCard({ applications }: { applications: AdminStats['applications'] }) {
  const rows = [
    { label: 'Gathering documents', count: applications.gathering },
    ...TIMELINE_STEPS.map((step) => ({ label: STEP_WORDS[step], count: applications.byStep[step] })),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Applications by Step</CardTitle>
        <CardDescription>Where each user's application is in Your Application</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4" data-testid="applications-by-step">
          {rows.map((r) => (
            <div key={r.label} className="flex items-center justify-between gap-3">
              <dt className="text-slate-700">{r.label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatCount(r.count)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The weekly figures as a table: what the chart shows, for screen readers and as a fallback. */
function WeeklyTable({ weekly }: { weekly: AdminStats['weekly'] }) {
  // sr-only on a wrapper: a table ignores the 1px width and would widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>Sign-ups, eligibility checks and paid orders per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Sign-ups</th>
            <th scope="col">Checks</th>
            <th scope="col">Paid orders</th>
          </tr>
        </thead>
        <tbody>
          {weekly.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{formatWeek(w.weekStart)}</th>
              <td>{w.signups}</td>
              <td>{w.checks}</td>
              <td>{w.paidOrders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WeeklyCard({ weekly }: { weekly: AdminStats['weekly'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Last 12 Weeks</CardTitle>
        <CardDescription>
          Sign-ups, eligibility checks and paid orders per week (Monday to Sunday, Irish time)
        </CardDescription>
      </CardHeader>
      <CardContent>
        <WeeklyTable weekly={weekly} />
        <div className="h-72 w-full" aria-hidden="true" data-testid="weekly-chart">
          <Suspense fallback={<Spinner label="Loading chart" className="h-full py-0" />}>
            <WeeklyChart weekly={weekly} />
          </Suspense>
        </div>
      </CardContent>
    </Card>
  );
}

/** The overview opens on what is waiting (docs/decisions/060-the-admin-queue.md), then the figures. */
export function OverviewTab() {
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <QueuePanel />
      <Statistics />
    </div>
  );
}

function Statistics() {
  const { data: stats, isPending, isError } = useAdminStats();
  if (isPending) return <Spinner label="Loading statistics" />;
  if (isError || !stats) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Error Loading Dashboard</AlertTitle>
        <AlertDescription>The statistics could not be loaded. Please try again in a moment.</AlertDescription>
      </Alert>
    );
  }
  const { users, eligibilityChecks, pdfOrders, documentRequests } = stats;
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className={STAT_GRID}>
        <StatCard
          title="Total Users"
          value={formatCount(users.total)}
          detail={`+${formatCount(users.newThisMonth)} this month`}
          icon={<Users />}
        />
        <StatCard
          title="Eligibility Checks"
          value={formatCount(eligibilityChecks.total)}
          detail={`${formatPercent(eligibilityChecks.eligibilityRate)} eligible`}
          icon={<ClipboardCheck />}
        />
        <StatCard
          title="PDF Guide Revenue"
          value={pdfOrders.revenueDisplay}
          detail={`${formatCount(pdfOrders.paid)} sold`}
          icon={<FileText />}
        />
        <StatCard
          title="Document Research Revenue"
          value={documentRequests.revenueDisplay}
          detail={`${formatCount(documentRequests.paid)} orders`}
          icon={<Search />}
        />
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <EligibilityBreakdown checks={eligibilityChecks} />
        <ConversionCard stats={stats} />
        <TotalRevenueCard stats={stats} />
      </div>
      <MoneyCard money={stats.money} />
      <ApplicationsCard applications={stats.applications} />
      <div className={STAT_GRID}>
        <StatCard
          title="Office facts past 18 months"
          value={formatCount(stats.officeFacts.stale)}
          detail={
            <>
              of {formatCount(stats.officeFacts.total)} fees, times and addresses:{' '}
              <a href="/admin/facts" className="text-brand-800 underline">
                facts to re-check
              </a>
            </>
          }
          icon={<Landmark />}
        />
        <StatCard
          title="Claims waiting"
          value={formatCount(stats.claimsWaiting)}
          detail={
            <a href="/admin/claims" className="text-brand-800 underline">
              decide them in Claims
            </a>
          }
          icon={<ShieldCheck />}
        />
      </div>
      <WeeklyCard weekly={stats.weekly} />
      <p className="flex items-center gap-1.5 text-xs text-slate-600">
        <Info className="size-3.5" aria-hidden="true" />
        Revenue counts paid orders only; refunded, failed and pending orders are left out. Takings count every payment,
        registry fees included, and the margin is what is left after refunds and registry costs.
      </p>
    </div>
  );
}
