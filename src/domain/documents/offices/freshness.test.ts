import { describe, expect, it } from 'vitest';
import { addMonths, isStale, monthsBetween, seenLabel, seenOn } from './freshness.ts';
import { figureLine, isCurrentFigure } from './wording.ts';
import type { Fee, Figure, Source } from './types.ts';

describe('the date a source was seen', () => {
  it.each([
    ['seen 2026-11', '2026-11-01', 'November 2026'],
    ['2018-04-27', '2018-04-27', '27 April 2018'],
    ['archived 2004-04-25', '2004-04-25', '25 April 2004'],
    ['O. Reg. 511/01 as in force 2005-04-01 to 2006-03-30', '2006-03-30', '30 March 2006'],
    ['figure "as of 2010"', '2010-01-01', '2010'],
    ['2023-06 (TN 74)', '2023-06-01', 'June 2023'],
    ['2021-22 consultation', '2021-01-01', '2021'],
    ['undated news release', null, null],
  ])('%s -> %s (%s)', (seen, on, label) => {
    expect(seenOn(seen)).toBe(on);
    expect(seenLabel(seen)).toBe(label);
  });

  it('counts whole months and adds months, clamping to a shorter month', () => {
    expect(monthsBetween('2025-05-27', '2026-11-27')).toBe(18);
    expect(monthsBetween('2025-05-28', '2026-11-27')).toBe(17);
    expect(addMonths('2024-08-31', 18)).toBe('2026-02-28');
  });
});

describe('a figure is stale more than 18 months after it was seen', () => {
  it.each([
    ['2025-05-27', '2026-11-27', false],
    ['2025-05-26', '2026-11-27', true],
    ['seen 2025-06', '2026-11-27', false],
    ['seen 2025-05', '2026-11-27', true],
    ['seen 2026-11', '2026-11-27', false],
    ['figure "as of 2010"', '2026-11-27', true],
    ['undated news release', '2026-11-27', true],
  ])('seen %s, today %s: stale %s', (seen, today, stale) => {
    expect(isStale(seen, today)).toBe(stale);
  });
});

const source = (seen: string, kind: Source['kind'] = 'office'): Source => ({
  url: 'https://www.health.ny.gov/vital_records/',
  seen,
  kind,
});

describe("figureLine: 'ask the office' for an old figure, never a price", () => {
  const fee = (seen: string, kind?: Source['kind']): Fee => ({
    status: 'found',
    text: '$30 for a certified birth certificate',
    currency: 'USD',
    source: source(seen, kind),
  });
  const time = (seen: string): Figure => ({ status: 'found', text: 'About 12 weeks by mail', source: source(seen) });

  it('shows a figure seen within 18 months as a price, with when and where', () => {
    expect(figureLine(fee('seen 2026-11'), 'fee', '2026-11-27')).toBe(
      '$30 for a certified birth certificate (last checked November 2026; source: health.ny.gov).',
    );
    expect(isCurrentFigure(fee('seen 2026-11'), '2026-11-27')).toBe(true);
  });

  it('shows a fee seen in 2010 as what to ask the office, with the old figure as a hint', () => {
    const line = figureLine(fee('figure "as of 2010"', 'third-party'), 'fee', '2026-11-27');
    expect(line).toBe(
      'Ask the office for the current fee for a certified long-form copy. It was reported as $30 for a certified ' +
        'birth certificate in 2010, more than 18 months ago (source: health.ny.gov).',
    );
    expect(line).not.toContain('last checked');
    expect(isCurrentFigure(fee('figure "as of 2010"'), '2026-11-27')).toBe(false);
  });

  it('turns the same figure into a question once today passes 18 months after it was seen', () => {
    const seen = '2025-05-27';
    expect(figureLine(time(seen), 'time', '2026-11-27')).toBe(
      'About 12 weeks by mail (last checked May 2025; source: health.ny.gov).',
    );
    expect(figureLine(time(seen), 'time', '2026-11-28')).toBe(
      'Ask the office how long a certified copy takes to arrive. It was reported as About 12 weeks by mail on 27 May ' +
        '2025, more than 18 months ago (source: health.ny.gov).',
    );
  });

  it('says when the page a figure comes from gives no date of its own', () => {
    const seen = 'undated page, read 2026-11';
    expect(figureLine(fee(seen, 'third-party'), 'fee', '2026-11-27')).toBe(
      '$30 for a certified birth certificate (reported by health.ny.gov, which gives no date; last checked November 2026).',
    );
    expect(figureLine(fee(seen), 'fee', '2026-11-27')).toBe(
      '$30 for a certified birth certificate (last checked November 2026; source: health.ny.gov, which gives no date).',
    );
    // The note may be in the figure's own text instead of its source's date.
    const notice: Figure = {
      status: 'found',
      text: 'Up to 4 weeks (undated office notice)',
      source: source('seen 2026-11'),
    };
    expect(figureLine(notice, 'time', '2026-11-27')).toBe(
      'Up to 4 weeks (last checked November 2026; source: health.ny.gov, which gives no date).',
    );
    // 18 months on, the month is when the page was read, not a date it gave.
    expect(figureLine(fee(seen, 'third-party'), 'fee', '2028-05-02')).toBe(
      'Ask the office for the current fee for a certified long-form copy. It was reported as $30 for a certified ' +
        'birth certificate on a page that gives no date, read in November 2026, more than 18 months ago (source: ' +
        'health.ny.gov).',
    );
  });

  it('leaves an ask as it is', () => {
    expect(figureLine({ status: 'ask', ask: 'Ask the office for the fee.' }, 'fee', '2026-11-27')).toBe(
      'Ask the office for the fee.',
    );
  });
});
