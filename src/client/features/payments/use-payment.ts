import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.ts';
import { couponDiscount, describeDiscount, normaliseCouponCode } from '#domain/pricing/coupons.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';
import { validateCoupon, type CouponCheck } from './api/payment-calls.ts';
import { SUCCESS_REDIRECT_MS, type Intent, type PaymentFlow } from './payment-flows.ts';

export type AppliedCoupon = CouponCheck & { code: string };

const discounted = (base: number, check: CouponCheck) =>
  base - couponDiscount(base, { percentOff: check.percent_off, amountOff: check.amount_off });

/** After a payment: refresh what it changed, then (after `delay`) the caller's onSuccess or the flow's page. */
function useMoveOn(flow: PaymentFlow, onSuccess: (() => void) | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const succeed = async (delay = SUCCESS_REDIRECT_MS) => {
    await Promise.all(
      flow.paidQueries.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
    );
    setTimeout(() => {
      if (onSuccess) void onSuccess();
      else void navigate(flow.afterPath);
    }, delay);
  };
  // The latest `succeed` for callbacks created once (the first payment's start).
  const succeedRef = useRef(succeed);
  useEffect(() => {
    succeedRef.current = succeed;
  });
  return { succeed, succeedRef };
}

type Options = {
  flow: PaymentFlow;
  /** The price before any coupon (minor units), when known before the payment is created; and its currency. */
  price: number | undefined;
  currency: string;
  /** Whether the payment may start (necessary cookies accepted). */
  allowed: boolean;
  onSuccess?: () => void;
};

/**
 * A payment's life: the server creates it (priced by the server), a coupon may reprice or make it free,
 * the card form completes it and the server settles it; a decline stays on the form until the next attempt.
 */
export function usePayment({ flow, price, currency, allowed, onSuccess }: Options) {
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [initialising, setInitialising] = useState(false);
  const [code, setCodeText] = useState('');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  // Why the code was refused, beside the field until it is edited (decision 071): not only a toast.
  const [couponError, setCouponError] = useState<string | null>(null);
  const setCode = (text: string) => {
    setCodeText(text);
    setCouponError(null);
  };
  const refuseCoupon = (title: string, message: string) => {
    setCouponError(message);
    toast.error(title, { description: message });
  };
  const [completing, setCompleting] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  // A payment that could not start says why on the form (not an endless 'Initializing payment...');
  // one already paid (409 ALREADY_PAID) cannot be retried.
  const [startFailure, setStartFailure] = useState<{ message: string; retry: boolean } | null>(null);
  const decline = (message: string) => {
    setDeclined(message);
    toast.error('Payment Failed', { description: message });
  };
  const base = price ?? intent?.amount ?? 0;
  const finalAmount = coupon ? discounted(base, coupon) : base;
  const isFree = Boolean(coupon) && finalAmount === 0;

  const { succeed, succeedRef } = useMoveOn(flow, onSuccess);

  const { create, freeText } = flow;
  const initialise = useCallback(
    async (couponCode?: string) => {
      setInitialising(true);
      setStartFailure(null);
      try {
        const created = await create(couponCode);
        if (!created.freeOrder) setIntent(created);
        else {
          // Nothing to pay (the server priced it at zero): the order is already complete.
          toast.success('Order Complete!', { description: freeText });
          await succeedRef.current();
        }
      } catch (err) {
        const message = errorMessage(err, 'Failed to initialize payment. Please try again.');
        toast.error('Payment Failed', { description: message });
        setStartFailure({ message, retry: !(err instanceof ApiError && err.code === 'ALREADY_PAID') });
      } finally {
        setInitialising(false);
      }
    },
    [create, freeText, succeedRef],
  );

  // The first payment starts once necessary cookies are accepted; coupon changes recreate it explicitly.
  const started = useRef(false);
  useEffect(() => {
    if (!allowed || started.current) return;
    started.current = true;
    void initialise();
  }, [allowed, initialise]);

  const afterCard = async () => {
    if (!intent) return;
    setDeclined(null);
    const outcome = await flow.settle(intent);
    if (outcome.kind === 'declined') decline(outcome.message);
    else if (outcome.kind === 'unconfirmed') {
      await Promise.all(flow.paidQueries.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } else {
      toast.success('Payment Successful!', { description: outcome.description });
      await succeed(outcome.delay);
    }
  };

  const applyCoupon = async () => {
    const normalised = normaliseCouponCode(code);
    if (!normalised) {
      refuseCoupon('Error', 'Please enter a coupon code.');
      return;
    }
    try {
      const check = await validateCoupon(normalised, base, currency);
      if (!check.valid) {
        refuseCoupon('Invalid coupon', 'This coupon code is not valid or has expired.');
        return;
      }
      setCoupon({ ...check, code: normalised });
      toast.success('Coupon applied!', {
        description: describeDiscount({ percentOff: check.percent_off, amountOff: check.amount_off }, currency),
      });
      setIntent(null);
      if (discounted(base, check) === 0) return;
      try {
        const created = await create(normalised);
        if (!created.freeOrder) setIntent(created);
      } catch (err) {
        const message = errorMessage(err, 'Failed to apply coupon to payment.');
        toast.error('Error', { description: message });
        setStartFailure({ message, retry: !(err instanceof ApiError && err.code === 'ALREADY_PAID') });
      }
    } catch {
      refuseCoupon('Error', 'Failed to validate coupon code.');
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

  return {
    base,
    intent,
    initialising,
    declined,
    decline,
    startFailure,
    retryStart: () => void initialise(coupon?.code),
    completing,
    code,
    setCode,
    couponError,
    coupon,
    finalAmount,
    isFree,
    applyCoupon,
    removeCoupon,
    completeFree,
    afterCard,
  };
}

export type PaymentState = ReturnType<typeof usePayment>;
