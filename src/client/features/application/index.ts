// What src/client/app reads from this feature (features do not import each other: eslint.config.js).
export { ApplicationCardContent } from './application-card.tsx';
export { useWorkspace } from './api/get-workspace.ts';
export { deadlineLine } from './deadline-notice.tsx';
