import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BadgeCheck, Loader2, ShieldCheck, Tag } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CURRENT_GUARANTEE_TERMS } from '#domain/guarantee/terms.ts';
import { couponDiscount, describeDiscount, normaliseCouponCode } from '#domain/pricing/coupons.ts';
import { FEE_AT_COST, registryFeeWording } from '#domain/orders/registry-fee.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { CreatePaymentResponse } from '#shared/payments.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { NECESSARY_ONLY, saveConsent, useConsent } from '#client/lib/consent-store.ts';
import { createDocumentPayment, settleDocumentPayment } from '#client/features/documents/index.ts';
import { treeLockQueryOptions } from '#client/features/family-tree/index.ts';
import { documentRequestsQueryOptions } from '#client/features/orders/index.ts';
import { documentCount, documentLines } from '#client/lib/order-format.ts';
import { RESEARCH_FEE_COVERS, usePricing } from '#client/lib/pricing.ts';
import { confirmPayment, createPdfPayment, validateCoupon, type CouponCheck } from './api/payment-calls.ts';
import { pdfOrdersQueryOptions } from './api/pdf-orders.ts';
import { TestCardForm } from './test-card-form.tsx';

const StripeCardForm = lazy(async () => ({ default: (await import('./stripe-card-form.tsx')).StripeCardForm }));

/** The success callback runs 1.5 s after the success toast. */
export const SUCCESS_REDIRECT_MS = 1500;
/** 2 s when the document order's status update failed after a card success. */
export const STATUS_ERROR_REDIRECT_MS = 2000;
const ORDER_VIEW_TEXT = 'Your payment was processed successfully. You can view your order in My Orders.';

type Intent = Extract<CreatePaymentResponse, { freeOrder: false }>;

function Initialising() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-700">
      <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
      Initializing payment...
    </p>
  );
}

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
 * The payment screen for the PDF guide or a
 * certificate order. The server prices every payment and decides when an order is paid.
 */
export function PaymentView(props: PaymentViewProps) {
  const { onBack } = props;
  const isDocument = props.type === 'document';
  const documentRequestId = props.type === 'document' ? props.documentRequestId : null;
  const { given } = useConsent();
  const { data: pricing } = usePricing();
  const documents = useQuery({ ...documentRequestsQueryOptions(), enabled: isDocument });
  const order = documentRequestId ? documents.data?.find((o) => o.id === documentRequestId) : undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [initialising, setInitialising] = useState(false);
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState<(CouponCheck & { code: string }) | null>(null);
  const [completing, setCompleting] = useState(false);
  // A decline stays on the form beside the pay button until the next attempt, not only in a passing toast.
  const [declined, setDeclined] = useState<string | null>(null);
  const decline = (message: string) => {
    setDeclined(message);
    toast.error('Payment Failed', { description: message });
  };

  const base =
    props.type === 'document'
      ? (props.amount ?? order?.baseAmount ?? intent?.amount ?? 0)
      : (pricing?.pdf_guide.amount ?? 0);
  const currency = (isDocument ? order?.currency : undefined) ?? pricing?.currency ?? 'eur';
  const create = useCallback(
    (couponCode?: string) =>
      documentRequestId ? createDocumentPayment(documentRequestId, couponCode) : createPdfPayment(couponCode),
    [documentRequestId],
  );
  const onSuccess = props.onSuccess;
  const freeText = isDocument
    ? 'Your certificate order is confirmed. You can follow it in My Orders.'
    : 'Your personalised PDF guide is ready to download.';
  const finalAmount = coupon
    ? base - couponDiscount(base, { percentOff: coupon.percent_off, amountOff: coupon.amount_off })
    : base;
  const isFree = Boolean(coupon) && finalAmount === 0;

  const succeed = async (delay = SUCCESS_REDIRECT_MS) => {
    await Promise.all(
      (isDocument
        ? [documentRequestsQueryOptions().queryKey, treeLockQueryOptions().queryKey]
        : [pdfOrdersQueryOptions().queryKey]
      ).map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
    );
    setTimeout(() => {
      if (onSuccess) void onSuccess();
      else void navigate(isDocument ? '/orders' : '/');
    }, delay);
  };
  // The latest `succeed` for callbacks created once (the Stripe form's completion).
  const succeedRef = useRef(succeed);
  useEffect(() => {
    succeedRef.current = succeed;
  });

  const initialise = useCallback(
    async (couponCode?: string) => {
      setInitialising(true);
      try {
        const created = await create(couponCode);
        if (!created.freeOrder) setIntent(created);
        else {
          // Nothing to pay (the server priced it at zero): the order is already complete.
          toast.success('Order Complete!', { description: freeText });
          await succeedRef.current();
        }
      } catch (err) {
        toast.error('Payment Failed', {
          description: errorMessage(err, 'Failed to initialize payment. Please try again.'),
        });
      } finally {
        setInitialising(false);
      }
    },
    [create, freeText],
  );

  // The first payment starts once necessary cookies are accepted; coupon changes recreate it explicitly.
  const started = useRef(false);
  useEffect(() => {
    if (!given || started.current) return;
    started.current = true;
    void initialise();
  }, [given, initialise]);

  const afterDocumentCard = async (paid: Intent, orderId: string) => {
    try {
      const settlement = await settleDocumentPayment(orderId, paid.paymentIntentId);
      if (settlement.status === 'failed') {
        decline(settlement.message ?? 'Your payment did not go through. Please try again.');
        return;
      }
      if (settlement.status === 'pending') {
        // The provider has not finished yet; the webhook settles it. The order list will show it.
        toast.success('Payment Successful!', { description: ORDER_VIEW_TEXT });
        await succeed(STATUS_ERROR_REDIRECT_MS);
        return;
      }
      toast.success('Payment Successful!', {
        description: 'Your certificate order is confirmed. We start researching within 1-2 business days.',
      });
      await succeed();
    } catch (err) {
      // Spec: a failed status update after a card success still shows success, then /orders after 2 s.
      console.warn('document payment status update failed', err);
      toast.success('Payment Successful!', { description: ORDER_VIEW_TEXT });
      await succeed(STATUS_ERROR_REDIRECT_MS);
    }
  };

  const afterCard = async () => {
    if (!intent) return;
    setDeclined(null);
    if (documentRequestId) return afterDocumentCard(intent, documentRequestId);
    try {
      const settlement = await confirmPayment(intent.paymentIntentId);
      if (settlement.status === 'paid') {
        toast.success('Payment Successful!', { description: 'Your personalised PDF guide is ready to download.' });
        await succeed();
      } else {
        decline(settlement.message ?? 'Your payment did not go through. Please try again.');
      }
    } catch (err) {
      // Spec: a failed server confirmation for a PDF is only logged; the order list decides.
      console.warn('payment confirmation failed', err);
      await queryClient.invalidateQueries({ queryKey: pdfOrdersQueryOptions().queryKey });
    }
  };

  const applyCoupon = async () => {
    const normalised = normaliseCouponCode(code);
    if (!normalised) {
      toast.error('Error', { description: 'Please enter a coupon code.' });
      return;
    }
    try {
      const check = await validateCoupon(normalised, base, currency);
      if (!check.valid) {
        toast.error('Invalid coupon', { description: 'This coupon code is not valid or has expired.' });
        return;
      }
      setCoupon({ ...check, code: normalised });
      toast.success('Coupon applied!', {
        description: describeDiscount({ percentOff: check.percent_off, amountOff: check.amount_off }, currency),
      });
      const free = base - couponDiscount(base, { percentOff: check.percent_off, amountOff: check.amount_off }) === 0;
      setIntent(null);
      if (!free) {
        try {
          const created = await create(normalised);
          if (!created.freeOrder) setIntent(created);
        } catch (err) {
          toast.error('Error', { description: errorMessage(err, 'Failed to apply coupon to payment.') });
        }
      }
    } catch {
      toast.error('Error', { description: 'Failed to validate coupon code.' });
    }
  };

  const removeCoupon = () => {
    setCoupon(null);
    setCode('');
    setIntent(null);
    void initialise();
  };

  const completeFree = async () => {
    if (!coupon) return;
    setCompleting(true);
    try {
      const created = await create(coupon.code);
      if (created.freeOrder) {
        toast.success('Order Complete!', { description: freeText });
        await succeed();
      }
    } catch (err) {
      toast.error('Payment Failed', {
        description: errorMessage(err, 'Failed to initialize payment. Please try again.'),
      });
    } finally {
      setCompleting(false);
    }
  };

  const onCouponKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void applyCoupon();
    }
  };

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
        {isDocument ? 'Document Request Payment' : 'PDF Guide Payment'}
      </h1>
      <p className="mt-1 text-slate-600">
        {isDocument
          ? 'Certificate research and delivery for your Irish line, from Ireland and the UK.'
          : 'Your personalised Irish FBR application pack, generated from your family tree.'}
      </p>

      {!given ? (
        <Card className="mt-8">
          <CardHeader>
            <CardTitle>Enable Payment Processing</CardTitle>
            <CardDescription>
              Card payments need necessary cookies, which our payment provider uses to keep your payment secure. Accept
              necessary cookies to continue; optional cookies stay off.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => saveConsent(NECESSARY_ONLY)}>Accept necessary cookies</Button>
            <Button variant="outline" onClick={goBack}>
              Go Back
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Card className="mt-8">
          <CardHeader>
            <CardTitle>Order summary</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
              {isDocument ? (
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
                  <dd className="text-right">
                    {order || props.amount !== undefined ? formatMoney(base, currency) : '…'}
                  </dd>
                </>
              ) : (
                <>
                  <dt className="text-slate-600">Personalized PDF Guide</dt>
                  <dd className="text-right">{pricing?.pdf_guide.baseDisplay ?? pricing?.pdf_guide.display}</dd>
                </>
              )}
              {!isDocument && pricing?.pdf_guide.hasDiscount && (
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
                {formatMoney(intent ? intent.amount : finalAmount, currency)}
              </dd>
            </dl>
            {isDocument && (
              <p className="-mt-4 text-xs text-slate-600" data-testid="research-fee-covers">
                {RESEARCH_FEE_COVERS}
              </p>
            )}
            {order && order.registryFees.length > 0 && (
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
            )}

            <div>
              <label htmlFor="coupon" className="flex items-center gap-1 text-sm font-medium text-slate-800">
                <Tag className="size-4" aria-hidden="true" />
                Coupon code
              </label>
              <div className="mt-1.5 flex gap-2">
                <Input
                  id="coupon"
                  value={code}
                  autoCapitalize="characters"
                  onChange={(e) => setCode(e.target.value.toUpperCase())}
                  onKeyDown={onCouponKey}
                  disabled={Boolean(coupon)}
                />
                {coupon ? (
                  <Button variant="outline" onClick={removeCoupon}>
                    Remove
                  </Button>
                ) : (
                  <Button variant="outline" onClick={() => void applyCoupon()}>
                    Apply
                  </Button>
                )}
              </div>
            </div>

            {isFree ? (
              <Button size="lg" disabled={completing} onClick={() => void completeFree()}>
                {completing && <Loader2 className="animate-spin" aria-hidden="true" />}
                Complete Free Order
              </Button>
            ) : initialising || !intent ? (
              <Initialising />
            ) : intent.provider === 'test' ? (
              <TestCardForm
                intentId={intent.paymentIntentId}
                clientSecret={intent.clientSecret}
                amountDisplay={formatMoney(intent.amount, intent.currency)}
                onCompleted={afterCard}
              />
            ) : (
              <Suspense fallback={<Initialising />}>
                <StripeCardForm
                  publishableKey={intent.publishableKey!}
                  clientSecret={intent.clientSecret}
                  amountDisplay={formatMoney(intent.amount, intent.currency)}
                  onCompleted={afterCard}
                  onError={decline}
                />
              </Suspense>
            )}
            {declined && !isFree && (
              <Alert variant="destructive" data-testid="payment-declined">
                <AlertTitle>Payment failed</AlertTitle>
                <AlertDescription>{declined}</AlertDescription>
              </Alert>
            )}
            {/* Free orders have nothing to refund, so the guarantee does not cover them. */}
            {!isFree && (
              <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="payment-guarantee">
                <BadgeCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  This purchase is covered by our success guarantee (version {CURRENT_GUARANTEE_TERMS.version}): no
                  success, no fee.{' '}
                  <a
                    href="/guarantee"
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-brand-800 underline underline-offset-2"
                  >
                    Read the guarantee
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </span>
              </p>
            )}
            <p className="flex items-start gap-2 text-xs text-slate-600">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              The price is decided by our server; your order is marked paid only once the payment provider confirms it.
            </p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
