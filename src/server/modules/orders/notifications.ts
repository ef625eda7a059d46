import { postalAddressLines } from '#domain/address/address-format.ts';
import { documentTypeLabel } from '#domain/orders/research.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import { countryByName } from '#shared/countries.ts';
import type { DeliveryAddress, DocumentNeeded, documentRequests } from '#server/db/schema.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { orderEmailRecipient } from '#server/email/recipient.ts';
import { orderStatusEmail, type OrderPayment } from '#server/email/templates.ts';
import type { Tx } from '#server/db/client.ts';

/**
 * Queues the status email in the transaction of the change: always, as order emails are
 * transactional. Sending happens later through the outbox; it never fails the change itself.
 */
export async function notifyStatus(
  tx: Tx,
  order: typeof documentRequests.$inferSelect,
  appUrl: string,
  notBefore?: Date,
): Promise<void> {
  if (!order.userId) return;
  const to = await orderEmailRecipient(tx, order.userId);
  if (!to) return;
  await enqueueEmail(
    tx,
    {
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
        deliveredOn: order.deliveredAt?.toISOString().slice(0, 10) ?? null,
        payment: paymentOf(order),
      }),
    },
    notBefore,
  );
}

/** What the order paid for, and the address it was snapshotted with at payment. */
function paymentOf(order: typeof documentRequests.$inferSelect): OrderPayment {
  const docs = JSON.parse(order.documentsNeeded) as Partial<DocumentNeeded>[];
  const address = order.deliveryAddress ? (JSON.parse(order.deliveryAddress) as DeliveryAddress) : null;
  const country = address ? countryByName(address.country) : undefined;
  return {
    amountDisplay: formatMoney(order.totalCost, order.currency),
    items: docs.map((d) => {
      const type = documentTypeLabel(d.documentType ?? 'certificate');
      return d.memberName ? `${type} for ${d.memberName}` : type;
    }),
    addressLines:
      address && country
        ? postalAddressLines({ ...address, county: address.county || null, postalCode: address.eircode }, country)
        : [],
  };
}
