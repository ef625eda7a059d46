import { useMutation } from '@tanstack/react-query';
import type { Answer } from '#domain/eligibility/quiz.ts';
import type { EligibilityCheckResponse } from '#shared/eligibility.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** The latest check's id, claimed by the account after sign-in. */
export const PENDING_CHECK_KEY = 'pending-eligibility-check-id';

export const createEligibilityCheck = (answers: Answer[]) =>
  apiFetch<EligibilityCheckResponse>('/api/eligibility-checks', {
    method: 'POST',
    body: { q1: answers[0], q2: answers[1] ?? null, q3: answers[2] ?? null, q4: answers[3] ?? null },
  });

export const useCreateEligibilityCheck = () =>
  useMutation({
    mutationFn: createEligibilityCheck,
    onSuccess: (check) => {
      try {
        localStorage.setItem(PENDING_CHECK_KEY, check.id);
      } catch {
        /* storage unavailable: the check stays anonymous */
      }
    },
  });
