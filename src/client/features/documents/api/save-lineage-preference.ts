import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/lib/toast.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { invalidateTreeState } from '#client/lib/tree-state.ts';
import { familyMemberOptionsQueryOptions } from './get-family-member-options.ts';

type Preference = { selectedGrandparentId: string | null; routeDescription: string | null };

/** The spec's toast description, also said beside the route select until the next try (decision 071). */
export const ROUTE_NOT_SAVED = 'Failed to save your citizenship route selection. Please try again.';

export const saveLineagePreference = (selectedGrandparentId: string) =>
  apiFetch<Preference>('/api/lineage-route-preference', { method: 'POST', body: { selectedGrandparentId } });

/**
 * Spec: picking a route saves a preference ('Route Updated'); failure shows 'Update Failed'.
 * The server marks the chosen line's parent as the Irish line, so the whole tree state is
 * invalidated: the dashboard card, the tree, the Template Guide and this view follow at once.
 */
export function useSaveLineagePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLineagePreference,
    onSuccess: async (preference) => {
      queryClient.setQueryData(familyMemberOptionsQueryOptions().queryKey, (options) =>
        options ? { ...options, currentSelection: preference } : options,
      );
      toast.success('Route Updated', { description: preference.routeDescription ?? undefined });
      await invalidateTreeState(queryClient);
    },
    onError: () => {
      toast.error('Update Failed', { description: ROUTE_NOT_SAVED });
    },
  });
}
