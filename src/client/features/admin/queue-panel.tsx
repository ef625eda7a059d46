import {
  AlertTriangle,
  CheckCircle2,
  ChevronRight,
  Hourglass,
  Inbox,
  Landmark,
  MailWarning,
  ReceiptText,
  ShieldCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { waitedLabel } from '#domain/orders/queue.ts';
import type { AdminQueue } from '#shared/admin-queue.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { orderRef } from '#client/lib/order-format.ts';
import { useAdminQueue } from './api/get-queue.ts';
import { formatCount } from './format.ts';
import { adminTabPath } from '#client/lib/paths.ts';

/** How many entries each list shows; the tab it links to has the rest. */
const SHOWN = 8;

const CLAIM_STATUS: Record<AdminQueue['claimsToDecide'][number]['status'], string> = {
  submitted: 'New',
  under_review: 'Under review',
  refund_failed: 'Refund failed',
};

/** The admin page's address for a tab, with a search for the Orders tab. */
const tabLink = (tab: string, q?: string) =>
  `${adminTabPath(tab)}${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`;

const ago = (days: number) => (days === 0 ? 'today' : `${waitedLabel(days)} ago`);

function QueueSection<T>({
  title,
  icon,
  items,
  total = items.length,
  more,
  children,
}: {
  title: string;
  icon: ReactNode;
  items: readonly T[];
  total?: number;
  /** Where the whole list is, when it is longer than the entries shown. */
  more: { to: string; label: string };
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2" data-testid="queue-section">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <span className="text-brand-700 [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {title}
        <Badge variant={total > 0 ? 'accent' : 'neutral'} className="tabular-nums">
          {formatCount(total)}
        </Badge>
      </h3>
      {total === 0 ? (
        <p className="text-sm text-slate-600">Nothing waiting.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
          {items.slice(0, SHOWN).map(children)}
        </ul>
      )}
      {total > Math.min(items.length, SHOWN) && (
        <Link to={more.to} className="text-sm font-medium text-brand-800 underline underline-offset-2">
          {more.label}
        </Link>
      )}
    </section>
  );
}

/** One entry: a link to where the operator acts, what it is, and how long it has waited. */
function Entry({
  to,
  label,
  detail,
  age,
  warning,
}: {
  to: string;
  label: ReactNode;
  detail: ReactNode;
  age: string;
  warning?: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 px-3 py-2.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
      >
        {/* On a phone the age goes under the entry, leaving the line to the name. */}
        <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium break-words text-slate-900">{label}</span>
            <span className="break-words text-slate-600">{detail}</span>
          </span>
          <span className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end sm:gap-1 sm:text-right">
            <span className="text-xs whitespace-nowrap text-slate-700">{age}</span>
            {warning && (
              <Badge variant="danger" className="gap-1 whitespace-nowrap" data-testid="overdue">
                <AlertTriangle className="size-3" aria-hidden="true" />
                {warning}
              </Badge>
            )}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * The top of the admin overview: what is waiting, oldest first, each entry linking to where the
 * operator acts (docs/decisions/060-the-admin-queue.md).
 */
export function QueuePanel() {
  const { data: queue, isPending, isError } = useAdminQueue();
  if (isPending) return <Spinner label="Loading what is waiting" />;
  if (isError || !queue) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Error Loading the Queue</AlertTitle>
        <AlertDescription>What is waiting could not be loaded. Please try again in a moment.</AlertDescription>
      </Alert>
    );
  }
  const { ordersToPlace, linesAtOffice, feesToConfirm, claimsToDecide, failedEmails, warnAfterDays } = queue;
  const overdue = ordersToPlace.filter((o) => o.overdue).length;
  const waiting =
    ordersToPlace.length + linesAtOffice.length + feesToConfirm.length + claimsToDecide.length + failedEmails.total;
  return (
    <Card data-testid="admin-queue">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Inbox className="size-5 text-brand-700" aria-hidden="true" />
          Waiting for you
        </CardTitle>
        <CardDescription>
          {waiting === 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <CheckCircle2 className="size-4 text-brand-700" aria-hidden="true" />
              Nothing is waiting. New paid orders and claims appear here, oldest first.
            </span>
          ) : (
            <>
              Oldest first. Paid orders are flagged once they wait more than {waitedLabel(warnAfterDays)} to be ordered
              from the office
              {overdue > 0 && (
                <strong className="text-red-800">
                  {' '}
                  ({formatCount(overdue)} {overdue === 1 ? 'is' : 'are'} overdue)
                </strong>
              )}
              .
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <QueueSection
          title="Orders to place with the office"
          icon={<Landmark />}
          items={ordersToPlace}
          more={{ to: tabLink('orders'), label: 'All paid orders in the Orders tab' }}
        >
          {(o) => (
            <Entry
              key={o.id}
              to={tabLink('orders', orderRef(o.id))}
              label={
                <>
                  <span className="font-mono">{orderRef(o.id)}</span> · {o.customer}
                </>
              }
              detail={`${o.documents} ${o.documents === 1 ? 'certificate' : 'certificates'} to order`}
              age={`Paid ${ago(o.days)}`}
              warning={o.overdue ? `Over ${waitedLabel(warnAfterDays)}` : undefined}
            />
          )}
        </QueueSection>
        <QueueSection
          title="Certificates awaited from the office"
          icon={<Hourglass />}
          items={linesAtOffice}
          more={{ to: tabLink('orders'), label: 'All orders in the Orders tab' }}
        >
          {(l) => (
            <Entry
              key={`${l.orderId}-${l.documentIndex}`}
              to={tabLink('orders', orderRef(l.orderId))}
              label={
                <>
                  <span className="font-mono">{orderRef(l.orderId)}</span> · {l.certificate}
                </>
              }
              detail={l.officeReference ? `Office reference ${l.officeReference}` : 'No office reference recorded'}
              age={`Ordered ${ago(l.days)}`}
            />
          )}
        </QueueSection>
        <QueueSection
          title="Registry fees to confirm with the office"
          icon={<ReceiptText />}
          items={feesToConfirm}
          more={{ to: tabLink('orders'), label: 'All orders in the Orders tab' }}
        >
          {(f) => (
            <Entry
              key={f.lineId}
              to={tabLink('orders', orderRef(f.orderId))}
              label={<span className="font-mono">{orderRef(f.orderId)}</span>}
              detail={`Certificate ${f.documentIndex + 1}: the office's fee, asked for at cost`}
              age={f.days === 0 ? 'Since today' : `Waiting ${waitedLabel(f.days)}`}
            />
          )}
        </QueueSection>
        <QueueSection
          title="Claims to decide"
          icon={<ShieldCheck />}
          items={claimsToDecide}
          more={{ to: tabLink('claims'), label: 'All claims in the Claims tab' }}
        >
          {(c) => (
            <Entry
              key={c.id}
              to={tabLink('claims')}
              label={c.claimant}
              detail={`${CLAIM_STATUS[c.status]} · ${c.amountDisplay}`}
              age={`Filed ${ago(c.days)}`}
            />
          )}
        </QueueSection>
        <QueueSection
          title="Emails that failed"
          icon={<MailWarning />}
          items={failedEmails.oldest}
          total={failedEmails.total}
          more={{ to: tabLink('system'), label: 'All failed emails in the System tab' }}
        >
          {(m) => (
            <Entry
              key={m.id}
              to={tabLink('system')}
              label={m.subject}
              detail="Retry it from the System tab"
              age={`Sent ${ago(m.days)}`}
            />
          )}
        </QueueSection>
      </CardContent>
    </Card>
  );
}
