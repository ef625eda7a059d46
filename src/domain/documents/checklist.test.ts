import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../eligibility/engine.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import {
  buildDocumentChecklist,
  CIVIL_DEATH,
  CIVIL_MARRIAGE,
  documentAvailability,
  LONG_FORM_BIRTH,
  nameChangeDocumentAvailable,
  nameChangeEvidence,
  type ChecklistItem,
  type PersonChecklist,
} from './checklist.ts';
import type { NameChange } from './name-change.ts';
import { familyMember as member, nameChange, sampleFamily } from './sample-tree.ts';

/** The day the office figures are read on (docs/decisions/037-facts-that-stay-fresh.md). */
const TODAY = '2026-11-27';

const sample = sampleFamily();

function withChanges(
  changes: Record<string, Partial<FamilyMember> | null> = {},
  nameChanges: NameChange[] = sample.nameChanges,
): { members: FamilyMember[]; nameChanges: NameChange[] } {
  const members = sample.members.flatMap((m) => {
    const change = changes[m.id];
    return change === null ? [] : [{ ...m, ...change }];
  });
  return { members, nameChanges };
}

function checklist(
  family: { members: FamilyMember[]; nameChanges: NameChange[] },
  preferred?: string,
): PersonChecklist[] {
  return buildDocumentChecklist(
    family.members,
    family.nameChanges,
    assessEligibility(family.members, { preferredGrandparentId: preferred ?? null }),
    TODAY,
  );
}

function itemOf(lists: PersonChecklist[], id: string): ChecklistItem | undefined {
  return lists.flatMap((l) => l.items).find((i) => i.id === id);
}

describe('buildDocumentChecklist: grandparent route (English-born father, Mayo-born grandmother)', () => {
  const lists = checklist(sample);

  it('lists the applicant, the connecting parent and the Irish-born grandparent, in that order', () => {
    expect(lists.map((l) => [l.role, l.memberId, l.name])).toEqual([
      ['applicant', 'me', 'You'],
      ['connecting_parent', 'dad', 'John Walsh'],
      ['irish_grandparent', 'gm1', 'Mary Walsh'],
    ]);
    expect(lists.map((l) => l.heading)).toEqual([
      'You: Aoife Walsh',
      'Your father John Walsh, the parent you claim through',
      'Your grandmother Mary Walsh, born in Ireland',
    ]);
  });

  it.each<[string, [string, string, string][]]>([
    [
      'applicant',
      [
        ['applicant-form', 'The printed application form, witnessed', 'need'],
        ['applicant-photos', 'Four passport photos, two of them signed by your witness', 'need'],
        ['applicant-birth', LONG_FORM_BIRTH, 'need'],
        ['applicant-photo-id', 'Certified copy of your state photo ID', 'need'],
        ['applicant-address', 'Two original proofs of address', 'need'],
      ],
    ],
    [
      'connecting_parent',
      [
        ['parent-birth', LONG_FORM_BIRTH, 'need'],
        // The parents' marriage is recorded on the mother's side (spouseFamilyMemberId).
        ['parent-marriage-nc-ann', CIVIL_MARRIAGE, 'need'],
        ['parent-photo-id', 'Certified copy of their state photo ID', 'need'],
      ],
    ],
    [
      'irish_grandparent',
      [
        ['grandparent-birth', 'Irish civil birth certificate', 'need'],
        ['name-change-nc-mary', CIVIL_MARRIAGE, 'need'],
        ['grandparent-death', CIVIL_DEATH, 'need'],
      ],
    ],
  ])('%s: exactly the documents DFA lists for each person', (role, expected) => {
    const list = lists.find((l) => l.role === role);
    expect(list?.items.map((i) => [i.id, i.title, i.status])).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['grandparent-birth', 'ie', 'General Register Office (GRO), Roscommon'],
    ['parent-birth', 'gb-ew', 'General Register Office (GRO) for England and Wales'],
    ['applicant-birth', 'gb-ew', 'General Register Office (GRO) for England and Wales'],
    // Death and marriage certificates are ordered where those events happened (Liverpool).
    ['grandparent-death', 'gb-ew', 'General Register Office (GRO) for England and Wales'],
    ['name-change-nc-mary', 'gb-ew', 'General Register Office (GRO) for England and Wales'],
  ])('%s is ordered from office %s', (id, entryId, office) => {
    const item = itemOf(lists, id);
    expect(item?.source?.entryId).toBe(entryId);
    expect(item?.source?.office).toContain(office);
    expect(item?.cost).toBe(item?.source?.fee);
    expect(item?.time).toBe(item?.source?.time);
  });

  it('gives every item a unique id and a reason in plain words', () => {
    const items = lists.flatMap((l) => l.items);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const i of items) expect(i.why.length).toBeGreaterThan(20);
  });

  it('names the sections of the form the witness completes', () => {
    expect(itemOf(lists, 'applicant-form')?.why).toContain('Section E, the "Certificate of Identity"');
    expect(itemOf(lists, 'applicant-form')?.why).toContain('Section D');
    expect(itemOf(lists, 'applicant-photo-id')?.why).toContain('certified as a true copy');
  });

  it('explains the birth certificate links in the chain by name', () => {
    expect(itemOf(lists, 'applicant-birth')?.why).toContain('John Walsh');
    expect(itemOf(lists, 'parent-birth')?.why).toContain("Mary Walsh, born in Ireland, is John Walsh's mother");
  });
});

describe('buildDocumentChecklist: what the tree says changes the list', () => {
  it('asks for a certified copy of photo ID for a living grandparent, and no death certificate', () => {
    const lists = checklist(
      withChanges({ gm1: { isDeceased: false, deathDate: null, deathPlace: null, deathCountry: null } }),
    );
    expect(itemOf(lists, 'grandparent-death')).toBeUndefined();
    expect(itemOf(lists, 'grandparent-photo-id')?.title).toBe('Certified copy of their state photo ID');
  });

  it('asks for the death certificate of a deceased parent, ordered where they died', () => {
    const lists = checklist(
      withChanges({
        dad: { isDeceased: true, deathDate: '2015-01-01', deathPlace: 'Boston, MA', deathCountry: 'USA' },
      }),
    );
    expect(itemOf(lists, 'parent-photo-id')).toBeUndefined();
    expect(itemOf(lists, 'parent-death')).toMatchObject({ title: CIVIL_DEATH, status: 'need' });
    expect(itemOf(lists, 'parent-death')?.source?.entryId).toBe('us-ma');
  });

  it('marks the parent marriage certificate "check" when no marriage is recorded', () => {
    const lists = checklist(
      withChanges(
        {},
        sample.nameChanges.filter((c) => c.id !== 'nc-ann'),
      ),
    );
    expect(itemOf(lists, 'parent-marriage')).toMatchObject({ title: CIVIL_MARRIAGE, status: 'check' });
    expect(itemOf(lists, 'parent-marriage')?.why).toContain('church marriage certificates are not accepted');
  });

  it('asks for a civil (not church) marriage certificate for the applicant’s marriage, ordered where it happened', () => {
    const marriage = nameChange({
      id: 'nc-me',
      familyMemberId: 'me',
      changeType: 'marriage',
      surnameBeforeChange: 'Walsh',
      surnameAfterChange: 'Kelly',
      changeDate: '2016-05-21',
      changePlace: 'Boston, MA',
      changeCountry: 'USA',
      spouseFirstName: 'Sean',
      spouseLastName: 'Kelly',
    });
    const lists = checklist(
      withChanges({ me: { lastName: 'Kelly', hasNameChanged: true } }, [...sample.nameChanges, marriage]),
    );
    const item = itemOf(lists, 'name-change-nc-me');
    expect(item).toMatchObject({ kind: 'marriage', title: CIVIL_MARRIAGE, status: 'need', nameChangeId: 'nc-me' });
    expect(item?.why).toContain('from Walsh to Kelly');
    expect(item?.why).toContain('Sean Kelly');
    expect(item?.why).toContain('church marriage certificates are not accepted');
    expect(item?.source?.entryId).toBe('us-ma');
    // It sits after the birth certificate in the applicant's list.
    expect(lists[0]?.items.map((i) => i.id).indexOf('name-change-nc-me')).toBe(3);
  });

  it('asks for evidence when a name change is flagged but not recorded', () => {
    const lists = checklist(withChanges({ me: { hasNameChanged: true } }));
    expect(itemOf(lists, 'name-change-unrecorded-me')).toMatchObject({ status: 'check', kind: 'name_change' });
  });

  it('asks for a church baptismal certificate for an Irish birth before 1864', () => {
    const lists = checklist(withChanges({ gm1: { birthDate: '1860-03-03' } }));
    const item = itemOf(lists, 'grandparent-birth');
    expect(item?.title).toBe('Church birth and baptismal certificate');
    expect(item?.why).toContain('1 January 1864');
    expect(item?.source).toBeNull();
  });

  it.each([
    ['ABT 1850', 'Church birth and baptismal certificate', 'for a birth about 1850'],
    ['BEF 1860', 'Church birth and baptismal certificate', 'for a birth before 1860'],
    ['1863', 'Church birth and baptismal certificate', 'for a birth in 1863'],
    ['ABT 1862', 'Irish civil birth certificate', null],
    ['1864', 'Irish civil birth certificate', null],
  ])('reads a grandparent born %s by its likely years for the church-record advice', (birthDate, title, words) => {
    const item = itemOf(checklist(withChanges({ gm1: { birthDate } })), 'grandparent-birth');
    expect(item?.title).toBe(title);
    if (words) expect(item?.why).toContain(words);
  });

  it('shows a partial citizenship date in words', () => {
    const lists = checklist(
      withChanges({
        me: { birthDate: '1990-06-15' },
        dad: { isIrishCitizen: true, citizenshipDate: '1985', citizenshipBasis: 'naturalisation' },
      }),
    );
    expect(itemOf(lists, 'parent-citizenship')?.why).toContain('own Irish citizenship (from 1985)');
  });

  it('orders a Northern Ireland grandparent’s birth certificate from GRONI, noting Dublin for 1864–1921', () => {
    const lists = checklist(
      withChanges({ gm1: { birthPlace: 'Belfast', birthCountry: 'Ireland', birthDate: '1905-02-02' } }),
    );
    const source = itemOf(lists, 'grandparent-birth')?.source;
    expect(itemOf(lists, 'grandparent-birth')?.title).toBe('Northern Ireland civil birth certificate');
    expect(source?.entryId).toBe('ni');
    expect(source?.notes.join(' ')).toContain('which holds them for the whole island');
  });

  it('follows the chosen grandparent when there are two Irish-born ones', () => {
    const family = withChanges({ gm2: { isIrishBorn: true, birthCountry: 'Ireland', birthPlace: 'Tralee' } });
    const lists = checklist(family, 'gm2');
    expect(lists.map((l) => l.memberId)).toEqual(['me', 'mum', 'gm2']);
    expect(itemOf(lists, 'parent-marriage')).toBeUndefined();
    // Ann's own marriage is her change of name, so it is evidenced under her name-change id.
    expect(itemOf(lists, 'name-change-nc-ann')?.title).toBe(CIVIL_MARRIAGE);
  });
});

describe('buildDocumentChecklist: other routes', () => {
  it("uses the parent's citizenship proof on the citizen-parent route, with no grandparent", () => {
    const family = withChanges({
      gm1: { isIrishBorn: false, birthCountry: 'England' },
      dad: { isIrishCitizen: true, citizenshipDate: '1985-01-10' },
    });
    const lists = checklist(family);
    expect(lists.map((l) => l.role)).toEqual(['applicant', 'citizen_parent']);
    const proof = itemOf(lists, 'parent-citizenship');
    expect(proof?.title).toContain('Foreign Births Register certificate');
    expect(proof?.title).toContain('naturalisation certificate');
    expect(proof?.why).toContain('10 January 1985');
    expect(lists[1]?.items.map((i) => i.id)).toEqual([
      'parent-citizenship',
      'parent-birth',
      'parent-marriage-nc-ann',
      'parent-photo-id',
    ]);
  });

  it.each([
    ['fbr', 'their Foreign Births Register certificate'],
    ['naturalisation', 'their certificate of naturalisation'],
    ['post_nuptial', 'their post-nuptial declaration'],
    ['adoption', 'the adoption order and its registration with the Adoption Authority of Ireland'],
  ] as const)('asks for the proof that matches how the parent became Irish: %s', (citizenshipBasis, title) => {
    const family = withChanges({
      gm1: { isIrishBorn: false, birthCountry: 'England' },
      dad: { isIrishCitizen: true, citizenshipDate: '1985-01-10', citizenshipBasis },
    });
    expect(itemOf(checklist(family), 'parent-citizenship')?.title).toBe(`Proof of Irish citizenship: ${title}`);
  });

  it('is empty when a parent was born in Ireland (no FBR needed)', () => {
    expect(checklist(withChanges({ dad: { isIrishBorn: true, birthCountry: 'Ireland' } }))).toEqual([]);
  });

  it('is empty without an applicant', () => {
    expect(checklist(withChanges({ me: null }))).toEqual([]);
  });
});

describe('nameChangeEvidence', () => {
  const mary = member({
    id: 'gm1',
    relationship: 'grandparent',
    firstName: 'Mary',
    lastName: 'Walsh',
    gender: 'female',
  });
  it.each<[NameChange['changeType'], string, string]>([
    ['marriage', CIVIL_MARRIAGE, 'church marriage certificates are not accepted'],
    ['divorce', 'Final divorce decree and current marriage certificate', 'current marriage certificate'],
    ['legal_change', 'Deed poll', 'deed poll'],
    ['adoption', 'Adoption order', 'Adoption Authority of Ireland'],
    ['birth', LONG_FORM_BIRTH, 'born with'],
  ])('%s → %s', (changeType, title, mentions) => {
    const item = nameChangeEvidence(
      mary,
      nameChange({
        id: 'x',
        familyMemberId: 'gm1',
        changeType,
        surnameBeforeChange: 'Brennan',
        surnameAfterChange: 'Walsh',
      }),
      TODAY,
    );
    expect(item.title).toBe(title);
    expect(item.why).toContain(mentions);
    expect(item.nameChangeId).toBe('x');
    expect(item.status).toBe('need');
  });

  it('a married name whose marriage was removed says the marriage is not recorded and what to record', () => {
    const married = { id: 'x', familyMemberId: 'gm1', changeType: 'marriage' as const, surnameAfterChange: 'Walsh' };
    const orphan = nameChangeEvidence(mary, nameChange({ ...married, surnameBeforeChange: 'Brennan' }), TODAY);
    expect(orphan.title).toBe(CIVIL_MARRIAGE);
    expect(orphan.why).toContain('your tree has no marriage recorded for this married name');
    expect(orphan.why).toContain('record the spouse, date and place of the marriage on the married name under Names');
    expect(orphan.why).toContain('from Brennan to Walsh');
    const recorded = nameChangeEvidence(
      mary,
      nameChange({ ...married, marriageId: 'm1', spouseFirstName: 'John', spouseLastName: 'Walsh' }),
      TODAY,
    );
    expect(recorded.why).toContain('For the marriage to John Walsh');
    expect(recorded.why).not.toContain('no marriage recorded');
  });
});

describe('documentAvailability', () => {
  const base = member({ id: 'p', relationship: 'parent', birthCountry: null });
  it.each<[string, Partial<FamilyMember>, keyof ReturnType<typeof documentAvailability>, boolean]>([
    ['birth: nothing known', {}, 'birth', false],
    ['birth: date only', { birthDate: '1960-01-01' }, 'birth', true],
    ['birth: place only', { birthPlace: 'Leeds' }, 'birth', true],
    ['birth: country only', { birthCountry: 'England' }, 'birth', true],
    ['birth: blank place', { birthPlace: '  ' }, 'birth', false],
    ['death: living with a death date', { deathDate: '2000-01-01' }, 'death', false],
    ['death: deceased, nothing known', { isDeceased: true }, 'death', false],
    ['death: deceased with a date', { isDeceased: true, deathDate: '2000-01-01' }, 'death', true],
    ['death: deceased with a place', { isDeceased: true, deathPlace: 'Leeds' }, 'death', true],
    ['death: deceased with a country', { isDeceased: true, deathCountry: 'England' }, 'death', true],
    ['naturalisation: not a citizen', { birthCountry: 'England' }, 'citizenship', false],
    ['naturalisation: citizen born abroad', { isIrishCitizen: true, birthCountry: 'England' }, 'citizenship', true],
    ['naturalisation: citizen, no birth country', { isIrishCitizen: true }, 'citizenship', true],
    ['naturalisation: Irish-born citizen', { isIrishCitizen: true, isIrishBorn: true }, 'citizenship', false],
    [
      'naturalisation: born in Ireland (country)',
      { isIrishCitizen: true, birthCountry: 'Republic of Ireland' },
      'citizenship',
      false,
    ],
  ])('%s', (_label, fields, key, expected) => {
    expect(documentAvailability({ ...base, ...fields })[key]).toBe(expected);
  });

  it.each<[Partial<NameChange>, boolean]>([
    [{ changeType: 'marriage', surnameAfterChange: 'Walsh' }, true],
    [{ changeType: 'legal_change', surnameAfterChange: 'Ní Bhriain' }, true],
    [{ changeType: 'marriage', surnameAfterChange: null }, false],
    [{ changeType: 'marriage', surnameAfterChange: ' ' }, false],
  ])('name-change document for %j: %s', (fields, expected) => {
    const change = nameChange({ id: 'c', familyMemberId: 'p', changeType: 'marriage', ...fields });
    expect(nameChangeDocumentAvailable(change)).toBe(expected);
    expect(documentAvailability(base, [change]).name_change).toBe(expected);
    expect(documentAvailability(base, [{ ...change, familyMemberId: 'someone-else' }]).name_change).toBe(false);
  });
});

describe('buildDocumentChecklist: the office for each certificate comes from the offices data set', () => {
  it('names the Massachusetts registry for a Boston birth, with its order address and what to ask for', () => {
    const lists = checklist(withChanges({ me: { birthPlace: 'Boston', birthCountry: 'United States' } }));
    const item = itemOf(lists, 'applicant-birth');
    expect(item?.source).toMatchObject({
      match: 'office',
      entryId: 'us-ma',
      region: 'Massachusetts, United States',
      orderUrl: 'https://www.mass.gov/orgs/registry-of-vital-records-and-statistics',
    });
    expect(item?.source?.office).toContain('Massachusetts Registry of Vital Records and Statistics');
    expect(item?.source?.askFor).toContain('full birth record that names both parents');
    // Figures reported by a third-party site say so, with the month they were last checked.
    expect(item?.cost).toContain('$32 by mail');
    expect(item?.cost).toContain('reported by legalclarity.org, last checked November 2026');
    expect(item?.time).toContain('reported by recordsanchor.com, last checked November 2026');
    expect(item?.source?.sources.map((s) => s.site)).toContain('legalclarity.org');
  });

  it('names the NSW registry for a Sydney birth, its fee from the office with its month', () => {
    const lists = checklist(withChanges({ dad: { birthPlace: 'Sydney', birthCountry: 'Australia' } }));
    const item = itemOf(lists, 'parent-birth');
    expect(item?.source?.entryId).toBe('au-nsw');
    expect(item?.source?.office).toBe('NSW Registry of Births, Deaths and Marriages');
    expect(item?.source?.askFor).toContain('standard birth certificate');
    expect(item?.cost).toMatch(/^A\$68 standard service.*\(last checked November 2026; source: nsw\.gov\.au\)\.$/);
    expect(item?.time).toContain('Online up to 3 weeks');
  });

  it("names ServiceOntario for a Toronto death, the 2006 regulation fee only as a hint beside 'ask the office'", () => {
    const lists = checklist(
      withChanges({ gm1: { deathPlace: 'Toronto, Ontario', deathCountry: 'Canada', deathDate: '1990-06-01' } }),
    );
    const item = itemOf(lists, 'grandparent-death');
    expect(item?.source?.entryId).toBe('ca-on');
    expect(item?.source?.office).toContain('ServiceOntario');
    expect(item?.source?.askFor).toBe('A certified copy of the death registration.');
    // The regulation's fee was in force to March 2006: shown as what to ask, with the old figure as a hint.
    expect(item?.cost).toBe(
      'Ask the office for the current fee for a certified long-form copy. It was reported as C$22 for a certified copy of a death registration on 30 March 2006, more than 18 months ago (source: ontario.ca).',
    );
    expect(item?.time).toBe('Ask the office how long a certified copy takes to arrive.');
  });

  it('says which offices apply and what to check for a US place with no state', () => {
    const lists = checklist(withChanges({ dad: { birthPlace: 'Springfield', birthCountry: 'USA' } }));
    const source = itemOf(lists, 'parent-birth')?.source;
    expect(source).toMatchObject({ match: 'choose', entryId: null, region: 'United States' });
    expect(source?.office).toContain('vital records office of the state where it happened');
    expect(source?.office).toContain('New York City has its own office');
    expect(source?.notes[0]).toContain("Check which state 'Springfield' is in");
    expect(source?.orderUrl).toBe('https://www.cdc.gov/nchs/w2w/index.htm');
    expect(itemOf(lists, 'parent-birth')?.cost).toContain('ask it for the current fee');
  });
});

describe('buildDocumentChecklist: siblings included in the application (issue 19 item 8)', () => {
  const sibling = (id: string, fields: Partial<FamilyMember> = {}) =>
    member({
      id,
      relationship: 'sibling',
      firstName: id === 'sis' ? 'Ciara' : 'Liam',
      lastName: 'Walsh',
      gender: id === 'sis' ? 'female' : 'male',
      birthDate: '1993-02-01',
      birthPlace: 'Manchester',
      birthCountry: 'England',
      ...fields,
    });
  const withSiblings = (siblings: FamilyMember[], nameChanges: NameChange[] = sample.nameChanges) => ({
    members: [...sample.members, ...siblings],
    nameChanges,
  });

  it.each<[string, FamilyMember[], string[]]>([
    ['no siblings', [], ['me', 'dad', 'gm1']],
    ['an included sister follows you, before the shared documents', [sibling('sis')], ['me', 'sis', 'dad', 'gm1']],
    ['a sibling switched off stays out', [sibling('sis', { includeInApplication: false })], ['me', 'dad', 'gm1']],
    ['a deceased sibling cannot apply', [sibling('sis', { isDeceased: true })], ['me', 'dad', 'gm1']],
    [
      'two included siblings, one switched off',
      [sibling('sis'), sibling('bro'), sibling('off', { includeInApplication: false })],
      ['me', 'sis', 'bro', 'dad', 'gm1'],
    ],
  ])('%s', (_label, siblings, expected) => {
    expect(checklist(withSiblings(siblings)).map((l) => l.memberId)).toEqual(expected);
  });

  it("lists the sibling's own documents, and the parent's and grandparent's once", () => {
    const lists = checklist(withSiblings([sibling('sis')]));
    const sis = lists.find((l) => l.memberId === 'sis')!;
    expect(sis).toMatchObject({
      role: 'sibling',
      name: 'Ciara Walsh',
      heading: 'Your sister Ciara Walsh, applying with you',
    });
    expect(sis.items.map((i) => [i.id, i.title])).toEqual([
      ['sibling-sis-form', 'Their own printed application form, witnessed'],
      ['sibling-sis-photos', 'Four passport photos, two of them signed by their witness'],
      ['sibling-sis-birth', LONG_FORM_BIRTH],
      ['sibling-sis-photo-id', 'Certified copy of their state photo ID'],
      ['sibling-sis-address', 'Two original proofs of their address'],
    ]);
    expect(sis.items[0].why).toContain(
      "covering letter naming both applications. Mary Walsh's documents are then sent once, for you both; ask DFA " +
        "whether John Walsh's can be too.",
    );
    expect(sis.items[2].why).toContain('it links them to John Walsh');
    expect(sis.items[2].source?.entryId).toBe('gb-ew');
    expect(lists.filter((l) => l.role === 'irish_grandparent')).toHaveLength(1);
    expect(lists.filter((l) => l.role === 'connecting_parent')).toHaveLength(1);
  });

  it('leaves out a sibling born before the citizen parent became Irish, who cannot register through them', () => {
    const family = withChanges({
      gm1: { isIrishBorn: false, birthCountry: 'England' },
      dad: { isIrishCitizen: true, citizenshipDate: '1989-03-01', citizenshipBasis: 'naturalisation' },
    });
    const members = [
      ...family.members,
      sibling('sis', { birthDate: '1987-05-04' }),
      sibling('bro', { birthDate: '1993-02-01' }),
    ];
    expect(checklist({ members, nameChanges: family.nameChanges }).map((l) => l.memberId)).toEqual([
      'me',
      'bro',
      'dad',
    ]);
    // An entry in the Foreign Births Register by 31 December 1986 covers the children born before it.
    const registered = members.map((m) =>
      m.id === 'dad' ? { ...m, citizenshipDate: '1986-11-03', citizenshipBasis: 'fbr' as const } : m,
    );
    const early = registered.map((m) => (m.id === 'sis' ? { ...m, birthDate: '1984-05-04' } : m));
    expect(checklist({ members: early, nameChanges: family.nameChanges }).map((l) => l.memberId)).toEqual([
      'me',
      'sis',
      'bro',
      'dad',
    ]);
    // Not recorded how the father became Irish, in 1986: the exception may apply, so the sister stays in.
    const unknownWay = early.map((m) => (m.id === 'dad' ? { ...m, citizenshipBasis: null } : m));
    expect(checklist({ members: unknownWay, nameChanges: family.nameChanges }).map((l) => l.memberId)).toEqual([
      'me',
      'sis',
      'bro',
      'dad',
    ]);
  });

  it('tells a sibling under 18 that a parent applies for them at the fee for a minor', () => {
    const family = withChanges({});
    // 27 November 2026: born 28 November 2008 is still 17; born 27 November 2008 turns 18 that day.
    const members = [
      ...family.members,
      sibling('sis', { birthDate: '2008-11-28' }),
      sibling('bro', { birthDate: '2008-11-27' }),
    ];
    const lists = checklist({ members, nameChanges: family.nameChanges });
    const child = itemOf(lists, 'sibling-sis-form')?.why ?? '';
    expect(child).toContain(
      'is under 18: a parent or guardian applies online for them and pays the fee for a minor (€153)',
    );
    expect(itemOf(lists, 'sibling-sis-photos')?.why).toContain('also send photos of the parent applying for them');
    expect(itemOf(lists, 'sibling-sis-photo-id')?.why).toContain('ask DFA what to send for a child');
    const adult = itemOf(lists, 'sibling-bro-form')?.why ?? '';
    expect(adult).toContain('applies online and pays the fee separately');
    expect(adult).not.toContain('under 18');
  });

  it('leaves out a sibling born on the island of Ireland before 2005, an Irish citizen by birth', () => {
    const family = withChanges({});
    const members = [
      ...family.members,
      sibling('sis', { birthDate: '1987-05-04', birthPlace: 'Dublin', birthCountry: 'Ireland' }),
      sibling('bro', { birthDate: '1993-02-01' }),
    ];
    const ids = checklist({ members, nameChanges: family.nameChanges }).map((l) => l.memberId);
    expect(ids).toContain('bro');
    expect(ids).not.toContain('sis');
  });

  it('gives a married sister the civil marriage certificate for her change of name', () => {
    const marriage = nameChange({
      id: 'nc-sis',
      familyMemberId: 'sis',
      changeType: 'marriage',
      surnameBeforeChange: 'Walsh',
      surnameAfterChange: 'Byrne',
      changePlace: 'Leeds',
      changeCountry: 'England',
    });
    const sis = checklist(withSiblings([sibling('sis')], [...sample.nameChanges, marriage])).find(
      (l) => l.memberId === 'sis',
    )!;
    expect(sis.items.find((i) => i.nameChangeId === 'nc-sis')).toMatchObject({
      kind: 'marriage',
      title: CIVIL_MARRIAGE,
      why: expect.stringContaining("Ciara Walsh's change of surname from Walsh to Byrne"),
    });
  });
});
