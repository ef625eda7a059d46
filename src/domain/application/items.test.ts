import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../eligibility/engine.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import { familyMember, sampleFamily } from '../documents/sample-tree.ts';
import { deriveItems, type DerivedWorkspace } from './items.ts';

/** The day the office figures are read on (docs/decisions/037-facts-that-stay-fresh.md). */
const TODAY = '2026-11-27';

const sample = sampleFamily();

function derive(changes: Record<string, Partial<FamilyMember>> = {}, extra: FamilyMember[] = []): DerivedWorkspace {
  const members = [...sample.members.map((m) => ({ ...m, ...changes[m.id] })), ...extra];
  return deriveItems(members, sample.nameChanges, assessEligibility(members), TODAY);
}

const keysOf = (w: DerivedWorkspace, memberId: string) =>
  w.items.filter((i) => i.memberId === memberId).map((i) => i.key);

const sibling = familyMember({
  id: 'sis',
  relationship: 'sibling',
  firstName: 'Ciara',
  lastName: 'Walsh',
  gender: 'female',
  birthDate: '1993-02-02',
  birthPlace: 'Boston, MA',
  birthCountry: 'USA',
});

describe('deriveItems: grandparent route', () => {
  const w = derive();

  it('lists the applicant, then the connecting parent and the Irish-born grandparent', () => {
    expect(w.available).toBe(true);
    expect(w.route).toBe('grandparent');
    expect(w.people.map((p) => [p.memberId, p.role, p.name])).toEqual([
      ['me', 'applicant', 'You'],
      ['dad', 'connecting_parent', 'John Walsh'],
      ['gm1', 'irish_grandparent', 'Mary Walsh'],
    ]);
  });

  it("gives the applicant the checklist's documents plus the witness and the online form with its fee", () => {
    expect(keysOf(w, 'me')).toEqual([
      'me.applicant-form',
      'me.applicant-photos',
      'me.applicant-birth',
      'me.applicant-photo-id',
      'me.applicant-address',
      'me.witness',
      'me.online-form',
    ]);
    const byKey = new Map(w.items.map((i) => [i.key, i]));
    // docs/rules/documents.md: four photos, two proofs of address, a certified ID copy.
    expect(byKey.get('me.applicant-photos')?.title).toBe('Four passport photos, two of them signed by your witness');
    expect(byKey.get('me.applicant-address')?.title).toBe('Two original proofs of address');
    expect(byKey.get('me.applicant-photo-id')?.title).toContain('Certified copy');
    expect(byKey.get('me.witness')?.why).toContain('Section E');
    expect(byKey.get('me.online-form')?.why).toContain('€278');
  });

  it('gives each certificate the office to order it from', () => {
    const birth = w.items.find((i) => i.key === 'gm1.grandparent-birth');
    expect(birth?.office?.office).toContain('General Register Office (GRO), Roscommon');
    expect(birth?.kind).toBe('birth');
    expect(w.items.find((i) => i.key === 'gm1.name-change-nc-mary')?.nameChangeId).toBe('nc-mary');
  });

  it("lists the deceased grandparent's death certificate in place of photo ID", () => {
    expect(keysOf(w, 'gm1')).toEqual(['gm1.grandparent-birth', 'gm1.name-change-nc-mary', 'gm1.grandparent-death']);
  });

  it('gives every item a unique key', () => {
    expect(new Set(w.items.map((i) => i.key)).size).toBe(w.items.length);
  });
});

describe('deriveItems: parent route and a deceased parent', () => {
  it("asks for the citizen parent's proof of citizenship and no grandparent documents", () => {
    const w = derive({
      gm1: { isIrishBorn: false, birthCountry: 'England' },
      dad: { isIrishCitizen: true, citizenshipDate: '1985-01-10', citizenshipBasis: 'fbr' },
    });
    expect(w.route).toBe('citizen_parent');
    expect(w.people.map((p) => p.role)).toEqual(['applicant', 'citizen_parent']);
    expect(keysOf(w, 'dad')).toEqual([
      'dad.parent-citizenship',
      'dad.parent-birth',
      'dad.parent-marriage-nc-ann',
      'dad.parent-photo-id',
    ]);
    expect(keysOf(w, 'gm1')).toEqual([]);
  });

  it("asks for a deceased parent's death certificate instead of their photo ID", () => {
    const w = derive({ dad: { isDeceased: true, deathDate: '2015-01-01', deathCountry: 'England' } });
    expect(keysOf(w, 'dad')).toContain('dad.parent-death');
    expect(keysOf(w, 'dad')).not.toContain('dad.parent-photo-id');
  });
});

describe('deriveItems: siblings applying together', () => {
  it("gives a sibling marked for the application their own documents, sharing the ancestors' ones", () => {
    const w = derive({}, [sibling]);
    expect(w.people.map((p) => [p.memberId, p.role])).toEqual([
      ['me', 'applicant'],
      ['sis', 'sibling'],
      ['dad', 'connecting_parent'],
      ['gm1', 'irish_grandparent'],
    ]);
    expect(keysOf(w, 'sis')).toEqual([
      'sis.sibling-sis-form',
      'sis.sibling-sis-photos',
      'sis.sibling-sis-birth',
      'sis.sibling-sis-photo-id',
      'sis.sibling-sis-address',
      'sis.witness',
      'sis.online-form',
    ]);
    // Ciara was born in Boston: her own certificate comes from Massachusetts.
    expect(w.items.find((i) => i.key === 'sis.sibling-sis-birth')?.office?.region).toContain('Massachusetts');
    // One set of ancestors' documents, serving both applicants.
    expect(w.items.filter((i) => i.key === 'gm1.grandparent-birth')).toHaveLength(1);
    for (const item of w.items.filter((i) => i.memberId === 'dad' || i.memberId === 'gm1')) {
      expect(item.sharedBy).toEqual(['me', 'sis']);
    }
  });

  it('leaves out a sibling not marked for the application', () => {
    const w = derive({}, [{ ...sibling, includeInApplication: false }]);
    expect(keysOf(w, 'sis')).toEqual([]);
    expect(w.items.find((i) => i.key === 'dad.parent-birth')?.sharedBy).toEqual(['me']);
  });
});

describe('deriveItems: no workspace without an FBR route', () => {
  it('says so when a parent was born in Ireland (no FBR needed)', () => {
    const w = derive({ dad: { isIrishBorn: true, birthCountry: 'Ireland', birthPlace: 'Cork' } });
    expect(w.available).toBe(false);
    expect(w.items).toEqual([]);
    expect(w.message).toContain('apply for an Irish passport');
    // Said once: the engine's summary already tells them to apply for a passport directly.
    expect(w.message?.match(/Irish passport/g)).toHaveLength(1);
    expect(w.message).toContain('so there is nothing to gather here');
  });

  it('says so when the tree gives no route yet', () => {
    const w = derive({ gm1: { isIrishBorn: false, birthCountry: 'England' } });
    expect(w.available).toBe(false);
    expect(w.message).toContain('opens once your family tree shows a route');
  });

  it('tells someone adopted by an Irish citizen what to ask, not to look for a route', () => {
    const w = derive({
      gm1: { isIrishBorn: false, birthCountry: 'England' },
      mum: { isAdoptiveParent: true, isIrishBorn: true, birthCountry: 'Ireland', birthPlace: 'Cork' },
    });
    expect(w.available).toBe(false);
    expect(w.message).toMatch(/^Your adoption, not the Foreign Births Register, is your route/);
    expect(w.message).toContain('so there is nothing to gather here');
    expect(w.message).toMatch(/The Adoption Authority of Ireland can tell you whether .*\.$/);
    expect(w.message).not.toContain('opens once your family tree shows a route');
  });

  it("marks a marriage the tree does not record as 'if applicable'", () => {
    const members = sample.members;
    const w = deriveItems(members, [], assessEligibility(members), TODAY);
    expect(w.items.find((i) => i.key === 'dad.parent-marriage')?.required).toBe('if_applicable');
    expect(w.items.find((i) => i.key === 'dad.parent-birth')?.required).toBe('always');
  });
});
