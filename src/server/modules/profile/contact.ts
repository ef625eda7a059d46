import { postalAddressLines } from '#domain/address/address-format.ts';
import type { ApplicantContact } from '#domain/documents/application-steps.ts';
import { countryByName } from '#shared/countries.ts';
import type { Profile } from '#shared/profile.ts';

/** The answer sheet's contact details: the sign-in email, and the phone and delivery address saved in Settings. */
export function contactFrom(email: string, profile: Profile): ApplicantContact {
  const country = countryByName(profile.country);
  return {
    email,
    phone: profile.phone,
    postalAddress: profile.addressLine1 && country ? postalAddressLines(profile, country) : null,
  };
}
