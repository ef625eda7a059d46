import { describe, expect, it } from 'vitest';
import { fitDraftToLimits, stripControls, type DraftLimits } from './fit-limits.ts';
import type { TreeDraft, TreeMemberDraft } from './to-tree.ts';

const LIMITS: DraftLimits = {
  firstName: 100,
  lastName: 100,
  birthPlace: 200,
  birthCountry: 100,
  deathPlace: 200,
  deathCountry: 100,
};
const TODAY = '2026-11-24';

const person = (fields: Partial<TreeMemberDraft>): TreeMemberDraft => ({
  key: 'I1',
  parentKey: null,
  firstName: 'Mary',
  lastName: 'Walsh',
  relationship: 'self',
  gender: 'female',
  birthDate: '1990-01-01',
  deathDate: null,
  birthPlace: 'Castlebar, Co. Mayo',
  birthCountry: 'Ireland',
  deathPlace: null,
  deathCountry: null,
  isIrishBorn: true,
  isIrishCitizen: false,
  isDeceased: false,
  isLineageAnchor: false,
  hasNameChanged: false,
  citizenshipDate: null,
  citizenshipBasis: null,
  isAdoptiveParent: false,
  naturalisedElsewhere: false,
  inIrishPublicServiceAbroad: false,
  notes: null,
  notKept: [],
  ...fields,
});
const draft = (...members: TreeMemberDraft[]): TreeDraft => ({ homeKey: 'I1', members, nameChanges: [], warnings: [] });

describe('fitDraftToLimits', () => {
  it('keeps a draft that fits as it is, without warnings', () => {
    const fitted = fitDraftToLimits(draft(person({})), LIMITS, TODAY);
    expect(fitted.members[0]).toEqual(person({}));
    expect(fitted.warnings).toEqual([]);
  });

  it('shortens a 20,000-character surname and a 1,000,000-character first name to the API limits, with a warning each', () => {
    const fitted = fitDraftToLimits(
      draft(person({ lastName: 'W'.repeat(20_000), firstName: 'M'.repeat(1_000_000) })),
      LIMITS,
      TODAY,
    );
    const [m] = fitted.members;
    expect(m?.lastName).toHaveLength(100);
    expect(m?.firstName).toHaveLength(100);
    expect(m?.lastName.endsWith('…')).toBe(true);
    expect(fitted.warnings).toHaveLength(2);
    expect(fitted.warnings.join('\n')).toContain(
      'the surname in the file is 20,000 characters long; it was shortened to 100',
    );
    expect(fitted.warnings.join('\n')).toContain('the first name in the file is 1,000,000 characters long');
  });

  it.each([
    ['1750-05-01', 'before 1800'],
    ['2099-01-01', 'in the future'],
  ])('leaves out a %s birth date (%s)', (birthDate, why) => {
    const fitted = fitDraftToLimits(draft(person({ birthDate })), LIMITS, TODAY);
    expect(fitted.members[0]?.birthDate).toBeNull();
    expect(fitted.warnings[0]).toContain(why);
  });
});

describe('control characters', () => {
  it('are stripped from names and places, not refused: the import goes on', () => {
    const draft: TreeDraft = {
      homeKey: 'I1',
      members: [
        person({
          firstName: 'Ma\u0000ry',
          lastName: 'Walsh\t',
          birthPlace: 'Castlebar,\u0085Co. Mayo',
          birthCountry: '\u001BIreland',
        }),
      ],
      nameChanges: [],
      warnings: [],
    };
    const [m] = fitDraftToLimits(draft, LIMITS, TODAY).members;
    expect(m).toMatchObject({
      firstName: 'Mary',
      lastName: 'Walsh',
      birthPlace: 'Castlebar, Co. Mayo',
      birthCountry: 'Ireland',
    });
  });

  it('leaves clean text alone', () => {
    expect(stripControls('Seán Ó Briain')).toBe('Seán Ó Briain');
    expect(stripControls('a\t\tb\u007F')).toBe('a b');
  });
});

describe('fitDraftToLimits: record dates, notes, name records and the list of what is not kept', () => {
  const change = (i: number) => ({
    memberKey: 'I1',
    changeType: 'marriage' as const,
    surnameBeforeChange: null,
    surnameAfterChange: `Name${i}`,
    changeDate: `${1950 + i}`,
    changePlace: null,
    changeCountry: null,
    spouseKey: null,
    spouseFirstName: null,
    spouseLastName: null,
  });

  it.each([
    ['ABT 1950', true],
    ['BET 1790 AND 1810', true],
    ['BEF 1800', false],
    ['ABT 1799', false],
    ['AFT 2026-11-24', false],
    ['2026-11', true],
  ])('a %s birth date is kept: %s', (birthDate, kept) => {
    const fitted = fitDraftToLimits(draft(person({ birthDate })), LIMITS, TODAY);
    expect(fitted.members[0]?.birthDate).toBe(kept ? birthDate : null);
  });

  it('keeps 10 name records a person, says how many were left out, and leaves out a marriage date in the future', () => {
    const changes = Array.from({ length: 12 }, (_, i) => change(i));
    changes[0] = { ...changes[0]!, changeDate: '2099' };
    const fitted = fitDraftToLimits({ ...draft(person({})), nameChanges: changes }, LIMITS, TODAY);
    expect(fitted.nameChanges).toHaveLength(10);
    expect(fitted.nameChanges[0]?.changeDate).toBeNull();
    expect(fitted.members[0]?.notKept).toEqual([
      '2 of 12 name records (a person can have at most 10)',
      'The marriage or name date 2099 (in the future)',
    ]);
    expect(fitted.warnings).toEqual(['Mary Walsh: the file has 12 names and marriages; the first 10 were kept.']);
  });

  it('shortens notes to the limit and lists at most 25 things not kept, then a count', () => {
    const fitted = fitDraftToLimits(
      draft(
        person({
          notes: 'n'.repeat(2_500),
          notKept: Array.from({ length: 40 }, (_, i) => `Residence ${i}`),
        }),
      ),
      { ...LIMITS, notes: 2_000 },
      TODAY,
    );
    const [m] = fitted.members;
    expect(m?.notes).toHaveLength(2_000);
    expect(m?.notKept).toHaveLength(25);
    expect(m?.notKept[24]).toBe('and 16 more');
    expect(m?.notKept.slice(0, 2)).toEqual(['Residence 0', 'Residence 1']);
  });
});
