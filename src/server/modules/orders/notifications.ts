import type { documentRequests } from '#server/db/schema.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { orderEmailRecipient } from '#server/email/recipient.ts';
import { orderStatusEmail } from '#server/email/templates.ts';
import type { Tx } from '#server/db/client.ts';

/**
 * Queues the status email in the transaction of the change, if the owner wants order emails
 * (on by default). Sending happens later through the outbox; it never fails the change itself.
 */
export async function notifyStatus(tx: Tx, order: typeof documentRequests.$inferSelect, appUrl: string): Promise<void> {
  if (!order.userId) return;
  const to = await orderEmailRecipient(tx, order.userId);
  if (!to) return;
  await enqueueEmail(tx, {
    dedupeKey: `order:${order.id}:${order.status}`,
    userId: order.userId,
    ...orderStatusEmail({
      to,
      orderId: order.id,
      status: order.status,
      appUrl,
      trackingNumber: order.trackingNumber,
      carrier: order.carrier,
      estimatedDeliveryDate: order.estimatedDeliveryDate,
    }),
  });
}
