import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { amountLabel } from '#domain/orders/status.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import { LoadError } from '#client/components/load-error.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { orderDate, orderRef } from '#client/lib/order-format.ts';
import { GUIDE_PATH } from '#client/lib/paths.ts';
import { usePdfOrders } from '#client/lib/queries/pdf-orders.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** What the buyer does next with a purchase, by its status. */
const NEXT: Record<string, string> = {
  paid: 'Download it from the Template Guide.',
  pending: 'Not paid yet: you can complete the payment from the Template Guide.',
  failed: 'The payment did not go through; nothing was charged.',
  refunded: 'This purchase was refunded.',
};

/** The PDF application pack purchases (issue 19 item 4): the order list's other half of the payment history. */
export function PdfPurchases() {
  const { data, isPending, isError, refetch } = usePdfOrders();
  const orders = data ?? [];
  if (!isPending && !isError && orders.length === 0) return null;
  return (
    <section aria-labelledby="pdf-purchases-title" className="mt-12">
      <h2 id="pdf-purchases-title" className="text-xl font-semibold text-slate-900">
        Your Purchases
      </h2>
      <p className="mt-1 text-slate-600">Your personalised PDF application pack.</p>
      {isPending ? (
        <Spinner label="Loading your purchases" className="py-8" />
      ) : isError ? (
        <LoadError
          noun="Purchases"
          message="We could not load your purchases just now."
          onRetry={() => void refetch()}
          className="mt-4"
        />
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {orders.map((order) => (
            <li
              key={order.id}
              data-pdf-order-id={order.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
            >
              <FileText className="hidden size-8 shrink-0 text-brand-700 sm:block" aria-hidden="true" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">Personalised PDF Guide</span>
                  <OrderStatusBadge status={order.paymentStatus} />
                </p>
                <p className="text-sm text-slate-600">
                  <span className="font-mono">
                    <span className="sr-only">Order </span>
                    {orderRef(order.id)}
                  </span>{' '}
                  · Ordered <span className="whitespace-nowrap">{orderDate(order.createdAt)}</span>
                </p>
                <p className="text-sm text-slate-700">
                  {NEXT[order.paymentStatus]}{' '}
                  {(order.paymentStatus === 'paid' || order.paymentStatus === 'pending') && (
                    <Link to={GUIDE_PATH} className="font-medium text-brand-800 underline underline-offset-2">
                      Open the Template Guide
                    </Link>
                  )}
                </p>
              </div>
              <p className="text-left sm:text-right">
                <span className="block text-xs text-slate-600">{amountLabel(order.paymentStatus)}</span>
                <span className="block font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {formatMoney(order.amount, order.currency)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
