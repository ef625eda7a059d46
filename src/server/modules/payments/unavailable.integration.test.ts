import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ENV } from '#tests/support/company-env.ts';
import { extractLink, startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { pdfOrders, testPaymentIntents, user } from '#server/db/schema.ts';

/**
 * Production without Stripe keys: there is no payment provider (the test provider is never used
 * in production), so paying answers 503 with a clear message and nothing is created. The user
 * signs in through the real magic-link flow, the link read from a local SMTP server.
 */

const UNAVAILABLE = {
  message: 'Payments are not available right now. Please try again later.',
  code: 'PAYMENTS_UNAVAILABLE',
};

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    NODE_ENV: 'production',
    APP_URL: 'https://x.example',
    AUTH_SECRET: 'x'.repeat(32),
    SMTP_URL: smtp.url,
    ...COMPANY_ENV,
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

async function signInProduction(email: string) {
  const ip = '10.9.8.7';
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    remoteAddress: ip,
    payload: { email, callbackURL: '/auth/callback' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const link = new URL(extractLink(await smtp.waitForMail(email), 'https://x.example/api/auth/magic-link/verify'));
  const verified = await t.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: ip });
  const cookie = [verified.headers['set-cookie']]
    .flat()
    .filter((c): c is string => Boolean(c))
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie, `verify answered ${verified.statusCode}`).toContain('session_token');
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { cookie, userId: row.id, ip };
}

describe('payments in production without Stripe keys', () => {
  it('create and confirm answer 503 with a clear message and create nothing', async () => {
    const u = await signInProduction('prod-buyer@example.com');
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: u.cookie } });
    expect(session.json().user).toMatchObject({ email: 'prod-buyer@example.com' });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/create-pdf-payment',
      headers: { cookie: u.cookie },
      remoteAddress: u.ip,
      payload: {},
    });
    expect(created.statusCode, created.body).toBe(503);
    expect(created.json()).toEqual(UNAVAILABLE);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/confirm-payment',
      headers: { cookie: u.cookie },
      remoteAddress: u.ip,
      payload: { paymentIntentId: 'pi_test_anything' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(503);
    expect(confirmed.json()).toEqual(UNAVAILABLE);

    expect(await t.database.db.select().from(pdfOrders)).toEqual([]);
    expect(await t.database.db.select().from(testPaymentIntents)).toEqual([]);
  });

  it('the test provider card route does not exist; orders and coupon checks still answer', async () => {
    const u = await signInProduction('prod-viewer@example.com');
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/pi_test_x/complete',
      headers: { cookie: u.cookie },
      remoteAddress: u.ip,
      payload: { clientSecret: 'pi_test_x_secret_yyyyyyyy', outcome: 'succeed' },
    });
    expect(card.statusCode).toBe(404);

    const orders = await t.app.inject({ method: 'GET', url: '/api/pdf-orders', headers: { cookie: u.cookie } });
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toEqual([]);

    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/validate-coupon',
      headers: { cookie: u.cookie },
      remoteAddress: u.ip,
      payload: { couponId: 'nope' },
    });
    expect(coupon.statusCode).toBe(200);
    expect(coupon.json()).toEqual({ valid: false, percent_off: null, amount_off: null, name: null });
  });

  it('still answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-pdf-payment', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
