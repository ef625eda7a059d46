import { describe, expect, it } from 'vitest';
import {
  amountLabel,
  checkCancel,
  checkShipping,
  checkTransition,
  checkUndo,
  isActive,
  isCompleted,
  progressStep,
  type Actor,
  type OrderStatus,
  type StatusMove,
} from './status.ts';

const ALL: OrderStatus[] = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'failed', 'refunded', 'cancelled'];
const ALLOWED = new Set([
  'pending>paid>payment',
  'paid>processing>admin',
  'processing>shipped>admin',
  'shipped>delivered>admin',
]);

describe('checkTransition', () => {
  const cases = ALL.flatMap((from) =>
    ALL.flatMap((to) => (['payment', 'admin'] as Actor[]).map((actor) => [from, to, actor] as const)),
  );
  it.each(cases)('%s → %s by %s', (from, to, actor) => {
    const result = checkTransition(from, to, actor);
    expect(result.ok).toBe(ALLOWED.has(`${from}>${to}>${actor}`));
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
  });

  it('explains the next allowed step when an admin skips one', () => {
    expect(checkTransition('paid', 'shipped', 'admin')).toEqual({
      ok: false,
      message: 'Orders move forward one step at a time: Payment Received → Processing Request.',
    });
  });
});

describe('progress and activity', () => {
  it.each<[OrderStatus, number, boolean]>([
    ['pending', 0, true],
    ['paid', 2, true],
    ['processing', 2, true],
    ['shipped', 3, true],
    ['delivered', 4, false],
  ])('%s is step %i, active %s', (status, step, active) => {
    expect(progressStep(status)).toBe(step);
    expect(isActive(status)).toBe(active);
  });
});

describe('amountLabel', () => {
  it.each<[OrderStatus, string]>([
    ['pending', 'Amount due'],
    ['paid', 'Amount Paid'],
    ['processing', 'Amount Paid'],
    ['shipped', 'Amount Paid'],
    ['delivered', 'Amount Paid'],
    ['failed', 'Not paid'],
    ['refunded', 'Amount refunded'],
    ['cancelled', 'Not paid'],
  ])('%s: %s', (status, label) => {
    expect(amountLabel(status)).toBe(label);
  });
});

describe('the customer’s tabs', () => {
  it.each<[OrderStatus, boolean, boolean]>([
    ['pending', true, false],
    ['shipped', true, false],
    ['delivered', false, true],
    ['refunded', false, true],
    ['cancelled', false, false],
    ['failed', false, false],
  ])('%s: active %s, completed %s', (status, active, completed) => {
    expect(isActive(status)).toBe(active);
    expect(isCompleted(status)).toBe(completed);
  });
});

describe('checkCancel', () => {
  it('cancels only an unpaid order', () => {
    expect(checkCancel('pending')).toEqual({ ok: true });
    expect(checkCancel('cancelled')).toEqual({ ok: false, message: 'This order is already cancelled.' });
    expect(checkCancel('processing')).toEqual({
      ok: false,
      message: 'Only an unpaid order can be cancelled; this one is processing request.',
    });
  });
});

describe('checkShipping', () => {
  it.each([
    [{ carrier: 'An Post', trackingNumber: 'RR1IE', untracked: false }, true],
    [{ carrier: null, trackingNumber: 'RR1IE', untracked: false }, false],
    [{ carrier: 'An Post', trackingNumber: null, untracked: false }, false],
    [{ carrier: null, trackingNumber: null, untracked: true }, true],
    [{ carrier: 'An Post', trackingNumber: null, untracked: true }, true],
    [{ carrier: 'An Post', trackingNumber: 'RR1IE', untracked: true }, false],
  ])('%o: %s', (order, ok) => {
    expect(checkShipping(order).ok).toBe(ok);
  });
});

describe('checkUndo', () => {
  const at = new Date('2026-11-27T10:00:00Z');
  const move = (over: Partial<StatusMove> = {}): StatusMove => ({
    fromStatus: 'processing',
    toStatus: 'shipped',
    by: 'admin',
    isUndo: false,
    at,
    ...over,
  });
  const minutesLater = (m: number) => new Date(at.getTime() + m * 60_000);

  it('moves an admin’s step back within the window, to where it came from', () => {
    expect(checkUndo('shipped', move(), minutesLater(30), 30)).toEqual({ ok: true, to: 'processing' });
  });

  it('refuses after the window, saying how long it is', () => {
    expect(checkUndo('shipped', move(), minutesLater(30.01), 30)).toEqual({
      ok: false,
      message: 'A status change can be undone for 30 minutes after it was made; this one is older.',
    });
  });

  it.each<[string, OrderStatus, StatusMove | null]>([
    ['no move', 'paid', null],
    ['the payment’s move', 'paid', move({ fromStatus: 'pending', toStatus: 'paid', by: 'other' })],
    ['an undo', 'processing', move({ fromStatus: 'shipped', toStatus: 'processing', isUndo: true })],
    ['a move the order has since left', 'delivered', move()],
    ['a move to paid by an admin', 'paid', move({ fromStatus: 'pending', toStatus: 'paid' })],
  ])('has nothing to undo after %s', (_, status, last) => {
    expect(checkUndo(status, last, minutesLater(1), 30)).toEqual({
      ok: false,
      message: 'There is no status change to undo on this order.',
    });
  });
});
