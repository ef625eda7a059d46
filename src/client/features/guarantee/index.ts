// The public entry of this feature: what other features may import (eslint.config.js).
export { ClaimHeading } from './claim-status-badge.tsx';
export { ClaimsSection } from './claims-section.tsx';
