/**
 * The workspace as the user sees it: the derived items with what the user recorded on each,
 * the mismatch flags of every checked certificate, the moves each item allows, the
 * ready-to-post gate and the dashboard summary. Pure: the server loads, this decides.
 */
import type { FamilyMember } from '../tree/family-member.ts';
import { isDocumentKind, officeEvent } from '../documents/kinds.ts';
import type { NameChange } from '../documents/name-change.ts';
import { researchScope } from '../orders/research.ts';
import type { DerivedItem, DerivedWorkspace } from './items.ts';
import { mismatchFlags, withResolutions, type MismatchContext } from './mismatch.ts';
import {
  isCertificateKind,
  isOrderedFromAnOffice,
  type CertificateCheck,
  type GateAnswer,
  type ItemKind,
  type ItemStatus,
  type MismatchFlag,
  type TimelineStep,
} from './model.ts';
import { allowedMoves, initialState, type CheckReadiness, type ItemState } from './moves.ts';

/** What the user recorded on one item (a stored row). */
export type StoredItem = ItemState & {
  key: string;
  check: CertificateCheck | null;
  resolutions: ReadonlyMap<string, { note: string; at: string; message: string }>;
  notApplicable: { reason: string; at: string } | null;
  requestedByDfa: { on: string; requested: string } | null;
};

/** A document DFA asked for that no rule lists. */
export type ExtraItem = { key: string; title: string; memberId: string; personName: string };

export type WorkspaceItem = DerivedItem & {
  status: ItemStatus;
  statusDates: ItemState['statusDates'];
  ordered: ItemState['ordered'];
  needsCheck: boolean;
  check: CertificateCheck | null;
  flags: MismatchFlag[];
  notApplicable: StoredItem['notApplicable'];
  requestedByDfa: StoredItem['requestedByDfa'];
  allowedMoves: ItemStatus[];
  /** A certificate we research ourselves (Ireland and the UK): the card offers 'Order our research'. */
  researchable: boolean;
};

export type WorkspaceView = Omit<DerivedWorkspace, 'items'> & {
  items: WorkspaceItem[];
  gate: GateAnswer;
  summary: { itemsReady: number; itemsTotal: number };
};

/** Items DFA asked for that the rules do not list, as workspace items. */
export function extraItem(extra: ExtraItem): DerivedItem {
  return {
    key: extra.key,
    kind: 'dfa_request',
    memberId: extra.memberId,
    role: 'applicant',
    personName: extra.personName,
    title: extra.title,
    why: 'DFA asked for this document.',
    office: null,
    obtain: null,
    required: 'always',
    nameChangeId: null,
    sharedBy: [extra.memberId],
  };
}

/** What an item's moves depend on. */
export function readinessOf(item: Pick<WorkspaceItem, 'kind' | 'check' | 'flags'>): CheckReadiness {
  return {
    orderable: isOrderedFromAnOffice(item.kind),
    needsCheck: isCertificateKind(item.kind),
    hasCheck: item.check !== null,
    openFlags: item.flags.filter((f) => f.resolved === null).length,
  };
}

/**
 * Whether we research the certificate an item asks for: the scope rule of document orders,
 * applied to the event's place (the person's birth or death; for a marriage, the name change
 * it records). A marriage the tree does not record has no place, so it is not offered.
 */
export function isResearchable(
  item: Pick<DerivedItem, 'kind' | 'memberId' | 'nameChangeId'>,
  tree: { members: readonly FamilyMember[]; nameChanges: readonly NameChange[] },
): boolean {
  const member = tree.members.find((m) => m.id === item.memberId);
  if (!member || !isDocumentKind(item.kind)) return false;
  const marriage = tree.nameChanges.find((c) => c.id === item.nameChangeId) ?? null;
  const event = officeEvent(item.kind, member, marriage);
  return event !== null && researchScope(event) === 'researched';
}

/** The next person up the chain whose name each birth certificate must print. */
export function chainParents(derived: DerivedWorkspace, members: readonly FamilyMember[]): Map<string, FamilyMember> {
  const byId = new Map(members.map((m) => [m.id, m]));
  const person = (roles: string[]) => derived.people.find((p) => roles.includes(p.role));
  const parent = person(['connecting_parent', 'citizen_parent']);
  const grandparent = person(['irish_grandparent']);
  const links = new Map<string, FamilyMember>();
  for (const p of derived.people) {
    const up =
      p.role === 'applicant' || p.role === 'sibling'
        ? parent
        : p.role === 'connecting_parent'
          ? grandparent
          : undefined;
    const member = up ? byId.get(up.memberId) : undefined;
    if (member) links.set(p.memberId, member);
  }
  return links;
}

/** Combines the derived items with the stored rows (rows for items no longer derived are ignored). */
export function buildWorkspace(
  derived: DerivedWorkspace,
  stored: readonly StoredItem[],
  extras: readonly ExtraItem[],
  tree: { members: readonly FamilyMember[]; nameChanges: readonly NameChange[] },
): WorkspaceView {
  const rows = new Map(stored.map((s) => [s.key, s]));
  const all = [...derived.items, ...extras.map(extraItem)];
  const birthChecks = new Map<string, CertificateCheck>();
  const evidenceInHand = new Set<string>();
  const checksOf = new Map<string, { kind: ItemKind; check: CertificateCheck }[]>();
  for (const item of all) {
    const row = rows.get(item.key);
    if (!row) continue;
    if (item.kind === 'birth' && row.check && !item.nameChangeId) birthChecks.set(item.memberId, row.check);
    if (row.check)
      checksOf.set(item.memberId, [...(checksOf.get(item.memberId) ?? []), { kind: item.kind, check: row.check }]);
    if (item.nameChangeId && (row.status === 'in_hand' || row.status === 'checked'))
      evidenceInHand.add(item.nameChangeId);
  }
  const ctx: MismatchContext = {
    members: tree.members,
    nameChanges: tree.nameChanges,
    chainParentOf: chainParents(derived, tree.members),
    birthChecks,
    evidenceInHand,
    checksOf,
  };
  const items = all.map((item): WorkspaceItem => {
    const row = rows.get(item.key);
    const state = row ?? initialState(null);
    const check = row?.check ?? null;
    const flags = check ? withResolutions(mismatchFlags(item, check, ctx), row?.resolutions ?? new Map()) : [];
    const view = {
      ...item,
      status: state.status,
      statusDates: state.statusDates,
      ordered: state.ordered,
      needsCheck: isCertificateKind(item.kind),
      check,
      flags,
      notApplicable: row?.notApplicable ?? null,
      requestedByDfa: row?.requestedByDfa ?? null,
      allowedMoves: [] as ItemStatus[],
      researchable: isResearchable(item, tree),
    };
    view.allowedMoves = view.notApplicable ? [] : allowedMoves(state, readinessOf(view));
    return view;
  });
  const gate = readyToPost(derived, items);
  const done = items.filter((i) => i.notApplicable !== null || (i.status === 'checked' && openFlags(i) === 0));
  return {
    ...derived,
    items,
    gate,
    summary: { itemsReady: done.length, itemsTotal: items.length },
  };
}

const openFlags = (item: Pick<WorkspaceItem, 'flags'>): number => item.flags.filter((f) => f.resolved === null).length;

/**
 * The ready-to-post gate (issue 21 item 5): every item checked (or set aside as not applying,
 * with a reason) and no open flag; exactly what is missing otherwise.
 */
export function readyToPost(
  derived: Pick<DerivedWorkspace, 'available' | 'message'>,
  items: readonly WorkspaceItem[],
): GateAnswer {
  if (!derived.available) {
    return {
      ready: false,
      missing: [
        {
          itemKey: null,
          personName: '',
          title: 'A route to the Foreign Births Register',
          reason: 'no_route',
          message: derived.message ?? '',
        },
      ],
    };
  }
  const missing: GateAnswer['missing'] = [];
  for (const item of items) {
    if (item.notApplicable) continue;
    const base = { itemKey: item.key, personName: item.personName, title: item.title };
    const open = openFlags(item);
    const toReplace = item.flags.find((f) => f.resolved === null && f.kind === 'replace');
    if (toReplace) {
      // No note clears it (docs/decisions/049-flags-to-explain-and-flags-to-replace.md): say what will.
      missing.push({
        ...base,
        reason: 'open_flag',
        message: `DFA does not accept this document: ${toReplace.message} Record the right one when it arrives.`,
      });
    } else if (open > 0) {
      missing.push({
        ...base,
        reason: 'open_flag',
        message: `${open === 1 ? 'A mismatch is' : `${open} mismatches are`} not resolved: fix it or resolve it with a note.`,
      });
    } else if (item.required === 'if_applicable' && item.status === 'needed') {
      missing.push({
        ...base,
        reason: 'undecided',
        message: 'Say whether this applies: gather it, or set it aside with the reason it does not apply.',
      });
    } else if (item.status !== 'checked') {
      missing.push({ ...base, reason: 'not_checked', message: notCheckedMessage(item.status) });
    }
  }
  return { ready: missing.length === 0, missing };
}

function notCheckedMessage(status: ItemStatus): string {
  switch (status) {
    case 'needed':
      return 'Not yet ordered or in hand.';
    case 'ordered':
      return 'Ordered, not yet in hand.';
    case 'in_hand':
      return 'In hand, not yet checked.';
    case 'checked':
      return '';
  }
}

/** The dashboard card's step: gathering, ready to post, or the timeline's current step. */
export function cardStep(gate: GateAnswer, current: TimelineStep | null): TimelineStep | 'gathering' | 'ready_to_post' {
  return current ?? (gate.ready ? 'ready_to_post' : 'gathering');
}
