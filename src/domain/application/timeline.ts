/**
 * After posting: the steps DFA's answer can take and the dates that matter (docs/rules/documents.md
 * 'After posting': 6 weeks to ask for a review after a refusal; a returned application lapses 6 months
 * after it was signed). Pure: today is passed in.
 */
import type { TimelineStep } from './model.ts';

/** The steps that may follow each step. */
export const NEXT_STEPS: Record<TimelineStep, readonly TimelineStep[]> = {
  posted: ['received', 'further_documents_requested', 'approved', 'refused'],
  received: ['further_documents_requested', 'approved', 'refused'],
  further_documents_requested: ['received', 'further_documents_requested', 'approved', 'refused'],
  approved: ['certificate_received'],
  certificate_received: [],
  refused: ['review_requested'],
  review_requested: ['approved', 'refused'],
};

export type Step = { step: TimelineStep; on: string };

export function currentStep(timeline: readonly Step[]): TimelineStep | null {
  return timeline.at(-1)?.step ?? null;
}

export function nextSteps(timeline: readonly Step[]): TimelineStep[] {
  const current = currentStep(timeline);
  return current ? [...NEXT_STEPS[current]] : [];
}

/** Why `next` cannot be added to the timeline now, or null when it can. Dates are ISO days. */
export function stepError(timeline: readonly Step[], next: Step, today: string): string | null {
  const last = timeline.at(-1);
  if (!last) return 'Record when you posted the application first.';
  if (!NEXT_STEPS[last.step].includes(next.step)) {
    return `After “${STEP_WORDS[last.step]}” the next step can be: ${
      NEXT_STEPS[last.step].map((s) => `“${STEP_WORDS[s]}”`).join(', ') || 'none (the certificate is in hand)'
    }.`;
  }
  if (next.on < last.on) return `The date cannot be before the previous step (${last.on}).`;
  if (next.on > today) return 'The date cannot be in the future.';
  return null;
}

/**
 * A timeline's budget: more rounds and more added documents than any real exchange with DFA, so
 * one user cannot grow the workspace (and every reply built from it) without bound.
 */
export const MAX_TIMELINE_STEPS = 30;
export const MAX_DFA_EXTRA_DOCUMENTS = 40;

/** Why a step would go over the timeline's budget, or null. `extrasSoFar` counts documents DFA added before. */
export function budgetError(timeline: readonly Step[], extrasSoFar: number, newExtras: number): string | null {
  if (timeline.length >= MAX_TIMELINE_STEPS) {
    return `Your timeline already has ${MAX_TIMELINE_STEPS} steps, the most it can hold. Contact us if DFA is still writing to you.`;
  }
  if (extrasSoFar + newExtras > MAX_DFA_EXTRA_DOCUMENTS) {
    return (
      `DFA's requests can add at most ${MAX_DFA_EXTRA_DOCUMENTS} documents to your list (${extrasSoFar} added so far). ` +
      'Add the documents already in your list by choosing them instead.'
    );
  }
  return null;
}

export const STEP_WORDS: Record<TimelineStep, string> = {
  posted: 'Posted',
  received: 'Received by DFA',
  further_documents_requested: 'Further documents requested',
  approved: 'Approved',
  certificate_received: 'Certificate received',
  refused: 'Refused',
  review_requested: 'Review requested',
};

/** A review may be asked for within 6 weeks of a refusal (docs/rules/documents.md 'After posting'). */
export const REVIEW_WINDOW_DAYS = 42;
/** A returned incomplete application becomes invalid 6 months after signing (docs/rules/documents.md 'After posting'). */
export const LAPSE_MONTHS = 6;

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` later (the month's last day when it has no such day). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last day to ask for a review of a refusal. */
export const reviewDeadline = (refusedOn: string): string => addDays(refusedOn, REVIEW_WINDOW_DAYS);

/** The day a returned application signed on `signedOn` lapses. */
export const lapseDate = (signedOn: string): string => addMonths(signedOn, LAPSE_MONTHS);

/** Steps after which no decision is awaited from the first processing. */
const FINISHED: readonly TimelineStep[] = ['approved', 'certificate_received', 'refused', 'review_requested'];

/**
 * The expected decision window: from the day DFA received the application (or, before that,
 * the posting day) plus the configured official processing time, give or take.
 */
export function decisionWindow(
  timeline: readonly Step[],
  processing: { minMonths: number; maxMonths: number },
): { from: string; to: string } | null {
  const start = timeline.findLast((s) => s.step === 'received') ?? timeline.find((s) => s.step === 'posted');
  const current = currentStep(timeline);
  if (!start || (current !== null && FINISHED.includes(current))) return null;
  return { from: addMonths(start.on, processing.minMonths), to: addMonths(start.on, processing.maxMonths) };
}
