import { describe, expect, it } from 'vitest';
import {
  compareRecordDates,
  earliestDay,
  exactDay,
  formatRecordDate,
  isExactDay,
  isSurelyAfter,
  isSurelyBefore,
  isSurelyOnOrAfter,
  isSurelyOnOrBefore,
  isLikelyBefore,
  isLikelyOnOrAfter,
  isRefinementOf,
  latestDay,
  likelyRange,
  parseRecordDate,
  readDateInput,
  recordDatePhrase,
  recordDateString,
  recordYear,
  recordYearLabel,
  sortDay,
} from './record-date.ts';

describe('parseRecordDate and recordDateString', () => {
  it.each([
    ['1936-03-12', { kind: 'exact', date: { year: 1936, month: 3, day: 12 } }],
    ['1936-03', { kind: 'exact', date: { year: 1936, month: 3 } }],
    ['1936', { kind: 'exact', date: { year: 1936 } }],
    ['ABT 1934', { kind: 'about', date: { year: 1934 } }],
    ['ABT 1934-06-01', { kind: 'about', date: { year: 1934, month: 6, day: 1 } }],
    ['BEF 1940-03', { kind: 'before', date: { year: 1940, month: 3 } }],
    ['AFT 1921', { kind: 'after', date: { year: 1921 } }],
    ['BET 1930 AND 1935', { kind: 'between', from: { year: 1930 }, to: { year: 1935 } }],
    [
      'BET 1930-06 AND 1931-02-14',
      { kind: 'between', from: { year: 1930, month: 6 }, to: { year: 1931, month: 2, day: 14 } },
    ],
    ['1936-02-29', { kind: 'exact', date: { year: 1936, month: 2, day: 29 } }],
  ])('%s reads and writes back unchanged', (text, parsed) => {
    expect(parseRecordDate(text)).toEqual(parsed);
    expect(recordDateString(parseRecordDate(text)!)).toBe(text);
  });

  it.each([
    '',
    '36',
    '1936-13',
    '1936-00',
    '1937-02-29',
    '1936-04-31',
    '1936-3-12',
    'abt 1934',
    'ABT  1934',
    ' 1936',
    'ABT ABT 1934',
    'ABT',
    'BET 1935 AND 1930',
    'BET 1930 AND 1930',
    'BET 1930',
    'FROM 1930 TO 1935',
    '12 March 1936',
    '1936-03-12T00:00:00Z',
    '0000',
  ])('%j is not a canonical record date', (text) => {
    expect(parseRecordDate(text)).toBeNull();
  });

  it('null and undefined are no date', () => {
    expect(parseRecordDate(null)).toBeNull();
    expect(parseRecordDate(undefined)).toBeNull();
  });
});

describe('formatRecordDate and recordDatePhrase', () => {
  it.each([
    ['1936-03-12', '12 March 1936', 'on 12 March 1936'],
    ['1936-03', 'March 1936', 'in March 1936'],
    ['1936', '1936', 'in 1936'],
    ['ABT 1934', 'about 1934', 'about 1934'],
    ['ABT 1934-06', 'about June 1934', 'about June 1934'],
    ['BEF 1940', 'before 1940', 'before 1940'],
    ['AFT 1921-12-06', 'after 6 December 1921', 'after 6 December 1921'],
    ['BET 1930 AND 1935', 'between 1930 and 1935', 'between 1930 and 1935'],
    ['BET 1930-01 AND 1930-06', 'between January 1930 and June 1930', 'between January 1930 and June 1930'],
  ])('%s shows as %j, never with an invented day', (text, words, phrase) => {
    expect(formatRecordDate(text)).toBe(words);
    expect(recordDatePhrase(text)).toBe(phrase);
  });

  it('shows nothing for no date', () => {
    expect(formatRecordDate(null)).toBe('');
    expect(formatRecordDate('')).toBe('');
  });
});

describe('bounds', () => {
  it.each([
    ['1936-03-12', '1936-03-12', '1936-03-12'],
    ['1936-02', '1936-02-01', '1936-02-29'],
    ['1937-02', '1937-02-01', '1937-02-28'],
    ['1900-02', '1900-02-01', '1900-02-28'],
    ['2000-02', '2000-02-01', '2000-02-29'],
    ['1936', '1936-01-01', '1936-12-31'],
    ['ABT 1934', null, null],
    ['BEF 1940', null, '1939-12-31'],
    ['BEF 1940-03-01', null, '1940-02-29'],
    ['AFT 1921', '1922-01-01', null],
    ['AFT 1921-12-31', '1922-01-01', null],
    ['AFT 1936-02', '1936-03-01', null],
    ['BET 1930 AND 1935', '1930-01-01', '1935-12-31'],
    ['BET 1930-06 AND 1930-08-15', '1930-06-01', '1930-08-15'],
    ['nonsense', null, null],
  ])('%s lies between %s and %s', (text, earliest, latest) => {
    expect(earliestDay(text)).toBe(earliest);
    expect(latestDay(text)).toBe(latest);
  });

  it('only a plain day is exact', () => {
    expect(isExactDay('1936-03-12')).toBe(true);
    expect(exactDay('1936-03-12')).toBe('1936-03-12');
    for (const text of ['1936-03', '1936', 'ABT 1936-03-12', 'BEF 1936-03-12', null]) {
      expect(isExactDay(text)).toBe(false);
      expect(exactDay(text)).toBeNull();
    }
  });

  it('widens an about date by five years either side for near-miss checks only', () => {
    expect(likelyRange('ABT 1934')).toEqual({ from: '1929-01-01', to: '1939-12-31' });
    expect(likelyRange('ABT 1934-06')).toEqual({ from: '1929-06-01', to: '1939-06-30' });
    expect(likelyRange('1936')).toEqual({ from: '1936-01-01', to: '1936-12-31' });
    expect(likelyRange('AFT 1921')).toEqual({ from: '1922-01-01', to: null });
  });

  it('gives advice on the likely range: about 1850 is before 1864, about 1862 may not be', () => {
    expect(isLikelyBefore('ABT 1850', '1864-01-01')).toBe(true);
    expect(isLikelyBefore('ABT 1862', '1864-01-01')).toBe(false);
    expect(isLikelyBefore('1863', '1864-01-01')).toBe(true);
    expect(isLikelyBefore('AFT 1850', '1864-01-01')).toBe(false);
    expect(isLikelyOnOrAfter('ABT 1900', '1864-01-01')).toBe(true);
    expect(isLikelyOnOrAfter('BEF 1900', '1864-01-01')).toBe(false);
  });

  it.each([
    ['1936-03-12', '1936', true],
    ['1936-03', '1936', true],
    ['1936-03-12', 'ABT 1934', true],
    ['1936', 'BET 1930 AND 1940', true],
    ['1939-05', 'BEF 1940', true],
    ['1937', '1936', false],
    ['1936', '1936-03-12', false],
    ['1936', '1936', false],
    ['ABT 1936', '1936', false],
    ['1950', 'ABT 1934', false],
    [null, '1936', false],
  ])('%s refines %s: %s', (next, previous, refines) => {
    expect(isRefinementOf(next, previous)).toBe(refines);
  });

  it('orders records by one representative day and gives a year for short labels', () => {
    const sorted = ['1936-03-12', 'ABT 1934', 'BEF 1935', 'AFT 1936', 'BET 1930 AND 1935', '1936'].sort((a, b) =>
      (sortDay(a) ?? '').localeCompare(sortDay(b) ?? ''),
    );
    expect(sorted).toEqual(['BET 1930 AND 1935', 'ABT 1934', 'BEF 1935', '1936', '1936-03-12', 'AFT 1936']);
    expect(recordYear('BET 1930 AND 1935')).toBe(1930);
    expect(recordYear('ABT 1934')).toBe(1934);
    expect(recordYear(null)).toBeNull();
  });

  it.each([
    ['1936-03-12', '1936'],
    ['1936-03', '1936'],
    ['1936', '1936'],
    ['ABT 1934', 'c. 1934'],
    ['BEF 1940', 'bef. 1940'],
    ['AFT 1921', 'aft. 1921'],
    ['BET 1930 AND 1935', '1930–1935'],
    ['BET 1930-01 AND 1930-06', '1930'],
    [null, null],
  ])('a short year label for %s is %s', (text, label) => {
    expect(recordYearLabel(text)).toBe(label);
  });
});

describe('compareRecordDates', () => {
  it.each([
    ['1936-03-12', '1936-03-13', 'before'],
    ['1936-03-13', '1936-03-12', 'after'],
    ['1936-03-12', '1936-03-12', 'same'],
    ['1936', '1937-01-01', 'before'],
    ['1936', '1936-12-31', 'unknown'],
    ['1936-03', '1936-03-12', 'unknown'],
    ['1936-03', '1936-04-01', 'before'],
    ['1936', '1936', 'unknown'],
    ['ABT 1934', '2005-01-01', 'unknown'],
    ['BEF 1940', '1940-01-01', 'before'],
    ['BEF 1940', '1939-12-31', 'unknown'],
    ['AFT 1921', '1921-12-31', 'after'],
    ['AFT 1921', '1922-01-01', 'unknown'],
    ['BET 1930 AND 1935', '1936', 'before'],
    ['BET 1930 AND 1935', '1935-06', 'unknown'],
    ['1990-05-01', 'BEF 1980', 'after'],
    ['1936', null, 'unknown'],
    [null, null, 'unknown'],
  ])('%s against %s: %s', (a, b, order) => {
    expect(compareRecordDates(a, b)).toBe(order);
  });

  it('answers the sure questions the engine asks', () => {
    expect(isSurelyBefore('1985', '1986-01-01')).toBe(true);
    expect(isSurelyBefore('ABT 1985', '1986-01-01')).toBe(false);
    expect(isSurelyOnOrAfter('2005-01-01', '2005-01-01')).toBe(true);
    expect(isSurelyOnOrAfter('2005', '2005-01-01')).toBe(true);
    expect(isSurelyOnOrAfter('2004', '2005-01-01')).toBe(false);
    expect(isSurelyOnOrAfter('AFT 2004-12-31', '2005-01-01')).toBe(true);
    expect(isSurelyOnOrBefore('1986-01-01', '1986-01-01')).toBe(true);
    expect(isSurelyOnOrBefore('BEF 1986', '1986-01-01')).toBe(true);
    expect(isSurelyOnOrBefore('1986', '1986-01-01')).toBe(false);
    expect(isSurelyAfter('1987', '1986-12-31')).toBe(true);
    expect(isSurelyAfter('1986', '1986-12-31')).toBe(false);
  });
});

describe('readDateInput', () => {
  it.each([
    ['1936', '1936'],
    ['about 1934', 'ABT 1934'],
    ['About 1934', 'ABT 1934'],
    ['c. 1934', 'ABT 1934'],
    ['c.1934', 'ABT 1934'],
    ['ca 1934', 'ABT 1934'],
    ['circa 1934', 'ABT 1934'],
    ['abt 1934', 'ABT 1934'],
    ['ABT 1934', 'ABT 1934'],
    ['approx. 1934', 'ABT 1934'],
    ['1934?', 'ABT 1934'],
    ['~1934', 'ABT 1934'],
    ['March 1936', '1936-03'],
    ['Mar 1936', '1936-03'],
    ['mar. 1936', '1936-03'],
    ['Sept 1936', '1936-09'],
    ['12 March 1936', '1936-03-12'],
    ['12th of March 1936', '1936-03-12'],
    ['1 Mar 1936', '1936-03-01'],
    ['March 12, 1936', '1936-03-12'],
    ['  12   March   1936 ', '1936-03-12'],
    ['1936-03-12', '1936-03-12'],
    ['1936-3-2', '1936-03-02'],
    ['1936-03', '1936-03'],
    ['before 1940', 'BEF 1940'],
    ['bef. March 1940', 'BEF 1940-03'],
    ['after 1921', 'AFT 1921'],
    ['aft 6 December 1921', 'AFT 1921-12-06'],
    ['between 1930 and 1935', 'BET 1930 AND 1935'],
    ['Between June 1930 and 1931', 'BET 1930-06 AND 1931'],
    ['bet 1930 and 1935', 'BET 1930 AND 1935'],
    ['BET 1930 AND 1935', 'BET 1930 AND 1935'],
    ['1930-1935', 'BET 1930 AND 1935'],
    ['1930 – 1935', 'BET 1930 AND 1935'],
    ['from 1930 to 1935', 'BET 1930 AND 1935'],
    ['about 12 March 1936', 'ABT 1936-03-12'],
  ])('%j is read as %s', (typed, canonical) => {
    expect(readDateInput(typed)).toEqual({ ok: true, value: canonical });
  });

  it('an empty field is no date, not an error', () => {
    expect(readDateInput('')).toEqual({ ok: true, value: null });
    expect(readDateInput('   ')).toEqual({ ok: true, value: null });
    expect(readDateInput(null)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['12/03/1936', /month in words.*12\/03\/1936 could be 12 March or 3 December/],
    ['25/12/1936', /month in words, like 12 March 1936/],
    ['12.03.1936', /month in words/],
    ['03-12-1936', /month in words/],
    ['36', /year in full/],
    ['March 36', /year in full/],
    ['about 34', /year in full/],
    ['31 February 1936', /February 1936 has no day 31/],
    ['29 February 1937', /February 1937 has no day 29/],
    ['1936-13', /no month 13/],
    ['Marchember 1936', /“Marchember” is not a month/],
    ['between 1935 and 1930', /earlier date first: between 1930 and 1935/],
    ['sometime in the thirties', /Cannot read .* as a date: write it for example 12 March 1936/],
    ['yesterday', /Cannot read/],
  ])('%j is refused with a message saying what to write', (typed, message) => {
    const result = readDateInput(typed);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('every accepted input round-trips through its words', () => {
    for (const typed of ['about 1934', 'March 1936', '12 March 1936', 'between 1930 and 1935', 'before 1940']) {
      const read = readDateInput(typed);
      expect(read.ok).toBe(true);
      if (read.ok) expect(readDateInput(formatRecordDate(read.value))).toEqual(read);
    }
  });
});
