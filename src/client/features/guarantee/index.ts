// What src/client/app reads from this feature (features do not import each other: eslint.config.js).
export { ClaimsSection } from './claims-section.tsx';
