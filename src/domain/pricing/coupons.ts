import { formatMoney, percentOf } from './pricing.ts';

export type CouponTerms = { percentOff: number | null; amountOff: number | null };
export type CouponState = CouponTerms & {
  active: boolean;
  expiresAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
};

/** The discount on an amount: a rounded percentage, or a fixed amount; never more than the amount. */
export function couponDiscount(amount: number, coupon: CouponTerms): number {
  const raw = coupon.percentOff != null ? percentOf(amount, coupon.percentOff) : (coupon.amountOff ?? 0);
  return Math.min(Math.max(0, raw), amount);
}

/** Whether a coupon can be used now (the clock is passed in). */
export function couponUsable(coupon: CouponState, now: Date): boolean {
  if (!coupon.active) return false;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return false;
  if (coupon.usageLimit != null && coupon.timesUsed >= coupon.usageLimit) return false;
  return true;
}

/** 'Discount: N% off' or 'Discount: €X off' (spec: 'Coupon applied!'). */
export function describeDiscount(coupon: CouponTerms, currency: string): string {
  return coupon.percentOff != null
    ? `Discount: ${coupon.percentOff}% off`
    : `Discount: ${formatMoney(coupon.amountOff ?? 0, currency)} off`;
}

/** Codes are trimmed and upper-cased. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();
