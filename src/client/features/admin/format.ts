import { format, parseISO } from 'date-fns';
import { formatLongDate, formatLongDateTime } from '#client/lib/format.ts';

const counts = new Intl.NumberFormat('en-IE');

/** 12,345 */
export const formatCount = (n: number) => counts.format(n);

/** 44.4% (the server sends percentages with one decimal). */
export const formatPercent = (rate: number) => `${rate.toFixed(1)}%`;

/** 10 Aug: the Monday a week starts on. */
export const formatWeek = (isoDate: string) => format(parseISO(isoDate), 'd MMM');

/** 1 May 2026 (en-IE), written out like every date (lib/format.ts). */
export const formatDay = (iso: string) => formatLongDate(iso);

/** 1 May 2026 at 14:05 (en-IE) */
export const formatDateTime = (iso: string) => formatLongDateTime(iso);

/** The spec's name fallback: the name, else the part of the email before the @, else 'User'. */
export { displayName } from '#shared/display-name.ts';
