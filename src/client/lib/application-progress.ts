import type { WorkspaceSummary } from '#shared/application.ts';
import { STEP_WORDS } from '#domain/application/timeline.ts';

/** Where the application is, for the card, the page's heading and the admin's view of a user. */
export const SUMMARY_STEP_WORDS: Record<WorkspaceSummary['currentStep'], string> = {
  gathering: 'Gathering documents',
  ready_to_post: 'Ready to post',
  ...STEP_WORDS,
};

/** '7 of 15 items ready' */
export const progressText = (s: Pick<WorkspaceSummary, 'itemsReady' | 'itemsTotal'>) =>
  `${s.itemsReady} of ${s.itemsTotal} ${s.itemsTotal === 1 ? 'item' : 'items'} ready`;

export const progressPercent = (s: Pick<WorkspaceSummary, 'itemsReady' | 'itemsTotal'>) =>
  s.itemsTotal === 0 ? 0 : Math.round((s.itemsReady / s.itemsTotal) * 100);
