import type { TimelineStepBody } from '#shared/application.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { useWorkspaceMutation } from './use-workspace-mutation.ts';

/** POST /api/application/timeline: the next step of DFA's answer, with its date. */
export const addTimelineStep = (body: TimelineStepBody) =>
  apiFetch<unknown>('/api/application/timeline', { method: 'POST', body });

export const useAddTimelineStep = () => useWorkspaceMutation(addTimelineStep, 'Could not add this step');
