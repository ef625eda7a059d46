import { useSyncExternalStore } from 'react';
import { SERVER_LOCALE, SERVER_TIME_ZONE, writtenDate } from '#domain/dates/written-date.ts';

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
const READER_TIME_ZONE = rendering ? SERVER_TIME_ZONE : Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A day or a moment written out in the reader's locale (docs/decisions/068-small-things.md):
 * '27 November 2026' for en-IE, 'November 27, 2026' for en-US.
 */
export const formatLongDate = (iso: string, locale = READER_LOCALE) =>
  writtenDate(iso, { locale, timeZone: READER_TIME_ZONE });

/** A moment with its time of day: '27 November 2026 at 14:05' for en-IE. */
export const formatLongDateTime = (iso: string) =>
  writtenDate(iso, { locale: READER_LOCALE, timeZone: READER_TIME_ZONE, time: true });

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
