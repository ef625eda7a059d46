import { formatRecordDate, readDateInput } from '#domain/dates/record-date.ts';

/** What a date field accepts (docs/decisions/051-dates-as-records-hold-them.md). */
export const DATE_EXAMPLES = 'e.g. 12 March 1936, March 1936, 1936, about 1934, between 1930 and 1935';

/**
 * How a typed date was read, for the hint under the field: 'Read as: about 1934', or null while
 * the field is empty or cannot be read (the examples, or the error, are shown instead).
 */
export function dateReading(typed: string | null | undefined): string | null {
  const read = readDateInput(typed ?? '');
  return read.ok && read.value ? `Read as: ${formatRecordDate(read.value)}` : null;
}
