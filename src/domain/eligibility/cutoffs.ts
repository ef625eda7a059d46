/** Births on the island before this day give an entitlement whatever the parents (docs/rules/eligibility.md 'Born on the island'). */
export const ISLAND_BIRTH_CUTOFF = '2005-01-01';

/**
 * A parent entered in the Foreign Births Register by this day lets children born before the entry
 * register too; it does not cover naturalisation, post-nuptial declaration or adoption
 * (docs/rules/eligibility.md 'The 1986 exception').
 */
export const FBR_1986_CUTOFF = '1986-12-31';
