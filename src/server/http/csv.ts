/**
 * CSV for spreadsheets (RFC 4180: CRLF rows, quoted cells). A cell a spreadsheet would read as a
 * formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe, so a
 * customer's name such as `=HYPERLINK(…)` is shown as text and never run (OWASP 'CSV injection').
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and data rows; with a byte-order mark so spreadsheet programs read UTF-8. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvValue[])[]) =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Minor units as a plain decimal ('1500' → '15.00'), for a spreadsheet to sum. */
export const csvAmount = (minor: number) => (minor / 100).toFixed(2);

/** `attachment; filename="orders-2026-11-27.csv"`. */
export const csvAttachment = (name: string, now: Date) =>
  `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`;
