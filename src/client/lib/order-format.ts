import { formatLongDate } from './format.ts';
import { documentTypeLabel } from '#domain/orders/research.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';

/** '#' and the first 8 characters of the id (spec 'Orders'). */
export const orderRef = (id: string) => `#${id.slice(0, 8)}`;

/** An order's dates, written out like every date (lib/format.ts): '4 September 2026' for en-IE. */
export const orderDate = (iso: string) => formatLongDate(iso);

export const documentCount = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;

/** 'Birth Certificate - Mary Walsh' per document. */
export const documentLines = (order: Pick<DocumentRequestResponse, 'documentsNeeded'>) =>
  order.documentsNeeded.map((d) => [documentTypeLabel(d.documentType), d.memberName].filter(Boolean).join(' - '));

/** The delivery address on one line, or null when the order has none. */
export function addressLine(address: DocumentRequestResponse['deliveryAddress']): string | null {
  if (!address) return null;
  const parts = [
    address.recipientName,
    address.addressLine1,
    address.addressLine2,
    address.city,
    address.county,
    address.eircode,
    address.country,
  ];
  const line = parts.filter((p) => p && p.trim()).join(', ');
  return line || null;
}
