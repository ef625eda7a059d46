import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_QUERIES } from '#shared/first-screen.ts';
import { workspaceQueryOptions } from '#client/features/application/api/get-workspace.ts';
import { eligibilityQueryOptions } from '#client/features/family-tree/api/get-eligibility.ts';
import { familyMembersQueryOptions } from '#client/features/family-tree/api/get-family-members.ts';
import { treeLockQueryOptions } from '#client/lib/queries/tree-lock.ts';
import { sessionQueryOptions } from '#client/lib/get-session.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { seedQueryCache } from './seed-query-cache.ts';

describe('a signed-in page’s first-screen data', () => {
  it('is filed under the very keys the pages’ queries read, so they render it without a request', () => {
    expect(FIRST_SCREEN_QUERIES.SESSION_QUERY.key).toEqual(sessionQueryOptions().queryKey);
    expect(FIRST_SCREEN_QUERIES.ELIGIBILITY.key).toEqual(eligibilityQueryOptions().queryKey);
    expect(FIRST_SCREEN_QUERIES.WORKSPACE.key).toEqual(workspaceQueryOptions().queryKey);
    expect(FIRST_SCREEN_QUERIES.TREE_LOCK.key).toEqual(treeLockQueryOptions().queryKey);
    expect(FIRST_SCREEN_QUERIES.MEMBERS.key).toEqual(familyMembersQueryOptions().queryKey);
  });

  it('is put in the query cache as the server sent it', () => {
    const queryClient = createQueryClient();
    const user = { id: 'u1', email: 'aoife@example.com', name: 'Aoife', image: null, isAdmin: false };
    seedQueryCache(queryClient, {
      queries: [
        { key: ['/api/session'], data: { user } },
        { key: ['tree-state', '/api/family-members'], data: [] },
      ],
    });
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toEqual({ user });
    expect(queryClient.getQueryData(familyMembersQueryOptions().queryKey)).toEqual([]);
  });
});
