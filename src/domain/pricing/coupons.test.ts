import { describe, expect, it } from 'vitest';
import { couponDiscount, couponUsable, describeDiscount, normaliseCouponCode, type CouponState } from './coupons.ts';

describe('couponDiscount', () => {
  it.each([
    ['10% of €10.50', 1050, { percentOff: 10, amountOff: null }, 105],
    ['15% rounds half up', 1050, { percentOff: 15, amountOff: null }, 158], // 157.5
    ['33% rounds down', 1000, { percentOff: 33, amountOff: null }, 330],
    ['100% is the whole amount', 1050, { percentOff: 100, amountOff: null }, 1050],
    ['fixed €5 off', 1050, { percentOff: null, amountOff: 500 }, 500],
    ['fixed more than the price stops at zero', 1050, { percentOff: null, amountOff: 5000 }, 1050],
    ['nothing off nothing', 0, { percentOff: 50, amountOff: null }, 0],
  ])('%s', (_label, amount, coupon, expected) => {
    const discount = couponDiscount(amount, coupon);
    expect(discount).toBe(expected);
    expect(amount - discount).toBeGreaterThanOrEqual(0);
  });
});

describe('couponUsable', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const base: CouponState = {
    percentOff: 10,
    amountOff: null,
    active: true,
    expiresAt: null,
    usageLimit: null,
    timesUsed: 0,
  };
  it.each<[string, Partial<CouponState>, boolean]>([
    ['active, no limits', {}, true],
    ['deactivated', { active: false }, false],
    ['expired a second ago', { expiresAt: new Date('2026-11-22T11:59:59Z') }, false],
    ['expires exactly now', { expiresAt: now }, false],
    ['expires tomorrow', { expiresAt: new Date('2026-11-23T12:00:00Z') }, true],
    ['single use, unused', { usageLimit: 1, timesUsed: 0 }, true],
    ['single use, used', { usageLimit: 1, timesUsed: 1 }, false],
  ])('%s → %s', (_label, over, expected) => {
    expect(couponUsable({ ...base, ...over }, now)).toBe(expected);
  });
});

describe('describeDiscount and codes', () => {
  it('describes percentages and fixed amounts in the configured currency', () => {
    expect(describeDiscount({ percentOff: 25, amountOff: null }, 'eur')).toBe('Discount: 25% off');
    expect(describeDiscount({ percentOff: null, amountOff: 500 }, 'eur')).toBe('Discount: €5.00 off');
    expect(describeDiscount({ percentOff: null, amountOff: 500 }, 'gbp')).toBe('Discount: £5.00 off');
  });
  it('trims and upper-cases codes', () => {
    expect(normaliseCouponCode('  launch10 ')).toBe('LAUNCH10');
  });
});
