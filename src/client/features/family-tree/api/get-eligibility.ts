// Moved to src/client/lib/queries (several features read the eligibility answer); kept for this feature's imports.
export { eligibilityQueryOptions, getEligibility, useEligibility } from '#client/lib/queries/eligibility.ts';
