import { describe, expect, it } from 'vitest';
import { DATE_EXAMPLES, dateReading } from './date-reading.ts';

describe('dateReading: the hint under a date field', () => {
  it.each([
    ['c. 1934', 'Read as: about 1934'],
    ['Mar 1936', 'Read as: March 1936'],
    ['1936-03-12', 'Read as: 12 March 1936'],
    ['between 1930 and 1935', 'Read as: between 1930 and 1935'],
    ['bef 1940', 'Read as: before 1940'],
  ])('%j shows %j', (typed, hint) => {
    expect(dateReading(typed)).toBe(hint);
  });

  it('shows nothing to read for an empty field or what cannot be read (the examples or the error show instead)', () => {
    expect(dateReading('')).toBeNull();
    expect(dateReading('12/03/1936')).toBeNull();
    expect(DATE_EXAMPLES).toBe('e.g. 12 March 1936, March 1936, 1936, about 1934, between 1930 and 1935');
  });
});
