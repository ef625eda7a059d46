import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { FEE_AT_COST, registryFeeWording } from '#domain/orders/registry-fee.ts';
import { documentTypeLabel } from '#domain/orders/research.ts';
import type { DocumentRequestResponse, RegistryFeeLine } from '#shared/orders.ts';
import { Button } from '#client/components/ui/button.tsx';
import { orderDate } from '#client/lib/order-format.ts';
import { RegistryFeePay } from './registry-fee-pay.tsx';

/** True when a fee of the order waits for the customer's payment (the order list flags it). */
export const hasRegistryFeeToPay = (order: DocumentRequestResponse) =>
  (order.status === 'paid' || order.status === 'processing') && order.registryFees.some((l) => l.status === 'due');

function certificateOf(order: DocumentRequestResponse, line: RegistryFeeLine): string {
  const doc = order.documentsNeeded[line.documentIndex];
  const what = [documentTypeLabel(doc?.documentType ?? 'certificate'), doc?.memberName].filter(Boolean).join(' - ');
  return line.region ? `${what} (${line.region})` : what;
}

function statusText(order: DocumentRequestResponse, line: RegistryFeeLine): string {
  if (line.status === 'paid') return line.paidAt ? `Paid on ${orderDate(line.paidAt)}` : 'Paid';
  if (line.status === 'refunded') return line.refundedAt ? `Refunded on ${orderDate(line.refundedAt)}` : 'Refunded';
  if (line.status === 'to_confirm') return 'Waiting for the office to confirm its fee';
  if (order.status === 'pending') return 'To pay once your order is paid';
  return 'Registry fee to pay';
}

/**
 * The registry's own fee for each certificate (docs/decisions/056-the-registry-fee.md): its own
 * line, in the office's currency and ours with the rate and its date, or asked at cost; a fee to
 * pay has its pay button, and the certificate is posted once it is paid.
 */
export function RegistryFees({ order }: { order: DocumentRequestResponse }) {
  const [paying, setPaying] = useState<string | null>(null);
  if (order.registryFees.length === 0) return null;
  const payable = order.status === 'paid' || order.status === 'processing';
  return (
    <section className="border-t border-slate-200 pt-4" aria-labelledby={`registry-fees-${order.id}`}>
      <h3 id={`registry-fees-${order.id}`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Landmark className="size-4 text-brand-700" aria-hidden="true" />
        Registry fees
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        Each office charges its own fee for a certificate. It is not part of our fee: we pass it on at cost and post
        your certificates once it is paid.
      </p>
      <ul className="mt-2 flex flex-col gap-3 text-sm">
        {order.registryFees.map((line) => (
          <li key={line.id} data-testid="registry-fee-line" data-status={line.status} className="flex flex-col gap-1">
            <span className="font-medium text-slate-900">{certificateOf(order, line)}</span>
            <span className="text-slate-700">
              {line.status === 'to_confirm' ? FEE_AT_COST : registryFeeWording(line)}
            </span>
            <span
              className={line.status === 'due' && payable ? 'font-semibold text-amber-800' : 'text-slate-600'}
              data-testid="registry-fee-status"
            >
              {statusText(order, line)}
            </span>
            {line.status === 'due' && payable && line.failureReason && (
              <span className="text-xs text-red-700">{line.failureReason}</span>
            )}
            {line.status === 'due' &&
              payable &&
              (paying === line.id ? (
                <RegistryFeePay orderId={order.id} lineId={line.id} onDone={() => setPaying(null)} />
              ) : (
                <Button size="sm" className="self-start" onClick={() => setPaying(line.id)}>
                  Pay registry fee
                </Button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
