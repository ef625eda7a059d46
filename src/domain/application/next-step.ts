/**
 * The dashboard's 'next step' (issue 32 item 2, docs/decisions/063-a-dashboard-that-leads-and-pages-without-javascript.md): where
 * the application stands, from the tree to DFA's decision, and the one action that moves it on.
 * Pure: the client reads the tree's member count and the workspace, this decides.
 */
import type { EligibilityStatus } from '../eligibility/engine.ts';
import { ADOPTION_SUMMARY, noRegisterReason, type NoRegisterReason } from '../eligibility/no-register-reason.ts';
import type { TimelineStep } from './model.ts';

export const NEXT_STEP_STAGES = [
  'build_tree',
  'choose_route',
  'gather',
  'ready_to_post',
  'awaiting',
  'decision',
] as const;
export type NextStepStage = (typeof NEXT_STEP_STAGES)[number];

/** Where the action leads: the family tree, or a tab of Your Application (documents, ready to post, after posting). */
export type NextStepTarget = 'tree' | 'documents' | 'ready' | 'posted';

export type NextStep = {
  stage: NextStepStage;
  /** 1-based, of STAGE_COUNT: the stages run in this order. Null when the tree shows the register is not the applicant's way (see TreeVerdict). */
  number: number | null;
  title: string;
  text: string;
  action: { label: string; target: NextStepTarget };
};

export const STAGE_COUNT = NEXT_STEP_STAGES.length;

/** What the next step is computed from: the tree's size and the workspace as GET /api/application answers it. */
export type ApplicationState = {
  memberCount: number;
  verdict: TreeVerdict;
  workspace: {
    available: boolean;
    /** Why the workspace is not available (the engine's summary and what would open it). */
    message: string | null;
    itemsReady: number;
    itemsTotal: number;
    /** The ready-to-post gate: every item checked and nothing unresolved. */
    ready: boolean;
    /** The timeline's current step once posted, else null. */
    currentStep: TimelineStep | null;
  };
};

/**
 * What the tree's answer means for the application: the register is not the applicant's way
 * ('already_citizen', 'adoption'), the tree shows no route ('ineligible'), or null (a route, or not
 * yet enough in the tree to tell).
 */
export type TreeVerdict = NoRegisterReason | 'ineligible' | null;

export function treeVerdict(answer: { status: EligibilityStatus; route: unknown; summary: string }): TreeVerdict {
  return answer.status === 'ineligible' ? 'ineligible' : noRegisterReason(answer);
}

const step = (stage: NextStepStage, rest: Omit<NextStep, 'stage' | 'number'>): NextStep => ({
  stage,
  number: NEXT_STEP_STAGES.indexOf(stage) + 1,
  ...rest,
});

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * The workspace is shut: for an Irish citizen already (decision 082) or someone adopted by one
 * (decision 084) there is no register to apply to; for someone the tree shows no route for, or
 * whose tree cannot tell yet, there is no route to it. Either way the tree is where to look.
 */
const SHUT: Record<NonNullable<TreeVerdict> | 'not_yet', { title: string; fallback: string; label: string }> = {
  already_citizen: {
    title: 'You do not need the register',
    fallback: 'Your family tree shows you are an Irish citizen already: apply for an Irish passport directly.',
    label: 'Review your family tree',
  },
  adoption: {
    title: 'Your adoption is your route',
    fallback: ADOPTION_SUMMARY,
    label: 'Review your family tree',
  },
  ineligible: {
    title: 'No route found in your family tree',
    fallback: 'From your family tree as it stands, we cannot find a route to Irish citizenship by descent.',
    label: 'Review your family tree',
  },
  not_yet: {
    title: 'Find your route to the register',
    fallback:
      'Your family tree does not show a route to the Foreign Births Register yet. Add the people and facts it asks for.',
    label: 'Complete your family tree',
  },
};

/** The one next step for an application in `state`. */
export function nextStep(state: ApplicationState): NextStep {
  const { memberCount, workspace, verdict } = state;
  if (memberCount === 0) {
    return step('build_tree', {
      title: 'Build your family tree',
      text: 'Start with yourself, then your parents and grandparents, with where and when each was born. Your route to citizenship and your list of documents come from it.',
      action: { label: 'Start your family tree', target: 'tree' },
    });
  }
  if (!workspace.available) {
    const { title, fallback, label } = SHUT[verdict ?? 'not_yet'];
    const shut = step('choose_route', {
      title,
      text: workspace.message ?? fallback,
      action: { label, target: 'tree' },
    });
    // None of the stages ahead are theirs to go through: no 'step 2 of 6'.
    return verdict ? { ...shut, number: null } : shut;
  }
  switch (workspace.currentStep) {
    case null:
      return workspace.ready
        ? step('ready_to_post', {
            title: 'Ready to post',
            text: `All ${items(workspace.itemsTotal)} are in hand and checked. Print your posting pack, post everything to DFA, and record the date you posted it.`,
            action: { label: 'Post your application', target: 'ready' },
          })
        : step('gather', {
            title: 'Gather your documents',
            text: `${workspace.itemsReady} of ${items(workspace.itemsTotal)} ready. Order each certificate, and check it against your tree when it arrives.`,
            action: { label: 'Continue with your documents', target: 'documents' },
          });
    case 'posted':
      return step('awaiting', {
        title: 'Posted: waiting for DFA to receive it',
        text: 'DFA writes or emails when your application is received. Record it when they do, so we can tell you what comes next.',
        action: { label: 'Record DFA’s reply', target: 'posted' },
      });
    case 'received':
      return step('awaiting', {
        title: 'Received: waiting for DFA’s decision',
        text: 'DFA has your application. Nothing is needed from you until they write; record their answer when it comes.',
        action: { label: 'Record DFA’s reply', target: 'posted' },
      });
    case 'further_documents_requested':
      return step('awaiting', {
        title: 'DFA asked for more documents',
        text: 'Gather what DFA asked for and send it back with your application before it lapses.',
        action: { label: 'See what DFA asked for', target: 'documents' },
      });
    case 'review_requested':
      return step('awaiting', {
        title: 'Review requested: waiting for DFA’s answer',
        text: 'DFA is reviewing its decision. Record the outcome when it comes.',
        action: { label: 'Record DFA’s reply', target: 'posted' },
      });
    case 'approved':
      return step('decision', {
        title: 'Approved: waiting for your certificate',
        text: 'DFA approved your registration. Your Foreign Births Register certificate comes by post; record it when it arrives.',
        action: { label: 'Record your certificate', target: 'posted' },
      });
    case 'certificate_received':
      return step('decision', {
        title: 'You are registered as an Irish citizen',
        text: 'Your Foreign Births Register certificate is in hand. With it you can apply for an Irish passport.',
        action: { label: 'See your timeline', target: 'posted' },
      });
    case 'refused':
      return step('decision', {
        title: 'Refused: you can ask for a review',
        text: 'DFA refused the application. You can ask for a review within 6 weeks of the refusal.',
        action: { label: 'Record a review request', target: 'posted' },
      });
  }
}
