import type { ItemStatus, TimelineStep, WorkspaceSummary } from '#shared/application.ts';
import { STEP_WORDS } from '#domain/application/timeline.ts';

export const STATUS_WORDS: Record<ItemStatus, string> = {
  needed: 'Needed',
  ordered: 'Ordered',
  in_hand: 'In hand',
  checked: 'Checked',
};

/** Where the application is, for the card and the page's heading. */
export const SUMMARY_STEP_WORDS: Record<WorkspaceSummary['currentStep'], string> = {
  gathering: 'Gathering documents',
  ready_to_post: 'Ready to post',
  ...STEP_WORDS,
};

export const stepWord = (step: TimelineStep) => STEP_WORDS[step];

/** '7 of 15 items ready' */
export const progressText = (s: Pick<WorkspaceSummary, 'itemsReady' | 'itemsTotal'>) =>
  `${s.itemsReady} of ${s.itemsTotal} ${s.itemsTotal === 1 ? 'item' : 'items'} ready`;

export const progressPercent = (s: Pick<WorkspaceSummary, 'itemsReady' | 'itemsTotal'>) =>
  s.itemsTotal === 0 ? 0 : Math.round((s.itemsReady / s.itemsTotal) * 100);
