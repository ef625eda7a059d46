import { useSyncExternalStore } from 'react';
import { isConsentCurrent, policyVersionAt } from '#domain/consent/consent-validity.ts';

/** Local storage keys fixed by the spec (section 9). */
export const CONSENT_GIVEN_KEY = 'cookie-consent-given';
export const PREFERENCES_KEY = 'cookie-preferences';

export type CookiePreferences = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  thirdPartySharing: boolean;
};

export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  thirdPartySharing: false,
};
export const ALL_ACCEPTED: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  thirdPartySharing: true,
};

/** What `cookie-preferences` holds: the choice, when it was made and under which cookie policy version. */
export type StoredConsent = CookiePreferences & { consentedAt: string; policyVersion: string };

/**
 * `given`: a choice is stored and still holds (12 months, same policy version); otherwise the banner
 * asks again and nothing optional is allowed. `settingsOpen`: someone asked to change their choice.
 */
export type ConsentState = { given: boolean; preferences: CookiePreferences; settingsOpen: boolean };

type StoredState = Omit<ConsentState, 'settingsOpen'>;
const NOT_GIVEN: StoredState = { given: false, preferences: NECESSARY_ONLY };

function read(): StoredState {
  try {
    const raw = localStorage.getItem(PREFERENCES_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<StoredConsent>) : {};
    const given = localStorage.getItem(CONSENT_GIVEN_KEY) === 'true' && isConsentCurrent(stored, new Date());
    if (!given) return NOT_GIVEN;
    return {
      given,
      preferences: {
        necessary: true,
        analytics: stored.analytics === true,
        marketing: stored.marketing === true,
        thirdPartySharing: stored.thirdPartySharing === true,
      },
    };
  } catch {
    return NOT_GIVEN;
  }
}

const NOTHING_STORED: ConsentState = { ...NOT_GIVEN, settingsOpen: false };
let snapshot: ConsentState = typeof localStorage === 'undefined' ? NOTHING_STORED : { ...read(), settingsOpen: false };
const listeners = new Set<() => void>();

function update(settingsOpen: boolean) {
  snapshot = { ...read(), settingsOpen };
  listeners.forEach((l) => l());
}

/**
 * Saves the choice locally with the time it was made (now, or the server record's time) and the
 * policy version in force then (necessary can never be turned off), and tells every subscriber.
 */
export function saveConsent(preferences: CookiePreferences, consentedAt = new Date()) {
  const stored: StoredConsent = {
    ...preferences,
    necessary: true,
    consentedAt: consentedAt.toISOString(),
    policyVersion: policyVersionAt(consentedAt) ?? 'none',
  };
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify(stored));
  localStorage.setItem(CONSENT_GIVEN_KEY, 'true');
  update(false);
}

/** 'Cookie settings' (footer, cookie policy): shows the banner's choices again, set as they are now. */
export const openCookieSettings = () => update(true);
export const closeCookieSettings = () => update(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_GIVEN_KEY || e.key === PREFERENCES_KEY) {
      snapshot = { ...read(), settingsOpen: snapshot.settingsOpen };
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsent(): ConsentState {
  // The server renders the page as for a visitor with no stored choice (decision 032).
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => NOTHING_STORED,
  );
}
