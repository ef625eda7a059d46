import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/lib/toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { workspaceQueryOptions } from './get-workspace.ts';

/**
 * A change to the workspace: every one of them can change the progress, the gate and the
 * dashboard card, so each refetches the one workspace query. A refusal is a toast, and the
 * control that made the change shows `error` beside itself until the next try (decision 071).
 */
export function useWorkspaceMutation<V>(send: (vars: V) => Promise<unknown>, failure: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    retry: false,
    onError: (error) => toast.error(errorMessage(error, failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceQueryOptions().queryKey }),
  });
  // `failure`: what the refusal beside the control says when the server gave no reason.
  return { ...mutation, failure };
}
