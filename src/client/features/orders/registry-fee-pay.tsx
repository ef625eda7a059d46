import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { RegistryFeePaymentResponse } from '#shared/orders.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { NECESSARY_ONLY, saveConsent, useConsent } from '#client/lib/consent-store.ts';
import { documentRequestsQueryOptions } from '#client/lib/queries/document-requests.ts';
import { settleRegistryFeePayment, startRegistryFeePayment } from './api/registry-fee-payment.ts';
import { TestCardForm } from '#client/components/card-payment/test-card-form.tsx';

const StripeCardForm = lazy(async () => ({
  default: (await import('#client/components/card-payment/stripe-card-form.tsx')).StripeCardForm,
}));

/**
 * Pays one registry-fee line of a certificate order with the same provider, card forms and
 * server-side settlement as the order itself (docs/decisions/056-the-registry-fee.md).
 */
export function RegistryFeePay(props: { orderId: string; lineId: string; onDone: () => void }) {
  const { orderId, lineId, onDone } = props;
  const { given } = useConsent();
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<RegistryFeePaymentResponse | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!given || started.current) return;
    started.current = true;
    startRegistryFeePayment(orderId, lineId)
      .then(setIntent)
      .catch((err: unknown) => setFailed(errorMessage(err, 'Failed to initialize payment. Please try again.')));
  }, [given, orderId, lineId]);

  const afterCard = async () => {
    if (!intent) return;
    try {
      const settled = await settleRegistryFeePayment(orderId, lineId, intent.paymentIntentId);
      if (settled.status === 'paid') {
        toast.success('Registry fee paid', { description: 'Thank you: we post your certificate once it arrives.' });
      } else if (settled.message) {
        toast.error('Payment Failed', { description: settled.message });
        return;
      } else {
        toast('Payment received by the provider', { description: 'Your order will show it as paid shortly.' });
      }
    } catch (err) {
      toast.error('Payment Failed', { description: errorMessage(err, 'Your payment could not be confirmed.') });
      return;
    } finally {
      await queryClient.invalidateQueries({ queryKey: documentRequestsQueryOptions().queryKey, refetchType: 'all' });
    }
    onDone();
  };

  if (!given)
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
        <p className="text-sm text-slate-700">
          Card payments need necessary cookies, which our payment provider uses to keep your payment secure.
        </p>
        <Button size="sm" onClick={() => saveConsent(NECESSARY_ONLY)}>
          Accept necessary cookies
        </Button>
      </div>
    );
  if (failed) return <p className="text-sm text-red-700">{failed}</p>;
  if (!intent)
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-sm text-slate-700">
        <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden="true" />
        Initializing payment...
      </p>
    );
  const amountDisplay = formatMoney(intent.amount, intent.currency);
  return (
    <div className="flex flex-col gap-3">
      {intent.provider === 'test' ? (
        <TestCardForm
          intentId={intent.paymentIntentId}
          clientSecret={intent.clientSecret}
          amountDisplay={amountDisplay}
          onCompleted={afterCard}
        />
      ) : (
        <Suspense fallback={<Loader2 className="size-4 animate-spin" aria-hidden="true" />}>
          <StripeCardForm
            publishableKey={intent.publishableKey!}
            clientSecret={intent.clientSecret}
            amountDisplay={amountDisplay}
            onCompleted={afterCard}
            onError={(message) => toast.error('Payment Failed', { description: message })}
          />
        </Suspense>
      )}
      <p className="flex items-start gap-2 text-xs text-slate-700">
        <BadgeCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        We pass the registry’s fee on at cost, with nothing added. If the office cannot issue the certificate, we refund
        this fee to your card.
      </p>
    </div>
  );
}
