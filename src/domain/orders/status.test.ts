import { describe, expect, it } from 'vitest';
import { amountLabel, checkTransition, isActive, progressStep, type Actor, type OrderStatus } from './status.ts';

const ALL: OrderStatus[] = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'failed', 'refunded'];
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
  ])('%s: %s', (status, label) => {
    expect(amountLabel(status)).toBe(label);
  });
});
