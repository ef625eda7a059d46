import { describe, expect, it } from 'vitest';
import { gedcomToRecordDate, gedcomYear, recordDateToGedcom } from './dates.ts';

describe('recordDateToGedcom: every date form the product keeps, as GEDCOM writes it', () => {
  it.each([
    ['1936-03-12', '12 MAR 1936'],
    ['1985-06-04', '4 JUN 1985'],
    ['2000-12-31', '31 DEC 2000'],
    ['1936-03', 'MAR 1936'],
    ['1936', '1936'],
    ['ABT 1934', 'ABT 1934'],
    ['ABT 1934-03', 'ABT MAR 1934'],
    ['ABT 1934-03-02', 'ABT 2 MAR 1934'],
    ['BEF 1940', 'BEF 1940'],
    ['BEF 1940-03', 'BEF MAR 1940'],
    ['AFT 1921-12-06', 'AFT 6 DEC 1921'],
    ['BET 1930 AND 1935', 'BET 1930 AND 1935'],
    ['BET 1930-03 AND 1930-06', 'BET MAR 1930 AND JUN 1930'],
    ['BET 1930-03-01 AND 1931', 'BET 1 MAR 1930 AND 1931'],
  ])('%s → %s, and back unchanged', (value, gedcom) => {
    expect(recordDateToGedcom(value)).toBe(gedcom);
    expect(gedcomToRecordDate(gedcom)).toEqual({ value, lost: null });
  });

  it.each([['1901-02-30'], ['1901-3-12'], ['about 1934'], [''], [null]])('%j is not a record date → null', (v) => {
    expect(recordDateToGedcom(v)).toBeNull();
  });
});

describe('gedcomToRecordDate: no invented precision', () => {
  it.each([
    ['12 mar 1901', '1901-03-12'],
    ['  12   Mar   1901 ', '1901-03-12'],
    ['29 FEB 1904', '1904-02-29'],
    ['@#DGREGORIAN@ 12 MAR 1901', '1901-03-12'],
    ['MAR 1901', '1901-03'],
    ['Sept 1910', '1910-09'],
    ['September 1910', '1910-09'],
    ['1936', '1936'],
    ['abt 1901', 'ABT 1901'],
    ['ABT. 1901', 'ABT 1901'],
    ['about 1901', 'ABT 1901'],
    ['circa 1901', 'ABT 1901'],
    ['c. 1901', 'ABT 1901'],
    ['ABT 12 MAR 1901', 'ABT 1901-03-12'],
    ['BEF 1901', 'BEF 1901'],
    ['AFT JUN 1901', 'AFT 1901-06'],
    ['BET 1899 AND 1901', 'BET 1899 AND 1901'],
    ['BET MAR 1900 AND JUN 1900', 'BET 1900-03 AND 1900-06'],
    ['1901-03-12', '1901-03-12'],
    ['March 12, 1901', '1901-03-12'],
    ['25/12/1901', '1901-12-25'],
    ['12/25/1901', '1901-12-25'],
  ])('%s → %s with nothing lost', (raw, value) => {
    expect(gedcomToRecordDate(raw)).toEqual({ value, lost: null });
  });

  it.each([
    ['EST 1901', 'ABT 1901', /estimate/],
    ['CAL 1901', 'ABT 1901', /calculated/],
    ['FROM 1900 TO 1902', 'BET 1900 AND 1902', /period/],
    ['FROM 1900', 'AFT 1900', /period/],
    ['TO 1902', 'BEF 1902', /period/],
    ['INT 1901 (from the 1911 census)', '1901', /from the 1911 census/],
    ['INT 12 MAR 1901 (parish register)', '1901-03-12', /parish register/],
    ['@#DJULIAN@ 12 MAR 1701', 'ABT 1701-03-12', /Julian/],
    ['1910/11', 'BET 1910 AND 1911', /two years/],
    ['12 FEB 1710/11', 'BET 1710-02-12 AND 1711-02-12', /two years/],
    ['03/04/1901', '1901', /only the year/],
    ['BET 1905 AND 1900', 'BET 1900 AND 1905', null],
  ])('%s → %s, naming what was not kept', (raw, value, lost) => {
    const reading = gedcomToRecordDate(raw);
    expect(reading.value).toBe(value);
    if (lost) expect(reading.lost).toMatch(lost);
  });

  it.each([
    ['unknown'],
    ['Y'],
    ['(about 1901, family memory)'],
    ['(unknown)'],
    ['ABT'],
    ['12 MAR'],
    ['31 FEB 1901'],
    ['32 JAN 1901'],
    ['13 FOO 1901'],
    ['12 MAR 1901 B.C.'],
    ['@#DHEBREW@ 1 TSH 5660'],
    ['deceased'],
  ])('%j keeps no date and says so', (raw) => {
    const reading = gedcomToRecordDate(raw);
    expect(reading.value).toBeNull();
    expect(reading.lost).toContain(raw.replace(/^\(|\)$/g, '').slice(0, 5));
  });

  it('treats null, undefined and blanks as no date, with nothing lost', () => {
    for (const raw of [null, undefined, '', '   '])
      expect(gedcomToRecordDate(raw)).toEqual({ value: null, lost: null });
  });

  it('gives the year of a date for the list of people', () => {
    expect(gedcomYear('BET 1899 AND 1901')).toBe(1899);
    expect(gedcomYear('ABT 1925')).toBe(1925);
    expect(gedcomYear('4 JUN 1985')).toBe(1985);
    expect(gedcomYear('unknown')).toBeNull();
  });
});
