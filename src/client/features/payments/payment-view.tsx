import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from '#client/lib/toast.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useConsent } from '#client/lib/consent-store.ts';
import { usePricing } from '#client/lib/pricing.ts';
import { documentRequestsQueryOptions } from '#client/lib/queries/document-requests.ts';
import { OrderSummary } from './order-summary.tsx';
import { documentFlow, pdfFlow } from './payment-flows.ts';
import {
  ConsentCard,
  CouponField,
  DeclinedNotice,
  GuaranteeNote,
  PaymentMethod,
  ServerPriceNote,
} from './payment-parts.tsx';
import { usePayment } from './use-payment.ts';

export { STATUS_ERROR_REDIRECT_MS, SUCCESS_REDIRECT_MS } from './payment-flows.ts';

export type PaymentViewProps =
  | { type?: 'pdf'; onBack: () => void; onSuccess: () => void }
  | {
      type: 'document';
      /** The pending certificate order to pay. */
      documentRequestId: string;
      /** The order's price before any coupon (minor units); read from the order list when left out. */
      amount?: number;
      onBack: () => void;
      /** After payment; by default the browser goes to /orders (spec). */
      onSuccess?: () => void;
    };

/**
 * The payment screen for the PDF guide or a certificate order (payment-flows.ts holds what differs).
 * The server prices every payment and decides when an order is paid.
 */
export function PaymentView(props: PaymentViewProps) {
  const { onBack } = props;
  const documentRequestId = props.type === 'document' ? props.documentRequestId : null;
  const givenAmount = props.type === 'document' ? props.amount : undefined;
  const flow = useMemo(() => (documentRequestId ? documentFlow(documentRequestId) : pdfFlow), [documentRequestId]);
  const isDocument = flow.kind === 'document';
  const { given } = useConsent();
  const { data: pricing } = usePricing();
  const documents = useQuery({ ...documentRequestsQueryOptions(), enabled: isDocument });
  const order = documentRequestId ? documents.data?.find((o) => o.id === documentRequestId) : undefined;
  const currency = (isDocument ? order?.currency : undefined) ?? pricing?.currency ?? 'eur';
  // The price before a coupon: the document order's own (else the payment's once created), or the guide's.
  const price = isDocument ? (givenAmount ?? order?.baseAmount) : (pricing?.pdf_guide.amount ?? 0);
  const payment = usePayment({ flow, price, currency, allowed: given, onSuccess: props.onSuccess });

  // Leaving the payment of an order gives 'Payment cancelled'.
  const goBack = () => {
    if (isDocument) toast('Payment cancelled');
    onBack();
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6">
      <Button variant="ghost" className="-ml-3" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <h1 data-view-heading tabIndex={-1} className="mt-4 text-3xl font-bold text-slate-900 focus:outline-none">
        {flow.heading}
      </h1>
      <p className="mt-1 text-slate-600">{flow.intro}</p>
      {!given ? (
        <ConsentCard onBack={goBack} />
      ) : (
        <Card className="mt-8">
          <CardHeader>
            <CardTitle level={2}>Order summary</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <OrderSummary
              kind={flow.kind}
              order={order}
              priceKnown={Boolean(order) || givenAmount !== undefined}
              pricing={pricing}
              base={payment.base}
              finalAmount={payment.finalAmount}
              intentAmount={payment.intent?.amount}
              currency={currency}
              coupon={payment.coupon}
            />
            <CouponField payment={payment} />
            <PaymentMethod payment={payment} />
            {payment.declined && !payment.isFree && <DeclinedNotice message={payment.declined} />}
            {/* Free orders have nothing to refund, so the guarantee does not cover them. */}
            {!payment.isFree && <GuaranteeNote />}
            <ServerPriceNote />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
