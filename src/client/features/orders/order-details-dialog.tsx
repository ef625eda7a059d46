import { addDays, parseISO } from 'date-fns';
import { CreditCard, MapPin, Package, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_FLOW, progressStep, STATUS_LABELS } from '#domain/orders/status.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { ProgressSteps } from '#client/components/ui/progress-steps.tsx';
import { addressLine, documentCount, documentLines, orderDate, orderRef } from '#client/lib/order-format.ts';
import { documentRequestPath } from '#client/lib/paths.ts';
import { CancelMyOrder } from './cancel-my-order.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { RegistryFees } from './registry-fees.tsx';

/** The order status as five steps, 'paid' shown as having reached processing. */
const STEPS = ORDER_FLOW.map((s) => STATUS_LABELS[s]);
/** Spec: results 2-4 weeks from the order date. */
const RESULT_WEEKS_MAX = 4;

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <span className="text-brand-700 [&_svg]:size-4">{icon}</span>
        {title}
      </h3>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
    </section>
  );
}

function estimatedDelivery(order: DocumentRequestResponse): string | null {
  if (order.estimatedDeliveryDate) return orderDate(order.estimatedDeliveryDate);
  if (order.status === 'pending') return 'Set once your payment is received';
  if (order.status === 'failed' || order.status === 'refunded' || order.status === 'cancelled') return null;
  const from = parseISO(order.paidAt ?? order.createdAt);
  return `Within 2-4 weeks of your order (by ${orderDate(addDays(from, RESULT_WEEKS_MAX * 7).toISOString())})`;
}

/** Spec 'Orders': the dialog a row opens. */
export function OrderDetailsDialog({ order, onClose }: { order: DocumentRequestResponse | null; onClose: () => void }) {
  const navigate = useNavigate();
  const docs = order ? documentLines(order) : [];
  const address = order ? addressLine(order.deliveryAddress) : null;
  const delivered = order?.status === 'delivered';
  const estimate = order && !delivered ? estimatedDelivery(order) : null;
  const inFlow = order ? (ORDER_FLOW as readonly string[]).includes(order.status) : false;
  // Posted with no tracking number: the admin marked it untracked post (decision 059).
  const untracked = (order?.status === 'shipped' || delivered) && !order?.trackingNumber;
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {order && (
          <>
            <DialogHeader>
              <DialogTitle>Order {orderRef(order.id)}</DialogTitle>
              <DialogDescription>Placed on {orderDate(order.createdAt)}</DialogDescription>
              <div>
                <OrderStatusBadge status={order.status} />
              </div>
            </DialogHeader>

            <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-4 text-sm">
              <div>
                <dt className="text-slate-600">Our fee</dt>
                <dd className="text-lg font-semibold text-slate-900" data-testid="order-total">
                  {formatMoney(order.totalCost, order.currency)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Documents</dt>
                <dd className="text-lg font-semibold text-slate-900">{documentCount(order.documentsRequestedCount)}</dd>
              </div>
            </dl>

            {inFlow && (
              <section aria-labelledby="order-progress-title">
                <h3 id="order-progress-title" className="mb-3 text-sm font-semibold text-slate-900">
                  Order progress
                </h3>
                <ProgressSteps
                  steps={STEPS}
                  current={delivered ? ORDER_FLOW.length : progressStep(order.status)}
                  aria-label="Order progress"
                />
              </section>
            )}

            <Section title="Documents requested" icon={<Package aria-hidden="true" />}>
              {docs.length > 0 ? (
                <ul className="list-disc space-y-1 pl-5">
                  {docs.map((line, i) => {
                    // A certificate the registry did not find is refunded on its own (decision 065).
                    const outcome = order.lines?.[i];
                    return (
                      <li key={`${line}-${i}`}>
                        {line}
                        {outcome?.outcome === 'not_found' && (
                          <span className="text-slate-700" data-testid="line-not-found">
                            {' '}
                            – not found at the registry
                            {outcome.refundedAt &&
                              `: ${formatMoney(outcome.refundAmount ?? 0, order.currency)} refunded on ${orderDate(outcome.refundedAt)}`}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p>No documents</p>
              )}
            </Section>

            <RegistryFees order={order} />

            <Section title="Delivery address" icon={<MapPin aria-hidden="true" />}>
              <p>{address ?? 'No delivery address'}</p>
            </Section>

            {(order.trackingNumber || untracked || estimate || (delivered && order.deliveredAt)) && (
              <Section title="Delivery" icon={<Truck aria-hidden="true" />}>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  {order.trackingNumber && (
                    <>
                      <dt className="text-slate-600">Tracking number</dt>
                      <dd className="font-mono font-medium break-all text-slate-900" data-testid="tracking-number">
                        {order.trackingNumber}
                      </dd>
                      {order.carrier && (
                        <>
                          <dt className="text-slate-600">Carrier</dt>
                          <dd className="text-slate-900">{order.carrier}</dd>
                        </>
                      )}
                    </>
                  )}
                  {untracked && (
                    <>
                      <dt className="text-slate-600">Tracking</dt>
                      <dd className="text-slate-900">
                        Posted without tracking{order.carrier ? ` (${order.carrier})` : ''}
                      </dd>
                    </>
                  )}
                  {estimate && (
                    <>
                      <dt className="text-slate-600">Estimated delivery</dt>
                      <dd className="text-slate-900">{estimate}</dd>
                    </>
                  )}
                  {delivered && order.deliveredAt && (
                    <>
                      <dt className="text-slate-600">Delivered on</dt>
                      <dd className="text-slate-900">{orderDate(order.deliveredAt)}</dd>
                    </>
                  )}
                </dl>
              </Section>
            )}

            {order.status === 'cancelled' && (
              <p className="text-sm text-slate-700" data-testid="order-cancelled">
                This order was cancelled before it was paid. Nothing was charged.
              </p>
            )}

            {order.status === 'pending' && (
              <DialogFooter className="gap-2">
                <CancelMyOrder orderId={order.id} onDone={onClose} />
                <Button onClick={() => void navigate(documentRequestPath(order.id))}>
                  <CreditCard aria-hidden="true" />
                  Complete payment
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
