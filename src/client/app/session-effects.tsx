import { useEffect } from 'react';
import { useAuth } from '../lib/auth.tsx';
import { claimPendingCheck } from '../features/eligibility/api/claim-eligibility-check.ts';

/** What happens once a user is signed in: their anonymous check becomes theirs; server consent wins. */
export function SessionEffects() {
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (!isAuthenticated) return;
    void claimPendingCheck();
    // Loaded here, not with the landing page: a signed-out visitor never needs it (decision 081).
    void import('../features/consent/server-consent.ts').then((consent) => consent.syncServerConsent());
  }, [isAuthenticated]);
  return null;
}
