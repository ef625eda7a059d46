import { useSyncExternalStore } from 'react';

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

export type ConsentState = { given: boolean; preferences: CookiePreferences };

function read(): ConsentState {
  try {
    const given = localStorage.getItem(CONSENT_GIVEN_KEY) === 'true';
    const raw = localStorage.getItem(PREFERENCES_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<CookiePreferences>) : {};
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
    return { given: false, preferences: NECESSARY_ONLY };
  }
}

const NOTHING_STORED: ConsentState = { given: false, preferences: NECESSARY_ONLY };
let snapshot: ConsentState = typeof localStorage === 'undefined' ? NOTHING_STORED : read();
const listeners = new Set<() => void>();

/** Saves the choice locally (necessary can never be turned off) and tells every subscriber. */
export function saveConsent(preferences: CookiePreferences) {
  const clean: CookiePreferences = { ...preferences, necessary: true };
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify(clean));
  localStorage.setItem(CONSENT_GIVEN_KEY, 'true');
  snapshot = { given: true, preferences: clean };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_GIVEN_KEY || e.key === PREFERENCES_KEY) {
      snapshot = read();
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
