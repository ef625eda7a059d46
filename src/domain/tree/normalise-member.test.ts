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
      naturalisedElsewhere: false,
      publicServiceAbroad: false,
      adoptiveParent: false,
      nameChanged: true,
      includeToggle: true,
    });
    expect(memberControls('grandparent')).toMatchObject({
      deceased: true,
      irishCitizen: true,
      naturalisedElsewhere: true,
      publicServiceAbroad: true,
      adoptiveParent: false,
      includeToggle: false,
    });
    expect(memberControls('parent')).toMatchObject({ adoptiveParent: true });
  });

  it('keeps the adoption, other-citizenship and public-service facts only where they can hold', () => {
    const facts = { isAdoptiveParent: true, naturalisedElsewhere: true, inIrishPublicServiceAbroad: true };
    const sibling = normaliseMember(familyMember({ id: 's', relationship: 'sibling', isIrishBorn: true, ...facts }));
    expect(sibling).toMatchObject({
      isAdoptiveParent: false,
      naturalisedElsewhere: false,
      inIrishPublicServiceAbroad: false,
    });
    const parent = normaliseMember(familyMember({ id: 'p', relationship: 'parent', ...facts }));
    // Neither born on the island nor a citizen: there was no Irish citizenship to keep.
    expect(parent).toMatchObject({
      isAdoptiveParent: true,
      naturalisedElsewhere: false,
      inIrishPublicServiceAbroad: true,
    });
    const grandparent = normaliseMember(
      familyMember({ id: 'g', relationship: 'grandparent', isIrishBorn: true, ...facts }),
    );
    expect(grandparent).toMatchObject({
      isAdoptiveParent: false,
      naturalisedElsewhere: true,
      inIrishPublicServiceAbroad: true,
    });
  });
});
