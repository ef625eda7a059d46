/**
 * How fresh a fact of the office data set is (docs/decisions/037-facts-that-stay-fresh.md): every
 * fee, time and address carries the date it was seen (Source.seen); a figure seen more than 18
 * months before today is shown as 'ask the office', with the old figure only as a hint. Pure:
 * `today` is passed in as yyyy-mm-dd, the clock is the caller's.
 */
import { MONTH_NAMES as MONTHS } from '../../dates/month-names.ts';

/** A figure seen more than this many months before today is no longer shown as a price or a time. */
export const STALE_AFTER_MONTHS = 18;

/** The date a `seen` text names, as precisely as it names it. */
export type SeenDate = { year: number; month: number | null; day: number | null };

/**
 * The date a source was seen, from its `seen` text: the latest date it names ('2018-04-27',
 * 'seen 2026-11', 'in force 2005-04-01 to 2006-03-30' is 30 March 2006, 'figure "as of 2010"' is
 * 2010). Null when the text names no year: such a source fails the data set's test.
 */
export function seenDate(seen: string): SeenDate | null {
  const found: SeenDate[] = [];
  for (const m of seen.matchAll(/(?<!\d)(\d{4})-(\d{2})(?:-(\d{2}))?(?!\d)/g)) {
    const month = Number(m[2]);
    if (month < 1 || month > 12) continue;
    found.push({ year: Number(m[1]), month, day: m[3] ? Number(m[3]) : null });
  }
  if (found.length === 0) {
    for (const m of seen.matchAll(/(?<!\d)(1[89]\d{2}|20\d{2})(?!\d)/g)) {
      found.push({ year: Number(m[1]), month: null, day: null });
    }
  }
  const key = (d: SeenDate) => d.year * 10_000 + (d.month ?? 0) * 100 + (d.day ?? 0);
  return found.sort((a, b) => key(b) - key(a))[0] ?? null;
}

/**
 * The first day the `seen` text can mean, as yyyy-mm-dd: a month alone is its first day, a year
 * alone 1 January. Reading the earliest day keeps the rule on the safe side: a figure is shown as a
 * price only while it is certainly less than 18 months old.
 */
export function seenOn(seen: string): string | null {
  const d = seenDate(seen);
  if (!d) return null;
  return `${d.year}-${pad(d.month ?? 1)}-${pad(d.day ?? 1)}`;
}

/** 'November 2026', '27 April 2018' or '2010': the seen date as precisely as the source gives it. */
export function seenLabel(seen: string): string | null {
  const d = seenDate(seen);
  if (!d) return null;
  if (d.month === null) return String(d.year);
  const month = `${MONTHS[d.month - 1]} ${d.year}`;
  return d.day === null ? month : `${d.day} ${month}`;
}

/** Whole months from one yyyy-mm-dd day to a later one (a month counts once its day of the month is reached). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(months, 0);
}

/** The day `months` whole months after a yyyy-mm-dd day (clamped to the end of a shorter month). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/**
 * True when a fact seen on `seen` is more than 18 months old on `today` (yyyy-mm-dd), or carries
 * no date at all: an undated fact is never shown as current.
 */
export function isStale(seen: string, today: string): boolean {
  const on = seenOn(seen);
  if (!on) return true;
  return addMonths(on, STALE_AFTER_MONTHS) < today;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
