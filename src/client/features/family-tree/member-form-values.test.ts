import { describe, expect, it } from 'vitest';
import type { NameChangeResponse } from '#shared/family.ts';
import {
  defaultValues,
  rowsFromEvents,
  toMemberPayload,
  toNameChangeInputs,
  type MemberPlacement,
} from './member-form-values.ts';

const values = () => ({
  ...defaultValues(null, null),
  firstName: '  Mary ',
  lastName: 'Walsh',
  birthPlace: 'Castlebar, Co. Mayo',
  birthCountry: '',
  isDeceased: true,
  deathDate: '2001-02-03',
  isIrishBorn: true,
  isIrishCitizen: true,
  citizenshipDate: '1990-01-01',
});

describe('toMemberPayload', () => {
  it('sends a grandparent with trimmed names, nulls for empty fields and only the facts the place can hold', () => {
    const placement: MemberPlacement = { relationship: 'grandparent', parentId: 'father-id', isLineageAnchor: true };
    expect(toMemberPayload(values(), placement)).toMatchObject({
      firstName: 'Mary',
      relationship: 'grandparent',
      birthCountry: null,
      isDeceased: true,
      deathDate: '2001-02-03',
      isIrishBorn: true,
      // Born on the island: the citizenship date does not apply.
      citizenshipDate: null,
      isLineageAnchor: false,
      parentId: 'father-id',
      includeInApplication: true,
    });
  });

  it('sends the applicant without death or citizenship facts but with a birth on the island', () => {
    const placement: MemberPlacement = { relationship: 'self', parentId: 'x', isLineageAnchor: false };
    expect(toMemberPayload(values(), placement)).toMatchObject({
      isDeceased: false,
      deathDate: null,
      isIrishBorn: true,
      isIrishCitizen: false,
      parentId: null,
    });
  });
});

describe('marriages', () => {
  const event = (fields: Partial<NameChangeResponse>): NameChangeResponse => ({
    id: 'e',
    familyMemberId: 'm',
    changeType: 'marriage',
    surnameBeforeChange: null,
    surnameAfterChange: null,
    changeDate: null,
    changePlace: null,
    changeCountry: null,
    spouseFamilyMemberId: null,
    spouseFirstName: null,
    spouseLastName: null,
    createdAt: '2026-11-25T00:00:00.000Z',
    ...fields,
  });

  it('puts a marriage that changed no surname under Marriages and one that did in the name-change table', () => {
    const rows = rowsFromEvents([
      event({ changeType: 'birth', surnameAfterChange: 'Byrne' }),
      event({ surnameBeforeChange: 'Byrne', surnameAfterChange: 'Walsh', changeDate: '1980-01-01' }),
      event({ changeDate: '1985-06-01', changePlace: 'Boston', spouseFirstName: 'Ann' }),
    ]);
    expect(rows.nameChanges.map((r) => [r.changeType, r.name])).toEqual([
      ['birth', 'Byrne'],
      ['marriage', 'Walsh'],
    ]);
    expect(rows.marriages).toEqual([
      {
        changeDate: '1985-06-01',
        changePlace: 'Boston',
        changeCountry: '',
        spouseFirstName: 'Ann',
        spouseLastName: '',
      },
    ]);
  });

  it('sends marriages with any detail, without surnames, even when the name-changed switch is off', () => {
    const values = {
      ...defaultValues(null, null),
      hasNameChanged: false,
      marriages: [
        { changeDate: '', changePlace: ' Boston ', changeCountry: '', spouseFirstName: '', spouseLastName: '' },
        { changeDate: '', changePlace: '', changeCountry: '', spouseFirstName: '', spouseLastName: '' },
      ],
    };
    expect(toNameChangeInputs(values)).toEqual([
      {
        list: 'marriages',
        row: 0,
        input: {
          changeType: 'marriage',
          surnameBeforeChange: null,
          surnameAfterChange: null,
          changeDate: null,
          changePlace: 'Boston',
          changeCountry: null,
          spouseFirstName: null,
          spouseLastName: null,
        },
      },
    ]);
  });
});
