import { describe, expect, it } from 'vitest';
import { checkLetterAgainstRecord, claimRecord, type RecordStep } from './record.ts';

const s = (step: string, on: string): RecordStep => ({ step, on });
const posted = s('posted', '2026-03-02');
const refused = s('refused', '2026-09-10');
const review = s('review_requested', '2026-09-20');
const confirmed = s('refused', '2026-11-05');
const reviewedRefusal = [posted, s('received', '2026-03-09'), refused, review, confirmed];

describe('claimRecord: what the tracker must show before a claim', () => {
  it.each<[string, RecordStep[], string]>([
    ['nothing recorded', [], 'not_posted'],
    ['posted only', [posted], 'no_refusal'],
    [
      'received, documents asked for',
      [posted, s('received', '2026-03-09'), s('further_documents_requested', '2026-05-01')],
      'no_refusal',
    ],
    ['refused, no review', [posted, refused], 'no_review'],
    ['refused, review asked for, no answer yet', [posted, refused, review], 'review_pending'],
    ['approved after the review', [posted, refused, review, s('approved', '2026-11-05')], 'approved'],
    [
      'approved, certificate in hand',
      [posted, s('approved', '2026-08-01'), s('certificate_received', '2026-09-01')],
      'approved',
    ],
  ])('%s: no claim (%s)', (_name, steps, gap) => {
    expect(claimRecord(steps)).toMatchObject({ ready: false, gap });
  });

  it('a refusal that stands after the review allows a claim dated on it', () => {
    expect(claimRecord(reviewedRefusal)).toEqual({
      ready: true,
      postedOn: '2026-03-02',
      refusedOn: '2026-11-05',
      firstRefusedOn: '2026-09-10',
      message:
        "Your tracker in 'Your Application' shows DFA's refusal after the review, dated 5 November 2026. The letter you upload must carry that date.",
    });
  });

  it('after two reviews, the last refusal is the one that counts', () => {
    const steps = [...reviewedRefusal, s('review_requested', '2026-11-10'), s('refused', '2026-11-20')];
    expect(claimRecord(steps)).toMatchObject({ ready: true, refusedOn: '2026-11-20', firstRefusedOn: '2026-09-10' });
  });

  it('says in words what to record first', () => {
    expect(claimRecord([posted]).message).toBe(
      "Your tracker in 'Your Application' does not show that DFA refused your application. Record the refusal there first, with the date on DFA's letter, then ask DFA for a review.",
    );
    expect(claimRecord([posted, refused]).message).toBe(
      "Your tracker in 'Your Application' shows DFA's refusal on 10 September 2026 but no review. The guarantee covers a refusal that still stands after DFA's review: ask DFA to review it within 6 weeks of the letter, record 'Review requested' and then DFA's answer there.",
    );
  });
});

describe('checkLetterAgainstRecord: the letter must carry the refusal’s date', () => {
  it.each<[string, string, string | null]>([
    ['the date of the refusal after the review', '2026-11-05', null],
    ['a date before posting', '2026-03-01', 'before_posting'],
    ['the first refusal, before the review', '2026-09-10', 'other_date'],
    ['a date the tracker does not know', '2026-11-04', 'other_date'],
    ['a date after the recorded refusal', '2026-11-06', 'other_date'],
  ])('%s (%s)', (_name, letterDate, gap) => {
    const check = checkLetterAgainstRecord(reviewedRefusal, letterDate);
    expect(check).toEqual(gap === null ? { ok: true } : expect.objectContaining({ ok: false, gap }));
  });

  it('a letter dated before posting is refused in words that name the posting day', () => {
    expect(checkLetterAgainstRecord(reviewedRefusal, '2026-01-15')).toEqual({
      ok: false,
      gap: 'before_posting',
      message:
        'The refusal letter cannot be dated before you posted your application (2 March 2026 in your tracker). Check the date on the letter.',
    });
  });

  it('without a refusal on record any date is refused, with what to record', () => {
    expect(checkLetterAgainstRecord([posted], '2026-03-03')).toMatchObject({ ok: false, gap: 'no_refusal' });
    expect(checkLetterAgainstRecord([], '2026-03-03')).toMatchObject({ ok: false, gap: 'not_posted' });
  });
});
