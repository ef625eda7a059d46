import { STATUS_LABELS, type OrderStatus } from '#domain/orders/status.ts';
import { Badge } from '#client/components/ui/badge.tsx';

const STYLE: Record<OrderStatus, { variant: 'default' | 'accent' | 'neutral' | 'danger'; className?: string }> = {
  pending: { variant: 'accent' },
  paid: { variant: 'neutral', className: 'bg-sky-100 text-sky-900' },
  processing: { variant: 'neutral', className: 'bg-indigo-100 text-indigo-900' },
  shipped: { variant: 'neutral', className: 'bg-violet-100 text-violet-900' },
  delivered: { variant: 'default' },
  failed: { variant: 'danger' },
  refunded: { variant: 'neutral' },
  cancelled: { variant: 'neutral', className: 'bg-slate-100 text-slate-700' },
};

/** The order status in the spec's words ('Payment Received', 'In Transit', ...). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const style = STYLE[status];
  return (
    <Badge variant={style.variant} className={style.className} data-status={status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
