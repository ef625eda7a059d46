import { useSyncExternalStore } from 'react';
import { isPlainDay, SERVER_LOCALE, SERVER_TIME_ZONE, writtenDate } from '#domain/dates/written-date.ts';

const rendering = typeof document === 'undefined';

/**
 * The reader's region in the English the interface is written in: en-US stays en-US, de-DE reads as
 * en-DE ('27 November 2026'); on the server, and for a language without a region, en-IE.
 */
function readerLocale(): string {
  if (rendering) return SERVER_LOCALE;
  try {
    const locale = new Intl.Locale(navigator.languages?.[0] ?? navigator.language);
    if (locale.language === 'en') return locale.baseName;
    return locale.region ? `en-${locale.region}` : SERVER_LOCALE;
  } catch {
    return SERVER_LOCALE;
  }
}

const READER_LOCALE = readerLocale();
let readerTimeZone: string | undefined;

/**
 * The zone a value is written in: none is needed for a day alone ('2026-11-27'); for a moment, the
 * reader's, worked out on first use rather than when the page's code loads (the browser takes tens
 * of milliseconds for it on a phone, in the task that starts a signed-in page: issue 32).
 */
function timeZoneFor(iso: string): string {
  if (rendering || isPlainDay(iso)) return SERVER_TIME_ZONE;
  return (readerTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * A day or a moment written out in the reader's locale (docs/decisions/068-small-things.md):
 * '27 November 2026' for en-IE, 'November 27, 2026' for en-US.
 */
export const formatLongDate = (iso: string, locale = READER_LOCALE) =>
  writtenDate(iso, { locale, timeZone: timeZoneFor(iso) });

/** A moment with its time of day: '27 November 2026 at 14:05' for en-IE. */
export const formatLongDateTime = (iso: string) =>
  writtenDate(iso, { locale: READER_LOCALE, timeZone: timeZoneFor(iso), time: true });

const unchanging = () => () => {};

/**
 * The locale for dates on a page the server renders first: en-IE while hydrating, so the HTML
 * matches, then the reader's own.
 */
export const useReaderLocale = () =>
  useSyncExternalStore(
    unchanging,
    () => READER_LOCALE,
    () => SERVER_LOCALE,
  );
