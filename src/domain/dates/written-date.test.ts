import { describe, expect, it } from 'vitest';
import { formatDay } from '../eligibility/wording.ts';
import { writtenDate } from './written-date.ts';

describe('writtenDate', () => {
  it("writes a day out in the reader's locale, en-IE by default", () => {
    expect(writtenDate('2026-11-27')).toBe('27 November 2026');
    expect(writtenDate('2026-11-27', { locale: 'en-US' })).toBe('November 27, 2026');
    expect(writtenDate('2026-11-27', { locale: 'en-GB' })).toBe('27 November 2026');
  });

  it('keeps a plain day that calendar day whatever the time zone', () => {
    expect(writtenDate('2026-01-01', { locale: 'en-IE', timeZone: 'Pacific/Honolulu' })).toBe('1 January 2026');
    expect(writtenDate('2026-01-01', { locale: 'en-IE', timeZone: 'Pacific/Kiritimati' })).toBe('1 January 2026');
  });

  it('writes a moment as the day it is in the time zone, Irish time by default', () => {
    // 23:30 UTC on 1 June is 00:30 on 2 June in Ireland (summer time).
    expect(writtenDate('2026-06-01T23:30:00Z')).toBe('2 June 2026');
    expect(writtenDate(new Date('2026-06-01T23:30:00Z'), { timeZone: 'UTC' })).toBe('1 June 2026');
    expect(writtenDate('2026-11-27T14:05:00Z', { time: true })).toBe('27 November 2026 at 14:05');
    expect(writtenDate('2026-11-27T14:05:00Z', { locale: 'en-US', timeZone: 'UTC', time: true })).toBe(
      'November 27, 2026 at 2:05 PM',
    );
  });

  it('agrees with the words domain sentences use for a day', () => {
    for (const day of ['1986-12-31', '2026-02-03', '2005-01-01']) expect(writtenDate(day)).toBe(formatDay(day));
  });

  it('returns an unreadable value as it is', () => {
    expect(writtenDate('not a date')).toBe('not a date');
  });
});
