import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { requestAs, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { coupons, pdfOrders, user } from '#server/db/schema.ts';
import { processOutbox } from '#server/email/outbox.ts';

/**
 * Issue 19 item 4: buying the PDF pack sends a receipt like a certificate order's 'Payment
 * received' (through the outbox, to a real SMTP server), and opening the payment screen again
 * reuses the pending order instead of starting a new one each visit.
 */

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PRICE_PDF_GUIDE: '1500', PROMOTION_ENABLED: 'false' });
  await t.database.db.insert(coupons).values({ code: 'RECEIPTFREE', name: 'Free pack', percentOff: 100 });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

let users = 0;
let ips = 0;

/** The magic-link sign-in, reading the link from the SMTP server (this app mails through SMTP). */
async function newUser(): Promise<SignedIn> {
  const email = `pdf-purchase-${++users}@example.com`;
  const ip = `10.19.4.${++ips}`;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    remoteAddress: ip,
    payload: { email, callbackURL: '/auth/callback' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const link = new URL(extractLink(await smtp.waitForMail(email), `${t.config.appUrl}/api/auth/magic-link/verify`));
  const verified = await t.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: ip });
  const cookie = [verified.headers['set-cookie']]
    .flat()
    .filter((c): c is string => Boolean(c))
    .map((c) => c.split(';')[0])
    .join('; ');
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { cookie, userId: row.id, email, ip };
}

const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);

async function ok<T = Record<string, unknown>>(res: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

type Intent = { orderId: string; paymentIntentId: string; clientSecret: string; amount: number };

const openPaymentScreen = async (u: SignedIn, body: Record<string, unknown> = {}) =>
  ok<Intent & { freeOrder: boolean }>(await call(u, 'POST', '/api/create-pdf-payment', body));

async function payByCard(u: SignedIn, intent: Intent) {
  await ok(
    await call(u, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
      clientSecret: intent.clientSecret,
      outcome: 'succeed',
    }),
  );
  return ok<{ status: string }>(
    await call(u, 'POST', '/api/confirm-payment', { paymentIntentId: intent.paymentIntentId }),
  );
}

const ordersOf = (u: SignedIn) => t.database.db.select().from(pdfOrders).where(eq(pdfOrders.userId, u.userId));

describe('the PDF pack purchase', () => {
  it('opening the payment screen three times keeps one pending order, paid once', async () => {
    const u = await newUser();
    const first = await openPaymentScreen(u);
    const second = await openPaymentScreen(u);
    const third = await openPaymentScreen(u);
    expect(second.orderId).toBe(first.orderId);
    expect(third.orderId).toBe(first.orderId);
    // Each visit starts a fresh card payment for that one order; the earlier ones can no longer take money.
    expect(new Set([first.paymentIntentId, second.paymentIntentId, third.paymentIntentId]).size).toBe(3);
    expect(await ordersOf(u)).toHaveLength(1);
    const listed = await ok<{ id: string; paymentStatus: string }[]>(await call(u, 'GET', '/api/pdf-orders'));
    expect(listed).toEqual([expect.objectContaining({ id: first.orderId, paymentStatus: 'pending' })]);

    expect(await payByCard(u, third)).toMatchObject({ status: 'paid' });
    const [paid] = await ordersOf(u);
    expect(paid).toMatchObject({ id: first.orderId, status: 'paid', amount: 1500 });
  });

  it('a card payment sends a receipt like a certificate order, once, through the mail server', async () => {
    const u = await newUser();
    const intent = await openPaymentScreen(u);
    await payByCard(u, intent);
    // Confirming again (a retry, the webhook) sends nothing new.
    await ok(await call(u, 'POST', '/api/confirm-payment', { paymentIntentId: intent.paymentIntentId }));
    await processOutbox(t.database.db, t.app.mailer);

    const mail = await smtp.waitForMail(u.email);
    const ref = `#${intent.orderId.slice(0, 8)}`;
    expect(mail.subject).toBe(`Order ${ref}: Payment received`);
    expect(mail.text).toContain('We have received your payment for the personalised PDF application pack.');
    expect(mail.text).toContain('Personalised PDF Guide: €15.00');
    expect(mail.text).toContain(`View your purchase: ${t.config.appUrl}/orders`);
    expect(mail.html).toContain(`View your purchase ${ref}`);
    await processOutbox(t.database.db, t.app.mailer);
    await expect(smtp.waitForMail(u.email, 300)).rejects.toThrow(/No mail/);
  });

  it('a free order (100% coupon) sends its receipt too, at the price paid', async () => {
    const u = await newUser();
    const free = await openPaymentScreen(u, { couponCode: 'RECEIPTFREE' });
    expect(free).toMatchObject({ freeOrder: true });
    await processOutbox(t.database.db, t.app.mailer);
    const mail = await smtp.waitForMail(u.email);
    expect(mail.subject).toBe(`Order #${free.orderId.slice(0, 8)}: Payment received`);
    expect(mail.text).toContain('Personalised PDF Guide: €0.00');
  });

  it('sends the receipt even when the buyer turned email notifications off (it is transactional)', async () => {
    const u = await newUser();
    await ok(await call(u, 'POST', '/api/user-profile', { notificationPreferences: { email: false, sms: false } }));
    await payByCard(u, await openPaymentScreen(u));
    await processOutbox(t.database.db, t.app.mailer);
    const mail = await smtp.waitForMail(u.email);
    const [order] = await ordersOf(u);
    expect(mail.subject).toBe(`Order #${order.id.slice(0, 8)}: Payment received`);
  });

  // Decision 084: the pack is a Foreign Births Register application; the tree says they need none.
  it('is not sold to someone the tree shows is an Irish citizen already, until the tree says otherwise', async () => {
    const u = await newUser();
    const roisin = {
      relationship: 'self',
      firstName: 'Róisín',
      lastName: 'Byrne',
      gender: 'female',
      birthDate: '1990-03-17',
    };
    const added = await call(u, 'POST', '/api/family-members', {
      ...roisin,
      birthPlace: 'Dublin',
      birthCountry: 'Ireland',
      isIrishBorn: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    const refused = await call(u, 'POST', '/api/create-pdf-payment', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PACK_NOT_NEEDED',
      message: expect.stringContaining('you are an Irish citizen already'),
    });
    expect(await ordersOf(u)).toEqual([]);

    // Her birth place was a mistake: with Leeds the tree no longer says she is Irish, and the screen opens.
    const { id } = added.json() as { id: string };
    const corrected = await call(u, 'PUT', `/api/family-members/${id}`, {
      ...roisin,
      birthPlace: 'Leeds',
      birthCountry: 'England',
      isIrishBorn: false,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await openPaymentScreen(u);
    expect(await ordersOf(u)).toHaveLength(1);
  });
});
