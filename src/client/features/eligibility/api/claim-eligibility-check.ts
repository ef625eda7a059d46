import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import { PENDING_CHECK_KEY } from './create-eligibility-check.ts';

/** Attaches the check made before sign-in to the signed-in user (docs/decisions/044-eligibility-checks-stored-and-claimed.md). */
export async function claimPendingCheck(): Promise<void> {
  const id = localStorage.getItem(PENDING_CHECK_KEY);
  if (!id) return;
  try {
    await apiFetch(`/api/eligibility-checks/${encodeURIComponent(id)}/claim`, { method: 'POST', body: {} });
    localStorage.removeItem(PENDING_CHECK_KEY);
  } catch (err) {
    // Someone else's or a vanished check: forget it. Other failures retry at the next sign-in.
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      localStorage.removeItem(PENDING_CHECK_KEY);
  }
}
