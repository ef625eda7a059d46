import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PostedForm } from '#shared/page-data.ts';

/** Where the page data's posted form waits in the query cache (seed-query-cache.ts); nothing fetches it. */
export const POSTED_FORM_KEY = ['posted-form'] as const;

/**
 * What the server answered a form posted without JavaScript with (decision 063), read once when
 * the page first renders, so the browser's first render matches the server's HTML.
 */
export function usePostedForm<F extends PostedForm['form']>(form: F): Extract<PostedForm, { form: F }> | undefined {
  const queryClient = useQueryClient();
  const [posted] = useState(() => {
    const data = queryClient.getQueryData<PostedForm>(POSTED_FORM_KEY);
    return data?.form === form ? (data as Extract<PostedForm, { form: F }>) : undefined;
  });
  return posted;
}
