// The public entry of this feature: what other features may import (eslint.config.js).
export { useProfile } from './api/get-profile.ts';
