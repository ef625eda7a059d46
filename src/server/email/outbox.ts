import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { devMailbox, emailOutbox } from '../db/schema.ts';
import type { Email, Mailer } from './mailer.ts';

export const MAX_ATTEMPTS = 8;

/** Backoff after a failed attempt: 30 s, 1 min, 2 min … capped at 1 hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Queues a mail in the caller's transaction, so it exists exactly when the change it reports does.
 * The dedupe key (for example 'order:<id>:shipped') makes a repeated change queue nothing new.
 */
export async function enqueueEmail(
  tx: Tx | Db,
  mail: Email & { dedupeKey: string; userId: string | null },
  /** Held in the outbox until then (an order's status email, so an undo can still withdraw it). */
  notBefore: Date = new Date(),
): Promise<void> {
  // Due from now on this process's clock, in milliseconds like `processOutbox`'s `now`: the database's
  // default (now(), in microseconds) can fall just after a sweep's `now` within the same millisecond.
  await tx
    .insert(emailOutbox)
    .values({ ...mail, nextAttemptAt: notBefore })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

/**
 * Reminders ('Your Application' nudges) go out after order, payment, claim and sign-in mail that is
 * due: a run that cannot send everything sends those first.
 */
export const REMINDER_KEY_PREFIX = 'application:';

/**
 * Sends what is due, reminders last. Each row is claimed in its own transaction (FOR UPDATE SKIP LOCKED), so
 * several instances never send the same mail; a failure is recorded and retried later, never lost.
 */
export async function processOutbox(
  db: Db,
  mailer: Mailer,
  now = new Date(),
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['pending']), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(sql`${emailOutbox.dedupeKey} like ${`${REMINDER_KEY_PREFIX}%`}`, asc(emailOutbox.nextAttemptAt))
    .limit(limit);
  let sent = 0;
  let failed = 0;
  for (const { id } of due) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
        .for('update', { skipLocked: true });
      if (!row) return null;
      await tx
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, id));
      return row;
    });
    if (!claimed) continue;
    try {
      const { to, subject, html, text, headers } = claimed;
      await mailer.send({ to, subject, html, text, ...(headers ? { headers } : {}) });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, id));
      sent++;
    } catch (err) {
      const attempts = claimed.attempts + 1;
      await db
        .update(emailOutbox)
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(emailOutbox.id, id));
      failed++;
    }
  }
  return { sent, failed };
}

/**
 * How long the development mailbox keeps a mail: long enough to open a sign-in link or read a
 * test mail, not a lasting copy of what was sent to whom (decision 018).
 */
export const DEV_MAILBOX_RETENTION_MS = 7 * 24 * 3_600_000;

/** Deletes the development mailbox's mail older than its retention; answers how many went. */
export async function pruneDevMailbox(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(devMailbox)
    .where(lt(devMailbox.createdAt, new Date(now.getTime() - DEV_MAILBOX_RETENTION_MS)))
    .returning({ id: devMailbox.id });
  return gone.length;
}

/** A mail left 'sending' by a process that died mid-send is sent again after this long. */
const STUCK_AFTER_MS = 5 * 60_000;

/**
 * One run of the outbox (the scheduler's 'email-outbox' job): mail a crashed send left 'sending'
 * becomes due again, then what is due is sent. Answers how many were sent and how many failed.
 */
export async function sendDueEmail(db: Db, mailer: Mailer, now: Date): Promise<{ sent: number; failed: number }> {
  await db
    .update(emailOutbox)
    .set({ status: 'pending' })
    .where(
      and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.nextAttemptAt, new Date(now.getTime() - STUCK_AFTER_MS))),
    );
  return processOutbox(db, mailer, now);
}
