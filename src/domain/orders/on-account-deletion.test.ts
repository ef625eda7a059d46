import { describe, expect, it } from 'vitest';
import { claimOnDeletion, orderOnDeletion } from './on-account-deletion.ts';

describe('what account deletion does to orders in progress (decision 027)', () => {
  it.each([
    ['pending', null],
    ['paid', 'refunded'],
    ['processing', 'refunded'],
    ['shipped', 'still_delivered'],
    ['delivered', null],
    ['failed', null],
    ['refunded', null],
  ])('a %s certificate order: %s', (status, outcome) => {
    expect(orderOnDeletion(status)).toBe(outcome);
  });

  it.each([
    ['submitted', 'withdrawn'],
    ['under_review', 'withdrawn'],
    ['refunding', 'refund_continues'],
    ['refund_failed', 'refund_continues'],
    ['refunded', null],
    ['declined', null],
    ['withdrawn', null],
  ])('a %s guarantee claim: %s', (status, outcome) => {
    expect(claimOnDeletion(status)).toBe(outcome);
  });
});
