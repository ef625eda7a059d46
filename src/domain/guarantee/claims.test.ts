import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUSES,
  calendarToday,
  checkClaimAction,
  checkClaimTiming,
  orderCoverage,
  type ClaimAction,
  type ClaimStatus,
  type OrderForClaim,
} from './claims.ts';
import { CURRENT_GUARANTEE_TERMS, findGuaranteeTerms } from './terms.ts';

const paidPdf: OrderForClaim = {
  type: 'pdf',
  status: 'paid',
  amount: 4900,
  paidAt: new Date('2026-11-22T10:00:00Z'),
  guaranteeTermsVersion: '1',
  inOpenClaim: false,
};

describe('orderCoverage', () => {
  it.each<[string, Partial<OrderForClaim>, string | null]>([
    ['a paid PDF pack', {}, null],
    ['a research order already posted', { type: 'document', status: 'shipped' }, null],
    ['a delivered research order', { type: 'document', status: 'delivered' }, null],
    ['an unpaid order', { status: 'pending', paidAt: null }, 'Only paid orders can be claimed.'],
    ['a failed payment', { status: 'failed', paidAt: null }, 'Only paid orders can be claimed.'],
    ['a refunded order', { status: 'refunded' }, 'This order has already been refunded.'],
    ['a free order', { amount: 0 }, 'This order cost nothing, so there is nothing to refund.'],
    [
      'an order from before the guarantee',
      { guaranteeTermsVersion: null },
      'This order was bought before the success guarantee existed.',
    ],
    [
      'an order under an unknown version',
      { guaranteeTermsVersion: '99' },
      'This order was bought before the success guarantee existed.',
    ],
    ['an order in an open claim', { inOpenClaim: true }, 'This order is already part of a claim.'],
  ])('%s', (_name, change, reason) => {
    expect(orderCoverage({ ...paidPdf, ...change })).toEqual(reason ? { covered: false, reason } : { covered: true });
  });
});

describe('checkClaimTiming', () => {
  const order = { reference: '#abcd1234', paidAt: new Date('2026-01-10T12:00:00Z'), guaranteeTermsVersion: '1' };
  const sameDayEverywhere = (day: string) => ({ earliest: day, latest: day });
  it.each<[string, string, string, string | null]>([
    ['letter today', '2026-03-01', '2026-03-01', null],
    ['letter 90 days ago', '2026-03-01', '2026-05-30', null],
    [
      'letter 91 days ago',
      '2026-03-01',
      '2026-05-31',
      'Claims must be made within 90 days of the date on the refusal letter.',
    ],
    ['letter dated tomorrow', '2026-03-02', '2026-03-01', 'The date on the letter cannot be in the future.'],
    ['letter on the day of purchase', '2026-01-10', '2026-01-20', null],
    [
      'letter before the purchase',
      '2026-01-09',
      '2026-01-20',
      'Order #abcd1234 was bought after the date on the letter, so the guarantee does not cover it.',
    ],
  ])('%s', (_name, decisionDate, today, message) => {
    expect(checkClaimTiming({ decisionDate, today: sameDayEverywhere(today), orders: [order] })).toEqual(
      message ? { ok: false, message } : { ok: true },
    );
  });

  it('accepts a letter dated today in the time zone furthest ahead of UTC', () => {
    // 11:00 UTC on 1 March is already 01:00 on 2 March at UTC+14.
    const today = calendarToday(new Date('2026-03-01T11:00:00Z'));
    expect(today).toEqual({ earliest: '2026-02-28', latest: '2026-03-02' });
    expect(checkClaimTiming({ decisionDate: '2026-03-02', today, orders: [order] })).toEqual({ ok: true });
    expect(checkClaimTiming({ decisionDate: '2026-03-03', today, orders: [order] })).toEqual({
      ok: false,
      message: 'The date on the letter cannot be in the future.',
    });
  });

  it('keeps the 90-day window open until day 90 has ended everywhere', () => {
    // 2026-05-30 is day 90 after 2026-03-01; at 06:00 UTC on 31 May it is still 30 May at UTC−12.
    expect(
      checkClaimTiming({
        decisionDate: '2026-03-01',
        today: calendarToday(new Date('2026-05-31T06:00:00Z')),
        orders: [order],
      }),
    ).toEqual({ ok: true });
    expect(
      checkClaimTiming({
        decisionDate: '2026-03-01',
        today: calendarToday(new Date('2026-05-31T13:00:00Z')),
        orders: [order],
      }),
    ).toEqual({
      ok: false,
      message: 'Claims must be made within 90 days of the date on the refusal letter.',
    });
  });
});

describe('checkClaimAction', () => {
  const ALLOWED = new Set([
    'submitted>review',
    'submitted>approve',
    'under_review>approve',
    'refund_failed>approve',
    'submitted>decline',
    'under_review>decline',
    'declined>reopen',
  ]);
  const cases = CLAIM_STATUSES.flatMap((from) =>
    (['review', 'approve', 'decline', 'reopen'] as ClaimAction[]).map((a) => [from, a] as const),
  );
  it.each(cases)('%s, %s', (from: ClaimStatus, action) => {
    const result = checkClaimAction(from, action);
    expect(result.ok).toBe(ALLOWED.has(`${from}>${action}`));
    if (!result.ok) expect(result.message).toMatch(/claim|refund/i);
  });

  it('lets an approval take over refunds that stalled, and only then', () => {
    expect(checkClaimAction('refunding', 'approve', true)).toEqual({ ok: true });
    expect(checkClaimAction('refunding', 'approve', false)).toEqual({
      ok: false,
      message: 'The refunds for this claim are already under way.',
    });
    expect(checkClaimAction('refunding', 'decline', true).ok).toBe(false);
  });

  it('reopens only a declined claim, and says why not otherwise', () => {
    expect(checkClaimAction('declined', 'reopen')).toEqual({ ok: true });
    const still = { ok: false, message: 'This claim is still open; only a declined claim can be reopened.' };
    expect(checkClaimAction('submitted', 'reopen')).toEqual(still);
    expect(checkClaimAction('under_review', 'reopen')).toEqual(still);
    expect(checkClaimAction('refund_failed', 'reopen')).toEqual({
      ok: false,
      message: 'This claim has been approved; only a declined claim can be reopened.',
    });
    expect(checkClaimAction('refunded', 'reopen')).toEqual({
      ok: false,
      message: 'This claim has already been refunded.',
    });
    expect(checkClaimAction('withdrawn', 'reopen').ok).toBe(false);
    // Once reopened, it can be declined again.
    expect(checkClaimAction('under_review', 'decline')).toEqual({ ok: true });
  });
});

describe('guarantee terms', () => {
  it('state the review window and claim window that the rules use', () => {
    const text = CURRENT_GUARANTEE_TERMS.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]).join(' ');
    expect(text).toContain(`within ${CURRENT_GUARANTEE_TERMS.reviewWindowWeeks} weeks`);
    expect(text).toContain(`within ${CURRENT_GUARANTEE_TERMS.claimWindowDays} days`);
    expect(text).toContain('returned to you as incomplete');
    expect(findGuaranteeTerms(CURRENT_GUARANTEE_TERMS.version)).toBe(CURRENT_GUARANTEE_TERMS);
  });
});
