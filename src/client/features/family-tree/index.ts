// The public entry of this feature: what other features may import (eslint.config.js).
export { useEligibility } from './api/get-eligibility.ts';
export { useFamilyMembers } from './api/get-family-members.ts';
export { treeLockQueryOptions } from './api/get-tree-lock.ts';
export { EligibilityBadge } from './eligibility-badge.tsx';
