import { and, asc, desc, eq, ilike, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { documentTypeLabel } from '#domain/orders/research.ts';
import type { adminOrdersQuery } from '#shared/admin-lists.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import type { Db } from '#server/db/client.ts';
import {
  documentRequests,
  guaranteeClaimOrders,
  orderEvents,
  orderLines,
  pdfOrders,
  registryFeeLines,
  user,
} from '#server/db/schema.ts';
import { csvAmount, toCsv } from '#server/http/csv.ts';
import { containsPattern } from '../admin/users-service.ts';
import { toDocumentRequest } from './document-requests-service.ts';
import { registryFeesOf } from './registry-fees-service.ts';

export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;

/** What the Orders tab shows at most; the CSV export holds up to EXPORT_LIMIT. */
const LIST_LIMIT = 500;
const EXPORT_LIMIT = 10_000;

/** '#1A2B3C4D', '1a2b': the start of an order's id, as the order reference shows it. */
const referencePrefix = (q: string) => {
  const ref = q.replace(/^#/, '').toLowerCase();
  return /^[0-9a-f-]{1,36}$/.test(ref) ? ref : null;
};

/**
 * Orders whose reference starts with the search, or whose customer (as captured on the order or as
 * the account is now) or certificate subject has it in their name or email, any case.
 */
export function orderSearch(q: string): SQL {
  const pattern = containsPattern(q);
  const ref = referencePrefix(q);
  return or(
    ref ? like(sql`${documentRequests.id}::text`, `${ref}%`) : undefined,
    ilike(documentRequests.requesterName, pattern),
    ilike(documentRequests.requesterEmail, pattern),
    ilike(documentRequests.subjectName, pattern),
    ilike(user.name, pattern),
    ilike(user.email, pattern),
  )!;
}

async function findOrders(db: Db, query: AdminOrdersQuery, limit: number): Promise<DocumentRequestResponse[]> {
  const statuses = query.status === undefined ? [] : Array.isArray(query.status) ? query.status : [query.status];
  const order = query.sort === 'oldest' ? asc : desc;
  const rows = await db
    .select({ order: documentRequests })
    .from(documentRequests)
    .leftJoin(user, eq(user.id, documentRequests.userId))
    .where(
      and(
        statuses.length > 0 ? inArray(documentRequests.status, statuses) : undefined,
        query.q ? orderSearch(query.q) : undefined,
      ),
    )
    .orderBy(order(documentRequests.createdAt), order(documentRequests.id))
    .limit(limit);
  const fees = await registryFeesOf(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map((r) => toDocumentRequest(r.order, fees.get(r.order.id) ?? []));
}

/** The Orders tab: by status, searched, newest or oldest first. */
export const listOrdersForAdmin = (db: Db, query: AdminOrdersQuery) => findOrders(db, query, LIST_LIMIT);

const reference = (id: string) => `#${id.slice(0, 8)}`;
const isoDay = (iso: string | null) => iso?.slice(0, 10) ?? '';

/** The orders the tab shows, as CSV: one row per order, the documents and the registry fees summed. */
export async function ordersCsv(db: Db, query: AdminOrdersQuery): Promise<string> {
  const orders = await findOrders(db, query, EXPORT_LIMIT);
  const header = [
    'Reference',
    'Order ID',
    'Status',
    'Ordered',
    'Paid',
    'Customer name',
    'Customer email',
    'Kind',
    'Documents',
    'Certificates',
    'Our fee',
    'Discount',
    'Total paid',
    'Registry fees paid',
    'Registry fees refunded',
    'Currency',
    'Country',
    'Carrier',
    'Tracking number',
    'Delivered',
  ];
  const sum = (o: DocumentRequestResponse, status: string) =>
    o.registryFees.filter((f) => f.status === status).reduce((total, f) => total + (f.amount ?? 0), 0);
  const rows = orders.map((o) => [
    reference(o.id),
    o.id,
    o.status,
    isoDay(o.createdAt),
    isoDay(o.paidAt),
    o.requesterName,
    o.requesterEmail,
    o.kind,
    o.documentsRequestedCount,
    o.documentsNeeded
      .map((d) => [documentTypeLabel(d.documentType), d.memberName].filter(Boolean).join(' - '))
      .join('; '),
    csvAmount(o.baseAmount),
    csvAmount(o.discountAmount),
    csvAmount(o.totalCost),
    csvAmount(sum(o, 'paid') + sum(o, 'refunded')),
    csvAmount(sum(o, 'refunded')),
    o.currency.toUpperCase(),
    o.deliveryAddress?.country,
    o.carrier,
    o.trackingNumber,
    isoDay(o.deliveredAt),
  ]);
  return toCsv(header, rows);
}

type RefundRow = {
  date: Date;
  what: string;
  orderId: string;
  email: string | null;
  amount: number;
  currency: string;
  through: string;
};

/**
 * Every refund, newest first: refunded PDF packs and certificate orders (our fee), certificates
 * not found refunded their share, and refunded registry-fee lines, each with what refunded it (a
 * guarantee claim, the work order, or the order's history).
 */
export async function refundsCsv(db: Db): Promise<string> {
  const claimOf = (type: 'pdf' | 'document', id: SQL | typeof pdfOrders.id) => sql<string | null>`(
    select claim_id::text from ${guaranteeClaimOrders}
    where ${guaranteeClaimOrders.orderType} = ${type} and ${guaranteeClaimOrders.orderId} = ${id}
      and ${guaranteeClaimOrders.refundedAt} is not null limit 1)`;
  const refundedBy = sql<string | null>`(
    select ${orderEvents.actorLabel} from ${orderEvents}
    where ${orderEvents.orderId} = ${documentRequests.id} and ${orderEvents.toStatus} = 'refunded'
    order by ${orderEvents.createdAt} desc limit 1)`;
  const [pdfs, orders, lines, certificates] = await Promise.all([
    db
      .select({
        id: pdfOrders.id,
        date: pdfOrders.updatedAt,
        email: sql<string | null>`coalesce(${user.email}, ${pdfOrders.customerEmail})`,
        amount: pdfOrders.amount,
        currency: pdfOrders.currency,
        claim: claimOf('pdf', pdfOrders.id),
      })
      .from(pdfOrders)
      .leftJoin(user, eq(user.id, pdfOrders.userId))
      .where(eq(pdfOrders.status, 'refunded'))
      .limit(EXPORT_LIMIT),
    db
      .select({
        id: documentRequests.id,
        date: documentRequests.updatedAt,
        email: sql<string | null>`coalesce(${user.email}, ${documentRequests.requesterEmail})`,
        amount: documentRequests.totalCost,
        currency: documentRequests.currency,
        claim: claimOf('document', sql`${documentRequests.id}`),
        by: refundedBy,
      })
      .from(documentRequests)
      .leftJoin(user, eq(user.id, documentRequests.userId))
      .where(and(eq(documentRequests.status, 'refunded'), isNotNull(documentRequests.paidAt)))
      .limit(EXPORT_LIMIT),
    db
      .select({
        orderId: registryFeeLines.orderId,
        documentIndex: registryFeeLines.documentIndex,
        date: registryFeeLines.refundedAt,
        email: sql<string | null>`coalesce(${user.email}, ${documentRequests.requesterEmail})`,
        amount: registryFeeLines.amount,
        currency: registryFeeLines.currency,
        claim: claimOf('document', sql`${registryFeeLines.orderId}`),
      })
      .from(registryFeeLines)
      .innerJoin(documentRequests, eq(documentRequests.id, registryFeeLines.orderId))
      .leftJoin(user, eq(user.id, documentRequests.userId))
      .where(eq(registryFeeLines.status, 'refunded'))
      .limit(EXPORT_LIMIT),
    // A certificate not found is refunded its share of our fee (decision 065); once every line is,
    // the order is refunded and its row above holds the whole fee, as the statistics count it.
    db
      .select({
        orderId: orderLines.orderId,
        documentIndex: orderLines.documentIndex,
        kind: orderLines.kind,
        date: orderLines.refundedAt,
        email: sql<string | null>`coalesce(${user.email}, ${documentRequests.requesterEmail})`,
        amount: orderLines.refundAmount,
        currency: documentRequests.currency,
        by: orderLines.refundedBy,
      })
      .from(orderLines)
      .innerJoin(documentRequests, eq(documentRequests.id, orderLines.orderId))
      .leftJoin(user, eq(user.id, documentRequests.userId))
      .where(and(sql`${orderLines.refundAmount} > 0`, sql`${documentRequests.status} <> 'refunded'`))
      .limit(EXPORT_LIMIT),
  ]);
  const claim = (id: string | null) => (id ? `Guarantee claim #${id.slice(0, 8)}` : null);
  const all: RefundRow[] = [
    ...pdfs.map((p) => ({
      date: p.date,
      what: 'PDF application pack',
      orderId: p.id,
      email: p.email,
      amount: p.amount,
      currency: p.currency,
      through: claim(p.claim) ?? 'Refunded',
    })),
    ...orders.map((o) => ({
      date: o.date,
      what: 'Certificate research (our fee)',
      orderId: o.id,
      email: o.email,
      amount: o.amount,
      currency: o.currency,
      through: claim(o.claim) ?? (o.by ? `Order history: ${o.by}` : 'Refunded'),
    })),
    ...lines.map((l) => ({
      date: l.date ?? new Date(0),
      what: `Registry fee, certificate ${l.documentIndex + 1}`,
      orderId: l.orderId,
      email: l.email,
      amount: l.amount ?? 0,
      currency: l.currency,
      through: claim(l.claim) ?? 'Registry fee refund',
    })),
    ...certificates.map((l) => ({
      date: l.date ?? new Date(0),
      what: `Certificate ${l.documentIndex + 1} not found (${documentTypeLabel(l.kind)}, our fee's share)`,
      orderId: l.orderId,
      email: l.email,
      amount: l.amount ?? 0,
      currency: l.currency,
      through: l.by ? `Work order: ${l.by}` : 'Work order',
    })),
  ].sort((a, b) => b.date.getTime() - a.date.getTime());
  return toCsv(
    ['Refunded on', 'What', 'Reference', 'Order ID', 'Customer email', 'Amount', 'Currency', 'Refunded through'],
    all.map((r) => [
      r.date.toISOString().slice(0, 10),
      r.what,
      reference(r.orderId),
      r.orderId,
      r.email,
      csvAmount(r.amount),
      r.currency.toUpperCase(),
      r.through,
    ]),
  );
}
