import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimResponse } from '#shared/claims.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { claimableOrdersQueryOptions } from './get-claimable-orders.ts';
import { claimsQueryOptions } from './get-claims.ts';

/** A letter of up to 10 MB on a slow mobile connection needs longer than an ordinary request. */
const UPLOAD_TIMEOUT_MS = 120_000;

export type NewClaim = {
  /** 'pdf:<order id>' or 'document:<order id>'. */
  orders: string[];
  /** yyyy-mm-dd, the date on the refusal letter. */
  decisionDate: string;
  note: string;
  letter: File;
};

/** POST /api/claims as multipart/form-data: the fields of claimFields and the file part 'letter'. */
export function createClaim(claim: NewClaim) {
  const form = new FormData();
  for (const order of claim.orders) form.append('order', order);
  form.append('decisionDate', claim.decisionDate);
  if (claim.note.trim()) form.append('note', claim.note.trim());
  form.append('letter', claim.letter, claim.letter.name);
  return apiFetch<ClaimResponse>('/api/claims', { method: 'POST', body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** Files a claim; afterwards the claims and the orders they may cover are fetched again. */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    // A second attempt after a lost answer would only be refused: the order would already be in a claim.
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: claimsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: claimableOrdersQueryOptions().queryKey }),
      ]),
  });
}
