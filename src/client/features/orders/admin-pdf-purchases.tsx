import { FileText } from 'lucide-react';
import { useState } from 'react';
import { STATUS_LABELS } from '#domain/orders/status.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { AdminPdfOrder } from '#shared/admin-lists.ts';
import { StatusFilteredList } from '#client/components/status-filtered-list.tsx';
import { SearchInput } from '#client/components/search-input.tsx';
import { orderDate, orderRef } from '#client/lib/order-format.ts';
import { useDebounced } from '#client/lib/use-debounced.ts';
import { useAdminPdfOrders, type PdfPurchaseFilters } from './api/admin-pdf-orders.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const SEARCH_DELAY_MS = 300;
const STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
const FILTERS: { value: PdfPurchaseFilters['status']; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];

const PROVIDERS: Record<AdminPdfOrder['provider'], string> = {
  stripe: 'Stripe',
  test: 'Test payments',
  free: 'Free (100% coupon)',
};

function PurchaseCard({ order }: { order: AdminPdfOrder }) {
  return (
    <li
      data-pdf-order-id={order.id}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start"
    >
      <FileText className="hidden size-7 shrink-0 text-brand-700 sm:block" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold text-slate-900">{orderRef(order.id)}</span>
          <OrderStatusBadge status={order.paymentStatus} />
        </p>
        <p className="text-sm break-words text-slate-700">
          {order.customerName ?? order.customerEmail ?? 'Deleted account'}
          {order.customerName && order.customerEmail && (
            <span className="text-slate-600"> · {order.customerEmail}</span>
          )}
        </p>
        <p className="text-xs text-slate-600">
          Ordered {orderDate(order.createdAt)}
          {order.paidAt && ` · paid ${orderDate(order.paidAt)}`} · {PROVIDERS[order.provider]}
          {order.couponCode && ` · coupon ${order.couponCode}`}
        </p>
        {order.failureReason && <p className="text-sm text-red-700">{order.failureReason}</p>}
      </div>
      <p className="font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:text-right">
        {formatMoney(order.amount, order.currency)}
        {order.discountAmount > 0 && (
          <span className="block text-xs font-normal text-slate-600">
            {formatMoney(order.discountAmount, order.currency)} off
          </span>
        )}
      </p>
    </li>
  );
}

/**
 * The PDF purchases tab of /admin, beside the certificate orders: a 'cannot download my pack'
 * request is looked up by reference, email or name (docs/decisions/060-the-admin-queue.md).
 */
export function AdminPdfPurchases() {
  const [status, setStatus] = useState<PdfPurchaseFilters['status']>('all');
  const [search, setSearch] = useState('');
  const q = useDebounced(search, SEARCH_DELAY_MS).trim();
  const purchases = useAdminPdfOrders({ status, q });
  return (
    <StatusFilteredList
      noun="PDF purchases"
      description="The personalised PDF application pack, newest first."
      status={status}
      options={FILTERS}
      onStatusChange={setStatus}
      controls={
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder="Reference, email or name"
          label="Search PDF purchases by reference, email or name"
        />
      }
      countLabel={(n) => `${n} ${n === 1 ? 'purchase' : 'purchases'}${q ? ` matching "${q}"` : ''}`}
      empty={q ? `No PDF purchases match "${q}".` : undefined}
      query={purchases}
      items={purchases.data}
    >
      {(o) => <PurchaseCard key={o.id} order={o} />}
    </StatusFilteredList>
  );
}
