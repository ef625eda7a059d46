/**
 * The reminder emails of 'Your Application' (issue 21 item 6), at the moments that matter: an
 * ordered document not in hand by its expected date; a refusal, with 6 weeks to ask for a review;
 * a returned application that lapses 6 months after it was signed (a reminder 4 weeks before).
 * Each is due once: the caller records what it sent. Pure: today is passed in.
 */
import type { ItemStatus } from './model.ts';
import { addDays, currentStep, lapseDate, reviewDeadline, type Step } from './timeline.ts';

/** How long before a returned application lapses its reminder is sent. */
export const LAPSE_WARNING_DAYS = 28;

export type ReminderInput = {
  items: {
    key: string;
    title: string;
    personName: string;
    status: ItemStatus;
    expectedBy: string | null;
    /** The expected-by date a reminder was already sent for. */
    reminderSentFor: string | null;
  }[];
  application: { signedOn: string; reviewReminderSent: boolean; lapseReminderSent: boolean } | null;
  steps: readonly Step[];
};

export type Reminder =
  | { kind: 'item_overdue'; itemKey: string; title: string; personName: string; expectedBy: string }
  | { kind: 'review_deadline'; refusedOn: string; deadline: string }
  | { kind: 'lapse'; signedOn: string; lapsesOn: string };

export function dueReminders(input: ReminderInput, today: string): Reminder[] {
  const due: Reminder[] = input.items.flatMap((item): Reminder[] =>
    item.status === 'ordered' && item.expectedBy && item.expectedBy < today && item.reminderSentFor !== item.expectedBy
      ? [
          {
            kind: 'item_overdue',
            itemKey: item.key,
            title: item.title,
            personName: item.personName,
            expectedBy: item.expectedBy,
          },
        ]
      : [],
  );
  const { application, steps } = input;
  if (!application) return due;
  const current = currentStep(steps);
  const refused = steps.at(-1);
  if (current === 'refused' && refused && !application.reviewReminderSent) {
    const deadline = reviewDeadline(refused.on);
    if (today <= deadline) due.push({ kind: 'review_deadline', refusedOn: refused.on, deadline });
  }
  if (current === 'further_documents_requested' && !application.lapseReminderSent) {
    const lapsesOn = lapseDate(application.signedOn);
    if (today >= addDays(lapsesOn, -LAPSE_WARNING_DAYS) && today < lapsesOn) {
      due.push({ kind: 'lapse', signedOn: application.signedOn, lapsesOn });
    }
  }
  return due;
}

/** Reminders one user gets in one run: the rest wait for later runs, so one account cannot fill the outbox. */
export const MAX_REMINDERS_PER_USER_PER_RUN = 3;

/** The reminders to send in this run: deadlines first (they cannot wait), then overdue documents, oldest first. */
export function remindersThisRun(due: readonly Reminder[]): Reminder[] {
  const deadlines = due.filter((r) => r.kind !== 'item_overdue');
  const overdue = due.filter((r) => r.kind === 'item_overdue').sort((a, b) => a.expectedBy.localeCompare(b.expectedBy));
  return [...deadlines, ...overdue].slice(0, MAX_REMINDERS_PER_USER_PER_RUN);
}
