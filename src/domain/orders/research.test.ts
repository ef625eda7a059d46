import { describe, expect, it } from 'vitest';
import type { EligibilityRoute } from '../eligibility/engine.ts';
import type { NameChange } from '../documents/name-change.ts';
import type { ResearchedKindId } from '../documents/kinds.ts';
import { familyMember, type FamilyMember } from '../tree/family-member.ts';
import {
  availableDocuments,
  documentTypeLabel,
  irishGrandparents,
  lineageRecommendations,
  researchGrandparentId,
  researchScope,
  type DocumentType,
} from './research.ts';

/** The day the office figures are read on (docs/decisions/037-facts-that-stay-fresh.md). */
const TODAY = '2026-11-27';

/**
 * Certificate research (the lineage recommendations, which documents are available, the route
 * choice): which certificates can be researched, in which order, and
 * through which Irish-born grandparent.
 */

const UNIT = 1050;
const ONLY_IRELAND_UK =
  'We research civil records from Ireland and the UK only: order this one from the office named here.';

const member = (fields: Parameters<typeof familyMember>[0]) =>
  familyMember({ firstName: fields.id, lastName: 'Walsh', ...fields });

const person = (fields: Partial<FamilyMember>) => member({ id: 'p', relationship: 'parent', ...fields });

describe('availableDocuments', () => {
  it.each<[string, Partial<FamilyMember>, ResearchedKindId[]]>([
    ['no facts at all', {}, []],
    // Birth: a birth date, place or country is enough.
    ['a birth date', { birthDate: '1930-04-02' }, ['birth']],
    ['a birth place', { birthPlace: 'Castlebar, Co. Mayo' }, ['birth']],
    ['a birth country', { birthCountry: 'England' }, ['birth']],
    ['all birth facts', { birthDate: '1930-04-02', birthPlace: 'Liverpool', birthCountry: 'England' }, ['birth']],
    // Death: deceased plus a death date, place or country.
    ['deceased without death facts', { isDeceased: true }, []],
    ['deceased with a death date', { isDeceased: true, deathDate: '1990-01-01' }, ['death']],
    ['deceased with a death place', { isDeceased: true, deathPlace: 'Galway' }, ['death']],
    ['deceased with a death country', { isDeceased: true, deathCountry: 'Ireland' }, ['death']],
    [
      'death facts but not marked deceased',
      { deathDate: '1990-01-01', deathPlace: 'Galway', deathCountry: 'Ireland' },
      [],
    ],
    [
      'birth and death facts',
      { birthPlace: 'Castlebar', isDeceased: true, deathCountry: 'England' },
      ['birth', 'death'],
    ],
    // Naturalisation: Irish citizen, not Irish-born, and birth country not Ireland.
    ['Irish citizen born in England', { isIrishCitizen: true, birthCountry: 'England' }, ['birth', 'citizenship']],
    ['Irish citizen with no birth country', { isIrishCitizen: true }, ['citizenship']],
    [
      'Irish citizen by naturalisation, born in England',
      { isIrishCitizen: true, birthCountry: 'England', citizenshipBasis: 'naturalisation' },
      ['birth', 'citizenship'],
    ],
    // No naturalisation certificate exists for these ways of becoming Irish.
    [
      'Irish citizen by an FBR entry, born in England',
      { isIrishCitizen: true, birthCountry: 'England', citizenshipBasis: 'fbr' },
      ['birth'],
    ],
    [
      'Irish citizen through a parent born in Ireland, born in England',
      { isIrishCitizen: true, birthCountry: 'England', citizenshipBasis: 'irish_born_parent' },
      ['birth'],
    ],
    ['Irish citizen who is Irish-born', { isIrishCitizen: true, isIrishBorn: true }, []],
    ['Irish citizen born in Ireland (flag not set)', { isIrishCitizen: true, birthCountry: 'Ireland' }, ['birth']],
    [
      'Irish citizen born in "  ireland " (case and spaces)',
      { isIrishCitizen: true, birthCountry: '  ireland ' },
      ['birth'],
    ],
    ['not an Irish citizen, born abroad', { birthCountry: 'USA' }, ['birth']],
    [
      'everything',
      {
        birthDate: '1930-01-01',
        isDeceased: true,
        deathDate: '1999-01-01',
        isIrishCitizen: true,
        birthCountry: 'England',
      },
      ['birth', 'death', 'citizenship'],
    ],
  ])('%s', (_label, fields, expected) => {
    expect(availableDocuments(person(fields))).toEqual(expected);
  });

  it.each(['Republic of Ireland', 'Éire'])(
    'birth country typed %s counts as Ireland (no naturalisation)',
    (country) => {
      expect(availableDocuments(person({ isIrishCitizen: true, birthCountry: country }))).toEqual(['birth']);
    },
  );
});

describe('documentTypeLabel', () => {
  it.each([
    ['birth_certificate', 'Birth Certificate'],
    ['death_certificate', 'Death Certificate'],
    ['naturalization_certificate', 'Naturalization Certificate'],
    ['marriage_certificate', 'Marriage Certificate'],
  ])('%s → %s', (type, label) => expect(documentTypeLabel(type)).toBe(label));
});

/** The integration test's tree: self in Manchester, father in Liverpool, grandfather in Castlebar. */
function tree(
  overrides: { self?: Partial<FamilyMember>; father?: Partial<FamilyMember>; grandfather?: Partial<FamilyMember> } = {},
) {
  return [
    member({
      id: 'self',
      firstName: 'Sean',
      relationship: 'self',
      birthPlace: 'Manchester',
      birthCountry: 'England',
      ...overrides.self,
    }),
    member({
      id: 'father',
      firstName: 'John',
      relationship: 'parent',
      birthPlace: 'Liverpool',
      birthCountry: 'England',
      ...overrides.father,
    }),
    member({
      id: 'gf',
      firstName: 'Patrick',
      relationship: 'grandparent',
      parentId: 'father',
      isIrishBorn: true,
      birthPlace: 'Castlebar, Co. Mayo',
      birthCountry: 'Ireland',
      ...overrides.grandfather,
    }),
    member({
      id: 'sis',
      firstName: 'Ciara',
      relationship: 'sibling',
      gender: 'female',
      birthPlace: 'Manchester',
      birthCountry: 'England',
    }),
  ];
}

const summary = (members: FamilyMember[], gp = 'gf') =>
  lineageRecommendations(members, gp, UNIT, TODAY)!.recommendations.map((r) => [r.subjectId, r.type, r.priority]);

describe('lineageRecommendations', () => {
  it('lists grandparent, parent and applicant birth certificates, all critical and available, at the unit price', () => {
    const line = lineageRecommendations(tree(), 'gf', UNIT, TODAY)!;
    expect(line.grandparent.id).toBe('gf');
    expect(line.parent.id).toBe('father');
    expect(line.recommendations).toEqual([
      {
        type: 'birth_certificate',
        subject: 'Patrick Walsh',
        subjectId: 'gf',
        reason: expect.stringContaining('grandparent'),
        priority: 'critical',
        estimatedCost: UNIT,
        available: true,
        unavailableReason: null,
        office: expect.objectContaining({ match: 'office' }),
      },
      {
        type: 'birth_certificate',
        subject: 'John Walsh',
        subjectId: 'father',
        reason: expect.stringContaining('parent'),
        priority: 'critical',
        estimatedCost: UNIT,
        available: true,
        unavailableReason: null,
        office: expect.objectContaining({ match: 'office' }),
      },
      {
        type: 'birth_certificate',
        subject: 'Sean Walsh',
        subjectId: 'self',
        reason: expect.stringContaining('long form'),
        priority: 'critical',
        estimatedCost: UNIT,
        available: true,
        unavailableReason: null,
        office: expect.objectContaining({ match: 'office' }),
      },
    ]);
  });

  it.each<[string, Parameters<typeof tree>[0], Array<[string, DocumentType, string]>]>([
    [
      'nobody deceased',
      {},
      [
        ['gf', 'birth_certificate', 'critical'],
        ['father', 'birth_certificate', 'critical'],
        ['self', 'birth_certificate', 'critical'],
      ],
    ],
    [
      'grandfather deceased',
      { grandfather: { isDeceased: true, deathPlace: 'Castlebar', deathCountry: 'Ireland' } },
      [
        ['gf', 'birth_certificate', 'critical'],
        ['father', 'birth_certificate', 'critical'],
        ['self', 'birth_certificate', 'critical'],
        ['gf', 'death_certificate', 'critical'],
      ],
    ],
    [
      'grandfather and father deceased',
      {
        grandfather: { isDeceased: true, deathDate: '1980-01-01' },
        father: { isDeceased: true, deathCountry: 'England' },
      },
      [
        ['gf', 'birth_certificate', 'critical'],
        ['father', 'birth_certificate', 'critical'],
        ['self', 'birth_certificate', 'critical'],
        ['gf', 'death_certificate', 'critical'],
        ['father', 'death_certificate', 'critical'],
      ],
    ],
    [
      'only the father deceased',
      { father: { isDeceased: true, deathCountry: 'England' } },
      [
        ['gf', 'birth_certificate', 'critical'],
        ['father', 'birth_certificate', 'critical'],
        ['self', 'birth_certificate', 'critical'],
        ['father', 'death_certificate', 'critical'],
      ],
    ],
  ])('order: births first, then deaths, all required by DFA: %s', (_label, overrides, expected) => {
    expect(summary(tree(overrides))).toEqual(expected);
  });

  it('without an applicant in the tree lists only the grandparent and parent', () => {
    const members = tree().filter((m) => m.relationship !== 'self');
    expect(summary(members)).toEqual([
      ['gf', 'birth_certificate', 'critical'],
      ['father', 'birth_certificate', 'critical'],
    ]);
  });

  it('never lists the sibling, other grandparents or naturalisation certificates', () => {
    const members = [
      ...tree({ self: { isIrishCitizen: true } }),
      member({
        id: 'gm',
        relationship: 'grandparent',
        gender: 'female',
        parentId: 'father',
        birthPlace: 'Leeds',
        birthCountry: 'England',
      }),
    ];
    const ids = lineageRecommendations(members, 'gf', UNIT, TODAY)!.recommendations.map((r) => r.subjectId);
    expect(ids).toEqual(['gf', 'father', 'self']);
    expect(
      lineageRecommendations(members, 'gf', UNIT, TODAY)!.recommendations.every(
        (r) => r.type !== 'naturalization_certificate',
      ),
    ).toBe(true);
  });

  it('estimatedCost is the unit price given', () => {
    expect(lineageRecommendations(tree(), 'gf', 1500, TODAY)!.recommendations.map((r) => r.estimatedCost)).toEqual([
      1500, 1500, 1500,
    ]);
  });

  it.each<[string, FamilyMember[], string]>([
    ['an unknown id', tree(), 'nobody'],
    ['a parent id', tree(), 'father'],
    ['the sibling id', tree(), 'sis'],
    ['a grandparent not linked to a parent', tree({ grandfather: { parentId: null } }), 'gf'],
    ['a grandparent linked to a missing parent', tree({ grandfather: { parentId: 'ghost' } }), 'gf'],
    ['a grandparent linked to the sibling', tree({ grandfather: { parentId: 'sis' } }), 'gf'],
  ])('gives null for %s', (_label, members, id) => {
    expect(lineageRecommendations(members, id, UNIT, TODAY)).toBeNull();
  });

  describe('records outside Ireland and the UK are not researched', () => {
    it.each<[string, Partial<FamilyMember>]>([
      ['a US-born parent (country USA)', { birthPlace: 'Boston', birthCountry: 'USA' }],
      ['a US-born parent (country United States)', { birthPlace: 'New York', birthCountry: 'United States' }],
      ['a US-born parent (place only)', { birthPlace: 'Boston, Massachusetts', birthCountry: null }],
      ['a parent born in France', { birthPlace: 'Paris', birthCountry: 'France' }],
      ['a parent born in Australia', { birthPlace: 'Sydney', birthCountry: 'Australia' }],
    ])('%s → available false with the Ireland-and-UK reason', (_label, father) => {
      const parentBirth = lineageRecommendations(tree({ father }), 'gf', UNIT, TODAY)!.recommendations[1];
      expect(parentBirth).toMatchObject({
        subjectId: 'father',
        type: 'birth_certificate',
        available: false,
        unavailableReason: ONLY_IRELAND_UK,
      });
      expect(parentBirth.unavailableReason).toContain('Ireland and the UK only');
      expect(parentBirth.estimatedCost).toBe(UNIT);
      // The office the user orders it from themselves is named.
      expect(parentBirth.office?.office).toMatch(/\S/);
    });

    it.each<[string, Partial<FamilyMember>, string, string]>([
      [
        'Boston, USA',
        { birthPlace: 'Boston', birthCountry: 'USA' },
        'us-ma',
        'Massachusetts Registry of Vital Records',
      ],
      ['Sydney, Australia', { birthPlace: 'Sydney', birthCountry: 'Australia' }, 'au-nsw', 'NSW Registry'],
    ])('names the office for a parent born in %s', (_label, father, entryId, office) => {
      const parentBirth = lineageRecommendations(tree({ father }), 'gf', UNIT, TODAY)!.recommendations[1];
      expect(parentBirth.office).toMatchObject({ match: 'office', entryId });
      expect(parentBirth.office?.office).toContain(office);
    });

    it.each<[string, Partial<FamilyMember>]>([
      ['England', { birthPlace: 'Liverpool', birthCountry: 'England' }],
      ['Wales', { birthPlace: 'Cardiff', birthCountry: 'Wales' }],
      ['Scotland', { birthPlace: 'Glasgow', birthCountry: 'Scotland' }],
      ['Northern Ireland (Belfast, UK)', { birthPlace: 'Belfast', birthCountry: 'UK' }],
      ['the Republic (country only)', { birthPlace: null, birthCountry: 'Ireland' }],
      ['the Republic (place only)', { birthPlace: 'Castlebar, Co. Mayo', birthCountry: null }],
      ['United Kingdom', { birthPlace: null, birthCountry: 'United Kingdom' }],
    ])('a parent born in %s is researched', (_label, father) => {
      const parentBirth = lineageRecommendations(tree({ father }), 'gf', UNIT, TODAY)!.recommendations[1];
      expect(parentBirth).toMatchObject({ subjectId: 'father', available: true, unavailableReason: null });
    });

    it('a death certificate follows the country of death, not of birth', () => {
      const members = tree({ grandfather: { isDeceased: true, deathPlace: 'Boston', deathCountry: 'USA' } });
      const recs = lineageRecommendations(members, 'gf', UNIT, TODAY)!.recommendations;
      expect(recs[0]).toMatchObject({ subjectId: 'gf', type: 'birth_certificate', available: true });
      expect(recs[3]).toMatchObject({
        subjectId: 'gf',
        type: 'death_certificate',
        available: false,
        unavailableReason: ONLY_IRELAND_UK,
      });
    });
  });

  describe('missing facts: the reason names the missing fact', () => {
    it('a parent with no birth facts', () => {
      const members = tree({ father: { birthPlace: null, birthCountry: null, birthDate: null } });
      expect(lineageRecommendations(members, 'gf', UNIT, TODAY)!.recommendations[1]).toMatchObject({
        subjectId: 'father',
        type: 'birth_certificate',
        available: false,
        unavailableReason: "Add John Walsh's date or place of birth first.",
      });
    });

    it('an applicant with no birth facts', () => {
      const members = tree({ self: { birthPlace: null, birthCountry: null } });
      expect(lineageRecommendations(members, 'gf', UNIT, TODAY)!.recommendations[2]).toMatchObject({
        subjectId: 'self',
        available: false,
        unavailableReason: "Add Sean Walsh's date or place of birth first.",
      });
    });

    it('a deceased grandparent with no death facts', () => {
      const members = tree({ grandfather: { isDeceased: true } });
      expect(lineageRecommendations(members, 'gf', UNIT, TODAY)!.recommendations[3]).toMatchObject({
        subjectId: 'gf',
        type: 'death_certificate',
        priority: 'critical',
        available: false,
        unavailableReason: "Add Patrick Walsh's date or place of death first.",
      });
    });

    it('each certificate gets its own reason (US birth unsupported, death facts missing)', () => {
      const members = tree({ father: { isDeceased: true, birthCountry: 'USA', birthPlace: 'Boston' } });
      const recs = lineageRecommendations(members, 'gf', UNIT, TODAY)!.recommendations;
      expect(recs[1].unavailableReason).toBe(ONLY_IRELAND_UK);
      expect(recs[3]).toMatchObject({
        subjectId: 'father',
        type: 'death_certificate',
        unavailableReason: "Add John Walsh's date or place of death first.",
      });
    });
  });

  it('an Irish-born grandparent known only by birth date can still be researched', () => {
    const members = tree({ grandfather: { birthPlace: null, birthCountry: null, birthDate: '1920-03-17' } });
    expect(lineageRecommendations(members, 'gf', UNIT, TODAY)!.recommendations[0]).toMatchObject({
      subjectId: 'gf',
      type: 'birth_certificate',
      available: true,
      unavailableReason: null,
    });
  });
});

describe('irishGrandparents and researchGrandparentId (route choice)', () => {
  const father = member({ id: 'father', relationship: 'parent' });
  const mother = member({ id: 'mother', relationship: 'parent', gender: 'female' });
  const self = member({ id: 'self', relationship: 'self' });
  const sibling = member({ id: 'sis', relationship: 'sibling' });
  const gp = (id: string, fields: Partial<FamilyMember> = {}) =>
    member({ id, relationship: 'grandparent', isIrishBorn: true, parentId: 'father', ...fields });

  const routeVia = (grandparentId: string): { route: EligibilityRoute } => ({
    route: { kind: 'irish_born_grandparent', grandparentId, parentId: 'father', description: 'x' },
  });
  const noRoute = { route: null };
  const parentRoute: { route: EligibilityRoute } = {
    route: { kind: 'irish_born_parent', parentId: 'father', description: 'x' },
  };

  it.each<[string, FamilyMember[], string[]]>([
    ['none', [self, father], []],
    ['one linked Irish-born grandparent', [self, father, gp('a')], ['a']],
    ['a non-Irish grandparent is left out', [self, father, gp('a'), gp('b', { isIrishBorn: false })], ['a']],
    ['an unlinked Irish-born grandparent is left out', [self, father, gp('a', { parentId: null })], []],
    ['a grandparent linked to a missing parent is left out', [self, gp('a')], []],
    ['a grandparent linked to the sibling is left out', [self, father, sibling, gp('a', { parentId: 'sis' })], []],
    [
      'an Irish-born parent is not a grandparent',
      [self, member({ id: 'p', relationship: 'parent', isIrishBorn: true })],
      [],
    ],
    ['one on each side', [self, father, mother, gp('a'), gp('b', { parentId: 'mother' })], ['a', 'b']],
    ['two on one side', [self, father, gp('a'), gp('b', { gender: 'female' })], ['a', 'b']],
  ])('irishGrandparents: %s', (_label, members, ids) => {
    expect(irishGrandparents(members).map((m) => m.id)).toEqual(ids);
  });

  const one = [self, father, gp('a'), gp('x', { isIrishBorn: false })];
  const several = [self, father, mother, gp('a'), gp('b', { parentId: 'mother' }), gp('c', { gender: 'female' })];

  it.each<[string, FamilyMember[], { route: EligibilityRoute | null }, string | null, string | null]>([
    ['one candidate is used automatically', one, noRoute, null, 'a'],
    ['one candidate wins over a saved preference for someone else', one, noRoute, 'x', 'a'],
    ['one candidate wins over a different engine route', one, routeVia('zzz'), null, 'a'],
    ['several: the saved preference', several, routeVia('a'), 'b', 'b'],
    ['several: the saved preference (another one)', several, routeVia('b'), 'c', 'c'],
    ['several: no preference → the engine route', several, routeVia('c'), null, 'c'],
    ['several: a preference that is not a candidate → the engine route', several, routeVia('b'), 'father', 'b'],
    ['several: a preference for a deleted member → the engine route', several, routeVia('c'), 'gone', 'c'],
    ['several: no preference, no grandparent route → the first candidate', several, parentRoute, null, 'a'],
    ['several: no preference, no route → the first candidate', several, noRoute, null, 'a'],
    ['none → null', [self, father], noRoute, null, null],
    ['none, whatever the preference → null', [self, father], noRoute, 'a', null],
  ])('researchGrandparentId: %s', (_label, members, assessment, preferred, expected) => {
    expect(researchGrandparentId(members, assessment, preferred)).toBe(expected);
  });
});

const change = (fields: Partial<NameChange> & Pick<NameChange, 'familyMemberId'>): NameChange => ({
  id: `c-${fields.familyMemberId}`,
  changeType: 'marriage',
  surnameBeforeChange: null,
  surnameAfterChange: null,
  changeDate: null,
  changePlace: null,
  changeCountry: null,
  spouseFirstName: null,
  spouseLastName: null,
  ...fields,
});

describe('the marriage certificate row (a name-change document needs a change type and a name after)', () => {
  const rows = (changes: NameChange[]) =>
    lineageRecommendations(tree(), 'gf', UNIT, TODAY, changes)!.recommendations.filter(
      (r) => r.type === 'marriage_certificate',
    );

  it.each<[string, NameChange[], Array<[string, boolean]>]>([
    ['no name change recorded', [], []],
    [
      "the grandfather's marriage with the name after it",
      [
        change({
          familyMemberId: 'gf',
          surnameAfterChange: 'Walsh',
          changePlace: 'Castlebar',
          changeCountry: 'Ireland',
        }),
      ],
      [['gf', true]],
    ],
    ['a marriage with no name after it', [change({ familyMemberId: 'gf', surnameBeforeChange: 'Walsh' })], []],
    [
      'a deed poll is not a marriage certificate',
      [change({ familyMemberId: 'father', changeType: 'legal_change', surnameAfterChange: 'Welsh' })],
      [],
    ],
    [
      'a birth row is not a change',
      [change({ familyMemberId: 'self', changeType: 'birth', surnameAfterChange: 'Walsh' })],
      [],
    ],
    [
      'the parent and the applicant, each with a marriage in England',
      [
        change({ familyMemberId: 'self', surnameAfterChange: 'Byrne', changePlace: 'Leeds', changeCountry: 'England' }),
        change({ familyMemberId: 'father', surnameAfterChange: 'Walsh', changeCountry: 'England' }),
      ],
      [
        ['father', true],
        ['self', true],
      ],
    ],
    ['a sibling is not in the line', [change({ familyMemberId: 'sis', surnameAfterChange: 'Kelly' })], []],
    [
      'a marriage in the United States: listed, not researched by us',
      [change({ familyMemberId: 'father', surnameAfterChange: 'Walsh', changePlace: 'Boston', changeCountry: 'USA' })],
      [['father', false]],
    ],
  ])('%s', (_label, changes, expected) => {
    expect(rows(changes).map((r) => [r.subjectId, r.available])).toEqual(expected);
  });

  it('is required, and its reason says so and names the change', () => {
    const [row] = rows([
      change({
        familyMemberId: 'gf',
        surnameBeforeChange: 'Walsh',
        surnameAfterChange: 'Ward',
        changeCountry: 'Ireland',
      }),
    ]);
    expect(row).toMatchObject({
      subject: 'Patrick Walsh',
      priority: 'critical',
      office: expect.objectContaining({ entryId: 'ie' }),
    });
    expect(row.reason).toMatch(/^Required because your grandparent changed surname on marriage \(from Walsh to Ward\)/);
    expect(row.reason).toContain('Church marriage certificates are not accepted.');
  });

  it('is listed under availableDocuments only with the name changes that make it available', () => {
    const father = tree()[1];
    expect(availableDocuments(father)).toEqual(['birth']);
    expect(availableDocuments(father, [change({ familyMemberId: 'father', surnameAfterChange: 'Walsh' })])).toEqual([
      'birth',
      'marriage',
    ]);
  });
});

describe('Required and Recommended agree with the reason', () => {
  it('every row whose reason says Required is critical (the Required badge)', () => {
    const members = tree({
      grandfather: { isDeceased: true, deathCountry: 'Ireland' },
      father: { isDeceased: true, deathCountry: 'England' },
    });
    const recs = lineageRecommendations(members, 'gf', UNIT, TODAY, [
      change({ familyMemberId: 'gf', surnameAfterChange: 'Ward' }),
    ])!.recommendations;
    expect(recs.length).toBe(6);
    for (const r of recs) {
      if (r.reason.startsWith('Required')) expect(r.priority).toBe('critical');
      if (r.priority === 'recommended') expect(r.reason).not.toMatch(/required/i);
    }
    expect(recs.filter((r) => r.type === 'death_certificate').map((r) => r.reason)).toEqual([
      'Required because your grandparent has died: DFA takes a certified copy of the death certificate in place of their photo ID.',
      'Required because your parent has died: DFA takes a certified copy of the death certificate in place of their photo ID.',
    ]);
  });
});

describe('researchScope (Manual Entry and Smart Selection refuse the same places)', () => {
  it.each<[string | null, string | null, ReturnType<typeof researchScope>]>([
    ['Ireland', null, 'researched'],
    ['Northern Ireland', null, 'researched'],
    ['England', null, 'researched'],
    ['Wales', null, 'researched'],
    ['Scotland', null, 'researched'],
    ['United Kingdom', null, 'researched'],
    [null, 'Castlebar, Co. Mayo', 'researched'],
    [null, 'Belfast', 'researched'],
    ['United States', null, 'not-researched'],
    ['France', null, 'not-researched'],
    [null, 'Boston, Massachusetts', 'not-researched'],
    ['United States', 'Castlebar, Co. Mayo', 'not-researched'],
    [null, null, 'unknown'],
    [null, 'Somewhere unheard of', 'unknown'],
  ])('%s, %s: %s', (country, place, scope) => {
    expect(researchScope({ country, place, kind: 'birth' })).toBe(scope);
  });
});
