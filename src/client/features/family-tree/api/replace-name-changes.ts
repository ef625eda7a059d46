import type { QueryClient } from '@tanstack/react-query';
import type { CreateNameChangeBody, NameChangeResponse } from '#shared/family.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { createNameChange } from './create-name-change.ts';
import { deleteMarriage } from './delete-marriage.ts';
import { deleteNameChange } from './delete-name-change.ts';
import { allNameChangesQueryOptions, memberNameChangesQueryOptions } from './get-name-changes.ts';

export type NameChangeInput = Omit<CreateNameChangeBody, 'familyMemberId'>;

/**
 * On member save all existing name-change events of the member are deleted
 * and the new ones created. Reads what is stored now (not what the form loaded) so nothing is left behind.
 * The marriages removed in the form go for both partners; divorces are written after the marriages
 * they end (docs/decisions/058-marriages-and-names-as-records.md).
 */
export async function replaceNameChanges(
  queryClient: QueryClient,
  memberId: string,
  events: readonly NameChangeInput[],
  options: { existing: boolean; removedMarriages?: readonly string[] },
): Promise<NameChangeResponse[]> {
  try {
    if (options.existing) {
      const stored = await queryClient.fetchQuery({ ...memberNameChangesQueryOptions(memberId), retry: false });
      for (const event of stored) await deleteNameChange(event.id);
    }
    for (const id of options.removedMarriages ?? []) {
      // Gone already when this member's record was its last one.
      await deleteMarriage(id).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
    }
    const ordered = [...events].sort((a, b) => Number(a.changeType === 'divorce') - Number(b.changeType === 'divorce'));
    const created: NameChangeResponse[] = [];
    for (const event of ordered) created.push(await createNameChange({ ...event, familyMemberId: memberId }));
    return created;
  } finally {
    // Awaited: the next form opened reads the marriages as they are now, not as they were.
    await queryClient.invalidateQueries({
      queryKey: allNameChangesQueryOptions().queryKey,
      exact: true,
      refetchType: 'all',
    });
  }
}
