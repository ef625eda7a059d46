import { describe, expect, it } from 'vitest';
import { postcodeProblem } from './postcode.ts';

describe('postcodeProblem', () => {
  it.each([
    ['D02 X285', 'IE', 'Ireland', null],
    ['D02', 'IE', 'Ireland', 'Enter a valid Eircode for Ireland'],
    ['SW1A 1AA', 'GB', 'United Kingdom', null],
    ['12', 'GB', 'United Kingdom', 'Enter a valid UK postcode for United Kingdom'],
    ['02108', 'US', 'United States', null],
    ['ABCDE', 'US', 'United States', 'Enter a valid postal code for United States'],
  ])('%s in %s', (code, country, name, expected) => {
    expect(postcodeProblem(code, country, name)).toBe(expected);
  });
});
