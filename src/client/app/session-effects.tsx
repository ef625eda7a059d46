import { useEffect } from 'react';
import { useAuth } from '../lib/auth.tsx';
import { syncServerConsent } from '../features/consent/server-consent.ts';
import { claimPendingCheck } from '../features/eligibility/api/claim-eligibility-check.ts';

/** What happens once a user is signed in: their anonymous check becomes theirs; server consent wins. */
export function SessionEffects() {
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (!isAuthenticated) return;
    void claimPendingCheck();
    void syncServerConsent();
  }, [isAuthenticated]);
  return null;
}
