/**
 * The admin queue's clock (docs/decisions/060-the-admin-queue.md): how long something has waited,
 * in whole days of 24 hours, and whether a paid order has waited past the configured warning.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `since` to `now`; 0 for anything under a day, never negative. */
export function daysWaiting(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

/** A wait is overdue once it is more than `warnAfterDays` whole days. */
export const isOverdue = (days: number, warnAfterDays: number) => days > warnAfterDays;

/** 'today', '1 day', '12 days'. */
export const waitedLabel = (days: number) => (days === 0 ? 'today' : `${days} ${days === 1 ? 'day' : 'days'}`);
