/**
 * The one date that matters after DFA answers, for the timeline and the dashboard card
 * (docs/rules/documents.md 'After posting'; docs/decisions/038-covering-letter-and-deadlines.md):
 * - after 'further documents requested': the day the application lapses, 6 months after it was
 *   signed (DFA's review page: a returned application becomes invalid six months after the date
 *   the applicant signed it; before then it may be sent again only with every document);
 * - after a refusal: the last day to ask for a review, 6 weeks from the date of the refusal letter
 *   (only for an application that was complete).
 * The same dates drive the reminder emails (reminders.ts). Pure: today is passed in.
 */
import { currentStep, lapseDate, reviewDeadline, type Step } from './timeline.ts';

export type Deadline =
  | {
      kind: 'lapse';
      /** The day the application lapses: the same day 6 months after signing. Resend before it. */
      date: string;
      signedOn: string;
      /** The day DFA asked for more (the latest such step). */
      requestedOn: string;
      passed: boolean;
    }
  | {
      kind: 'review';
      /** The last day to ask for a review: 6 weeks from the refusal letter's date (this day included). */
      date: string;
      refusedOn: string;
      passed: boolean;
    };

/**
 * The deadline the current step sets, or null when it sets none (posted, received, approved, a
 * review already asked for). `passed` is true once the application has lapsed (on its lapse day)
 * or the last day for a review has gone by.
 */
export function currentDeadline(
  application: { signedOn: string },
  steps: readonly Step[],
  today: string,
): Deadline | null {
  const last = steps.at(-1);
  if (!last) return null;
  switch (currentStep(steps)) {
    case 'further_documents_requested': {
      const date = lapseDate(application.signedOn);
      return { kind: 'lapse', date, signedOn: application.signedOn, requestedOn: last.on, passed: today >= date };
    }
    case 'refused': {
      const date = reviewDeadline(last.on);
      return { kind: 'review', date, refusedOn: last.on, passed: today > date };
    }
    default:
      return null;
  }
}
