// Moved to src/client/components (the admin's user view shows it too); kept for this feature's imports.
export { EligibilityBadge, TreeEligibilityBadge } from '#client/components/eligibility-badge.tsx';
