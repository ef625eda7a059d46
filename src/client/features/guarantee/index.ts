// The public entry of this feature: what other features may import (eslint.config.js).
export { ApplicationAtPosting } from './application-at-posting.tsx';
export { ClaimHeading } from './claim-status-badge.tsx';
export { ClaimsSection } from './claims-section.tsx';
export { TrackerSteps } from './tracker-steps.tsx';
