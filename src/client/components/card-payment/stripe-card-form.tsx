import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';

const stripePromises = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripePromises.has(key)) stripePromises.set(key, loadStripe(key));
  return stripePromises.get(key)!;
};

function Form(props: { amountDisplay: string; onCompleted: () => Promise<void>; onError: (message: string) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
    });
    setBusy(false);
    if (result.error) props.onError(result.error.message ?? 'Your payment could not be completed.');
    else await props.onCompleted();
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PaymentElement />
      <Button type="submit" disabled={!stripe} busy={busy} busyLabel="Paying…">
        Pay {props.amountDisplay}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element; this module (and Stripe's script) loads only when a card form is shown. */
export function StripeCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  amountDisplay: string;
  onCompleted: () => Promise<void>;
  onError: (message: string) => void;
}) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret }}>
      <Form amountDisplay={props.amountDisplay} onCompleted={props.onCompleted} onError={props.onError} />
    </Elements>
  );
}
