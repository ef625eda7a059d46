/**
 * How long a cookie choice holds (the cookie policy: preference cookies last 12 months, then we ask
 * again) and which version of the policy it was given under: a new version asks everyone again.
 */
export const COOKIE_POLICY_VERSIONS = [{ version: '1.0', inForceFrom: '2024-09-01', updated: 'September 2024' }];

/** The version in force now (the last one). */
export const COOKIE_POLICY = COOKIE_POLICY_VERSIONS[COOKIE_POLICY_VERSIONS.length - 1];

export const CONSENT_LIFETIME_MONTHS = 12;

/** What a stored choice says about itself; either part may be missing from an older or damaged record. */
export type ConsentRecord = { consentedAt?: unknown; policyVersion?: unknown };

/** The version of the cookie policy in force on that day; none before the first. */
export function policyVersionAt(date: Date): string | undefined {
  const day = date.toISOString().slice(0, 10);
  return COOKIE_POLICY_VERSIONS.findLast((v) => v.inForceFrom <= day)?.version;
}

/** When a choice made at `consentedAt` stops holding. */
export function consentExpiry(consentedAt: Date): Date {
  const expiry = new Date(consentedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_LIFETIME_MONTHS);
  return expiry;
}

/** A choice holds when it was given under the current policy version, less than 12 months ago. */
export function isConsentCurrent(record: ConsentRecord, now: Date): boolean {
  if (record.policyVersion !== COOKIE_POLICY.version || typeof record.consentedAt !== 'string') return false;
  const consentedAt = new Date(record.consentedAt);
  if (Number.isNaN(consentedAt.getTime())) return false;
  // A date slightly ahead of this clock (the server's record, another device's clock) still holds.
  return now < consentExpiry(consentedAt);
}
