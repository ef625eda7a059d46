import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { dueReminders, remindersThisRun, type Reminder } from '#domain/application/reminders.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { applicationItems, applications } from '#server/db/schema.ts';
import { enqueueEmail, REMINDER_KEY_PREFIX } from '#server/email/outbox.ts';
import { reminderRecipient } from '#server/email/recipient.ts';
import { reminderEmail } from '#server/email/templates.ts';
import { unsubscribeUrl } from '#server/email/unsubscribe.ts';
import { loadWorkspace } from './load.ts';

/**
 * Queues the reminders that are due (domain/application/reminders.ts) for every user who may have
 * one, each once: a dedupe key per moment, and the item or application marked in the same
 * transaction. Users who turned emails off get none (and are asked again on later runs, so a
 * reminder still relevant reaches them if they turn emails back on).
 */
export async function queueApplicationReminders(
  db: Db,
  now: Date,
  links: { appUrl: string; authSecret: string },
): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const overdue = db
    .selectDistinct({ userId: applicationItems.userId })
    .from(applicationItems)
    .where(
      and(
        eq(applicationItems.status, 'ordered'),
        lt(applicationItems.expectedBy, today),
        or(isNull(applicationItems.reminderSentFor), ne(applicationItems.reminderSentFor, applicationItems.expectedBy)),
      ),
    );
  // Only a refusal or a return can need a reminder: applications whose latest step is one of them.
  const waiting: unknown = await db.execute(sql`
    select user_id from (
      select distinct on (user_id) user_id, step from application_steps order by user_id, "on" desc, created_at desc
    ) latest
    where step in ('refused', 'further_documents_requested')`);
  const users = new Set([
    ...(await overdue).map((r) => r.userId),
    ...(waiting as { rows: { user_id: string }[] }).rows.map((r) => r.user_id),
  ]);
  let queued = 0;
  for (const userId of users) {
    queued += await db.transaction((tx) => remindUser(tx, userId, today, now, links));
  }
  return queued;
}

async function remindUser(
  tx: Tx,
  userId: string,
  today: string,
  now: Date,
  links: { appUrl: string; authSecret: string },
): Promise<number> {
  const [application] = await tx.select().from(applications).where(eq(applications.userId, userId)).for('update');
  const loaded = await loadWorkspace(tx, userId);
  const due = remindersThisRun(
    dueReminders(
      {
        items: loaded.view.items.map((i) => ({
          key: i.key,
          title: i.title,
          personName: i.personName,
          status: i.status,
          expectedBy: i.ordered?.expectedBy ?? null,
          reminderSentFor: loaded.rows.get(i.key)?.reminderSentFor ?? null,
        })),
        application: application
          ? {
              signedOn: application.signedOn,
              reviewReminderSent: application.reviewReminderSentAt !== null,
              lapseReminderSent: application.lapseReminderSentAt !== null,
            }
          : null,
        steps: loaded.steps,
      },
      today,
    ),
  );
  if (due.length === 0) return 0;
  const to = await reminderRecipient(tx, userId);
  if (!to) return 0;
  const unsubscribe = unsubscribeUrl(links.appUrl, links.authSecret, userId);
  for (const reminder of due) {
    await enqueueEmail(tx, {
      dedupeKey: dedupeKey(userId, reminder),
      userId,
      ...reminderEmail(to, reminder, links.appUrl, unsubscribe),
    });
    await markSent(tx, userId, reminder, now);
  }
  return due.length;
}

function dedupeKey(userId: string, r: Reminder): string {
  switch (r.kind) {
    case 'item_overdue':
      return `${REMINDER_KEY_PREFIX}${userId}:item:${r.itemKey}:${r.expectedBy}`;
    case 'review_deadline':
      return `${REMINDER_KEY_PREFIX}${userId}:review:${r.refusedOn}`;
    case 'lapse':
      return `${REMINDER_KEY_PREFIX}${userId}:lapse:${r.signedOn}`;
  }
}

async function markSent(tx: Tx, userId: string, r: Reminder, now: Date) {
  if (r.kind === 'item_overdue') {
    await tx
      .update(applicationItems)
      .set({ reminderSentFor: r.expectedBy })
      .where(and(eq(applicationItems.userId, userId), eq(applicationItems.itemKey, r.itemKey)));
  } else {
    await tx
      .update(applications)
      .set(r.kind === 'review_deadline' ? { reviewReminderSentAt: now } : { lapseReminderSentAt: now })
      .where(eq(applications.userId, userId));
  }
}
