import { z } from 'zod';

/** The company behind the service, as customers must be able to find it (footer, policies, guarantee, emails). */
export const companyIdentity = z.object({
  legalName: z.string(),
  registeredAddress: z.string(),
  companyNumber: z.string(),
  email: z.string(),
});
export type CompanyIdentity = z.infer<typeof companyIdentity>;

/** What the browser may know about the server's configuration. */
export const publicConfigResponse = z.object({
  googleSignIn: z.boolean(),
  currency: z.string(),
  company: companyIdentity,
  /** The retention periods the server's jobs apply, for the privacy policy's table. */
  retention: z.object({
    accountInactiveYears: z.number(),
    inactivityWarningDays: z.number(),
    recordsYears: z.number(),
    marketingConsentYears: z.number(),
    technicalLogsDays: z.number(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;
