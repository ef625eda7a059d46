/**
 * A claim must match the application's record (docs/decisions/053-claims-match-the-record.md):
 * the tracker in 'Your Application' must show DFA's refusal, still standing after a review, and the
 * date on the claim's letter must be the date the tracker gives that refusal. Pure: the steps come
 * in, in the order the tracker shows them (by date, then by when they were recorded).
 */
// Per-function imports: the server runs without a bundler, and the package root loads all of date-fns (2 s).
import { writtenDate } from '../dates/written-date.ts';

/** One step of the tracker, as stored: its kind ('posted', 'refused', …) and its day (YYYY-MM-DD). */
export type RecordStep = { step: string; on: string };

/** Why the record does not allow a claim yet; each has its own message. */
export type RecordGap = 'not_posted' | 'no_refusal' | 'review_pending' | 'approved' | 'no_review';

export type ClaimRecord =
  | {
      ready: true;
      postedOn: string;
      /** The refusal that stands: the tracker's last step, after the review. The letter carries this date. */
      refusedOn: string;
      /** The first refusal, the one that was reviewed (earlier than or the same day as `refusedOn`). */
      firstRefusedOn: string;
      message: string;
    }
  | { ready: false; gap: RecordGap; message: string };

/** The tracker's step words (the same as 'Your Application' shows, src/domain/application/timeline.ts). */
export const RECORD_STEP_WORDS: Record<string, string> = {
  posted: 'Posted',
  received: 'Received by DFA',
  further_documents_requested: 'Further documents requested',
  approved: 'Approved',
  certificate_received: 'Certificate received',
  refused: 'Refused',
  review_requested: 'Review requested',
};

/** A day written out as the server writes it (en-IE, decision 068): "12 March 2027". */
export const longDay = (iso: string): string => writtenDate(iso);

const WHERE = "in 'Your Application'";

/** What the tracker says about a claim: allowed (with the refusal's date), or what to record first. */
export function claimRecord(steps: readonly RecordStep[]): ClaimRecord {
  const posted = steps.find((s) => s.step === 'posted');
  if (!posted) {
    return {
      ready: false,
      gap: 'not_posted',
      message: `Your tracker ${WHERE} does not show that you posted your application. Record when you posted it, then DFA's refusal and the review, before you claim.`,
    };
  }
  const last = steps.at(-1)!;
  const firstRefusal = steps.find((s) => s.step === 'refused');
  if (last.step === 'approved' || last.step === 'certificate_received') {
    return {
      ready: false,
      gap: 'approved',
      message: `Your tracker ${WHERE} shows that DFA approved your application on ${longDay(last.on)}, so there is no refusal to claim for.`,
    };
  }
  if (!firstRefusal) {
    return {
      ready: false,
      gap: 'no_refusal',
      message: `Your tracker ${WHERE} does not show that DFA refused your application. Record the refusal there first, with the date on DFA's letter, then ask DFA for a review.`,
    };
  }
  if (last.step === 'review_requested') {
    return {
      ready: false,
      gap: 'review_pending',
      message: `Your tracker ${WHERE} shows that you asked DFA to review the refusal on ${longDay(last.on)}, and no answer yet. When DFA confirms the refusal, record it there with the date on that letter, then claim.`,
    };
  }
  const reviewed = steps.some((s, i) => s.step === 'review_requested' && i < steps.length - 1);
  if (!reviewed) {
    return {
      ready: false,
      gap: 'no_review',
      message: `Your tracker ${WHERE} shows DFA's refusal on ${longDay(last.on)} but no review. The guarantee covers a refusal that still stands after DFA's review: ask DFA to review it within 6 weeks of the letter, record 'Review requested' and then DFA's answer there.`,
    };
  }
  return {
    ready: true,
    postedOn: posted.on,
    refusedOn: last.on,
    firstRefusedOn: firstRefusal.on,
    message: `Your tracker ${WHERE} shows DFA's refusal after the review, dated ${longDay(last.on)}. The letter you upload must carry that date.`,
  };
}

export type RecordCheck =
  { ok: true } | { ok: false; gap: RecordGap | 'before_posting' | 'other_date'; message: string };

/**
 * Whether a claim whose letter is dated `letterDate` matches the tracker: the record must allow a
 * claim, and the letter's date must be the date of the refusal that stands (never before posting).
 */
export function checkLetterAgainstRecord(steps: readonly RecordStep[], letterDate: string): RecordCheck {
  const record = claimRecord(steps);
  if (!record.ready) return { ok: false, gap: record.gap, message: record.message };
  if (letterDate < record.postedOn) {
    return {
      ok: false,
      gap: 'before_posting',
      message: `The refusal letter cannot be dated before you posted your application (${longDay(record.postedOn)} in your tracker). Check the date on the letter.`,
    };
  }
  if (letterDate === record.refusedOn) return { ok: true };
  if (letterDate === record.firstRefusedOn) {
    return {
      ok: false,
      gap: 'other_date',
      message: `${longDay(letterDate)} is the date of DFA's first refusal, before the review. Claim with the letter that confirms the refusal after the review, dated ${longDay(record.refusedOn)} in your tracker.`,
    };
  }
  return {
    ok: false,
    gap: 'other_date',
    message: `The date on the letter (${longDay(letterDate)}) does not match DFA's refusal in your tracker ${WHERE} (${longDay(record.refusedOn)}). Give the date printed on the letter; if the tracker's date is wrong, contact us.`,
  };
}
