import { FEE_AT_COST, registryFeeWording } from '#domain/orders/registry-fee.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { documentCount, documentLines } from '#client/lib/order-format.ts';
import { RESEARCH_FEE_COVERS, type usePricing } from '#client/lib/pricing.ts';
import type { AppliedCoupon } from './use-payment.ts';

type Pricing = NonNullable<ReturnType<typeof usePricing>['data']>;

type Props = {
  kind: 'pdf' | 'document';
  /** The certificate order, once loaded. */
  order: DocumentRequestResponse | undefined;
  /** Whether the order's price is known (given by the caller or read from the order). */
  priceKnown: boolean;
  pricing: Pricing | undefined;
  base: number;
  finalAmount: number;
  /** The amount the payment was created for, once it was. */
  intentAmount: number | undefined;
  currency: string;
  coupon: AppliedCoupon | null;
};

/** What is bought, any promotion or coupon taken off, and the total. */
export function OrderSummary({
  kind,
  order,
  priceKnown,
  pricing,
  base,
  finalAmount,
  intentAmount,
  currency,
  coupon,
}: Props) {
  return (
    <>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        {kind === 'document' ? (
          <>
            <dt className="pr-4 text-slate-600">
              Certificate research{order ? ` (${documentCount(order.documentsRequestedCount)})` : ''}
              {order && order.documentsNeeded.length > 0 && (
                <ul className="mt-1 mb-1 list-disc pl-5 text-xs text-slate-600">
                  {documentLines(order).map((line, i) => (
                    <li key={`${line}-${i}`}>{line}</li>
                  ))}
                </ul>
              )}
            </dt>
            <dd className="text-right">{priceKnown ? formatMoney(base, currency) : '…'}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-600">Personalized PDF Guide</dt>
            <dd className="text-right">{pricing?.pdf_guide.baseDisplay ?? pricing?.pdf_guide.display}</dd>
          </>
        )}
        {kind === 'pdf' && pricing?.pdf_guide.hasDiscount && (
          <>
            <dt className="text-slate-600">{pricing.promotion.title}</dt>
            <dd className="text-right text-brand-800">−{pricing.pdf_guide.savingsDisplay}</dd>
          </>
        )}
        {coupon && (
          <>
            <dt className="text-slate-600">Coupon {coupon.code}</dt>
            <dd className="text-right text-brand-800">−{formatMoney(base - finalAmount, currency)}</dd>
          </>
        )}
        <dt className="mt-2 border-t border-slate-200 pt-2 font-semibold">Total</dt>
        <dd className="mt-2 border-t border-slate-200 pt-2 text-right font-semibold" data-testid="payment-total">
          {formatMoney(intentAmount ?? finalAmount, currency)}
        </dd>
      </dl>
      {kind === 'document' && (
        <p className="-mt-4 text-xs text-slate-600" data-testid="research-fee-covers">
          {RESEARCH_FEE_COVERS}
        </p>
      )}
      {order && order.registryFees.length > 0 && <RegistryFeesNote order={order} />}
    </>
  );
}

/** The registry fees of a certificate order, paid separately once the office's fee is known. */
function RegistryFeesNote({ order }: { order: DocumentRequestResponse }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-xs text-slate-700" data-testid="payment-registry-fees">
      <p className="font-semibold text-slate-900">Registry fees, paid separately after this payment</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {order.registryFees.map((line) => (
          <li key={line.id}>
            {documentLines(order)[line.documentIndex] ?? 'Certificate'}
            {line.region ? ` (${line.region})` : ''}:{' '}
            {line.status === 'to_confirm' ? FEE_AT_COST : registryFeeWording(line)}
          </li>
        ))}
      </ul>
    </div>
  );
}
