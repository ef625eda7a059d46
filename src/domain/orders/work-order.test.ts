import { describe, expect, it } from 'vitest';
import { familyMember, nameChange } from '../documents/sample-tree.ts';
import { birthParentsOf, factsFromRequest, lineShares, registryFormText, workOrderFacts } from './work-order.ts';

const self = familyMember({ id: 'self', relationship: 'self', firstName: 'Aoife', lastName: 'Walsh' });
const father = familyMember({
  id: 'father',
  relationship: 'parent',
  firstName: 'John',
  lastName: 'Walsh',
  gender: 'male',
  birthDate: 'ABT 1950',
  birthPlace: 'Liverpool',
  birthCountry: 'England',
});
const mother = familyMember({
  id: 'mother',
  relationship: 'parent',
  firstName: 'Sarah',
  lastName: 'Walsh',
  gender: 'female',
});
const stepfather = familyMember({
  id: 'step',
  relationship: 'parent',
  firstName: 'Tom',
  lastName: 'Byrne',
  gender: 'male',
  isAdoptiveParent: true,
});
const grandfather = familyMember({
  id: 'gf',
  relationship: 'grandparent',
  parentId: 'father',
  firstName: 'Patrick',
  lastName: 'Walsh',
  gender: 'male',
});
const grandmother = familyMember({
  id: 'gm',
  relationship: 'grandparent',
  parentId: 'father',
  firstName: 'Mary',
  lastName: 'Walsh',
  gender: 'female',
});
const otherSide = familyMember({
  id: 'x',
  relationship: 'grandparent',
  parentId: 'mother',
  firstName: 'Anne',
  lastName: 'Ryan',
  gender: 'female',
});
const members = [self, father, mother, stepfather, grandfather, grandmother, otherSide];

const marriage = nameChange({
  id: 'm1',
  familyMemberId: 'mother',
  changeType: 'marriage',
  surnameBeforeChange: 'Kelly',
  surnameAfterChange: 'Walsh',
  changeDate: '1975-06',
  changePlace: 'Liverpool',
  changeCountry: 'England',
  spouseFirstName: 'John',
  spouseLastName: 'Walsh',
});
const records = [
  nameChange({ id: 'b1', familyMemberId: 'gm', changeType: 'birth', surnameAfterChange: 'Kelly' }),
  marriage,
];

describe('birthParentsOf', () => {
  it('finds the generation above along the line, never an adoptive parent or the other side', () => {
    expect(birthParentsOf(self, members).map((m) => m.id)).toEqual(['father', 'mother']);
    expect(birthParentsOf(father, members).map((m) => m.id)).toEqual(['gf', 'gm']);
    expect(birthParentsOf(grandfather, members)).toEqual([]);
  });
});

describe('workOrderFacts', () => {
  it('keeps a date with its precision, the place with its country, and the mother’s birth surname', () => {
    const f = workOrderFacts({
      kind: 'birth',
      member: father,
      members,
      records,
      marriage: null,
      customerNote: '  ',
      today: '2026-11-27',
    });
    expect(f.birth).toEqual({ date: { recorded: 'ABT 1950', words: 'about 1950' }, place: 'Liverpool, England' });
    expect(f.father).toEqual({ name: 'Patrick Walsh', birthSurname: 'Walsh' });
    expect(f.mother).toEqual({ name: 'Mary Kelly', birthSurname: 'Kelly' });
    expect(f.customerNote).toBeNull();
    expect(f.office?.region).toContain('England');
  });

  it('a marriage certificate names the names at the marriage, its date, place and spouse', () => {
    const f = workOrderFacts({
      kind: 'marriage',
      member: mother,
      members,
      records,
      marriage,
      customerNote: null,
      today: '2026-11-27',
    });
    expect(f.name).toBe('Sarah Kelly');
    expect(f.nameIs).toBe('the name at the marriage');
    expect(f.nameNow).toBe('Sarah Walsh');
    expect(f.marriage).toEqual({
      date: { recorded: '1975-06', words: 'June 1975' },
      place: 'Liverpool, England',
      spouse: 'John Walsh',
    });
    expect(registryFormText('marriage', f)).toContain(
      'Date of marriage: June 1975\nPlace of marriage: Liverpool, England\nSpouse: John Walsh',
    );
  });
});

describe('registryFormText', () => {
  it('writes one line per recorded fact and leaves out what is not recorded', () => {
    const f = factsFromRequest({
      name: 'Agnes Walsh',
      birthYear: 1921,
      birthPlace: 'Edinburgh, Scotland',
      deathYear: null,
      customerNote: 'Twin',
    });
    expect(registryFormText('birth', f)).toBe(
      'Certificate: Birth Certificate\nFull name: Agnes Walsh\nDate of birth: 1921\nPlace of birth: Edinburgh, Scotland\nNote from the customer: Twin',
    );
  });
});

describe('lineShares', () => {
  it('splits what was paid over the lines, odd cents first, adding up to the total', () => {
    expect(lineShares(3000, 2)).toEqual([1500, 1500]);
    expect(lineShares(2500, 3)).toEqual([834, 833, 833]);
    expect(lineShares(0, 2)).toEqual([0, 0]);
    expect(lineShares(1000, 0)).toEqual([]);
  });
});
