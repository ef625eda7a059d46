import { describe, expect, it } from 'vitest';
import { defaultValues, toMemberPayload, type MemberPlacement } from './member-form-values.ts';

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
