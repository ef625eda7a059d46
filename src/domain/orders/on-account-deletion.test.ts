import { describe, expect, it } from 'vitest';
import { claimOnDeletion, officeFeeKeptText, orderOnDeletion } from './on-account-deletion.ts';

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

describe('a registry fee already paid to the office', () => {
  it('tells the customer it is not refunded, with the office’s reference and what is kept', () => {
    expect(officeFeeKeptText('£12.00', 'GRO-2026-0042')).toBe(
      'Except the registry’s fee of £12.00: it was already paid to the office for you (their reference GRO-2026-0042), so it is not refunded. We keep that payment and the office’s reference, without your name, in our accounts.',
    );
  });
});
