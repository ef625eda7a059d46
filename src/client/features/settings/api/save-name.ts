import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/lib/toast.ts';
import type { z } from 'zod';
import type { UserNameBody, userNameResponse } from '#shared/session.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { sessionQueryOptions } from '#client/lib/get-session.ts';

/**
 * PUT /api/user/name; the session is fetched again, so the header and greetings show the new name at
 * once, and 'Settings saved' shows. A refusal is shown beside the button by the form (decision 071).
 */
export function useSaveName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserNameBody) =>
      apiFetch<z.infer<typeof userNameResponse>>('/api/user/name', { method: 'PUT', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
      toast.success('Settings saved');
    },
  });
}
