import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/lib/toast.ts';
import type { AddressBody, NotificationPreferencesBody, Profile } from '#shared/profile.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { profileQueryOptions } from './get-profile.ts';

type Body = AddressBody | NotificationPreferencesBody;

/**
 * POST /api/user-profile; on success the profile is fetched again and 'Settings saved' shows. A refusal
 * is shown beside the button by the form (decision 071).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiFetch<Profile>('/api/user-profile', { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
      toast.success('Settings saved');
    },
  });
}
