/**
 * Success-guarantee claims: which orders a claim may cover, whether a claim is in time, and how
 * a claim moves between statuses. Pure: the clock comes in as `today` (see `calendarToday`).
 */
// Per-function imports: the server runs without a bundler, and the package root loads all of date-fns (2 s).
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { findGuaranteeTerms } from './terms.ts';

/**
 * submitted → under_review → refunding → refunded, or → declined (which an admin may reopen: back
 * to under_review). `refunding` means approved with
 * the refunds under way; `refund_failed` means approved but the provider refused a refund (retryable).
 * `withdrawn`: the claimant deleted their account before it was decided (decision 027).
 */
export const CLAIM_STATUSES = [
  'submitted',
  'under_review',
  'refunding',
  'refund_failed',
  'refunded',
  'declined',
  'withdrawn',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** What the claimant sees: a refund under way or retried is simply 'in progress' to them. */
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  refunding: 'Approved, refund in progress',
  refund_failed: 'Approved, refund in progress',
  refunded: 'Approved and refunded',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** What admins see: they must know when a refund needs retrying. */
export const ADMIN_CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  ...CLAIM_STATUS_LABELS,
  refunding: 'Approved, refunding',
  refund_failed: 'Approved, refund failed',
};

export type OrderType = 'pdf' | 'document';

/** Statuses of a paid order that the guarantee covers (a research order stays covered once posted). */
const COVERED_STATUSES: Record<OrderType, readonly string[]> = {
  pdf: ['paid'],
  document: ['paid', 'processing', 'shipped', 'delivered'],
};

export type OrderForClaim = {
  type: OrderType;
  status: string;
  amount: number;
  paidAt: Date | null;
  guaranteeTermsVersion: string | null;
  /** Already covered by a claim that was not declined. */
  inOpenClaim: boolean;
};

export type Coverage = { covered: true } | { covered: false; reason: string };

export function orderCoverage(order: OrderForClaim): Coverage {
  if (order.status === 'refunded') return { covered: false, reason: 'This order has already been refunded.' };
  if (!COVERED_STATUSES[order.type].includes(order.status) || !order.paidAt)
    return { covered: false, reason: 'Only paid orders can be claimed.' };
  if (order.amount === 0) return { covered: false, reason: 'This order cost nothing, so there is nothing to refund.' };
  if (!findGuaranteeTerms(order.guaranteeTermsVersion))
    return { covered: false, reason: 'This order was bought before the success guarantee existed.' };
  if (order.inOpenClaim) return { covered: false, reason: 'This order is already part of a claim.' };
  return { covered: true };
}

export type ClaimTiming = { ok: true } | { ok: false; message: string };

/** The calendar dates it is somewhere on Earth right now (YYYY-MM-DD), from UTC−12 to UTC+14. */
export type CalendarToday = { earliest: string; latest: string };

const HOUR_MS = 3_600_000;
export function calendarToday(now: Date): CalendarToday {
  const day = (offsetHours: number) => new Date(now.getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 10);
  return { earliest: day(-12), latest: day(14) };
}

/**
 * A claim is in time when the letter's date is not in the future, every covered order was paid
 * on or before that date, and today is within the claim window of each order's terms. The server
 * does not know the claimant's time zone, so it gives them the benefit of it: a letter dated
 * today anywhere is not "in the future", and the window closes when the day ends everywhere.
 */
export function checkClaimTiming(input: {
  decisionDate: string;
  today: CalendarToday;
  orders: Array<{ reference: string; paidAt: Date; guaranteeTermsVersion: string }>;
}): ClaimTiming {
  const decision = parseISO(input.decisionDate);
  if (differenceInCalendarDays(parseISO(input.today.latest), decision) < 0) {
    return { ok: false, message: 'The date on the letter cannot be in the future.' };
  }
  const daysSince = differenceInCalendarDays(parseISO(input.today.earliest), decision);
  for (const order of input.orders) {
    const window = findGuaranteeTerms(order.guaranteeTermsVersion)?.claimWindowDays ?? 0;
    if (daysSince > window) {
      return { ok: false, message: `Claims must be made within ${window} days of the date on the refusal letter.` };
    }
    if (differenceInCalendarDays(order.paidAt, decision) > 0) {
      return {
        ok: false,
        message: `Order ${order.reference} was bought after the date on the letter, so the guarantee does not cover it.`,
      };
    }
  }
  return { ok: true };
}

export type ClaimAction = 'review' | 'approve' | 'decline' | 'reopen';
export type ActionCheck = { ok: true } | { ok: false; message: string };

const ALLOWED_FROM: Record<ClaimAction, readonly ClaimStatus[]> = {
  review: ['submitted'],
  // Approving again after a refused refund is the retry; the refunds themselves are idempotent.
  approve: ['submitted', 'under_review', 'refund_failed'],
  decline: ['submitted', 'under_review'],
  // A decline made by mistake, or answered with new evidence, is looked at again.
  reopen: ['declined'],
};

/** `refundIsStale`: the claim has been 'refunding' for longer than STALE_REFUND_MS. */
export function checkClaimAction(from: ClaimStatus, action: ClaimAction, refundIsStale = false): ActionCheck {
  if (ALLOWED_FROM[action].includes(from)) return { ok: true };
  if (from === 'refunding' && action === 'approve' && refundIsStale) return { ok: true };
  if (from === 'refunded') return { ok: false, message: 'This claim has already been refunded.' };
  if (from === 'declined') return { ok: false, message: 'This claim has already been declined.' };
  if (from === 'withdrawn') return { ok: false, message: 'This claim was withdrawn when its account was deleted.' };
  if (from === 'refunding') return { ok: false, message: 'The refunds for this claim are already under way.' };
  if (action === 'reopen')
    return from === 'refund_failed'
      ? { ok: false, message: 'This claim has been approved; only a declined claim can be reopened.' }
      : { ok: false, message: 'This claim is still open; only a declined claim can be reopened.' };
  if (action === 'review') return { ok: false, message: 'Only a newly submitted claim can be put under review.' };
  return { ok: false, message: 'This claim has been approved; it can no longer be declined.' };
}

/**
 * Refunds that started but never finished (the process died) may be taken over after this long;
 * until then a second approval is told the refunds are under way, so two requests never race.
 */
export const STALE_REFUND_MS = 2 * 60_000;
