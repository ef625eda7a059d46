import { describe, expect, it } from 'vitest';
import { familyMember, type Relationship } from './family-member.ts';
import { memberControls, normaliseMember } from './normalise-member.ts';

const everything = (relationship: Relationship) =>
  familyMember({
    id: 'm',
    relationship,
    isDeceased: true,
    deathDate: '2001-01-01',
    deathPlace: 'Cork',
    deathCountry: 'Ireland',
    isIrishBorn: true,
    isIrishCitizen: true,
    citizenshipDate: '1980-01-01',
    isLineageAnchor: true,
    parentId: 'p',
    includeInApplication: false,
  });

describe('normaliseMember', () => {
  it.each<[Relationship, Record<string, unknown>]>([
    [
      'self',
      {
        isDeceased: false,
        deathPlace: null,
        isIrishBorn: true,
        isIrishCitizen: false,
        isLineageAnchor: false,
        parentId: null,
        includeInApplication: false,
      },
    ],
    [
      'sibling',
      {
        isDeceased: false,
        deathDate: null,
        isIrishBorn: true,
        isIrishCitizen: false,
        parentId: null,
        includeInApplication: false,
      },
    ],
    [
      'parent',
      {
        isDeceased: true,
        deathPlace: 'Cork',
        isIrishBorn: true,
        isIrishCitizen: true,
        citizenshipDate: null,
        isLineageAnchor: true,
        parentId: null,
        includeInApplication: true,
      },
    ],
    [
      'grandparent',
      { isDeceased: true, deathCountry: 'Ireland', isLineageAnchor: false, parentId: 'p', includeInApplication: true },
    ],
  ])('%s keeps only the facts its place can hold', (relationship, expected) => {
    expect(normaliseMember(everything(relationship))).toMatchObject(expected);
  });

  it('keeps the date a parent born abroad became a citizen', () => {
    const parent = normaliseMember({ ...everything('parent'), isIrishBorn: false });
    expect(parent.citizenshipDate).toBe('1980-01-01');
  });

  it('shows the switches that match', () => {
    expect(memberControls('self')).toEqual({
      deceased: false,
      irishBorn: true,
      irishCitizen: false,
      nameChanged: true,
      includeToggle: true,
    });
    expect(memberControls('grandparent')).toMatchObject({ deceased: true, irishCitizen: true, includeToggle: false });
  });
});
