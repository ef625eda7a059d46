import { describe, expect, it } from 'vitest';
import { gedcomDateToIso, isoToGedcomDate } from './dates.ts';

describe('gedcomDateToIso', () => {
  it.each([
    // Exact GEDCOM dates
    ['12 MAR 1901', '1901-03-12', false],
    ['1 JAN 1900', '1900-01-01', false],
    ['12 mar 1901', '1901-03-12', false],
    ['  12   Mar   1901 ', '1901-03-12', false],
    ['29 FEB 1904', '1904-02-29', false],
    ['@#DGREGORIAN@ 12 MAR 1901', '1901-03-12', false],
    // Partial dates are approximate, first day of what is known
    ['MAR 1901', '1901-03-01', true],
    ['1901', '1901-01-01', true],
    ['Sept 1910', '1910-09-01', true],
    ['September 1910', '1910-09-01', true],
    // Qualified dates
    ['ABT 1901', '1901-01-01', true],
    ['abt 1901', '1901-01-01', true],
    ['EST 1901', '1901-01-01', true],
    ['CAL 1901', '1901-01-01', true],
    ['BEF 1901', '1901-01-01', true],
    ['AFT 1901', '1901-01-01', true],
    ['ABT 12 MAR 1901', '1901-03-12', true],
    ['ABT. 1901', '1901-01-01', true],
    ['about 1901', '1901-01-01', true],
    ['circa 1901', '1901-01-01', true],
    ['c. 1901', '1901-01-01', true],
    ['BET 1900 AND 1902', '1900-01-01', true],
    ['BET 1899 AND 1901', '1899-01-01', true],
    ['BET MAR 1900 AND JUN 1900', '1900-03-01', true],
    ['FROM 1900 TO 1902', '1900-01-01', true],
    ['INT 1901 (from the 1911 census)', '1901-01-01', true],
    ['INT 12 MAR 1901 (parish register)', '1901-03-12', true],
    ['(about 1901, family memory)', '1901-01-01', true],
    ['@#DJULIAN@ 12 MAR 1701', '1701-03-12', true],
    // Forms found in messy exports
    ['1910/11', '1910-01-01', true],
    ['12 FEB 1710/11', '1710-02-12', true],
    ['1901-03-12', '1901-03-12', false],
    ['March 12, 1901', '1901-03-12', false],
    ['25/12/1901', '1901-12-25', false],
    ['12/25/1901', '1901-12-25', false],
    ['03/04/1901', '1901-01-01', true],
  ])('%s → %s (approximate %s)', (raw, iso, approximate) => {
    expect(gedcomDateToIso(raw)).toEqual({ iso, approximate });
  });

  it.each([
    ['unknown'],
    ['Y'],
    [''],
    ['   '],
    ['(unknown)'],
    ['ABT'],
    ['12 MAR'],
    ['31 FEB 1901'],
    ['32 JAN 1901'],
    ['13 FOO 1901'],
    ['12 MAR 1901 B.C.'],
    ['@#DHEBREW@ 1 TSH 5660'],
    ['deceased'],
  ])('%j → null', (raw) => {
    expect(gedcomDateToIso(raw)).toEqual({ iso: null, approximate: false });
  });

  it('treats null and undefined as no date', () => {
    expect(gedcomDateToIso(null)).toEqual({ iso: null, approximate: false });
    expect(gedcomDateToIso(undefined)).toEqual({ iso: null, approximate: false });
  });
});

describe('isoToGedcomDate', () => {
  it.each([
    ['1901-03-12', '12 MAR 1901'],
    ['1985-06-04', '4 JUN 1985'],
    ['2000-12-31', '31 DEC 2000'],
    ['1901-02-30', null],
    ['1901-3-12', null],
    ['', null],
    [null, null],
  ])('%j → %j', (iso, expected) => {
    expect(isoToGedcomDate(iso)).toBe(expected);
  });
});
