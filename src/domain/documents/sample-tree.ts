/**
 * A complete example family for tests, the PDF benchmark and previews: Aoife Walsh, born in
 * Manchester, claims through her father John Walsh (born in Liverpool) and his mother Mary
 * Walsh, born Brennan in Castlebar, Co. Mayo, who married in Liverpool and has died.
 */
import { familyMember, type FamilyMember } from '../tree/family-member.ts';
import type { NameChange } from './name-change.ts';

export { familyMember };

/** A name-change event with the optional fields empty. */
export function nameChange(
  fields: Partial<NameChange> & Pick<NameChange, 'id' | 'familyMemberId' | 'changeType'>,
): NameChange {
  return {
    surnameBeforeChange: null,
    surnameAfterChange: null,
    changeDate: null,
    changePlace: null,
    changeCountry: null,
    spouseFirstName: null,
    spouseLastName: null,
    spouseFamilyMemberId: null,
    ...fields,
  };
}

/** The example family: applicant, both parents, all four grandparents, one recorded marriage. */
export function sampleFamily(): { members: FamilyMember[]; nameChanges: NameChange[] } {
  const members = [
    familyMember({
      id: 'me',
      relationship: 'self',
      firstName: 'Aoife',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1990-06-15',
      birthPlace: 'Manchester',
      birthCountry: 'England',
    }),
    familyMember({
      id: 'dad',
      relationship: 'parent',
      firstName: 'John',
      lastName: 'Walsh',
      gender: 'male',
      birthDate: '1960-03-01',
      birthPlace: 'Liverpool',
      birthCountry: 'England',
      isLineageAnchor: true,
    }),
    familyMember({
      id: 'mum',
      relationship: 'parent',
      firstName: 'Ann',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1962-08-20',
      birthPlace: 'Leeds',
      birthCountry: 'England',
      hasNameChanged: true,
    }),
    familyMember({
      id: 'gm1',
      relationship: 'grandparent',
      parentId: 'dad',
      firstName: 'Mary',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1931-04-12',
      birthPlace: 'Castlebar, Co. Mayo',
      birthCountry: 'Ireland',
      isIrishBorn: true,
      isIrishCitizen: true,
      isDeceased: true,
      deathDate: '2010-11-02',
      deathPlace: 'Liverpool',
      deathCountry: 'England',
      hasNameChanged: true,
    }),
    familyMember({
      id: 'gf1',
      relationship: 'grandparent',
      parentId: 'dad',
      firstName: 'Michael',
      lastName: 'Walsh',
      gender: 'male',
      birthDate: '1929-01-20',
      birthPlace: 'Liverpool',
      birthCountry: 'England',
      isDeceased: true,
      deathDate: '1999-05-05',
    }),
    familyMember({
      id: 'gf2',
      relationship: 'grandparent',
      parentId: 'mum',
      firstName: 'Peter',
      lastName: 'Smith',
      gender: 'male',
      birthCountry: 'England',
    }),
    familyMember({
      id: 'gm2',
      relationship: 'grandparent',
      parentId: 'mum',
      firstName: 'Nora',
      lastName: 'Smith',
      gender: 'female',
      birthCountry: 'England',
    }),
  ];
  const nameChanges = [
    nameChange({
      id: 'nc-mary',
      familyMemberId: 'gm1',
      changeType: 'marriage',
      surnameBeforeChange: 'Brennan',
      surnameAfterChange: 'Walsh',
      changeDate: '1955-09-03',
      changePlace: 'Liverpool',
      changeCountry: 'England',
      spouseFirstName: 'Michael',
      spouseLastName: 'Walsh',
      spouseFamilyMemberId: 'gf1',
    }),
    nameChange({
      id: 'nc-ann',
      familyMemberId: 'mum',
      changeType: 'marriage',
      surnameBeforeChange: 'Smith',
      surnameAfterChange: 'Walsh',
      changeDate: '1987-07-11',
      changePlace: 'Liverpool',
      changeCountry: 'England',
      spouseFirstName: 'John',
      spouseLastName: 'Walsh',
      spouseFamilyMemberId: 'dad',
    }),
  ];
  return { members, nameChanges };
}
