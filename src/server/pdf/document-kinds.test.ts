/**
 * The document registry (src/domain/documents/kinds.ts, docs/decisions/061-one-document-registry.md):
 * every kind derives everywhere it is used. A kind added to the registry but missing from the
 * checklist, the workspace items, the online form, the pack or orders fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveItems } from '#domain/application/items.ts';
import { CERTIFICATE_KINDS, ITEM_KINDS, inHandAction, type CertificateCheck } from '#domain/application/model.ts';
import { onlineForm } from '#domain/application/online-form.ts';
import { NOT_IN_TREE } from '#domain/documents/answer-words.ts';
import { buildDocumentChecklist, type PersonChecklist } from '#domain/documents/checklist.ts';
import {
  DOCUMENT_KIND_IDS,
  DOCUMENT_KINDS,
  RESEARCHED_KINDS,
  documentKind,
  isCheckedKind,
  officeEvent,
  type DocumentKindId,
} from '#domain/documents/kinds.ts';
import { familyMember, nameChange, sampleFamily } from '#domain/documents/sample-tree.ts';
import { assessEligibility } from '#domain/eligibility/engine.ts';
import { eventOfDocument } from '#domain/orders/registry-fee.ts';
import {
  DOCUMENT_TYPES,
  MANUAL_BOXES,
  availableDocuments,
  documentTypeLabel,
  documentTypeOf,
  orderedKindOf,
  selectionFlagOf,
} from '#domain/orders/research.ts';
import { assessReadiness } from '#domain/readiness/readiness.ts';
import type { FamilyMember } from '#domain/tree/family-member.ts';
import type { NameChange } from '#domain/documents/name-change.ts';
import { manualRequestBody, researchSelectionResponse, selectionBody } from '#shared/orders.ts';
import { readPdf } from '#tests/support/pdf-text.ts';
import { renderApplicationPack } from './application-pack.ts';

const TODAY = '2026-11-27';

type Family = { members: FamilyMember[]; nameChanges: NameChange[] };

/**
 * Two families that between them need every kind: the example family (grandparent route, a
 * grandmother who has died and married in Liverpool), and one whose father is an Irish citizen by
 * naturalisation and changed his surname by deed poll (citizen-parent route).
 */
function families(): Family[] {
  const sample = sampleFamily();
  const members = sample.members
    .filter((m) => m.relationship !== 'grandparent')
    .map((m) =>
      m.id === 'dad'
        ? { ...m, isIrishCitizen: true, citizenshipDate: '1985-01-10', citizenshipBasis: 'naturalisation' as const }
        : m,
    );
  const deedPoll = nameChange({
    id: 'nc-deed',
    familyMemberId: 'dad',
    changeType: 'legal_change',
    surnameBeforeChange: 'Walshe',
    surnameAfterChange: 'Walsh',
    changeDate: '1980-03-01',
  });
  return [sample, { members, nameChanges: [deedPoll] }];
}

const checklists = (family: Family): PersonChecklist[] =>
  buildDocumentChecklist(family.members, family.nameChanges, assessEligibility(family.members), TODAY);

const allItems = families().flatMap((f) => checklists(f).flatMap((l) => l.items.map((i) => ({ ...i, role: l.role }))));

describe.each(DOCUMENT_KIND_IDS)('document kind %s', (id) => {
  const kind = documentKind(id);
  const items = allItems.filter((i) => i.kind === id);

  it('is listed by the checklist, only for the people the registry says need it', () => {
    expect(items.length, `no checklist item of kind ${id}`).toBeGreaterThan(0);
    for (const item of items) expect(kind.neededBy).toContain(item.role);
  });

  it('is a workspace item kind, with the words of its in-hand button', () => {
    expect(ITEM_KINDS).toContain(id);
    expect(inHandAction(id)).toBe(kind.inHandAction);
    expect(CERTIFICATE_KINDS.includes(id)).toBe(isCheckedKind(id));
  });

  it('finds its office the way the registry says', () => {
    const member = familyMember({
      id: 'x',
      relationship: 'parent',
      birthCountry: 'Ireland',
      deathCountry: 'Ireland',
      isDeceased: true,
    });
    const event = officeEvent(id, member, { changeCountry: 'Ireland', changePlace: 'Cork', changeDate: null });
    expect(event === null).toBe(kind.office !== 'civil_registry');
    if (event) expect(event.kind).toBe(kind.proves);
    // A certificate ordered from a civil registry shows its office on the checklist.
    if (kind.office === 'civil_registry') expect(items.some((i) => i.source !== null)).toBe(true);
  });
});

describe('the workspace', () => {
  it('derives an item of every kind from the checklist', () => {
    const derived = families().flatMap(
      (f) => deriveItems(f.members, f.nameChanges, assessEligibility(f.members), TODAY).items,
    );
    const kinds = new Set(derived.map((i) => i.kind));
    for (const id of DOCUMENT_KIND_IDS) expect(kinds, id).toContain(id);
  });
});

describe('the online form takes each kind’s answers from a checked certificate', () => {
  const check: CertificateCheck = {
    firstNames: 'Pádraig',
    surname: 'Walsh',
    eventDate: '1931-05-04',
    eventPlace: 'Cahersiveen, Co. Kerry',
    fatherName: null,
    motherName: null,
    spouseName: null,
    longForm: true,
    issuer: 'civil',
  };
  const expectedAnswer = { firstNames: 'Pádraig', eventDate: '4 May 1931', eventPlace: 'Cahersiveen, Co. Kerry' };
  const answering = DOCUMENT_KINDS.filter((k) => k.answers.length > 0);

  it('has kinds that answer the form', () => {
    expect(answering.map((k) => k.id)).toEqual(expect.arrayContaining(['birth', 'marriage', 'death']));
  });

  it.each(answering.map((k) => [k.id, k] as const))('%s', (id) => {
    const kind = documentKind(id);
    const sheet = [
      {
        title: 'The person',
        memberId: 'm1',
        rows: kind.answers.map((a) => ({ question: a.question, answer: NOT_IN_TREE, filled: false })),
      },
    ];
    const [, section] = onlineForm('grandparent', sheet, [{ memberId: 'm1', kind: id, check }]);
    expect(section?.rows.map((r) => [r.question, r.answer, r.filled])).toEqual(
      kind.answers.map((a) => [a.question, expectedAnswer[a.field], true]),
    );
  });
});

describe('orders speak the spec’s names for each kind we research, stored as the kind', () => {
  it.each(RESEARCHED_KINDS.map((k) => [k.id, k] as const))('%s', (id, kind) => {
    const { documentType, selectionFlag, manualFlag, label } = kind.research;
    expect(DOCUMENT_TYPES).toContain(documentType);
    expect(orderedKindOf(documentType)).toBe(id);
    expect(documentTypeOf(id)).toBe(documentType);
    expect(documentTypeLabel(id)).toBe(label);
    expect(documentTypeLabel(documentType)).toBe(label);
    expect(selectionFlagOf(documentType)).toBe(selectionFlag);
    expect(selectionBody.safeParse({ [selectionFlag]: true }).success).toBe(true);
    expect(Object.keys(researchSelectionResponse.shape)).toContain(selectionFlag);
    if (manualFlag) {
      expect(MANUAL_BOXES).toContainEqual({ flag: manualFlag, kind: id });
      const flags = Object.fromEntries(MANUAL_BOXES.map((b) => [b.flag, b.flag === manualFlag]));
      const order = { requesterName: 'Aoife', requesterEmail: 'a@example.com', subjectName: 'Mary Walsh' };
      expect(manualRequestBody.parse({ ...order, documentsNeeded: flags }).documentsNeeded).toEqual(flags);
      // The order's own list of types ticks the same box.
      const list = [{ familyMemberId: null, documentType }];
      expect(manualRequestBody.parse({ ...order, documentsNeeded: list }).documentsNeeded).toEqual(flags);
    }
    // The registry's fee for a certificate is looked up at the office of the event it proves.
    expect(eventOfDocument(id)).toBe(kind.office === 'civil_registry' ? kind.proves : null);
    // Some member of the example families can have it researched.
    const available = families().flatMap((f) => f.members.flatMap((m) => availableDocuments(m, f.nameChanges)));
    expect(available).toContain(id);
  });
});

describe('the pack prints every kind’s checklist title', () => {
  const flowing: string[] = [];

  beforeAll(async () => {
    for (const f of families()) {
      const assessment = assessEligibility(f.members);
      const pdf = await renderApplicationPack({
        members: f.members,
        nameChanges: f.nameChanges,
        assessment,
        readiness: assessReadiness(f.members, assessment),
        applicantEmail: 'aoife.walsh@example.com',
        generatedAt: new Date(`${TODAY}T10:00:00Z`),
      });
      flowing.push((await readPdf(pdf)).flowing);
    }
  }, 60_000);

  it.each(DOCUMENT_KIND_IDS.map((id) => [id] as const))('%s', (id: DocumentKindId) => {
    const titles = allItems.filter((i) => i.kind === id).map((i) => i.title);
    expect(
      titles.some((title) => flowing.some((text) => text.includes(title))),
      `${id}: ${titles.join(' | ')}`,
    ).toBe(true);
  });
});
