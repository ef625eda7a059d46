/**
 * The months' English names, January first. A module of its own so that the landing page's
 * office figures ("seen March 2026") do not bring the whole of record-date.ts into its first
 * download: a module goes into the first chunk that needs it, with every export any page uses.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
