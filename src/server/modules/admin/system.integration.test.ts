import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSystemResponse, type AdminSystem } from '#shared/admin-system.ts';
import { devMailbox, emailOutbox } from '#server/db/schema.ts';
import { MAX_ATTEMPTS } from '#server/email/outbox.ts';
import { requestAs, signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * The admin 'System' tab's calls (docs/decisions/055-operators-eyes.md): the scheduler's jobs after
 * a tick, the outbox's failed mail and its retry, which the next outbox run sends. On PGlite, and
 * on PostgreSQL with DATABASE_URL.
 */
const ADMIN = 'system.admin@example.com';
const FAILED_TO = 'bounced.customer@example.com';
let t: TestApp;
let admin: SignedIn;
let member: SignedIn;
/** The scheduler's clock: real time plus what the test moves it on. */
let ahead = 0;
let failedId: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN }, { now: () => new Date(Date.now() + ahead) });
  admin = await signIn(t, ADMIN);
  member = await signIn(t, 'system.member@example.com');
  const [row] = await t.database.db
    .insert(emailOutbox)
    .values({
      dedupeKey: `test:system:${randomUUID()}`,
      userId: member.userId,
      to: FAILED_TO,
      subject: 'Order #1a2b3c4d: Payment received',
      html: '<p>Payment received</p>',
      text: 'Payment received',
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'Mailbox unavailable (451)',
      createdAt: new Date(Date.now() - 3 * 3_600_000),
    })
    .returning({ id: emailOutbox.id });
  failedId = row!.id;
});
afterAll(() => t?.close());

async function system(): Promise<AdminSystem> {
  const res = await requestAs(t, admin, 'GET', '/api/admin/system');
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return adminSystemResponse.parse(res.json());
}

describe('GET /api/admin/system', () => {
  it('shows each scheduled job in plain words with its last run after a scheduler tick', async () => {
    await t.app.scheduler.tick();
    const body = await system();
    expect(body.jobs.map((j) => j.name)).toEqual(
      expect.arrayContaining(['email-outbox', 'application-reminders', 'retention-inactive-accounts']),
    );
    const outbox = body.jobs.find((j) => j.name === 'email-outbox')!;
    expect(outbox).toMatchObject({ label: 'Send queued emails', everySeconds: 2, lastOutcome: 'ok', running: false });
    expect(outbox.lastStartedAt).not.toBeNull();
    expect(Date.parse(outbox.nextRunAt)).toBeGreaterThan(Date.parse(outbox.lastStartedAt!));
    // Daily jobs wait 5 minutes after a first start: not run yet, with their next run set.
    const daily = body.jobs.find((j) => j.name === 'retention-trim-logs')!;
    expect(daily).toMatchObject({ label: 'Trim database logs after 90 days', everySeconds: 86_400, lastOutcome: null });
  });

  it('lists the failed message with its recipient, subject, attempts and error, and the figures at a glance', async () => {
    const body = await system();
    expect(body.failedEmails).toEqual([
      expect.objectContaining({
        id: failedId,
        to: FAILED_TO,
        subject: 'Order #1a2b3c4d: Payment received',
        attempts: MAX_ATTEMPTS,
        lastError: 'Mailbox unavailable (451)',
      }),
    ]);
    expect(body.glance.outbox).toEqual({ pending: 0, failedTotal: 1, oldestUnsentSeconds: null });
    expect(body.glance.database.kind).toBe(t.database.kind);
    expect(body.glance.database.pool === null).toBe(t.database.kind === 'pglite');
    expect(body.glance.jobPool.threads).toBeGreaterThan(0);
    // The sign-ins and the calls above were timed by the metrics.
    expect(body.glance.requests.count).toBeGreaterThan(3);
    expect(body.glance.requests.p95Seconds).toBeGreaterThan(0);
  });

  it('is refused to a signed-in user who is not an admin, and to no session', async () => {
    expect((await requestAs(t, member, 'GET', '/api/admin/system')).statusCode).toBe(403);
    expect((await requestAs(t, null, 'GET', '/api/admin/system')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/system/outbox/:id/retry', () => {
  const retry = (who: SignedIn, id: string) => requestAs(t, who, 'POST', `/api/admin/system/outbox/${id}/retry`);

  it('is refused to a non-admin and changes nothing', async () => {
    expect((await retry(member, failedId)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, failedId));
    expect(row!.status).toBe('failed');
  });

  it('answers 404 for a message that does not exist', async () => {
    const res = await retry(admin, randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Message not found');
  });

  it('makes a failed message pending again, recorded in the audit trail, and the next outbox run sends it', async () => {
    const res = await retry(admin, failedId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: failedId, status: 'pending' });
    const [queued] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, failedId));
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });

    const audit = await requestAs(t, admin, 'GET', `/api/admin/audit?targetType=email_outbox&targetId=${failedId}`);
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        action: 'email.retry',
        adminEmail: ADMIN,
        details: expect.objectContaining({ attempts: MAX_ATTEMPTS }),
      }),
    ]);

    // A second retry finds nothing failed.
    const again = await retry(admin, failedId);
    expect(again.statusCode).toBe(409);

    ahead += 3_000; // past the outbox job's 2 second period
    await t.app.scheduler.tick();
    const [sent] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, failedId));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    const delivered = await t.database.db.select().from(devMailbox).where(eq(devMailbox.to, FAILED_TO));
    expect(delivered.map((m) => m.subject)).toEqual(['Order #1a2b3c4d: Payment received']);

    const body = await system();
    expect(body.failedEmails).toEqual([]);
    expect(body.glance.outbox.failedTotal).toBe(0);
    expect(body.recentRuns[0]).toMatchObject({
      name: 'email-outbox',
      label: 'Send queued emails',
      outcome: 'ok',
      counts: { sent: 1, failed: 0 },
    });
  });
});
