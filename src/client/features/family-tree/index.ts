// What src/client/app reads from this feature (features do not import each other: eslint.config.js).
export { useEligibility } from './api/get-eligibility.ts';
