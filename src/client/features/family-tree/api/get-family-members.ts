// Moved to src/client/lib/queries (several features read the tree); kept for this feature's imports.
export {
  FAMILY_MEMBERS_STALE_MS,
  familyMembersQueryOptions,
  getFamilyMembers,
  useFamilyMembers,
} from '#client/lib/queries/family-members.ts';
