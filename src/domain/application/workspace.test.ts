import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../eligibility/engine.ts';
import { sampleFamily } from '../documents/sample-tree.ts';
import { deriveItems } from './items.ts';
import type { CertificateCheck, ItemStatus } from './model.ts';
import { allowedMoves, initialState, moveItem, type ItemState } from './moves.ts';
import { decisionWindow, lapseDate, nextSteps, reviewDeadline, stepError } from './timeline.ts';
import { buildWorkspace, isResearchable, type StoredItem } from './workspace.ts';

/** The day the office figures are read on (docs/decisions/037-facts-that-stay-fresh.md). */
const TODAY = '2026-11-27';

const tree = sampleFamily();
const derived = deriveItems(tree.members, tree.nameChanges, assessEligibility(tree.members), TODAY);

const AT = '2026-03-01T10:00:00.000Z';
const order = { where: 'GRO Roscommon', orderedOn: '2026-02-01', expectedBy: '2026-03-15', reference: null };
const certificate = { orderable: true, needsCheck: true, hasCheck: true, openFlags: 0 };

function state(status: ItemStatus, ordered = status !== 'needed'): ItemState {
  return {
    status,
    statusDates: { needed: AT, ordered: ordered ? AT : null, in_hand: null, checked: null },
    ordered: ordered ? order : null,
  };
}

describe('item moves: forward one step (or straight to in hand), back one step', () => {
  it.each<[string, ItemState, ItemStatus[]]>([
    ['needed', state('needed'), ['ordered', 'in_hand']],
    ['ordered', state('ordered'), ['needed', 'in_hand']],
    ['in hand after ordering', state('in_hand'), ['ordered', 'checked']],
    ['in hand, never ordered', state('in_hand', false), ['needed', 'checked']],
    ['checked', state('checked'), ['in_hand']],
  ])('%s', (_name, s, moves) => {
    expect(allowedMoves(s, certificate)).toEqual(moves);
  });

  it('takes photos, proofs of address and the like from needed straight to in hand: they are not ordered', () => {
    const photos = { ...certificate, orderable: false, needsCheck: false };
    expect(allowedMoves(state('needed'), photos)).toEqual(['in_hand']);
    expect(moveItem(state('needed'), 'ordered', photos, AT, order)).toEqual({
      ok: false,
      error: 'An item that is needed cannot be marked ordered.',
    });
  });

  it('refuses to skip steps or to move two steps back', () => {
    expect(moveItem(state('needed'), 'checked', certificate, AT)).toEqual({
      ok: false,
      error: 'An item that is needed cannot be marked checked.',
    });
    expect(moveItem(state('checked'), 'needed', certificate, AT).ok).toBe(false);
  });

  it('needs where and when it was ordered', () => {
    expect(moveItem(initialState(AT), 'ordered', certificate, AT)).toEqual({
      ok: false,
      error: 'Say where and when you ordered it.',
    });
    const moved = moveItem(initialState(AT), 'ordered', certificate, '2026-03-02T00:00:00.000Z', order);
    expect(moved.ok && moved.state).toEqual({
      status: 'ordered',
      statusDates: { needed: AT, ordered: '2026-03-02T00:00:00.000Z', in_hand: null, checked: null },
      ordered: order,
    });
  });

  it('will not mark a certificate checked without what it prints, or with a flag open', () => {
    const withoutCheck = moveItem(state('in_hand'), 'checked', { ...certificate, hasCheck: false }, AT);
    expect(withoutCheck).toEqual({ ok: false, error: 'Type what the certificate says before marking it checked.' });
    const flagged = moveItem(state('in_hand'), 'checked', { ...certificate, openFlags: 1 }, AT);
    expect(flagged.ok).toBe(false);
    // Photos need no printed details.
    expect(
      moveItem(state('in_hand'), 'checked', { orderable: false, needsCheck: false, hasCheck: false, openFlags: 0 }, AT)
        .ok,
    ).toBe(true);
  });

  it('clears the dates of the steps it undoes', () => {
    const back = moveItem(state('ordered'), 'needed', certificate, AT);
    expect(back.ok && back.state).toEqual({
      status: 'needed',
      statusDates: { needed: AT, ordered: null, in_hand: null, checked: null },
      ordered: null,
    });
  });
});

const printed: CertificateCheck = {
  firstNames: 'Aoife',
  surname: 'Walsh',
  eventDate: '1990-06-15',
  eventPlace: 'Manchester',
  fatherName: 'John Walsh',
  motherName: 'Ann Smith',
  spouseName: null,
  longForm: true,
  issuer: 'civil',
};

function stored(key: string, status: ItemStatus, fields: Partial<StoredItem> = {}): StoredItem {
  return {
    ...state(status, false),
    key,
    check: null,
    resolutions: new Map(),
    notApplicable: null,
    requestedByDfa: null,
    ...fields,
  };
}

describe("'Order our research': the document orders' scope (Ireland and the UK)", () => {
  const withPlaces = (fields: {
    birthCountry?: string | null;
    birthPlace?: string | null;
    changeCountry?: string;
  }) => ({
    members: tree.members.map((m) =>
      m.id === 'gm1'
        ? {
            ...m,
            birthCountry: fields.birthCountry ?? null,
            birthPlace: fields.birthPlace ?? null,
            isIrishBorn: fields.birthCountry === undefined,
          }
        : m,
    ),
    nameChanges: tree.nameChanges.map((c) =>
      c.id === 'nc-mary' ? { ...c, changeCountry: fields.changeCountry ?? 'England', changePlace: null } : c,
    ),
  });
  const birth = { kind: 'birth', memberId: 'gm1', nameChangeId: null } as const;
  const death = { kind: 'death', memberId: 'gm1', nameChangeId: null } as const;
  const marriage = { kind: 'marriage', memberId: 'gm1', nameChangeId: 'nc-mary' } as const;

  it.each<[string, Parameters<typeof isResearchable>[0], Parameters<typeof withPlaces>[0], boolean]>([
    ['a birth in Ireland', birth, { birthCountry: 'Ireland', birthPlace: 'Castlebar, Co. Mayo' }, true],
    ['a birth in Northern Ireland', birth, { birthCountry: 'Northern Ireland', birthPlace: 'Belfast' }, true],
    ['a birth in the United States', birth, { birthCountry: 'United States', birthPlace: 'Boston' }, false],
    ['a birth with no place, on the island of Ireland', birth, {}, true],
    ['a birth with no place, not on the island', birth, { birthCountry: null }, false],
    ['a death in England', death, { birthCountry: 'Ireland' }, true],
    ['a marriage in England', marriage, { birthCountry: 'Ireland' }, true],
    ['a marriage in Australia', marriage, { birthCountry: 'Ireland', changeCountry: 'Australia' }, false],
    ['a marriage the tree does not record', { ...marriage, nameChangeId: null }, { birthCountry: 'Ireland' }, false],
    ['a document that is not a certificate', { ...birth, kind: 'photo_id' }, { birthCountry: 'Ireland' }, false],
  ])('%s: %s', (_name, item, places, researchable) => {
    expect(isResearchable(item, withPlaces(places))).toBe(researchable);
  });

  it('is on every workspace item', () => {
    const view = buildWorkspace(derived, [], [], tree);
    const mary = view.items.filter((i) => i.memberId === 'gm1');
    expect(mary.find((i) => i.kind === 'birth')?.researchable).toBe(true);
    expect(view.items.filter((i) => i.kind === 'photos').every((i) => !i.researchable)).toBe(true);
  });
});

describe('the ready-to-post gate', () => {
  it('lists every item not yet checked, person by person', () => {
    const view = buildWorkspace(derived, [], [], tree);
    expect(view.gate.ready).toBe(false);
    expect(view.gate.missing).toHaveLength(derived.items.length);
    expect(view.gate.missing[0]).toEqual({
      itemKey: 'me.applicant-form',
      personName: 'You',
      title: 'The printed application form, witnessed',
      reason: 'not_checked',
      message: 'Not yet ordered or in hand.',
    });
    expect(view.summary).toEqual({ itemsReady: 0, itemsTotal: derived.items.length });
  });

  it('passes when every item is checked, and names an open flag until it is resolved', () => {
    const all = derived.items.map((i) => stored(i.key, 'checked'));
    expect(buildWorkspace(derived, all, [], tree).gate).toEqual({ ready: true, missing: [] });

    const misspelt = { ...printed, surname: 'Welsh' };
    const rows = all.map((r) => (r.key === 'me.applicant-birth' ? { ...r, check: misspelt } : r));
    const flagged = buildWorkspace(derived, rows, [], tree);
    expect(flagged.gate.missing.map((m) => [m.itemKey, m.reason])).toEqual([['me.applicant-birth', 'open_flag']]);
    expect(flagged.summary.itemsReady).toBe(derived.items.length - 1);

    const flag = flagged.items.find((i) => i.key === 'me.applicant-birth')?.flags[0];
    const resolutions = new Map([
      [flag!.id, { note: 'Explained in the covering letter', at: AT, message: flag!.message }],
    ]);
    const resolved = rows.map((r) => (r.key === 'me.applicant-birth' ? { ...r, resolutions } : r));
    expect(buildWorkspace(derived, resolved, [], tree).gate.ready).toBe(true);
  });

  it("asks whether an 'if applicable' item applies, and accepts it set aside with a reason", () => {
    const noMarriage = deriveItems(tree.members, [], assessEligibility(tree.members), TODAY);
    const rows = noMarriage.items.filter((i) => i.key !== 'dad.parent-marriage').map((i) => stored(i.key, 'checked'));
    const tree2 = { members: tree.members, nameChanges: [] };
    expect(buildWorkspace(noMarriage, rows, [], tree2).gate.missing.map((m) => [m.itemKey, m.reason])).toEqual([
      ['dad.parent-marriage', 'undecided'],
    ]);
    const aside = [
      ...rows,
      stored('dad.parent-marriage', 'needed', { notApplicable: { reason: 'Never married', at: AT } }),
    ];
    const view = buildWorkspace(noMarriage, aside, [], tree2);
    expect(view.gate.ready).toBe(true);
    expect(view.summary.itemsReady).toBe(view.summary.itemsTotal);
  });

  it('includes a document DFA asked for', () => {
    const all = derived.items.map((i) => stored(i.key, 'checked'));
    const extra = {
      key: 'dfa.5f0c',
      title: "Your parents' marriage certificate, again",
      memberId: 'me',
      personName: 'You',
    };
    const view = buildWorkspace(derived, all, [extra], tree);
    expect(view.gate.missing.map((m) => [m.itemKey, m.reason])).toEqual([['dfa.5f0c', 'not_checked']]);
  });

  it('says there is no route when the tree has none', () => {
    const none = { available: false, message: 'Add your grandparents.', route: null, people: [], items: [] };
    expect(buildWorkspace(none, [], [], tree).gate.missing).toEqual([
      {
        itemKey: null,
        personName: '',
        title: 'A route to the Foreign Births Register',
        reason: 'no_route',
        message: 'Add your grandparents.',
      },
    ]);
  });
});

describe('the timeline', () => {
  const posted = [{ step: 'posted' as const, on: '2026-01-10' }];

  it('allows the steps that can follow, in order and not in the future', () => {
    expect(nextSteps(posted)).toEqual(['received', 'further_documents_requested', 'approved', 'refused']);
    expect(stepError(posted, { step: 'received', on: '2026-01-20' }, '2026-02-01')).toBeNull();
    expect(stepError(posted, { step: 'certificate_received', on: '2026-01-20' }, '2026-02-01')).toContain(
      'the next step can be',
    );
    expect(stepError(posted, { step: 'received', on: '2026-01-01' }, '2026-02-01')).toContain('before the previous');
    expect(stepError(posted, { step: 'received', on: '2026-03-01' }, '2026-02-01')).toContain('future');
    expect(stepError([], { step: 'received', on: '2026-01-20' }, '2026-02-01')).toContain('posted');
  });

  it('lets a review follow a refusal, and nothing follow the certificate', () => {
    expect(nextSteps([...posted, { step: 'refused', on: '2026-05-01' }])).toEqual(['review_requested']);
    expect(
      nextSteps([
        ...posted,
        { step: 'approved', on: '2026-05-01' },
        { step: 'certificate_received', on: '2026-05-20' },
      ]),
    ).toEqual([]);
    expect(nextSteps([...posted, { step: 'further_documents_requested', on: '2026-02-01' }])).toContain('received');
  });

  it('dates the review deadline, the lapse and the decision window', () => {
    expect(reviewDeadline('2026-05-01')).toBe('2026-06-12');
    expect(lapseDate('2026-08-31')).toBe('2027-02-28');
    expect(decisionWindow(posted, { minMonths: 9, maxMonths: 12 })).toEqual({ from: '2026-10-10', to: '2027-01-10' });
    const received = [...posted, { step: 'received' as const, on: '2026-02-01' }];
    expect(decisionWindow(received, { minMonths: 9, maxMonths: 12 })).toEqual({ from: '2026-11-01', to: '2027-02-01' });
    expect(
      decisionWindow([...posted, { step: 'approved', on: '2026-05-01' }], { minMonths: 9, maxMonths: 12 }),
    ).toBeNull();
  });
});
