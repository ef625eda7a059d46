import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '#domain/eligibility/wording.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import { addGrandparentRouteTree } from '#tests/support/application.ts';
import { payRegistryFees, placeCertificateOrder } from '#tests/support/orders.ts';
import { requestAs, signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { documentRequests, emailOutbox, userProfiles } from '#server/db/schema.ts';
import { queueApplicationReminders } from '#server/modules/application/reminders.ts';
import { processOutbox } from './outbox.ts';
import { unsubscribeToken } from './unsubscribe.ts';

/**
 * Issue 34 item 6 (docs/decisions/062-transactional-email-and-operator-alerts.md): order, payment
 * and delivery mail is sent whatever 'Email notifications' says, which governs reminders only;
 * every mail has the company's Reply-To and a footer that fits it; reminders carry a signed
 * one-click List-Unsubscribe that works without signing in.
 */

const ADMIN = 'ops@example.com';
const COMPANY = 'hello@walsh-research.example';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let smtp: TestSmtp;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: ADMIN, COMPANY_EMAIL: COMPANY });
  admin = await newUser(ADMIN);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const db = () => t.database.db;
let users = 0;
const newUser = (email = `transactional-${++users}@example.com`) => signIn(t, email, (to) => smtp.waitForMail(to));
const notifications = async (u: SignedIn, email: boolean) =>
  expect(
    (await requestAs(t, u, 'POST', '/api/user-profile', { notificationPreferences: { email, sms: false } })).statusCode,
  ).toBe(200);
const notifyEmailOf = async (u: SignedIn) =>
  (await db().select().from(userProfiles).where(eq(userProfiles.userId, u.userId)))[0]?.notifyEmail;

/** The message's header block, folded lines joined. */
const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(headersOf(raw))?.[1]?.trim() ?? null;

/** Marks the applicant's birth certificate ordered and overdue, so a reminder is due on 1 February 2026. */
async function overdueItem(u: SignedIn) {
  const tree = await addGrandparentRouteTree(t, u);
  const res = await requestAs(t, u, 'PATCH', `/api/application/items/${tree.me}.applicant-birth`, {
    status: 'ordered',
    ordered: { where: 'GRO online', orderedOn: '2026-01-01', expectedBy: '2026-01-20' },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const REMINDER_DAY = new Date('2026-02-01T09:00:00Z');
const remindersOf = (u: SignedIn) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, u.userId), like(emailOutbox.dedupeKey, 'application:%')));

describe('with email notifications off', () => {
  it('the payment email is still sent, naming the amount, the certificate and the address, replying to the company', async () => {
    const u = await newUser();
    await notifications(u, false);
    const { id } = await placeCertificateOrder(t, u);
    const [order] = await db().select().from(documentRequests).where(eq(documentRequests.id, id));

    await processOutbox(db(), t.app.mailer);
    const mail = await smtp.waitForMail(u.email);
    expect(mail.subject).toBe(`Order #${id.slice(0, 8)}: Payment received`);
    expect(mail.text).toContain(`Amount paid: ${formatMoney(order.totalCost, order.currency)}`);
    expect(mail.text).toContain('- Birth Certificate for Bridget Walsh');
    expect(mail.text.replaceAll('\r\n', '\n')).toContain(
      'We will post the certificates to:\n1 Main St\nCastlebar\nMayo\nIreland',
    );
    expect(mail.html).toContain('Birth Certificate for Bridget Walsh');
    expect(header(mail.raw, 'Reply-To')).toBe(COMPANY);
    // The footer says why the mail came whatever the settings, and never 'ignore it'.
    expect(mail.text).toContain('We always send emails about orders, payments, refunds and deliveries');
    expect(mail.text + mail.html).not.toMatch(/ignore it|turn these emails off/i);
  });

  it('reminders are not sent', async () => {
    const u = await newUser();
    await notifications(u, false);
    await overdueItem(u);
    await queueApplicationReminders(db(), REMINDER_DAY, t.config);
    expect(await remindersOf(u)).toEqual([]);
  });
});

describe('dates are written out', () => {
  it('the shipped email gives the estimated delivery, the delivered email the day it arrived', async () => {
    const u = await newUser();
    const { id } = await placeCertificateOrder(t, u);
    await payRegistryFees(t, u, admin, id);
    const move = async (body: object) =>
      expect((await requestAs(t, admin, 'PATCH', `/api/admin/orders/${id}`, body)).statusCode).toBe(200);
    await move({ status: 'processing' });
    await move({
      status: 'shipped',
      trackingNumber: 'RR123456789IE',
      carrier: 'An Post',
      estimatedDeliveryDate: '2031-03-17',
    });
    await move({ status: 'delivered' });
    const mailOf = async (status: string) =>
      (
        await db()
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.dedupeKey, `order:${id}:${status}`))
      )[0];

    const shipped = await mailOf('shipped');
    expect(shipped.text).toContain('Estimated delivery: 17 March 2031');
    const delivered = await mailOf('delivered');
    const [row] = await db().select().from(documentRequests).where(eq(documentRequests.id, id));
    expect(delivered.text).toContain(`Delivered on ${formatDay(row.deliveredAt!.toISOString().slice(0, 10))}`);
    expect(delivered.text).toMatch(/Delivered on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(delivered.text + delivered.html).not.toMatch(/\d{4}-\d{2}-\d{2}|Estimated delivery/);
  });
});

describe('one-click unsubscribe from reminders (RFC 8058)', () => {
  it('a reminder carries the headers; the POST turns reminders off without signing in, order mail goes on', async () => {
    const u = await newUser();
    await overdueItem(u);
    expect(await queueApplicationReminders(db(), REMINDER_DAY, t.config)).toBe(1);
    await processOutbox(db(), t.app.mailer);
    const mail = await smtp.waitForMail(u.email);
    expect(mail.subject).toBe('Not in hand yet: Long-form civil birth certificate');
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(mail.raw, 'List-Unsubscribe')!;
    const url = new URL(/^<(.+)>$/.exec(listUnsubscribe)![1]);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.appUrl}/email/unsubscribe`);
    expect(mail.text).toContain(`Unsubscribe from reminders: ${url.href}`);
    expect(mail.text).toContain('email notifications are on');
    expect(header(mail.raw, 'Reply-To')).toBe(COMPANY);

    // Opening the link only asks.
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(await notifyEmailOf(u)).not.toBe(false);

    // The mail client's one click: a form POST, no cookie.
    const done = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: FORM,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await notifyEmailOf(u)).toBe(false);
    const profile = await requestAs(t, u, 'GET', '/api/user-profile');
    expect(profile.json()).toMatchObject({ notificationPreferences: { email: false } });

    // No more reminders; order mail still goes.
    await queueApplicationReminders(db(), new Date('2026-03-01T09:00:00Z'), t.config);
    expect(await remindersOf(u)).toHaveLength(1);
    const { id } = await placeCertificateOrder(t, u);
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `order:${id}:paid`)),
    ).toHaveLength(1);
  });

  it('refuses a forged or altered token and changes nothing', async () => {
    const u = await newUser();
    const other = await newUser();
    const [id, signature] = unsubscribeToken(t.config.authSecret, other.userId).split('.');
    const forged = [
      `${Buffer.from(u.userId).toString('base64url')}.${signature}`,
      unsubscribeToken('not-the-server-secret-not-the-server-secret', u.userId),
      // The first character carries six bits of the MAC, so changing it always changes the MAC (the last
      // two, replaced by 'AA' before, were already 'AA' in about 1 of 1,000 runs: the real token).
      `${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      id,
      '',
    ];
    for (const token of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: `/email/unsubscribe?token=${encodeURIComponent(token)}`,
          ...(method === 'POST' ? { payload: 'List-Unsubscribe=One-Click', headers: FORM } : {}),
        });
        expect(res.statusCode, `${method} ${token}`).toBe(400);
        expect(res.body).toContain('This unsubscribe link does not work');
      }
    }
    expect(await notifyEmailOf(u)).not.toBe(false);
    expect(await notifyEmailOf(other)).not.toBe(false);
  });
});
