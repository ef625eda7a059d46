import { z } from 'zod';

/** The server consent record: the cookie preferences a user chose. */
export const userConsentBody = z
  .object({
    consentCookiesNecessary: z.literal(true).default(true),
    consentCookiesAnalytics: z.boolean(),
    consentCookiesMarketing: z.boolean(),
    consentThirdPartySharing: z.boolean(),
  })
  .strict();
export type UserConsentBody = z.infer<typeof userConsentBody>;

export const userConsentResponse = z.object({
  consentCookiesNecessary: z.boolean(),
  consentCookiesAnalytics: z.boolean(),
  consentCookiesMarketing: z.boolean(),
  consentThirdPartySharing: z.boolean(),
  updatedAt: z.string(),
});
export type UserConsentResponse = z.infer<typeof userConsentResponse>;

/** The cookie-preferences shape the privacy settings send. */
export const cookiePreferencesBody = z
  .object({
    necessary: z.literal(true).default(true),
    analytics: z.boolean(),
    marketing: z.boolean(),
    thirdPartySharing: z.boolean().default(false),
  })
  .strict();

/** DELETE /api/privacy/delete-account. */
export const deleteAccountResponse = z.object({ deleted: z.literal(true) });
