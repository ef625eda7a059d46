// The public entry of this feature: what other features may import (eslint.config.js).
export { ApplicationCardContent } from './application-card.tsx';
export { useWorkspace } from './api/get-workspace.ts';
export { deadlineLine } from './deadline-notice.tsx';
export { progressText, SUMMARY_STEP_WORDS } from './labels.ts';
