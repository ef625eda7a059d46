/**
 * The privacy policy's retention table, kept (docs/decisions/057-one-scheduler-and-the-retention-periods.md).
 * Each function is one scheduled job: it takes the clock's `now` and answers what it did.
 */
import { and, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { daysBefore, yearsBefore, type RetentionPeriods } from '#domain/retention/periods.ts';
import { writtenDate } from '#domain/dates/written-date.ts';
import type { Db } from '#server/db/client.ts';
import {
  accountActivity,
  adminAudit,
  consentEvents,
  emailOutbox,
  scheduledJobRuns,
  user,
  userConsents,
} from '#server/db/schema.ts';
import { enqueueEmail, pruneDevMailbox } from '#server/email/outbox.ts';
import { inactivityWarningEmail } from '#server/email/templates.ts';
import { anonymiseRecords } from '#server/modules/privacy/anonymise-records.ts';
import { deleteAccount } from '#server/modules/privacy/delete-account.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';

/** At most this many accounts are warned or deleted per run; the next run takes the rest. */
const ACCOUNTS_PER_RUN = 200;

const longDate = (d: Date) => writtenDate(d);

/** The last sign-in, or the account's creation for an account that has no activity row yet. */
const lastSeen = sql<Date>`coalesce(${accountActivity.lastSignInAt}, ${user.createdAt})`;

/**
 * Warns each account that will reach its inactivity limit within the warning period (once per
 * period of inactivity: a sign-in clears the warning), then deletes, through the account deletion
 * path, each account past the limit whose warning went out at least the warning period ago.
 */
export async function retireInactiveAccounts(
  db: Db,
  opts: { periods: RetentionPeriods; provider: PaymentProvider | null; appUrl: string },
  now: Date,
): Promise<{ warned: number; deleted: number }> {
  const { periods } = opts;
  const limit = yearsBefore(now, periods.accountInactiveYears);
  const warnFrom = new Date(limit.getTime() + periods.inactivityWarningDays * 86_400_000);

  const toWarn = await db
    .select({ id: user.id, email: user.email, lastSeen })
    .from(user)
    .leftJoin(accountActivity, eq(accountActivity.userId, user.id))
    .where(and(lte(lastSeen, warnFrom), isNull(accountActivity.inactivityWarnedAt)))
    .limit(ACCOUNTS_PER_RUN);
  for (const account of toWarn) {
    // Deleted no sooner than the warning period after the warning, even if the limit is nearer.
    const seen = new Date(account.lastSeen);
    const deletion = new Date(
      Math.max(
        yearsBefore(seen, -periods.accountInactiveYears).getTime(),
        now.getTime() + periods.inactivityWarningDays * 86_400_000,
      ),
    );
    await db.transaction(async (tx) => {
      await tx
        .insert(accountActivity)
        .values({ userId: account.id, lastSignInAt: seen, inactivityWarnedAt: now })
        .onConflictDoUpdate({ target: accountActivity.userId, set: { inactivityWarnedAt: now } });
      await enqueueEmail(tx, {
        ...inactivityWarningEmail({
          to: account.email,
          deletionDate: longDate(deletion),
          inactiveYears: periods.accountInactiveYears,
          signInUrl: `${opts.appUrl}/login`,
        }),
        dedupeKey: `inactivity-warning:${account.id}:${seen.toISOString()}`,
        userId: account.id,
      });
    });
  }

  const toDelete = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(accountActivity, eq(accountActivity.userId, user.id))
    .where(
      and(
        lte(lastSeen, limit),
        isNotNull(accountActivity.inactivityWarnedAt),
        lte(accountActivity.inactivityWarnedAt, daysBefore(now, periods.inactivityWarningDays)),
      ),
    )
    .limit(ACCOUNTS_PER_RUN);
  for (const account of toDelete) await deleteAccount(db, opts.provider, account.id);
  return { warned: toWarn.length, deleted: toDelete.length };
}

/**
 * Consent to marketing cookies given longer ago than its period lapses: the record says no to
 * marketing from now on, with a dated 'lapsed' event, and keeps the date of the original choice,
 * so the next visit finds a choice old enough to ask again.
 */
export async function lapseMarketingConsent(db: Db, periods: RetentionPeriods, now: Date): Promise<{ lapsed: number }> {
  const cutoff = yearsBefore(now, periods.marketingConsentYears);
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(userConsents)
      .set({ consentCookiesMarketing: false })
      .where(and(eq(userConsents.consentCookiesMarketing, true), lt(userConsents.updatedAt, cutoff)))
      .returning();
    if (lapsed.length > 0) {
      await tx.insert(consentEvents).values(
        lapsed.map((c) => ({
          userId: c.userId,
          necessary: true,
          analytics: c.consentCookiesAnalytics,
          marketing: false,
          thirdPartySharing: c.consentThirdPartySharing,
          source: 'lapsed' as const,
          createdAt: now,
        })),
      );
    }
    return { lapsed: lapsed.length };
  });
}

/** Eligibility assessments and payment records past their period keep no personal data. */
export async function anonymiseOldRecords(
  db: Db,
  periods: RetentionPeriods,
  now: Date,
): Promise<{ anonymised: number }> {
  const anonymised = await db.transaction((tx) =>
    anonymiseRecords(tx, { createdBefore: yearsBefore(now, periods.recordsYears) }),
  );
  return { anonymised };
}

/**
 * Logs kept in the database are trimmed to the technical-log period: mail already sent (its
 * copy), the details of admin actions (who did what and when stays), and the scheduler's runs;
 * the development mailbox keeps a week (DEV_MAILBOX_RETENTION_MS).
 */
export async function trimLogs(
  db: Db,
  periods: RetentionPeriods,
  now: Date,
): Promise<{ sentMail: number; auditDetails: number; jobRuns: number; devMailbox: number }> {
  const cutoff = daysBefore(now, periods.technicalLogsDays);
  const sentMail = await db
    .delete(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['sent', 'failed']), lt(emailOutbox.createdAt, cutoff)))
    .returning({ id: emailOutbox.id });
  const auditDetails = await db
    .update(adminAudit)
    .set({ details: null })
    .where(and(isNotNull(adminAudit.details), lt(adminAudit.createdAt, cutoff)))
    .returning({ id: adminAudit.id });
  const jobRuns = await db
    .delete(scheduledJobRuns)
    .where(lt(scheduledJobRuns.startedAt, cutoff))
    .returning({ id: scheduledJobRuns.id });
  const mailbox = await pruneDevMailbox(db, now);
  return {
    sentMail: sentMail.length,
    auditDetails: auditDetails.length,
    jobRuns: jobRuns.length,
    devMailbox: mailbox,
  };
}
