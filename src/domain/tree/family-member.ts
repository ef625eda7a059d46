/** A person in the applicant's family tree. Dates are ISO yyyy-mm-dd. */
export const RELATIONSHIPS = ['self', 'sibling', 'parent', 'grandparent', 'great_grandparent'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/**
 * How someone not born on the island became an Irish citizen (docs/rules/eligibility.md 'Parent
 * Irish at the birth but born abroad'): the online form's basis question asks exactly this, it
 * decides which certificate to send, and only 'fbr' can use 'The 1986 exception'.
 */
export const CITIZENSHIP_BASES = ['fbr', 'naturalisation', 'post_nuptial', 'adoption', 'irish_born_parent'] as const;
export type CitizenshipBasis = (typeof CITIZENSHIP_BASES)[number];
export type Gender = 'male' | 'female' | 'other';

export type FamilyMember = {
  id: string;
  firstName: string;
  lastName: string;
  relationship: Relationship;
  gender: Gender;
  birthDate: string | null;
  deathDate: string | null;
  birthPlace: string | null;
  birthCountry: string | null;
  deathPlace: string | null;
  deathCountry: string | null;
  isIrishBorn: boolean;
  isIrishCitizen: boolean;
  isDeceased: boolean;
  isLineageAnchor: boolean;
  hasNameChanged: boolean;
  /** When a person not born in Ireland became an Irish citizen (FBR registration or naturalisation). */
  citizenshipDate: string | null;
  /** How a person not born in Ireland became an Irish citizen; null when not recorded. */
  citizenshipBasis: CitizenshipBasis | null;
  /**
   * A parent who adopted the applicant rather than being a birth parent. 'Parent' in the law of
   * descent means the birth mother and genetic father (docs/rules/eligibility.md 'Adopted
   * applicants'), so an adoptive parent gives no route by descent, nor do their parents.
   */
  isAdoptiveParent: boolean;
  /** Took another country's citizenship; it does not end Irish citizenship ('Grandparent naturalised abroad'). */
  naturalisedElsewhere: boolean;
  /**
   * Was abroad in the Irish public service when their child in the applicant's line was born
   * (docs/rules/eligibility.md 'Parent in the Irish public service abroad').
   */
  inIrishPublicServiceAbroad: boolean;
  /**
   * A grandparent points to the parent they are a parent of, a great-grandparent to the grandparent;
   * everyone else has null.
   */
  parentId: string | null;
  notes: string | null;
  includeInApplication: boolean;
};

/** A family member with every field defaulted; pass what matters. */
export function familyMember(fields: Partial<FamilyMember> & Pick<FamilyMember, 'id' | 'relationship'>): FamilyMember {
  return {
    firstName: '',
    lastName: '',
    gender: 'male',
    birthDate: null,
    deathDate: null,
    birthPlace: null,
    birthCountry: null,
    deathPlace: null,
    deathCountry: null,
    isIrishBorn: false,
    isIrishCitizen: false,
    isDeceased: false,
    isLineageAnchor: false,
    hasNameChanged: false,
    citizenshipDate: null,
    citizenshipBasis: null,
    isAdoptiveParent: false,
    naturalisedElsewhere: false,
    inIrishPublicServiceAbroad: false,
    parentId: null,
    notes: null,
    includeInApplication: true,
    ...fields,
  };
}
