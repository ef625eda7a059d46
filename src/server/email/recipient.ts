import { eq } from 'drizzle-orm';
import { user, userProfiles } from '../db/schema.ts';
import type { Tx } from '#server/db/client.ts';

/** The address for a user's order and claim emails, or null when they turned those emails off (on by default). */
export async function orderEmailRecipient(tx: Tx, userId: string): Promise<string | null> {
  const [owner] = await tx
    .select({ email: user.email, notifyEmail: userProfiles.notifyEmail })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId));
  return owner && owner.notifyEmail !== false ? owner.email : null;
}
