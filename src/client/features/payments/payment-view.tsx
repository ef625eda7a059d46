import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2, ShieldCheck, Tag } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { couponDiscount, describeDiscount, normaliseCouponCode } from '../../../domain/pricing/coupons.ts';
import { formatMoney } from '../../../domain/pricing/pricing.ts';
import type { CreatePaymentResponse } from '../../../shared/payments.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { NECESSARY_ONLY, saveConsent, useConsent } from '../consent/consent-store.ts';
import { usePricing } from '../pricing/api/get-pricing.ts';
import { confirmPayment, createPdfPayment, validateCoupon, type CouponCheck } from './api/payment-calls.ts';
import { pdfOrdersQueryOptions } from './api/pdf-orders.ts';
import { TestCardForm } from './test-card-form.tsx';

const StripeCardForm = lazy(async () => ({ default: (await import('./stripe-card-form.tsx')).StripeCardForm }));

/** Spec section 9: the success callback runs 1.5 s after the success toast. */
export const SUCCESS_REDIRECT_MS = 1500;

type Intent = Extract<CreatePaymentResponse, { freeOrder: false }>;

function Initialising() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-700">
      <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
      Initializing payment...
    </p>
  );
}

/** The PDF guide payment screen (spec 'Payment screen' and section 4 'Payment'). */
export function PaymentView({ onBack, onSuccess }: { onBack: () => void; onSuccess: () => void }) {
  const { given } = useConsent();
  const { data: pricing } = usePricing();
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [initialising, setInitialising] = useState(false);
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState<(CouponCheck & { code: string }) | null>(null);
  const [completing, setCompleting] = useState(false);

  const base = pricing?.pdf_guide.amount ?? 0;
  const currency = pricing?.currency ?? 'eur';
  const finalAmount = coupon ? base - couponDiscount(base, { percentOff: coupon.percent_off, amountOff: coupon.amount_off }) : base;
  const isFree = Boolean(coupon) && finalAmount === 0;

  const initialise = useCallback(async (couponCode?: string) => {
    setInitialising(true);
    try {
      const created = await createPdfPayment(couponCode);
      if (!created.freeOrder) setIntent(created);
    } catch (err) {
      toast.error('Payment Failed', { description: errorMessage(err, 'Failed to initialize payment. Please try again.') });
    } finally {
      setInitialising(false);
    }
  }, []);

  // The first payment starts once necessary cookies are accepted; coupon changes recreate it explicitly.
  const started = useRef(false);
  useEffect(() => {
    if (!given || started.current) return;
    started.current = true;
    void initialise();
  }, [given, initialise]);

  const succeed = async () => {
    await queryClient.invalidateQueries({ queryKey: pdfOrdersQueryOptions().queryKey });
    setTimeout(onSuccess, SUCCESS_REDIRECT_MS);
  };

  const afterCard = async () => {
    if (!intent) return;
    try {
      const settlement = await confirmPayment(intent.paymentIntentId);
      if (settlement.status === 'paid') {
        toast.success('Payment Successful!', { description: 'Your personalised PDF guide is ready to download.' });
        await succeed();
      } else {
        toast.error('Payment Failed', { description: settlement.message ?? 'Your payment did not go through. Please try again.' });
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
          const created = await createPdfPayment(normalised);
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
      const created = await createPdfPayment(coupon.code);
      if (created.freeOrder) {
        toast.success('Order Complete!', { description: 'Your personalised PDF guide is ready to download.' });
        await succeed();
      }
    } catch (err) {
      toast.error('Payment Failed', { description: errorMessage(err, 'Failed to initialize payment. Please try again.') });
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

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6">
      <Button variant="ghost" className="-ml-3" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">PDF Guide Payment</h1>
      <p className="mt-1 text-slate-600">Your personalised Irish FBR application pack, generated from your family tree.</p>

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
            <Button variant="outline" onClick={onBack}>
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
              <dt className="text-slate-600">Personalized PDF Guide</dt>
              <dd className="text-right">{pricing?.pdf_guide.baseDisplay ?? pricing?.pdf_guide.display}</dd>
              {pricing?.pdf_guide.hasDiscount && (
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
                  onError={(message) => toast.error('Payment Failed', { description: message })}
                />
              </Suspense>
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
