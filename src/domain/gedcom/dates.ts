/**
 * GEDCOM dates to ISO yyyy-mm-dd. GEDCOM 5.5.1 dates are 'D MON YYYY', 'MON YYYY' or 'YYYY',
 * optionally qualified (ABT, EST, CAL, BEF, AFT, BET .. AND .., FROM .. TO .., INT .. (text))
 * or a free-text phrase in parentheses. Exports from real programs also carry English
 * month names ('Sept 1910'), 'circa', ISO dates and dual years ('1910/11'); those are read too.
 *
 * A date that is not a full, exact day gives the first day of what is known and
 * `approximate: true`. A qualified date keeps the precision written ('ABT 12 MAR 1901' →
 * 1901-03-12) and is approximate. Ranges take their first date.
 */

export type GedcomDate = { iso: string | null; approximate: boolean };

const MONTHS: Record<string, number> = {
  JAN: 1,
  JANUARY: 1,
  FEB: 2,
  FEBRUARY: 2,
  MAR: 3,
  MARCH: 3,
  APR: 4,
  APRIL: 4,
  MAY: 5,
  JUN: 6,
  JUNE: 6,
  JUL: 7,
  JULY: 7,
  AUG: 8,
  AUGUST: 8,
  SEP: 9,
  SEPT: 9,
  SEPTEMBER: 9,
  OCT: 10,
  OCTOBER: 10,
  NOV: 11,
  NOVEMBER: 11,
  DEC: 12,
  DECEMBER: 12,
};

/** Qualifiers that make a date approximate, GEDCOM's own first, then common free-text ones. */
const QUALIFIERS = [
  'ABT',
  'ABOUT',
  'EST',
  'ESTIMATED',
  'CAL',
  'CALCULATED',
  'BEF',
  'BEFORE',
  'AFT',
  'AFTER',
  'CIRCA',
  'CIR',
  'CA',
  'C',
  'INT',
  'FROM',
  'TO',
];

const NONE: GedcomDate = { iso: null, approximate: false };

export function gedcomDateToIso(raw: string | null | undefined): GedcomDate {
  if (raw == null) return NONE;
  let s = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  if (s === '') return NONE;

  let approximate = false;

  // Calendar escape: Gregorian is the default; Julian days differ by 10-13 days, so approximate;
  // Hebrew and French Republican months and years cannot be read as Gregorian.
  const calendar = /^@#D([A-Z ]+)@ ?/.exec(s);
  if (calendar) {
    const name = (calendar[1] ?? '').trim();
    if (name === 'JULIAN') approximate = true;
    else if (name !== 'GREGORIAN') return NONE;
    s = s.slice(calendar[0].length);
  }

  // A date phrase '(text)' on its own: use a year inside it, if any.
  const phrase = /^\((.*)\)$/.exec(s);
  if (phrase) return yearIn(phrase[1] ?? '');

  // INT date (phrase): the date part is what counts.
  s = s.replace(/ ?\(.*\)$/, '').trim();

  // Ranges take their first date: BET x AND y, FROM x TO y.
  const range = /^(?:BET|BETWEEN|FROM) (.+?) (?:AND|TO|-) .+$/.exec(s);
  if (range) {
    s = range[1] ?? '';
    approximate = true;
  }

  // Strip qualifiers: 'ABT', 'ABT.', 'C.', 'CA.'.
  for (;;) {
    const q = /^([A-Z]+)\.? ?(.*)$/.exec(s);
    if (!q || !QUALIFIERS.includes(q[1] ?? '') || (q[2] ?? '') === '') break;
    s = q[2] ?? '';
    approximate = true;
  }

  const parsed = parseSimple(s);
  if (!parsed) return NONE;
  return { iso: parsed.iso, approximate: approximate || parsed.approximate };
}

/** 'D MON YYYY', 'MON D, YYYY', 'MON YYYY', 'YYYY', 'YYYY/YY', 'YYYY-MM-DD', 'D/M/YYYY'. */
function parseSimple(input: string): GedcomDate | null {
  const s = input.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  if (/ B\.?C\.?$/.test(s)) return null;

  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (iso) return exact(Number(iso[1]), Number(iso[2]), Number(iso[3]));

  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (numeric) {
    const a = Number(numeric[1]);
    const b = Number(numeric[2]);
    const year = Number(numeric[3]);
    // Day-first (UK, Ireland) or month-first (US): only sure when one part is over 12.
    if (a > 12 && b <= 12) return exact(year, b, a);
    if (b > 12 && a <= 12) return exact(year, a, b);
    if (a === b) return exact(year, a, b);
    return yearOnly(year);
  }

  const tokens = s.split(' ');
  const last = tokens[tokens.length - 1] ?? '';
  const yearMatch = /^(\d{3,4})(?:\/(\d{1,2}))?$/.exec(last);
  if (!yearMatch) return null;
  const year = Number(yearMatch[1]);
  const dual = yearMatch[2] !== undefined; // '1910/11': one of two years, so approximate.
  const rest = tokens.slice(0, -1);

  let result: GedcomDate | null;
  if (rest.length === 0) {
    result = yearOnly(year);
  } else if (rest.length === 1) {
    const month = monthOf(rest[0]);
    result = month ? { iso: isoOf(year, month, 1), approximate: true } : null;
  } else if (rest.length === 2) {
    // '12 MAR' or 'MAR 12'
    const [x = '', y = ''] = rest;
    const dayFirst = /^\d{1,2}$/.test(x) ? monthOf(y) : null;
    const monthFirst = /^\d{1,2}$/.test(y) ? monthOf(x) : null;
    if (dayFirst) result = exact(year, dayFirst, Number(x));
    else if (monthFirst) result = exact(year, monthFirst, Number(y));
    else result = null;
  } else {
    result = null;
  }
  if (result && dual) result = { ...result, approximate: true };
  return result && result.iso ? result : null;
}

function monthOf(token: string | undefined): number | null {
  return MONTHS[(token ?? '').replace(/\.$/, '')] ?? null;
}

function exact(year: number, month: number, day: number): GedcomDate | null {
  if (!validYear(year) || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { iso: isoOf(year, month, day), approximate: false };
}

function yearOnly(year: number): GedcomDate | null {
  return validYear(year) ? { iso: isoOf(year, 1, 1), approximate: true } : null;
}

function yearIn(text: string): GedcomDate {
  const m = /\b(1[0-9]{3}|20[0-9]{2})\b/.exec(text);
  return m ? (yearOnly(Number(m[1])) ?? NONE) : NONE;
}

function validYear(year: number): boolean {
  return Number.isInteger(year) && year >= 100 && year <= 9999;
}

function isoOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** ISO yyyy-mm-dd to a GEDCOM date '12 MAR 1901'; null when the text is not a real date. */
export function isoToGedcomDate(iso: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (!exact(year, month, day)) return null;
  const abbr = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][month - 1];
  return `${day} ${abbr} ${year}`;
}
