import { describe, expect, it } from 'vitest';
import { buildPricing, formatMoney, percentOf, priceProduct, showsPromotion, type PriceConfig } from './pricing.ts';

const config = (over: Partial<PriceConfig> = {}): PriceConfig => ({
  currency: 'eur',
  prices: { pdfGuide: 1500, documentResearch: 1500 },
  promotion: { enabled: true, percentOff: 30 },
  ...over,
});

describe('percentOf', () => {
  it.each([
    [1500, 30, 450],
    [999, 30, 300], // 299.7 rounds up
    [1001, 15, 150], // 150.15 rounds down
    [5, 50, 3], // 2.5 rounds half up
    [0, 30, 0],
  ])('%i × %i%% = %i', (amount, pct, expected) => {
    expect(percentOf(amount, pct)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [1050, 'eur', '€10.50'],
    [1500, 'gbp', '£15.00'],
    [0, 'eur', '€0.00'],
    [123456, 'usd', 'US$1,234.56'],
  ])('%i %s → %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });
});

describe('priceProduct', () => {
  it('applies the 30% launch promotion to the default €15.00', () => {
    expect(priceProduct('pdf_guide', 1500, config())).toMatchObject({
      basePrice: 1500,
      amount: 1050,
      discountedPrice: 1050,
      display: '€10.50',
      baseDisplay: '€15.00',
      savingsDisplay: '€4.50',
      hasDiscount: true,
    });
  });

  it('shows the plain price when the promotion is off', () => {
    const p = priceProduct('document_research', 1500, config({ promotion: { enabled: false, percentOff: 30 } }));
    expect(p).toMatchObject({
      amount: 1500,
      display: '€15.00',
      baseDisplay: null,
      savingsDisplay: null,
      hasDiscount: false,
    });
    expect(showsPromotion(p)).toBe(false);
  });

  it('a free product has no discount to show', () => {
    const p = priceProduct('pdf_guide', 0, config());
    expect(p).toMatchObject({ amount: 0, hasDiscount: false });
  });
});

describe('buildPricing', () => {
  it('prices both products in the configured currency and describes the promotion', () => {
    const pricing = buildPricing(config({ currency: 'gbp', prices: { pdfGuide: 2000, documentResearch: 1000 } }));
    expect(pricing.pdf_guide.display).toBe('£14.00');
    expect(pricing.document_research.display).toBe('£7.00');
    expect(pricing.promotion).toEqual({
      enabled: true,
      percentOff: 30,
      title: 'Limited Time Site Launch Offer',
      description: 'Save 30% on all services',
    });
    expect(showsPromotion(pricing.pdf_guide)).toBe(true);
  });
});
