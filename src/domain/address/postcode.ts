import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/**
 * Why a postal code is not valid for a country (ISO 3166-1 alpha-2 code), or null when it is
 * valid or the country has no known format. `countryName` is used in the message.
 */
export function postcodeProblem(postalCode: string, countryCode: string, countryName: string): string | null {
  if (!postcodeValidatorExistsForCountry(countryCode) || postcodeValidator(postalCode, countryCode)) return null;
  const label = countryCode === 'IE' ? 'Eircode' : countryCode === 'GB' ? 'UK postcode' : 'postal code';
  return `Enter a valid ${label} for ${countryName}`;
}
