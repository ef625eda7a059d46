import { format, parseISO } from 'date-fns';

const counts = new Intl.NumberFormat('en-IE');

/** 12,345 */
export const formatCount = (n: number) => counts.format(n);

/** 44.4% (the server sends percentages with one decimal). */
export const formatPercent = (rate: number) => `${rate.toFixed(1)}%`;

/** 10 Aug: the Monday a week starts on. */
export const formatWeek = (isoDate: string) => format(parseISO(isoDate), 'd MMM');

/** 1 May 2026 */
export const formatDay = (iso: string) => format(parseISO(iso), 'd MMM yyyy');

/** 1 May 2026, 14:05 */
export const formatDateTime = (iso: string) => format(parseISO(iso), 'd MMM yyyy, HH:mm');

/** The spec's name fallback: the name, else the part of the email before the @, else 'User'. */
export { displayName } from '#shared/display-name.ts';
