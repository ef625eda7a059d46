import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payRegistryFees } from '#tests/support/orders.ts';
import type { SignedIn } from '#tests/support/sign-in.ts';
import { startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { documentRequests, emailOutbox, user } from '../db/schema.ts';
import { enqueueEmail, MAX_ATTEMPTS, processOutbox, REMINDER_KEY_PREFIX, retryDelayMs } from './outbox.ts';

/**
 * The email outbox against a real SMTP server: a failed send stays queued and is retried with
 * backoff, a sent mail is never sent again, concurrent runs send each mail once, a mail that
 * keeps failing is given up after MAX_ATTEMPTS, and a failing mail server never fails the
 * change that queued the mail.
 */

const ADMIN = 'ops@example.com';

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: ADMIN });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(async () => {
  smtp.setFailing(false);
  await t.database.db.delete(emailOutbox);
});

const db = () => t.database.db;
const mailer = () => t.app.mailer;
let keys = 0;

async function queue(to: string) {
  const key = `test:${++keys}`;
  await enqueueEmail(db(), {
    dedupeKey: key,
    userId: null,
    to,
    subject: `Test mail ${keys}`,
    html: `<p>Mail ${keys}</p>`,
    text: `Mail ${keys}`,
  });
  return key;
}
const row = async (key: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key)))[0];
const received = (to: string) => smtp.messages.filter((m) => m.to.toLowerCase() === to.toLowerCase());
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('processOutbox with a real SMTP server', () => {
  it('uses the SMTP mailer of the test app', () => {
    expect(mailer().kind).toBe('smtp');
  });

  it('sends order mail before reminders queued earlier, when a run cannot send everything', async () => {
    const to = 'priority@example.com';
    for (let i = 0; i < 5; i++) {
      await enqueueEmail(db(), {
        dedupeKey: `${REMINDER_KEY_PREFIX}someone:item:${i}`,
        userId: null,
        to,
        subject: `Reminder ${i}`,
        html: '<p>Reminder</p>',
        text: 'Reminder',
      });
    }
    await enqueueEmail(db(), {
      dedupeKey: 'order:priority:shipped',
      userId: null,
      to,
      subject: 'Your order has shipped',
      html: '<p>Shipped</p>',
      text: 'Shipped',
    });
    const result = await processOutbox(db(), mailer(), later(new Date(), 1_000), 2);
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(received(to).map((m) => m.subject)).toEqual(['Your order has shipped', 'Reminder 0']);
  });

  it('a failed send is kept, retried after the backoff, then sent exactly once', async () => {
    const to = 'retry@example.com';
    const key = await queue(to);
    const now = later(new Date(), 1000);

    smtp.setFailing(true);
    expect(await processOutbox(db(), mailer(), now)).toEqual({ sent: 0, failed: 1 });
    const failed = await row(key);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toEqual(expect.stringMatching(/\S/));
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    expect(received(to)).toEqual([]);

    // Before next_attempt_at nothing is attempted, even once the server works again.
    expect(await processOutbox(db(), mailer(), later(now, 10_000))).toEqual({ sent: 0, failed: 0 });
    smtp.setFailing(false);
    expect(await processOutbox(db(), mailer(), later(now, retryDelayMs(1) - 1000))).toEqual({ sent: 0, failed: 0 });
    expect((await row(key)).attempts).toBe(1);
    expect(received(to)).toEqual([]);

    // Past next_attempt_at: sent.
    expect(await processOutbox(db(), mailer(), later(now, retryDelayMs(1) + 1000))).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.waitForMail(to);
    expect(mail.subject).toBe((await row(key)).subject);
    expect(received(to)).toHaveLength(1);
    const sent = await row(key);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    // No duplicates, however often the worker runs.
    expect(await processOutbox(db(), mailer(), later(now, 86_400_000))).toEqual({ sent: 0, failed: 0 });
    expect(await processOutbox(db(), mailer(), later(now, 86_400_000 * 30))).toEqual({ sent: 0, failed: 0 });
    expect(received(to)).toHaveLength(1);
  });

  it('the same dedupe key queues one mail', async () => {
    const to = 'dedupe@example.com';
    const mail = { dedupeKey: 'test:dedupe', userId: null, to, subject: 'Once', html: '<p>Once</p>', text: 'Once' };
    await enqueueEmail(db(), mail);
    await enqueueEmail(db(), { ...mail, subject: 'Twice' });
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, 'test:dedupe'))).toHaveLength(1);
    expect(await processOutbox(db(), mailer(), later(new Date(), 1000))).toEqual({ sent: 1, failed: 0 });
    expect(received(to).map((m) => m.subject)).toEqual(['Once']);
  });

  it('two runs at the same time send each mail once', async () => {
    const recipients = Array.from({ length: 8 }, (_, i) => `concurrent-${i}@example.com`);
    const queued = [];
    for (const to of recipients) queued.push(await queue(to));
    const now = later(new Date(), 1000);

    const [a, b] = await Promise.all([processOutbox(db(), mailer(), now), processOutbox(db(), mailer(), now)]);
    expect(a.failed + b.failed).toBe(0);
    expect(a.sent + b.sent).toBe(recipients.length);
    for (const to of recipients) expect(received(to), to).toHaveLength(1);
    for (const key of queued) expect(await row(key)).toMatchObject({ status: 'sent', attempts: 1 });

    const [c, d] = await Promise.all([
      processOutbox(db(), mailer(), later(now, 60_000)),
      processOutbox(db(), mailer(), later(now, 60_000)),
    ]);
    expect(c.sent + d.sent + c.failed + d.failed).toBe(0);
    for (const to of recipients) expect(received(to)).toHaveLength(1);
  });

  it(`after ${MAX_ATTEMPTS} failures the mail is marked failed and never retried`, async () => {
    const to = 'hopeless@example.com';
    const key = await queue(to);
    const start = later(new Date(), 1000);
    smtp.setFailing(true);

    let now = start;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await processOutbox(db(), mailer(), now), `attempt ${attempt}`).toEqual({ sent: 0, failed: 1 });
      const r = await row(key);
      expect(r.attempts).toBe(attempt);
      expect(r.status).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
      expect(r.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
      now = later(r.nextAttemptAt, 1000);
    }
    expect((await row(key)).lastError).toEqual(expect.stringMatching(/\S/));

    smtp.setFailing(false);
    expect(await processOutbox(db(), mailer(), later(now, 86_400_000 * 365))).toEqual({ sent: 0, failed: 0 });
    expect(await row(key)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(received(to)).toEqual([]);
  });

  it('backoff doubles from 30 s and is capped at one hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('order status mail through the outbox', () => {
  /** Signs in with the magic link, read from the SMTP server (this app has SMTP_URL). */
  async function signInBySmtp(email: string): Promise<SignedIn> {
    const ip = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      remoteAddress: ip,
      payload: { email, callbackURL: '/auth/callback' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await smtp.waitForMail(email);
    const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no magic link in:\n${mail.text}`);
    const url = new URL(link);
    const verified = await t.app.inject({ method: 'GET', url: url.pathname + url.search, remoteAddress: ip });
    const cookie = [verified.headers['set-cookie']]
      .flat()
      .filter((c): c is string => Boolean(c))
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token');
    const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
    return { cookie, userId: row.id, email, ip };
  }

  const call = (u: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: u.cookie },
      remoteAddress: u.ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function paidOrder(u: SignedIn) {
    expect(
      (
        await call(u, 'POST', '/api/user-profile', {
          addressLine1: '1 Main Street',
          city: 'Castlebar',
          county: 'Mayo',
          country: 'Ireland',
        })
      ).statusCode,
    ).toBe(200);
    const created = await call(u, 'POST', '/api/create-document-request', {
      requesterName: 'Mary Walsh',
      requesterEmail: u.email,
      subjectName: 'Patrick Walsh',
      documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json() as { id: string };
    const intent = (await call(u, 'POST', '/api/create-document-payment', { documentRequestId: order.id })).json();
    expect(
      (
        await call(u, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
          clientSecret: intent.clientSecret,
          outcome: 'succeed',
        })
      ).statusCode,
    ).toBe(200);
    const settled = await call(u, 'PATCH', `/api/document-requests/${order.id}/payment`, {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(settled.json().status).toBe('paid');
    return order;
  }

  it('a failing mail server never fails the status change; the mail goes out once it recovers', async () => {
    const owner = await signInBySmtp('outbox-owner@example.com');
    const admin = await signInBySmtp(ADMIN);
    const order = await paidOrder(owner);
    const ref = `#${order.id.slice(0, 8)}`;

    // The payment mail is delivered by the outbox.
    expect(await processOutbox(db(), mailer(), later(new Date(), 1000))).toEqual({ sent: 1, failed: 0 });
    expect((await smtp.waitForMail(owner.email)).subject).toBe(`Order ${ref}: Payment received`);
    // Its registry fee is set and paid before it may be posted (docs/decisions/056-the-registry-fee.md): two more mails.
    await payRegistryFees(t, owner, admin, order.id);
    expect(await processOutbox(db(), mailer(), later(new Date(), 1000))).toEqual({ sent: 2, failed: 0 });
    const feeMails = [
      (await smtp.waitForMail(owner.email)).subject,
      (await smtp.waitForMail(owner.email)).subject,
    ].sort();
    expect(feeMails).toEqual([`Order ${ref}: Registry fee received`, `Order ${ref}: Registry fee to pay`]);

    smtp.setFailing(true);
    const moved = await call(admin, 'PATCH', `/api/admin/orders/${order.id}`, { status: 'processing' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('processing');

    const now = later(new Date(), 1000);
    expect(await processOutbox(db(), mailer(), now)).toEqual({ sent: 0, failed: 1 });
    expect((await db().select().from(documentRequests).where(eq(documentRequests.id, order.id)))[0].status).toBe(
      'processing',
    );
    const [queued] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order:${order.id}:processing`));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, to: owner.email });

    // Another change while the server is still down also succeeds.
    const shipped = await call(admin, 'PATCH', `/api/admin/orders/${order.id}`, {
      status: 'shipped',
      trackingNumber: 'RR123456789IE',
      carrier: 'An Post',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    smtp.setFailing(false);
    expect(await processOutbox(db(), mailer(), later(now, retryDelayMs(1) + 1000))).toEqual({ sent: 2, failed: 0 });
    const subjects = [
      (await smtp.waitForMail(owner.email)).subject,
      (await smtp.waitForMail(owner.email)).subject,
    ].sort();
    expect(subjects).toEqual(
      [`Order ${ref}: We are researching your certificates`, `Order ${ref}: Your certificates are on their way`].sort(),
    );
    const shippedMail = received(owner.email).find((m) => m.subject.includes('on their way'))!;
    expect(shippedMail.text).toContain('Tracking number: RR123456789IE (An Post)');
    expect(received(owner.email).filter((m) => m.subject.startsWith('Order'))).toHaveLength(5);
  });
});
