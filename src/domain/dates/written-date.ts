/**
 * The one way a calendar day or a moment is written for people: in the reader's locale, the month
 * in words ('27 November 2026' for en-IE, 'November 27, 2026' for en-US). The server has no reader's
 * locale, so emails and the PDF use en-IE and Irish time (docs/decisions/068-small-things.md).
 * Record dates that hold less than a day ('1936', 'about 1934') keep their own wording: record-date.ts.
 */
export const SERVER_LOCALE = 'en-IE';
export const SERVER_TIME_ZONE = 'Europe/Dublin';

export type WrittenDateOptions = {
  /** A BCP 47 locale; en-IE by default. */
  locale?: string;
  /** The time zone a moment is shown in; a plain day has none. Irish time by default. */
  timeZone?: string;
  /** Add the time of day ('27 November 2026 at 14:05' in en-IE). */
  time?: boolean;
};

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day alone ('2026-11-27'), which is written without a time zone. */
export const isPlainDay = (value: string) => PLAIN_DAY.test(value);

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, time: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${time}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: time ? 'short' : undefined, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A day ('2026-11-27') or a moment (an ISO timestamp or a Date) written out. A plain day is that
 * calendar day wherever the reader is; a moment is the day (and time) in `timeZone`.
 * An unreadable value is returned as it is rather than hidden.
 */
export function writtenDate(value: string | Date, options: WrittenDateOptions = {}): string {
  const { locale = SERVER_LOCALE, timeZone = SERVER_TIME_ZONE, time = false } = options;
  const day = typeof value === 'string' ? PLAIN_DAY.exec(value) : null;
  if (day) {
    const utc = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return formatter(locale, 'UTC', false).format(utc);
  }
  const moment = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(moment.getTime())) return String(value);
  return formatter(locale, timeZone, time).format(moment);
}
