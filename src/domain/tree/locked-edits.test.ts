import { describe, expect, it } from 'vitest';
import { familyMember, type FamilyMember } from './family-member.ts';
import { lockedEditViolations } from './locked-edits.ts';

const grandmother = familyMember({
  id: 'gm',
  relationship: 'grandparent',
  firstName: 'Mary',
  lastName: 'Walsh',
  birthPlace: 'Castlebar, Co. Mayo',
  birthDate: '1931-04-02',
  isIrishBorn: true,
  parentId: 'father',
});

describe('lockedEditViolations (decision 026)', () => {
  it.each<[string, Partial<FamilyMember>, string[]]>([
    ['no change', {}, []],
    ['a death date added to a deceased person', { isDeceased: true, deathDate: '2001-01-01' }, []],
    ['death place and country added', { isDeceased: true, deathPlace: 'Boston', deathCountry: 'USA' }, []],
    ['a citizenship date added', { citizenshipDate: '1980-01-01' }, []],
    ['notes written or changed', { notes: 'Baptised in Aglish' }, []],
    ['the birth date changed', { birthDate: '1932-04-02' }, ['birthDate']],
    ['the first name changed', { firstName: 'Maura' }, ['firstName']],
    ['the birth place changed', { birthPlace: 'Leeds' }, ['birthPlace']],
    ['a birth country added (it can decide who is Irish-born)', { birthCountry: 'Ireland' }, ['birthCountry']],
    ['born in Ireland switched off', { isIrishBorn: false }, ['isIrishBorn']],
    ['moved to another parent', { parentId: 'mother' }, ['parentId']],
    ['name changed switched on', { hasNameChanged: true }, ['hasNameChanged']],
    ['included in the application switched off', { includeInApplication: false }, ['includeInApplication']],
  ])('%s', (_label, change, violations) => {
    const { id: _id, ...current } = grandmother;
    expect(lockedEditViolations(current, { ...current, ...change })).toEqual(violations);
  });

  it('a date already given cannot be removed or changed', () => {
    const { id: _id, ...current } = { ...grandmother, isDeceased: true, deathDate: '2001-01-01' };
    expect(lockedEditViolations(current, { ...current, deathDate: null })).toEqual(['deathDate']);
    expect(lockedEditViolations(current, { ...current, isDeceased: false })).toEqual(['isDeceased']);
  });
});

describe('a locked tree and dates as records hold them (docs/decisions/051-dates-as-records-hold-them.md)', () => {
  const { id: _id, ...loose } = { ...grandmother, birthDate: 'ABT 1931', isDeceased: true, deathDate: '2001' };

  it.each<[string, Partial<FamilyMember>, string[]]>([
    ['about 1931 made exact', { birthDate: '1931-04-02' }, []],
    ['a death year made exact', { deathDate: '2001-06-30' }, []],
    ['a death year narrowed to a month', { deathDate: '2001-06' }, []],
    ['a death year moved', { deathDate: '2002-01-01' }, ['deathDate']],
    ['about 1931 moved far away', { birthDate: '1950' }, ['birthDate']],
    ['a death year made vaguer', { deathDate: 'ABT 2001' }, ['deathDate']],
  ])('%s', (_label, change, violations) => {
    expect(lockedEditViolations(loose, { ...loose, ...change })).toEqual(violations);
  });
});
