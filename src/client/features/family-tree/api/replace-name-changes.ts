import type { QueryClient } from '@tanstack/react-query';
import type { CreateNameChangeBody, NameChangeResponse } from '#shared/family.ts';
import { createNameChange } from './create-name-change.ts';
import { deleteNameChange } from './delete-name-change.ts';
import { allNameChangesQueryOptions, memberNameChangesQueryOptions } from './get-name-changes.ts';

export type NameChangeInput = Omit<CreateNameChangeBody, 'familyMemberId'>;

/**
 * On member save all existing name-change events of the member are deleted
 * and the new ones created. Reads what is stored now (not what the form loaded) so nothing is left behind.
 */
export async function replaceNameChanges(
  queryClient: QueryClient,
  memberId: string,
  events: readonly NameChangeInput[],
  options: { existing: boolean },
): Promise<NameChangeResponse[]> {
  try {
    if (options.existing) {
      const stored = await queryClient.fetchQuery({ ...memberNameChangesQueryOptions(memberId), retry: false });
      for (const event of stored) await deleteNameChange(event.id);
    }
    const created: NameChangeResponse[] = [];
    for (const event of events) created.push(await createNameChange({ ...event, familyMemberId: memberId }));
    return created;
  } finally {
    void queryClient.invalidateQueries({
      queryKey: allNameChangesQueryOptions().queryKey,
      exact: true,
      refetchType: 'all',
    });
  }
}
