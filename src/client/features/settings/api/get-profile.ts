// Moved to src/client/lib/queries (several features read the profile); kept for this feature's imports.
export { profileQueryOptions, useProfile } from '#client/lib/queries/profile.ts';
