import { describe, expect, it } from 'vitest';
import { daysWaiting, isOverdue, waitedLabel } from './queue.ts';

describe('the admin queue clock', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('counts whole days of 24 hours, never below zero', () => {
    expect(daysWaiting(new Date('2026-11-27T01:00:00Z'), now)).toBe(0);
    expect(daysWaiting(new Date('2026-11-26T12:00:00Z'), now)).toBe(1);
    expect(daysWaiting(new Date('2026-11-26T12:00:01Z'), now)).toBe(0);
    expect(daysWaiting(new Date('2026-07-14T09:00:00Z'), now)).toBe(136);
    expect(daysWaiting(new Date('2026-11-28T00:00:00Z'), now)).toBe(0);
  });

  it('warns only past the configured number of days', () => {
    expect(isOverdue(3, 3)).toBe(false);
    expect(isOverdue(4, 3)).toBe(true);
  });

  it('writes the wait out', () => {
    expect(waitedLabel(0)).toBe('today');
    expect(waitedLabel(1)).toBe('1 day');
    expect(waitedLabel(12)).toBe('12 days');
  });
});
