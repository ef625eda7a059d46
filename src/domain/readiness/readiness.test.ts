import { describe, expect, it } from 'vitest';
import { familyMember as member, sampleFamily } from '../documents/sample-tree.ts';
import { assessEligibility } from '../eligibility/engine.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import { assessReadiness, type IssueCode } from './readiness.ts';

const { members: complete } = sampleFamily();

/** The sample family with some members changed (by id) or removed (null). */
function tree(changes: Record<string, Partial<FamilyMember> | null> = {}, extra: FamilyMember[] = []): FamilyMember[] {
  return [
    ...complete.flatMap((m) => {
      const change = changes[m.id];
      if (change === null) return [];
      return [{ ...m, ...change }];
    }),
    ...extra,
  ];
}

function readiness(members: FamilyMember[]) {
  return assessReadiness(members, assessEligibility(members));
}

const codes = (issues: { code: IssueCode }[]) => issues.map((i) => i.code);

describe('assessReadiness: blocking', () => {
  it.each<[string, FamilyMember[], IssueCode[]]>([
    ['complete tree', tree(), []],
    ['no applicant', tree({ me: null }), ['NO_APPLICANT']],
    ['applicant without a last name', tree({ me: { lastName: ' ' } }), ['APPLICANT_NAME']],
    ['applicant without a first name', tree({ me: { firstName: '' } }), ['APPLICANT_NAME']],
    [
      'no grandparents at all',
      tree({ gm1: null, gf1: null, gf2: null, gm2: null }),
      ['NO_GRANDPARENT', 'NO_IRISH_GRANDPARENT'],
    ],
    [
      'no Irish-born grandparent',
      tree({ gm1: { isIrishBorn: false, birthCountry: 'England' } }),
      ['NO_IRISH_GRANDPARENT'],
    ],
    ['Irish-born grandparent without a first name', tree({ gm1: { firstName: '' } }), ['IRISH_GRANDPARENT_NAME']],
    ['Irish-born grandparent without a last name', tree({ gm1: { lastName: '' } }), ['IRISH_GRANDPARENT_NAME']],
    [
      'no parents',
      tree({
        dad: null,
        mum: null,
        gm1: { parentId: null },
        gf1: { parentId: null },
        gf2: { parentId: null },
        gm2: { parentId: null },
      }),
      ['NO_PARENT'],
    ],
    ['Irish-born grandparent not linked to a parent', tree({ gm1: { parentId: null } }), ['GRANDPARENT_NOT_LINKED']],
    ['connecting parent without a first name', tree({ dad: { firstName: '' } }), ['PARENT_NAME']],
    // The claim runs through the parent's own citizenship: grandparents are not required.
    [
      'citizen-parent route without grandparents',
      tree({
        gm1: null,
        gf1: null,
        gf2: null,
        gm2: null,
        dad: { isIrishCitizen: true, citizenshipDate: '1985-01-10' },
      }),
      [],
    ],
    [
      'citizen parent without a last name',
      tree({ gm1: null, dad: { isIrishCitizen: true, citizenshipDate: '1985-01-10', lastName: '' } }),
      ['PARENT_NAME'],
    ],
    // A parent born in Ireland makes the applicant Irish already: a passport, not the FBR.
    [
      'Irish-born parent',
      tree({ dad: { isIrishBorn: true, birthCountry: 'Ireland', birthPlace: 'Cork' } }),
      ['ALREADY_CITIZEN'],
    ],
  ])('%s', (_label, members, expected) => {
    const result = readiness(members);
    expect(codes(result.blocking)).toEqual(expected);
    expect(result.ready).toBe(expected.length === 0);
  });

  it.each<[string, FamilyMember[], string, string | null]>([
    ['no applicant', tree({ me: null }), 'Add yourself to the family tree', null],
    ['applicant name', tree({ me: { lastName: '' } }), 'Add your first and last name.', 'me'],
    [
      'nameless grandmother',
      tree({ gm1: { firstName: '', lastName: '' } }),
      "Add your grandmother's first and last name.",
      'gm1',
    ],
    [
      'grandmother first name',
      tree({ gm1: { firstName: '' } }),
      'Add the first name of your grandmother Walsh.',
      'gm1',
    ],
    ['unlinked grandmother', tree({ gm1: { parentId: null } }), 'Link Mary Walsh to your father or mother', 'gm1'],
    ['father last name', tree({ dad: { lastName: '' } }), 'Add the last name of your father John.', 'dad'],
  ])('says what to do in plain words: %s', (_label, members, message, memberId) => {
    const [first] = readiness(members).blocking;
    expect(first?.message).toContain(message);
    expect(first?.memberId).toBe(memberId);
  });
});

describe('assessReadiness: warnings', () => {
  it('has none for a complete tree', () => {
    expect(readiness(tree()).warnings).toEqual([]);
  });

  it.each<[string, FamilyMember[], { code: IssueCode; message: string; memberId: string }[]]>([
    [
      'Irish grandparent without a place of birth',
      tree({ gm1: { birthPlace: null } }),
      [{ code: 'MISSING_BIRTH_PLACE', message: "Add Mary Walsh's place of birth.", memberId: 'gm1' }],
    ],
    [
      'applicant without a date of birth',
      tree({ me: { birthDate: null } }),
      [{ code: 'MISSING_BIRTH_DATE', message: 'Add your date of birth.', memberId: 'me' }],
    ],
    [
      'connecting parent without date or place',
      tree({ dad: { birthDate: null, birthPlace: '' } }),
      [
        { code: 'MISSING_BIRTH_DATE', message: "Add John Walsh's date of birth.", memberId: 'dad' },
        { code: 'MISSING_BIRTH_PLACE', message: "Add John Walsh's place of birth.", memberId: 'dad' },
      ],
    ],
    // People outside the chain (the other parent, the other grandparents) are not asked about.
    ['other parent without details', tree({ mum: { birthDate: null, birthPlace: null } }), []],
  ])('%s', (_label, members, expected) => {
    const result = readiness(members);
    expect(result.warnings).toEqual(expected);
    expect(result.ready).toBe(true);
  });

  it("follows the engine's route when there are two Irish-born grandparents", () => {
    const second = member({
      id: 'gm2b',
      relationship: 'grandparent',
      parentId: 'mum',
      firstName: 'Nora',
      lastName: 'Smith',
      gender: 'female',
      isIrishBorn: true,
      birthCountry: 'Ireland',
    });
    const members = tree({ gm2: null }, [second]);
    const chosen = assessReadiness(members, assessEligibility(members, { preferredGrandparentId: 'gm2b' }));
    expect(chosen.warnings.map((w) => w.memberId)).toEqual(['gm2b', 'gm2b']);
    expect(chosen.warnings.map((w) => w.message)).toContain("Add Nora Smith's place of birth.");
  });

  it('falls back to the first Irish-born grandparent when the engine has no route', () => {
    const members = tree({ gm1: { parentId: null, birthPlace: null } });
    const result = readiness(members);
    expect(codes(result.blocking)).toEqual(['GRANDPARENT_NOT_LINKED']);
    expect(result.warnings).toEqual([
      { code: 'MISSING_BIRTH_PLACE', message: "Add Mary Walsh's place of birth.", memberId: 'gm1' },
    ]);
  });
});
