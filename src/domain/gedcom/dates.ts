/**
 * GEDCOM dates to and from the record-date strings the product keeps (src/domain/dates/record-date.ts,
 * docs/decisions/051-dates-as-records-hold-them.md), without inventing precision: '1936' stays a
 * year, 'MAR 1936' a month, 'ABT 1934' an about date, 'BET 1930 AND 1935' a range
 * (docs/decisions/052-gedcom-without-loss.md).
 *
 * GEDCOM 5.5.1 dates are 'D MON YYYY', 'MON YYYY' or 'YYYY', optionally qualified (ABT, EST, CAL,
 * BEF, AFT, BET .. AND .., FROM .. TO .., INT .. (text)) or a free-text phrase in parentheses.
 * Exports from real programs also carry English month names ('Sept 1910'), 'circa', ISO dates
 * and dual years ('1910/11'); those are read too. What a record date cannot hold (an estimate, a
 * period, a Julian day, an interpreted phrase) is kept as the nearest honest form and named in
 * `lost`, for the import preview.
 */
import { parseRecordDate, recordDateString, type PlainDate, type RecordDate } from '../dates/record-date.ts';

export type GedcomDateReading = {
  /** The canonical record date, or null when nothing honest can be kept. */
  value: string | null;
  /** What the file says that `value` does not hold, in plain words; null when nothing was lost. */
  lost: string | null;
};

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
const ABBR = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

const ABOUT = ['ABT', 'ABOUT', 'CIRCA', 'CIR', 'CA', 'C', 'APPROX'];
const ESTIMATED = ['EST', 'ESTIMATED', 'CAL', 'CALCULATED'];
const BEFORE = ['BEF', 'BEFORE'];
const AFTER = ['AFT', 'AFTER'];

type Plain = { date: PlainDate; lost: string | null };

const NONE: GedcomDateReading = { value: null, lost: null };

/** A GEDCOM date as the product's canonical record date, with what could not be kept. */
export function gedcomToRecordDate(raw: string | null | undefined): GedcomDateReading {
  if (raw == null) return NONE;
  const written = raw.trim().replace(/\s+/g, ' ');
  let s = written.toUpperCase();
  if (s === '') return NONE;
  const unreadable: GedcomDateReading = { value: null, lost: `the date '${written}' could not be read` };
  const losses: string[] = [];

  // Calendar escape: Gregorian is the default; a Julian day is 10 to 13 days off, so it is kept
  // as 'about'; Hebrew and French Republican dates cannot be read as Gregorian.
  let julian = false;
  const calendar = /^@#D([A-Z ]+)@ ?/.exec(s);
  if (calendar) {
    const name = (calendar[1] ?? '').trim();
    if (name === 'JULIAN') julian = true;
    else if (name !== 'GREGORIAN')
      return { value: null, lost: `the date '${written}' is not in the Gregorian calendar` };
    s = s.slice(calendar[0].length);
  }

  // A date phrase '(text)' on its own is not a date.
  if (/^\(.*\)$/.test(s)) return { value: null, lost: `the date is a phrase, '${written.slice(1, -1)}'` };

  // INT date (phrase): the date is kept, the phrase is not.
  const interpreted = /^INT (.+?) ?\((.*)\)$/.exec(s);
  if (interpreted) {
    s = interpreted[1] ?? '';
    losses.push(`the note '${written.replace(/^.*?\(/, '').replace(/\)$/, '')}' with the date`);
  }

  let result: RecordDate;
  const range = /^(BET|BETWEEN) (.+?) (?:AND|-) (.+)$/.exec(s) ?? /^(FROM) (.+?) (?:TO|-) (.+)$/.exec(s) ?? null;
  if (range) {
    const from = plain(range[2] ?? '');
    const to = plain(range[3] ?? '');
    if (!from || !to || from.range || to.range) return unreadable;
    noteLoss(losses, from, to);
    if (range[1] === 'FROM') losses.push(`'${written}' is a period; it is kept as between its two dates`);
    const both = between(from.date, to.date);
    if (!both) return unreadable;
    result = both;
  } else {
    const from = /^FROM (.+)$/.exec(s);
    const to = /^TO (.+)$/.exec(s);
    if (from || to) {
      const p = plain((from ?? to)?.[1] ?? '');
      if (!p || p.range) return unreadable;
      noteLoss(losses, p);
      losses.push(`'${written}' is a period; it is kept as ${from ? 'after' : 'before'} its date`);
      result = { kind: from ? 'after' : 'before', date: p.date };
    } else {
      const q = /^([A-Z]+)\.? (.+)$/.exec(s);
      const word = q?.[1] ?? '';
      const kind = ABOUT.includes(word)
        ? 'about'
        : ESTIMATED.includes(word)
          ? 'estimated'
          : BEFORE.includes(word)
            ? 'before'
            : AFTER.includes(word)
              ? 'after'
              : null;
      const p = plain(kind ? (q?.[2] ?? '') : s);
      if (!p) return unreadable;
      noteLoss(losses, p);
      if (kind === 'estimated') {
        losses.push(`'${written}' is ${word.startsWith('EST') ? 'an estimate' : 'calculated'}; it is kept as about`);
      }
      if (p.range) {
        // A dual year is already a range; a qualifier on it cannot be kept as well.
        if (kind) losses.push(`'${written}' is qualified as well; it is kept as between the two years`);
        result = p.range;
      } else {
        const k = kind === 'estimated' ? 'about' : (kind ?? 'exact');
        result = { kind: k, date: p.date };
      }
    }
  }

  if (julian) {
    losses.push(`'${written}' is in the Julian calendar; it is kept as about that date`);
    if (result.kind === 'exact') result = { kind: 'about', date: result.date };
  }
  const value = recordDateString(result);
  if (!parseRecordDate(value)) return unreadable;
  return { value, lost: losses.length > 0 ? losses.join('; ') : null };
}

/** A plain date; a dual year ('1910/11') also carries the range it is kept as. */
type PlainRead = Plain & { range?: RecordDate };

function noteLoss(losses: string[], ...parts: Plain[]): void {
  for (const p of parts) if (p.lost && !losses.includes(p.lost)) losses.push(p.lost);
}

function between(from: PlainDate, to: PlainDate): RecordDate | null {
  const asText = (d: PlainDate) => recordDateString({ kind: 'exact', date: d });
  if (asText(from) === asText(to)) return { kind: 'exact', date: from };
  const forward: RecordDate = { kind: 'between', from, to };
  if (parseRecordDate(recordDateString(forward))) return forward;
  const backward: RecordDate = { kind: 'between', from: to, to: from };
  return parseRecordDate(recordDateString(backward)) ? backward : null;
}

/** 'D MON YYYY', 'MON D, YYYY', 'MON YYYY', 'YYYY', 'YYYY/YY', 'YYYY-MM-DD', 'D/M/YYYY'. */
function plain(input: string): PlainRead | null {
  const s = input.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  if (/ B\.?C\.?$/.test(s)) return null;

  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(s);
  if (iso) {
    return ok({ year: Number(iso[1]), month: Number(iso[2]), ...(iso[3] ? { day: Number(iso[3]) } : {}) });
  }

  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (numeric) {
    const a = Number(numeric[1]);
    const b = Number(numeric[2]);
    const year = Number(numeric[3]);
    // Day-first (UK, Ireland) or month-first (US): only sure when one part is over 12.
    if (a > 12 && b <= 12) return ok({ year, month: b, day: a });
    if (b > 12 && a <= 12) return ok({ year, month: a, day: b });
    if (a === b) return ok({ year, month: a, day: b });
    const read = ok({ year });
    return (
      read && { ...read, lost: `'${s}' could be ${a} ${ABBR[b - 1]} or ${b} ${ABBR[a - 1]}; only the year is kept` }
    );
  }

  const tokens = s.split(' ');
  const last = tokens[tokens.length - 1] ?? '';
  const yearMatch = /^(\d{3,4})(?:\/(\d{1,2}))?$/.exec(last);
  if (!yearMatch) return null;
  const year = Number(yearMatch[1]);
  const rest = tokens.slice(0, -1);

  let date: PlainDate | null;
  if (rest.length === 0) {
    date = { year };
  } else if (rest.length === 1) {
    const month = monthOf(rest[0]);
    date = month ? { year, month } : null;
  } else if (rest.length === 2) {
    // '12 MAR' or 'MAR 12'
    const [x = '', y = ''] = rest;
    const dayFirst = /^\d{1,2}$/.test(x) ? monthOf(y) : null;
    const monthFirst = /^\d{1,2}$/.test(y) ? monthOf(x) : null;
    if (dayFirst) date = { year, month: dayFirst, day: Number(x) };
    else if (monthFirst) date = { year, month: monthFirst, day: Number(y) };
    else date = null;
  } else {
    date = null;
  }
  if (!date) return null;
  const read = ok(date);
  if (!read) return null;
  if (yearMatch[2] === undefined) return read;
  // '1910/11' (old and new style year): the record cannot say which of two years, so it is kept
  // as between the same date in each.
  const second = Number(`${String(year).slice(0, 4 - yearMatch[2].length)}${yearMatch[2]}`);
  const later = ok({ ...date, year: second });
  const range = later ? between(date, later.date) : null;
  if (!range) return null;
  return { date, range, lost: `'${s}' gives two years; it is kept as between them` };
}

function ok(date: PlainDate): PlainRead | null {
  if (date.year < 100 || date.year > 9999) return null;
  const text = recordDateString({ kind: 'exact', date });
  return parseRecordDate(text) ? { date, lost: null } : null;
}

function monthOf(token: string | undefined): number | null {
  return MONTHS[(token ?? '').replace(/\.$/, '')] ?? null;
}

function plainToGedcom(date: PlainDate): string {
  if (date.month === undefined) return String(date.year);
  const month = ABBR[date.month - 1] ?? '';
  return date.day === undefined ? `${month} ${date.year}` : `${date.day} ${month} ${date.year}`;
}

/**
 * A record date as GEDCOM writes it: '12 MAR 1936', 'MAR 1936', '1936', 'ABT 1934', 'BEF MAR 1940',
 * 'AFT 1921', 'BET 1930 AND 1935'. Null when the text is not a record date.
 */
export function recordDateToGedcom(value: string | null | undefined): string | null {
  const date = parseRecordDate(value);
  if (!date) return null;
  switch (date.kind) {
    case 'exact':
      return plainToGedcom(date.date);
    case 'about':
      return `ABT ${plainToGedcom(date.date)}`;
    case 'before':
      return `BEF ${plainToGedcom(date.date)}`;
    case 'after':
      return `AFT ${plainToGedcom(date.date)}`;
    case 'between':
      return `BET ${plainToGedcom(date.from)} AND ${plainToGedcom(date.to)}`;
  }
}

/** The year a GEDCOM date names (the first of a range), for choosing yourself in a file. */
export function gedcomYear(raw: string | null | undefined): number | null {
  const date = parseRecordDate(gedcomToRecordDate(raw).value);
  if (!date) return null;
  return date.kind === 'between' ? date.from.year : date.date.year;
}
