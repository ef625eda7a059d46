import { describe, expect, it } from 'vitest';
import { familyMember } from '../tree/family-member.ts';
import {
  birthName,
  documentName,
  documentNameSentence,
  nameOn,
  nameText,
  otherFormsOf,
  type DocumentName,
} from './document-name.ts';
import { changesOf, type NameChange } from './name-change.ts';

const record = (fields: Partial<NameChange> & Pick<NameChange, 'id' | 'changeType'>): NameChange => ({
  familyMemberId: 'mary',
  givenNames: null,
  surnameBeforeChange: null,
  surnameAfterChange: null,
  changeDate: null,
  changePlace: null,
  changeCountry: null,
  spouseFirstName: null,
  spouseLastName: null,
  ...fields,
});

/** Mary Walsh, born Mary O'Brien, married John Walsh in 1959; naturalised Irish in 1990. */
const mary = familyMember({
  id: 'mary',
  relationship: 'grandparent',
  firstName: 'Mary',
  lastName: 'Walsh',
  gender: 'female',
  birthDate: '1936',
  isDeceased: true,
  citizenshipDate: '1990-05-01',
});
const maryRecords = [
  record({ id: 'b', changeType: 'birth', surnameAfterChange: "O'Brien" }),
  record({
    id: 'm',
    changeType: 'marriage',
    surnameBeforeChange: "O'Brien",
    surnameAfterChange: 'Walsh',
    changeDate: '1959-06-20',
    spouseFirstName: 'John',
    spouseLastName: 'Walsh',
  }),
  record({ id: 'i', changeType: 'irish_form', givenNames: 'Máire', surnameAfterChange: 'Ní Bhriain' }),
];

/** Patrick Joseph Walsh, born in Cahersiveen; his Irish birth record names him Padraig Walsh. */
const patrick = familyMember({
  id: 'pat',
  relationship: 'grandparent',
  firstName: 'Patrick Joseph',
  lastName: 'Walsh',
});
const padraig = record({ id: 'p', familyMemberId: 'pat', changeType: 'irish_form', givenNames: 'Padraig' });

const carried = (d: DocumentName | null) => d && { name: d.name, which: d.which, other: d.other };

describe('which name each document should carry', () => {
  it('a birth certificate carries the birth name', () => {
    expect(carried(documentName(mary, maryRecords, { kind: 'birth' }))).toEqual({
      name: "Mary O'Brien",
      which: 'the birth name',
      other: null,
    });
  });

  it('a marriage certificate carries the names at that marriage: hers before it, and her husband’s', () => {
    const marriage = maryRecords[1]!;
    expect(carried(documentName(mary, maryRecords, { kind: 'marriage', change: marriage }))).toEqual({
      name: "Mary O'Brien",
      which: 'the name at the marriage',
      other: 'John Walsh',
    });
  });

  it('a death certificate carries the name at death, and a naturalisation certificate the name when granted', () => {
    expect(documentName(mary, maryRecords, { kind: 'death' })?.name).toBe('Mary Walsh');
    expect(documentName(mary, maryRecords, { kind: 'citizenship' })).toMatchObject({
      name: 'Mary Walsh',
      which: 'the name when citizenship was granted',
    });
  });

  it('a deed poll carries the name before it and the name it gave, given names included', () => {
    const records = [
      ...maryRecords,
      record({ id: 'd', changeType: 'legal_change', givenNames: 'Maura', changeDate: '1970' }),
    ];
    expect(carried(documentName(mary, records, { kind: 'name_change', change: records[3]! }))).toEqual({
      name: 'Mary Walsh',
      which: 'the name before the change',
      other: 'Maura Walsh',
    });
  });

  it('lists the other forms of the name with every document: a certificate printing one is expected', () => {
    const birth = documentName(patrick, [padraig], { kind: 'birth' })!;
    expect(birth.name).toBe('Patrick Joseph Walsh');
    expect(birth.otherForms).toEqual([
      { kind: 'irish_form', label: 'Irish form', name: 'Padraig Walsh', given: 'Padraig' },
    ]);
    expect(documentNameSentence(birth, 'birth')).toBe(
      'Should carry the birth name: Patrick Joseph Walsh (also recorded as Padraig Walsh, Irish form).',
    );
  });

  it('says nothing for a marriage the tree has not recorded, nor for a person without a name', () => {
    expect(documentName(mary, maryRecords, { kind: 'marriage', change: null })).toBeNull();
    expect(documentName({ ...patrick, firstName: '', lastName: '' }, [], { kind: 'death' })).toBeNull();
  });
});

describe('names on a date', () => {
  it('takes the changes surely made by then, and without a date the name now', () => {
    expect(nameText(nameOn(mary, maryRecords, '1950'))).toBe("Mary O'Brien");
    expect(nameText(nameOn(mary, maryRecords, '1960'))).toBe('Mary Walsh');
    // 1959 may be before 20 June: the marriage is not surely made by then.
    expect(nameText(nameOn(mary, maryRecords, '1959'))).toBe("Mary O'Brien");
    expect(nameText(nameOn(mary, maryRecords, null))).toBe('Mary Walsh');
  });

  it('reads the birth surname from the first change when no birth record holds it, else the member’s own', () => {
    expect(birthName(mary, maryRecords.slice(1))).toEqual({ given: 'Mary', surname: "O'Brien" });
    expect(birthName(patrick, [padraig])).toEqual({ given: 'Patrick Joseph', surname: 'Walsh' });
  });

  it('other forms are names alongside, not changes: no document of a change is asked for them', () => {
    expect(changesOf('pat', [padraig])).toEqual([]);
    expect(otherFormsOf(mary, maryRecords).map((f) => f.name)).toEqual(['Máire Ní Bhriain']);
  });
});
