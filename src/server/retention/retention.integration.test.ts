import { and, eq, like, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  accountActivity,
  adminAudit,
  consentEvents,
  eligibilityChecks,
  emailOutbox,
  pdfOrders,
  scheduledJobRuns,
  scheduledJobs,
  user,
} from '#server/db/schema.ts';

const DAY = 86_400_000;
/** `n` calendar years after `d`, in milliseconds (the periods are calendar years, leap days included). */
const yearsAfter = (d: Date, n: number) => {
  const x = new Date(d);
  x.setUTCFullYear(x.getUTCFullYear() + n);
  return x.getTime();
};

/**
 * The privacy policy's retention table, kept by the scheduler's jobs with the clock moved
 * (docs/decisions/057-one-scheduler-and-the-retention-periods.md).
 */
describe('retention as the privacy policy says it', () => {
  let t: TestApp;
  let clock = new Date();
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.app.scheduler.tick(); // registers the jobs
  });
  afterAll(() => t?.close());

  /** Runs one scheduled job now, on the moved clock. */
  async function run(name: string, at: Date) {
    clock = at;
    // Only this job: a tick runs every due job at once, and the others would act on rows written at
    // the real time, years before the moved clock (the log trim deleted a warning the outbox's sender
    // had just marked sent, when the two raced that way).
    await db()
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(yearsAfter(at, 100)) })
      .where(ne(scheduledJobs.name, name));
    await db().update(scheduledJobs).set({ nextRunAt: at }).where(eq(scheduledJobs.name, name));
    await t.app.scheduler.tick();
    const [job] = await db().select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
    expect(job?.lastOutcome, `${name} failed: ${job?.lastError}`).toBe('ok');
    return job!.lastCounts;
  }
  const warningsTo = (u: SignedIn) =>
    db()
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, u.userId), like(emailOutbox.dedupeKey, 'inactivity-warning:%')));
  const exists = async (u: SignedIn) => (await db().select().from(user).where(eq(user.id, u.userId))).length === 1;
  const lastSignIn = async (u: SignedIn) =>
    (await db().select().from(accountActivity).where(eq(accountActivity.userId, u.userId)))[0]!.lastSignInAt;

  it('warns an account once, 30 days before its third year without a sign-in, and deletes it after', async () => {
    const u = await signIn(t, 'inactive-retention@example.com');
    const seen = await lastSignIn(u);

    expect(await run('retention-inactive-accounts', new Date(yearsAfter(seen, 3) - 40 * DAY))).toMatchObject({
      warned: 0,
    });
    expect(await warningsTo(u)).toHaveLength(0);

    await run('retention-inactive-accounts', new Date(yearsAfter(seen, 3) - 29 * DAY));
    const [warning] = await warningsTo(u);
    expect(warning?.subject).toMatch(/^Your Irish Citizenship Assist account will be deleted on \d+ \w+ \d{4}$/);
    expect(warning?.text).toContain('To keep your account, sign in.');

    await run('retention-inactive-accounts', new Date(yearsAfter(seen, 3) - 20 * DAY));
    expect(await warningsTo(u)).toHaveLength(1);
    expect(await exists(u)).toBe(true);

    // Past the third year, and the warning went out 30 days ago: deleted through the deletion path.
    const counts = await run('retention-inactive-accounts', new Date(yearsAfter(seen, 3) + 2 * DAY));
    expect(counts).toMatchObject({ deleted: 1 });
    expect(await exists(u)).toBe(false);
  });

  it('never deletes sooner than 30 days after the warning, even when the third year has already passed', async () => {
    const u = await signIn(t, 'long-gone@example.com');
    const seen = await lastSignIn(u);
    const late = new Date(yearsAfter(seen, 4));
    await run('retention-inactive-accounts', late);
    expect(await warningsTo(u)).toHaveLength(1);
    expect(await exists(u)).toBe(true);
    await run('retention-inactive-accounts', new Date(late.getTime() + 29 * DAY));
    expect(await exists(u)).toBe(true);
    await run('retention-inactive-accounts', new Date(late.getTime() + 30 * DAY + 1000));
    expect(await exists(u)).toBe(false);
  });

  it('a sign-in after the warning cancels the deletion', async () => {
    const u = await signIn(t, 'came-back@example.com');
    const seen = await lastSignIn(u);
    await run('retention-inactive-accounts', new Date(yearsAfter(seen, 3) - 29 * DAY));
    expect(await warningsTo(u)).toHaveLength(1);

    await signIn(t, u.email);
    const [activity] = await db().select().from(accountActivity).where(eq(accountActivity.userId, u.userId));
    expect(activity?.inactivityWarnedAt).toBeNull();
    expect(activity!.lastSignInAt.getTime()).toBeGreaterThan(seen.getTime());

    await run('retention-inactive-accounts', new Date(yearsAfter(seen, 3) + 2 * DAY));
    expect(await exists(u)).toBe(true);
  });

  it('lets marketing consent lapse after 2 years, keeping the original date so the next visit asks again', async () => {
    const u = await signIn(t, 'consent-retention@example.com');
    const saved = await requestAs(t, u, 'POST', '/api/user-consent', {
      consentCookiesNecessary: true,
      consentCookiesAnalytics: true,
      consentCookiesMarketing: true,
      consentThirdPartySharing: false,
    });
    expect(saved.statusCode).toBeLessThan(300);
    const given = new Date(saved.json<{ updatedAt: string }>().updatedAt);

    await run('retention-marketing-consent', new Date(yearsAfter(given, 2) - DAY));
    expect((await requestAs(t, u, 'GET', '/api/user-consent')).json()).toMatchObject({ consentCookiesMarketing: true });

    expect(await run('retention-marketing-consent', new Date(yearsAfter(given, 2) + DAY))).toMatchObject({
      lapsed: 1,
    });
    const after = (await requestAs(t, u, 'GET', '/api/user-consent')).json<Record<string, unknown>>();
    expect(after).toMatchObject({
      consentCookiesMarketing: false,
      consentCookiesAnalytics: true,
      updatedAt: given.toISOString(),
    });
    const events = await db().select().from(consentEvents).where(eq(consentEvents.userId, u.userId));
    expect(events.map((e) => [e.source, e.marketing])).toEqual([
      ['banner', true],
      ['lapsed', false],
    ]);
  });

  it('anonymises eligibility assessments and payment records after 7 years: no email, name or user id left', async () => {
    const u = await signIn(t, 'seven-years@example.com');
    await db().update(user).set({ name: 'Siobhán Ní Bhriain' }).where(eq(user.id, u.userId));
    const placed = new Date();
    const [check] = await db()
      .insert(eligibilityChecks)
      .values({ userId: u.userId, q1: 'no', q2: 'yes', reason: 'eligible', isEligible: true, createdAt: placed })
      .returning();
    const [order] = await db()
      .insert(pdfOrders)
      .values({
        userId: u.userId,
        customerEmail: u.email,
        eligibilityCheckId: check!.id,
        baseAmount: 4900,
        amount: 4900,
        currency: 'EUR',
        status: 'paid',
        provider: 'test',
        paidAt: placed,
        createdAt: placed,
      })
      .returning();

    await run('retention-old-records', new Date(yearsAfter(placed, 7) - DAY));
    expect((await db().select().from(pdfOrders).where(eq(pdfOrders.id, order!.id)))[0]?.userId).toBe(u.userId);

    await run('retention-old-records', new Date(yearsAfter(placed, 7) + 2 * DAY));
    const [kept] = await db().select().from(pdfOrders).where(eq(pdfOrders.id, order!.id));
    expect(kept).toMatchObject({ userId: null, customerEmail: null, amount: 4900, status: 'paid' });
    const [keptCheck] = await db().select().from(eligibilityChecks).where(eq(eligibilityChecks.id, check!.id));
    expect(keptCheck).toMatchObject({ userId: null, reason: 'eligible' });
    for (const table of ['pdf_orders', 'eligibility_checks']) {
      const rows = await db().execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} r where r::text ilike ${`%${u.email}%`} or r::text ilike '%Bhriain%' or r::text like ${`%${u.userId}%`}`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n, table).toBe(0);
    }
  });

  it('trims database-held logs to 90 days: sent mail, audit details and job runs', async () => {
    const start = new Date();
    await db()
      .insert(emailOutbox)
      .values([
        {
          dedupeKey: 'old-sent',
          userId: null,
          to: 'x@example.com',
          subject: 's',
          html: 'h',
          text: 't',
          status: 'sent',
        },
        { dedupeKey: 'old-pending', userId: null, to: 'y@example.com', subject: 's', html: 'h', text: 't' },
      ]);
    const [audit] = await db()
      .insert(adminAudit)
      .values({
        adminEmail: 'admin@example.com',
        action: 'order.status',
        targetType: 'order',
        targetId: 'o1',
        details: '{"note":"called the customer"}',
      })
      .returning();
    await db()
      .insert(scheduledJobRuns)
      .values({ name: 'email-outbox', startedAt: start, finishedAt: start, outcome: 'ok', counts: { sent: 1 } });

    const counts = await run('retention-trim-logs', new Date(start.getTime() + 91 * DAY));
    expect(counts).toMatchObject({ sentMail: expect.any(Number), auditDetails: expect.any(Number) });
    const mail = await db().select({ key: emailOutbox.dedupeKey }).from(emailOutbox);
    expect(mail.map((m) => m.key)).not.toContain('old-sent');
    expect(mail.map((m) => m.key)).toContain('old-pending');
    const [trimmed] = await db().select().from(adminAudit).where(eq(adminAudit.id, audit!.id));
    expect(trimmed).toMatchObject({ details: null, action: 'order.status', adminEmail: 'admin@example.com' });
    const oldRuns = await db()
      .select()
      .from(scheduledJobRuns)
      .where(and(eq(scheduledJobRuns.name, 'email-outbox'), eq(scheduledJobRuns.startedAt, start)));
    expect(oldRuns).toHaveLength(0);
  });
});

describe('retention jobs with two app instances on one database', () => {
  it('warns an inactive account once when both instances run the job at the same moment', async () => {
    let clock = new Date();
    const a = await createTestApp({}, { now: () => clock });
    const b = await import('#server/app.ts').then(({ buildApp }) =>
      buildApp({ config: a.config, database: a.database, clientDir: null, logger: false, now: () => clock }),
    );
    try {
      await b.ready();
      const u = await signIn(a, 'two-instances@example.com');
      await Promise.all([a.app.scheduler.tick(), b.scheduler.tick()]);
      clock = new Date(yearsAfter(new Date(), 3) - 10 * DAY);
      await a.database.db.update(scheduledJobs).set({ nextRunAt: clock });
      await Promise.all([a.app.scheduler.tick(), b.scheduler.tick(), a.app.scheduler.tick(), b.scheduler.tick()]);
      const warnings = await a.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, u.userId), like(emailOutbox.dedupeKey, 'inactivity-warning:%')));
      expect(warnings).toHaveLength(1);
      const runs = await a.database.db
        .select()
        .from(scheduledJobRuns)
        .where(eq(scheduledJobRuns.name, 'retention-inactive-accounts'));
      expect(runs).toHaveLength(1);
      expect(runs[0]?.counts).toMatchObject({ warned: 1, deleted: 0 });
    } finally {
      await b.close();
      await a.close();
    }
  });
});
