import { eq } from 'drizzle-orm';
import { documentRequests, user, userProfiles } from '../../db/schema.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { orderStatusEmail } from '../../email/templates.ts';
import type { Tx } from '../family/tree-write.ts';

/**
 * Queues the status email in the transaction of the change, if the owner wants order emails
 * (on by default). Sending happens later through the outbox; it never fails the change itself.
 */
export async function notifyStatus(tx: Tx, order: typeof documentRequests.$inferSelect, appUrl: string): Promise<void> {
  if (!order.userId) return;
  const [owner] = await tx
    .select({ email: user.email, notifyEmail: userProfiles.notifyEmail })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, order.userId));
  if (!owner || owner.notifyEmail === false) return;
  await enqueueEmail(tx, {
    dedupeKey: `order:${order.id}:${order.status}`,
    userId: order.userId,
    ...orderStatusEmail({
      to: owner.email,
      orderId: order.id,
      status: order.status,
      appUrl,
      trackingNumber: order.trackingNumber,
      carrier: order.carrier,
      estimatedDeliveryDate: order.estimatedDeliveryDate,
    }),
  });
}
