// The public entry of this feature: what other features may import (eslint.config.js).
export { ApplicationCardContent } from './application-card.tsx';
export { progressText, SUMMARY_STEP_WORDS } from './labels.ts';
