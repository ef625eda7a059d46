import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { buildPricing } from '#domain/pricing/pricing.ts';
import { pricingResponse } from '#shared/pricing.ts';

describe('GET /api/pricing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CURRENCY: 'gbp', PRICE_PDF_GUIDE: '2000', PROMOTION_PERCENT_OFF: '25' });
  });
  afterAll(() => t.close());

  it('answers the configured prices with the promotion applied, cacheable for 5 minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body.currency).toBe('gbp');
    expect(body.pdf_guide).toMatchObject({
      basePrice: 2000,
      amount: 1500,
      display: '£15.00',
      baseDisplay: '£20.00',
      savingsDisplay: '£5.00',
      hasDiscount: true,
    });
    expect(body.document_research).toMatchObject({ basePrice: 1500, amount: 1125, display: '£11.25' });
    expect(body.promotion).toEqual({
      enabled: true,
      percentOff: 25,
      title: 'Limited Time Site Launch Offer',
      description: 'Save 25% on all services',
    });
  });

  it('answers exactly the schema-encoded pricing, uncompressed (under the threshold) whatever the client accepts', async () => {
    const expected = JSON.stringify(pricingResponse.encode(buildPricing(t.config)));
    for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/pricing', headers });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(expected);
    }
  });

  it('shows undiscounted prices when the promotion is switched off', async () => {
    const off = await createTestApp({ PROMOTION_ENABLED: 'false' });
    try {
      const body = (await off.app.inject({ method: 'GET', url: '/api/pricing' })).json();
      expect(body.pdf_guide).toMatchObject({ amount: 1500, display: '€15.00', hasDiscount: false, baseDisplay: null });
      expect(body.promotion.enabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});
