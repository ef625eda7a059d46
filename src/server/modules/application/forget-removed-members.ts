import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { applicationItems, applicationScans } from '#server/db/schema.ts';

/**
 * Deletes the workspace items and scans of people no longer in the user's tree, in the caller's
 * transaction: removing a relative (and those linked above them) or replacing the tree must not
 * leave that relative's certificates stored. Item keys start with the member's id; documents DFA
 * asked for ('dfa.' keys) belong to the application and stay.
 */
export async function forgetRemovedMembers(tx: Tx, userId: string): Promise<void> {
  for (const table of [applicationItems, applicationScans]) {
    await tx.delete(table).where(
      sql`${table.userId} = ${userId}
          and split_part(${table.itemKey}, '.', 1) <> 'dfa'
          and split_part(${table.itemKey}, '.', 1) not in (select id::text from family_members where user_id = ${userId})`,
    );
  }
}
