import type { UserConsentBody, UserConsentResponse } from '#shared/consent.ts';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import { saveConsent, type CookiePreferences } from '#client/lib/consent-store.ts';

/**
 * Spec 'Consent': after sign-in the server record overrides local state; a 404 leaves it as it is.
 * The record keeps the time it was saved, so a choice older than 12 months is asked again here too.
 */
export async function syncServerConsent(): Promise<void> {
  try {
    const server = await apiFetch<UserConsentResponse>('/api/user-consent');
    saveConsent(
      {
        necessary: true,
        analytics: server.consentCookiesAnalytics,
        marketing: server.consentCookiesMarketing,
        thirdPartySharing: server.consentThirdPartySharing,
      },
      new Date(server.updatedAt),
    );
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
}

export function postUserConsent(p: CookiePreferences) {
  const body: UserConsentBody = {
    consentCookiesNecessary: true,
    consentCookiesAnalytics: p.analytics,
    consentCookiesMarketing: p.marketing,
    consentThirdPartySharing: p.thirdPartySharing,
  };
  return apiFetch<UserConsentResponse>('/api/user-consent', { method: 'POST', body });
}
