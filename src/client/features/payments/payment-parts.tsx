import { BadgeCheck, Loader2, ShieldCheck, Tag } from 'lucide-react';
import { lazy, Suspense, type KeyboardEvent } from 'react';
import { CURRENT_GUARANTEE_TERMS } from '#domain/guarantee/terms.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NECESSARY_ONLY, saveConsent } from '#client/lib/consent-store.ts';
import { TestCardForm } from '#client/components/card-payment/test-card-form.tsx';
import type { PaymentState } from './use-payment.ts';

const StripeCardForm = lazy(async () => ({
  default: (await import('#client/components/card-payment/stripe-card-form.tsx')).StripeCardForm,
}));

export function Initialising() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-700">
      <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
      Initializing payment...
    </p>
  );
}

/** Card payments need necessary cookies: asked for before anything starts. */
export function ConsentCard({ onBack }: { onBack: () => void }) {
  return (
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
  );
}

/** The coupon code: Apply (or Enter) checks it with the server; Remove goes back to the full price. */
export function CouponField({ payment }: { payment: PaymentState }) {
  const { code, setCode, couponError, coupon, applyCoupon, removeCoupon } = payment;
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void applyCoupon();
    }
  };
  return (
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
          onKeyDown={onKey}
          disabled={Boolean(coupon)}
          aria-invalid={couponError ? true : undefined}
          aria-describedby={couponError ? 'coupon-error' : undefined}
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
      {couponError && (
        <p id="coupon-error" className="mt-1.5 text-sm text-red-700">
          {couponError}
        </p>
      )}
    </div>
  );
}

/** How the order is paid: 'Complete Free Order', the card form of the provider, or a wait while it starts. */
export function PaymentMethod({ payment }: { payment: PaymentState }) {
  const { intent, isFree, completing } = payment;
  if (isFree) {
    return (
      <Button size="lg" busy={completing} onClick={() => void payment.completeFree()}>
        Complete Free Order
      </Button>
    );
  }
  if (payment.startFailure && !payment.initialising && !intent) {
    return (
      <Alert variant="destructive" data-testid="payment-start-failed">
        <AlertTitle>The payment could not start</AlertTitle>
        <AlertDescription>
          <p>{payment.startFailure.message}</p>
          {payment.startFailure.retry && (
            <Button variant="outline" size="sm" className="mt-2" onClick={payment.retryStart}>
              Try again
            </Button>
          )}
        </AlertDescription>
      </Alert>
    );
  }
  if (payment.initialising || !intent) return <Initialising />;
  const amountDisplay = formatMoney(intent.amount, intent.currency);
  if (intent.provider === 'test') {
    return (
      <TestCardForm
        intentId={intent.paymentIntentId}
        clientSecret={intent.clientSecret}
        amountDisplay={amountDisplay}
        onCompleted={payment.afterCard}
      />
    );
  }
  return (
    <Suspense fallback={<Initialising />}>
      <StripeCardForm
        publishableKey={intent.publishableKey!}
        clientSecret={intent.clientSecret}
        amountDisplay={amountDisplay}
        onCompleted={payment.afterCard}
        onError={payment.decline}
      />
    </Suspense>
  );
}

/** A declined card, kept beside the pay button until the next attempt (not only in a passing toast). */
export function DeclinedNotice({ message }: { message: string }) {
  return (
    <Alert variant="destructive" data-testid="payment-declined">
      <AlertTitle>Payment failed</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

export function GuaranteeNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="payment-guarantee">
      <BadgeCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        This purchase is covered by our success guarantee (version {CURRENT_GUARANTEE_TERMS.version}): no success, no
        fee.{' '}
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
  );
}

export function ServerPriceNote() {
  return (
    <p className="flex items-start gap-2 text-xs text-slate-600">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      The price is decided by our server; your order is marked paid only once the payment provider confirms it.
    </p>
  );
}
