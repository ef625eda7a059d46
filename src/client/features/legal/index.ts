// The public entry of this feature: what other features may import (eslint.config.js).
export { LegalList, LegalSection } from './legal-page.tsx';
