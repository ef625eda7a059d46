import { addressFields } from '#domain/address/address-format.ts';
import { postcodeProblem } from '#domain/address/postcode.ts';
import { z } from 'zod';
import { countryByName, DEFAULT_COUNTRY } from './countries.ts';
import { singleLine } from './text.ts';

const emptyToNull = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v;
const optional = (max: number) => z.preprocess(emptyToNull, singleLine(max).nullable().optional());
const required = (message: string, max = 200) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), singleLine(max, message).min(1, message));

/**
 * The profile's `eircode` is the Irish postal code: a body may send it, and it
 * stands for `postalCode` when that is absent (the form sends postalCode; the stored postal code is
 * answered as both).
 */
const eircodeAsPostalCode = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v) || !('eircode' in v)) return v;
  const { eircode, ...rest } = v as Record<string, unknown>;
  const postalCode = rest.postalCode;
  return postalCode === undefined || postalCode === null || postalCode === '' ? { ...rest, postalCode: eircode } : rest;
};

/**
 * Spec 'Settings' delivery form: line 1 and city required; the county (or state, province...)
 * required where the country's addresses need one ('County is required' in Ireland, 'State is
 * required' in the United States: domain/address/address-format.ts); postal code checked for the
 * country, and required for the UK and the US (a postage label needs it).
 */
export const addressBody = z
  .object({
    addressLine1: required('Address line 1 is required'),
    addressLine2: optional(200),
    city: required('City is required', 100),
    county: optional(100),
    postalCode: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), optional(20)),
    country: z
      .preprocess((v) => (v == null || v === '' ? DEFAULT_COUNTRY : v), z.string().max(100))
      .refine((name) => Boolean(countryByName(name)), 'Choose a country from the list')
      .transform((name) => countryByName(name)!.name),
    phone: z.preprocess(
      emptyToNull,
      z
        .string()
        .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number with digits only, optionally starting with +')
        .nullable()
        .optional(),
    ),
  })
  .strict()
  .superRefine((a, ctx) => {
    const code = countryByName(a.country)?.code;
    const area = code ? addressFields(code).find((f) => f.name === 'county') : undefined;
    if (area?.required && !a.county) {
      ctx.addIssue({ code: 'custom', path: ['county'], message: `${area.label} is required` });
    }
    const postal = code ? addressFields(code).find((f) => f.name === 'postalCode') : undefined;
    if (postal?.required && !a.postalCode) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: `${postal.label} is required` });
    }
    if (!a.postalCode || !code) return;
    const problem = postcodeProblem(a.postalCode, code, a.country);
    if (problem) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: problem });
  });
export type AddressBody = z.infer<typeof addressBody>;

/** What POST /api/user-profile validates: the form's fields, `eircode` accepted for the postal code. */
export const addressRequestBody = z.preprocess(eircodeAsPostalCode, addressBody);

export const notificationPreferencesBody = z
  .object({ notificationPreferences: z.object({ email: z.boolean(), sms: z.boolean() }).strict() })
  .strict();
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;

export const profileResponse = z.object({
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  eircode: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  notificationPreferences: z.object({ email: z.boolean(), sms: z.boolean() }),
});
export type Profile = z.infer<typeof profileResponse>;
