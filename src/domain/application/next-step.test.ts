import { describe, expect, it } from 'vitest';
import type { TimelineStep } from './model.ts';
import { nextStep, STAGE_COUNT, treeVerdict, type ApplicationState } from './next-step.ts';

const workspace = (over: Partial<ApplicationState['workspace']> = {}): ApplicationState['workspace'] => ({
  available: true,
  message: null,
  itemsReady: 3,
  itemsTotal: 12,
  ready: false,
  currentStep: null,
  ...over,
});

describe('nextStep', () => {
  it('asks a user without a tree to build it, in the tree', () => {
    const s = nextStep({
      verdict: null,
      memberCount: 0,
      workspace: workspace({ available: false, message: 'Add yourself.' }),
    });
    expect(s).toMatchObject({ stage: 'build_tree', number: 1, title: 'Build your family tree' });
    expect(s.action).toEqual({ label: 'Start your family tree', target: 'tree' });
  });

  it('with a tree but no route, says why in the engine’s words and leads back to the tree', () => {
    const message = 'Your grandmother’s birthplace is not recorded yet. Your application workspace opens once …';
    const s = nextStep({ verdict: null, memberCount: 3, workspace: workspace({ available: false, message }) });
    expect(s).toMatchObject({ stage: 'choose_route', number: 2, text: message });
    expect(s.action.target).toBe('tree');
  });

  it('tells an Irish citizen already that the register is not for them, in the engine’s words, once', () => {
    const message =
      'You were born on the island of Ireland before 1 January 2005, so you are entitled to Irish citizenship: you do not need the Foreign Births Register, apply for an Irish passport directly. Your Application prepares a Foreign Births Register application, so there is nothing to gather here.';
    const s = nextStep({
      verdict: 'already_citizen',
      memberCount: 1,
      workspace: workspace({ available: false, message }),
    });
    expect(s).toMatchObject({ stage: 'choose_route', title: 'You do not need the register', text: message });
    // Not 'step 2 of 6': none of the application's stages are theirs to go through.
    expect(s.number).toBeNull();
    expect(nextStep({ verdict: null, memberCount: 1, workspace: workspace({ available: false }) }).number).toBe(2);
    expect(s.action).toEqual({ label: 'Review your family tree', target: 'tree' });
  });

  it('tells someone adopted by an Irish citizen that the adoption is their route, with no step count', () => {
    const s = nextStep({
      verdict: 'adoption',
      memberCount: 3,
      workspace: workspace({ available: false, message: null }),
    });
    expect(s).toMatchObject({ stage: 'choose_route', number: null, title: 'Your adoption is your route' });
    expect(s.text).toContain('Register of Intercountry Adoptions');
    expect(s.action).toEqual({ label: 'Review your family tree', target: 'tree' });
  });

  it('tells someone the tree shows no route for that none was found, not to complete the tree', () => {
    const message = 'From your family tree as it stands, we cannot find a route to Irish citizenship by descent.';
    const s = nextStep({ verdict: 'ineligible', memberCount: 8, workspace: workspace({ available: false, message }) });
    expect(s).toMatchObject({
      stage: 'choose_route',
      number: null,
      title: 'No route found in your family tree',
      text: message,
    });
    expect(s.action).toEqual({ label: 'Review your family tree', target: 'tree' });
  });

  it('reads the verdict from the engine’s answer', () => {
    const answer = (status: 'eligible' | 'ineligible' | 'incomplete' | 'already_citizen', summary = 'Any.') => ({
      status,
      route: null,
      summary,
    });
    expect(treeVerdict(answer('ineligible'))).toBe('ineligible');
    expect(treeVerdict(answer('already_citizen'))).toBe('already_citizen');
    expect(treeVerdict(answer('incomplete'))).toBeNull();
    expect(treeVerdict(answer('eligible'))).toBeNull();
  });

  it('with a route, counts what is ready and opens Your Application', () => {
    const s = nextStep({
      verdict: null,
      memberCount: 4,
      workspace: workspace({ itemsReady: 1, itemsTotal: 1 }),
    });
    expect(s).toMatchObject({ stage: 'gather', number: 3 });
    expect(s.text).toMatch(/^1 of 1 item ready\./);
    expect(nextStep({ verdict: null, memberCount: 4, workspace: workspace() }).text).toMatch(/^3 of 12 items ready\./);
    expect(s.action).toEqual({ label: 'Continue with your documents', target: 'documents' });
  });

  it('once the gate is open, asks for the posting', () => {
    const s = nextStep({
      verdict: null,
      memberCount: 4,
      workspace: workspace({ ready: true, itemsReady: 12 }),
    });
    expect(s).toMatchObject({ stage: 'ready_to_post', number: 4, title: 'Ready to post' });
    expect(s.text).toContain('All 12 items are in hand and checked');
    expect(s.action).toEqual({ label: 'Post your application', target: 'ready' });
  });

  const after = (currentStep: TimelineStep) =>
    nextStep({ verdict: null, memberCount: 4, workspace: workspace({ ready: true, currentStep }) });

  it('after posting, says what is awaited at each step', () => {
    expect(after('posted')).toMatchObject({
      stage: 'awaiting',
      number: 5,
      title: 'Posted: waiting for DFA to receive it',
    });
    expect(after('received')).toMatchObject({ stage: 'awaiting', title: 'Received: waiting for DFA’s decision' });
    expect(after('further_documents_requested')).toMatchObject({
      stage: 'awaiting',
      title: 'DFA asked for more documents',
      action: { label: 'See what DFA asked for', target: 'documents' },
    });
    expect(after('review_requested')).toMatchObject({
      stage: 'awaiting',
      title: 'Review requested: waiting for DFA’s answer',
    });
  });

  it('after the decision, leads to the certificate or the review', () => {
    expect(after('approved')).toMatchObject({
      stage: 'decision',
      number: STAGE_COUNT,
      action: { label: 'Record your certificate' },
    });
    expect(after('certificate_received')).toMatchObject({
      stage: 'decision',
      title: 'You are registered as an Irish citizen',
    });
    expect(after('refused')).toMatchObject({
      stage: 'decision',
      title: 'Refused: you can ask for a review',
      action: { label: 'Record a review request', target: 'posted' },
    });
  });

  it('the posted stages win over the gate: a request for more documents reopens it without going back to gathering', () => {
    const s = nextStep({
      verdict: null,
      memberCount: 4,
      workspace: workspace({ ready: false, currentStep: 'further_documents_requested' }),
    });
    expect(s.stage).toBe('awaiting');
  });
});
