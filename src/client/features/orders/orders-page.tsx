import { ArrowLeft, ChevronRight, FileSearch, PackageOpen } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { amountLabel, isActive, isCompleted } from '#domain/orders/status.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { LoadError } from '#client/components/load-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { ORDER_DOCUMENTS_PATH, ORDERS_PATH, orderPath } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useDocumentRequests } from './api/get-document-requests.ts';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { orderDate, orderRef } from '#client/lib/order-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { PdfPurchases } from './pdf-purchases.tsx';
import { hasRegistryFeeToPay } from './registry-fees.tsx';

type TabId = 'all' | 'active' | 'completed';

/** Spec 'Orders' tabs: Active is pending, paid, processing and shipped; Completed is delivered or refunded. */
const TABS: { id: TabId; label: string; empty: string; filter: (o: DocumentRequestResponse) => boolean }[] = [
  { id: 'all', label: 'All Orders', empty: "You haven't placed any document orders yet.", filter: () => true },
  { id: 'active', label: 'Active', empty: "You don't have any active orders.", filter: (o) => isActive(o.status) },
  {
    id: 'completed',
    label: 'Completed',
    empty: "You don't have any completed orders.",
    filter: (o) => isCompleted(o.status),
  },
];

const newestFirst = (a: DocumentRequestResponse, b: DocumentRequestResponse) => b.createdAt.localeCompare(a.createdAt);

function EmptyState({ text }: { text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <PackageOpen className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-3 text-slate-700">{text}</p>
      <Button asChild className="mt-4">
        <Link to={ORDER_DOCUMENTS_PATH}>
          <FileSearch aria-hidden="true" />
          Start Document Request
        </Link>
      </Button>
    </div>
  );
}

/** The order has a registry fee waiting for payment: opening it shows the pay button. */
function FeeToPay() {
  return (
    <span className="block text-xs font-semibold text-amber-800" data-testid="registry-fee-to-pay">
      Registry fee to pay
    </span>
  );
}

/** Wide screens: the spec's five-column table; each row opens the order. */
function OrdersTable({
  orders,
  onOpen,
}: {
  orders: DocumentRequestResponse[];
  onOpen: (o: DocumentRequestResponse) => void;
}) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Order ID</TableHead>
            <TableHead scope="col">Ordered Date</TableHead>
            <TableHead scope="col">Status</TableHead>
            <TableHead scope="col" className="text-right">
              Number of Certificates
            </TableHead>
            <TableHead scope="col" className="text-right">
              Amount
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => (
            <TableRow
              key={order.id}
              data-order-id={order.id}
              className="cursor-pointer hover:bg-slate-50"
              onClick={() => onOpen(order)}
            >
              <TableCell>
                <button
                  type="button"
                  className="rounded font-mono font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(order);
                  }}
                >
                  <span className="sr-only">View order </span>
                  {orderRef(order.id)}
                </button>
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-700">{orderDate(order.createdAt)}</TableCell>
              <TableCell>
                <OrderStatusBadge status={order.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{order.documentsRequestedCount}</TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <span className="block font-medium tabular-nums">{formatMoney(order.totalCost, order.currency)}</span>{' '}
                <span className="block text-xs text-slate-600">{amountLabel(order.status)}</span>
                {hasRegistryFeeToPay(order) && <FeeToPay />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Phones: one card per order with the same five facts. */
function OrderCards({
  orders,
  onOpen,
}: {
  orders: DocumentRequestResponse[];
  onOpen: (o: DocumentRequestResponse) => void;
}) {
  return (
    <ul className="flex flex-col gap-3 sm:hidden">
      {orders.map((order) => (
        <li key={order.id} data-order-id={order.id}>
          <button
            type="button"
            onClick={() => onOpen(order)}
            className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span className="flex min-w-0 flex-1 flex-col gap-2">
              <span className="flex items-center justify-between gap-2">
                <span className="font-mono font-semibold text-brand-800">
                  <span className="sr-only">Order </span>
                  {orderRef(order.id)}
                </span>
                <OrderStatusBadge status={order.status} />
              </span>
              <span className="flex flex-wrap items-end justify-between gap-x-3 gap-y-2 text-xs text-slate-600">
                <span>
                  <span className="block">Ordered</span>
                  <span className="block text-sm whitespace-nowrap text-slate-900">{orderDate(order.createdAt)}</span>
                </span>
                <span>
                  <span className="block">Certificates</span>
                  <span className="block text-sm text-slate-900">{order.documentsRequestedCount}</span>
                </span>
                <span className="text-right">
                  <span className="block whitespace-nowrap">{amountLabel(order.status)}</span>
                  <span className="block text-sm font-semibold whitespace-nowrap text-slate-900">
                    {formatMoney(order.totalCost, order.currency)}
                  </span>
                  {hasRegistryFeeToPay(order) && <FeeToPay />}
                </span>
              </span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 'Orders (/orders)': status tracking, delivery information and payment history. `claims` is
 * the guarantee feature's section, which src/client/app passes in (features do not import each other).
 */
export function OrdersPage({ claims }: { claims?: ReactNode }) {
  usePageTitle('My Orders');
  const { data, isPending, isError, refetch } = useDocumentRequests();
  const [tab, setTab] = useState<TabId>('all');
  // An order's details have their address, /orders/:orderId (src/client/lib/paths.ts): emails link there.
  const openId = useParams().orderId ?? null;
  const navigate = useNavigate();
  const openedHere = (useLocation().state as { fromList?: boolean } | null)?.fromList === true;
  const orders = useMemo(() => [...(data ?? [])].sort(newestFirst), [data]);
  const open = orders.find((o) => o.id === openId) ?? null;
  const openOrder = (o: DocumentRequestResponse) => void navigate(orderPath(o.id), { state: { fromList: true } });
  // Closing returns to the list's own history entry when the details were opened from it, so Back does not reopen them.
  const close = () => void (openedHere ? navigate(-1) : navigate(ORDERS_PATH, { replace: true }));
  if (openId && data && !open) return <Navigate to={ORDERS_PATH} replace />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <h1 data-view-heading tabIndex={-1} className="mt-4 text-3xl font-bold text-slate-900 focus:outline-none">
        My Orders
      </h1>
      <p className="mt-1 text-slate-600">Order status tracking, delivery information and payment history.</p>

      <section aria-labelledby="document-orders-title" className="mt-8">
        <h2 id="document-orders-title" className="text-xl font-semibold text-slate-900">
          Your Document Orders
        </h2>
        {isPending ? (
          <Spinner label="Loading your orders" />
        ) : isError ? (
          <LoadError
            noun="Orders"
            message="We could not load your orders just now."
            onRetry={() => void refetch()}
            className="mt-4"
          />
        ) : (
          <Tabs value={tab} onValueChange={(v) => setTab(v as TabId)} className="mt-4">
            <TabsList aria-label="Filter orders" className="flex-wrap sm:w-auto">
              {TABS.map((t) => (
                <TabsTrigger key={t.id} value={t.id}>
                  {t.label} ({orders.filter(t.filter).length})
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((t) => {
              const list = orders.filter(t.filter);
              return (
                <TabsContent key={t.id} value={t.id} className="mt-4">
                  {list.length === 0 ? (
                    <EmptyState text={t.empty} />
                  ) : (
                    <>
                      <OrdersTable orders={list} onOpen={openOrder} />
                      <OrderCards orders={list} onOpen={openOrder} />
                    </>
                  )}
                </TabsContent>
              );
            })}
          </Tabs>
        )}
      </section>

      <PdfPurchases />

      {claims}

      <OrderDetailsDialog order={open} onClose={close} />
    </div>
  );
}
