import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '#client/lib/api-client.ts';
import { familyMemberOptionsQueryOptions } from './get-family-member-options.ts';

type Preference = { selectedGrandparentId: string | null; routeDescription: string | null };

export const saveLineagePreference = (selectedGrandparentId: string) =>
  apiFetch<Preference>('/api/lineage-route-preference', { method: 'POST', body: { selectedGrandparentId } });

/** Spec: picking a route saves a preference ('Route Updated'); failure shows 'Update Failed'. */
export function useSaveLineagePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLineagePreference,
    onSuccess: (preference) => {
      queryClient.setQueryData(familyMemberOptionsQueryOptions().queryKey, (options) =>
        options ? { ...options, currentSelection: preference } : options,
      );
      void queryClient.invalidateQueries({ queryKey: ['/api/lineage-route-preference'] });
      toast.success('Route Updated', { description: preference.routeDescription ?? undefined });
    },
    onError: () => {
      toast.error('Update Failed', {
        description: 'Failed to save your citizenship route selection. Please try again.',
      });
    },
  });
}
