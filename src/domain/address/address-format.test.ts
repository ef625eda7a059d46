import { describe, expect, it } from 'vitest';
import { addressFields, postalAddressLines } from './address-format.ts';

/** The delivery form's fields per country (issue 19 item 7): the country's order and names. */
describe('addressFields', () => {
  const summary = (code: string) =>
    addressFields(code)
      .slice(2)
      .map((f) => `${f.label}${f.required ? '*' : ''}`);

  it.each<[string, string, string[]]>([
    ['Ireland: county required (the spec), then Eircode', 'IE', ['City*', 'County*', 'Eircode']],
    ['United Kingdom: county optional, postcode after the city and required', 'GB', ['City*', 'County', 'Postcode*']],
    ['United States: state required, then ZIP code, required', 'US', ['City*', 'State*', 'ZIP code*']],
    ['Canada: province required', 'CA', ['City*', 'Province*', 'Postal code']],
    ['Australia: state required', 'AU', ['City*', 'State*', 'Postal code']],
    ['New Zealand: no region in the address', 'NZ', ['City*', 'Postal code']],
    ['Germany: postal code before the city, as Germans write it', 'DE', ['Postal code', 'City*']],
    ['Japan: prefecture required; the city is still asked', 'JP', ['City*', 'Prefecture*', 'Postal code']],
    ['India: PIN code after the city, then the state', 'IN', ['City*', 'PIN code', 'State*']],
    ['Hong Kong: area, no postal code', 'HK', ['City*', 'Area*']],
  ])('%s', (_label, code, expected) => {
    expect(summary(code)).toEqual(expected);
  });

  it('always starts with the two address lines, the first required', () => {
    expect(addressFields('FR').slice(0, 2)).toEqual([
      { name: 'addressLine1', label: 'Address line 1', required: true },
      { name: 'addressLine2', label: 'Address line 2', required: false },
    ]);
  });
});

describe('postalAddressLines', () => {
  const address = (fields: Partial<Parameters<typeof postalAddressLines>[0]>) => ({
    addressLine1: '12 Main Street',
    addressLine2: null,
    city: null,
    county: null,
    postalCode: null,
    ...fields,
  });

  it.each<[string, Parameters<typeof postalAddressLines>[0], { code: string; name: string }, string[]]>([
    [
      'Ireland',
      address({ city: 'Castlebar', county: 'Co. Mayo', postalCode: 'F23 X9Y8' }),
      { code: 'IE', name: 'Ireland' },
      ['12 Main Street', 'Castlebar', 'Co. Mayo', 'F23 X9Y8', 'Ireland'],
    ],
    [
      'United States: city, state and ZIP on one line',
      address({ addressLine2: 'Apt 4', city: 'Boston', county: 'MA', postalCode: '02108' }),
      { code: 'US', name: 'United States' },
      ['12 Main Street', 'Apt 4', 'Boston, MA 02108', 'United States'],
    ],
    [
      'United Kingdom: the county the person wrote stays, after the town',
      address({ city: 'Leeds', county: 'West Yorkshire', postalCode: 'LS1 4AP' }),
      { code: 'GB', name: 'United Kingdom' },
      ['12 Main Street', 'Leeds', 'West Yorkshire', 'LS1 4AP', 'United Kingdom'],
    ],
    [
      'Germany: postal code before the city',
      address({ addressLine1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115' }),
      { code: 'DE', name: 'Germany' },
      ['Hauptstraße 5', '10115 Berlin', 'Germany'],
    ],
  ])('%s', (_label, input, country, expected) => {
    expect(postalAddressLines(input, country)).toEqual(expected);
  });
});
