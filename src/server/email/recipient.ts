import { eq } from 'drizzle-orm';
import { user, userProfiles } from '../db/schema.ts';
import type { Tx } from '#server/db/client.ts';

/**
 * The address for a user's order, payment, refund, delivery and claim emails. They are
 * transactional: sent whatever the 'Email notifications' switch says (docs/decisions/062-transactional-email-and-operator-alerts.md).
 */
export async function orderEmailRecipient(tx: Tx, userId: string): Promise<string | null> {
  const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return owner?.email ?? null;
}

/** The address for a user's reminders, or null when they turned 'Email notifications' off (on by default). */
export async function reminderRecipient(tx: Tx, userId: string): Promise<string | null> {
  const [owner] = await tx
    .select({ email: user.email, notifyEmail: userProfiles.notifyEmail })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId));
  return owner && owner.notifyEmail !== false ? owner.email : null;
}
