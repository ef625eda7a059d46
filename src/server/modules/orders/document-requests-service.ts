import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CURRENT_GUARANTEE_TERMS } from '#domain/guarantee/terms.ts';
import { alreadyOrdered, type PlacedOrder } from '#domain/orders/already-ordered.ts';
import type { ExchangeRate } from '#domain/orders/registry-fee.ts';
import {
  documentTypeOf,
  lineageRecommendations,
  MANUAL_BOXES,
  NOT_RESEARCHED,
  orderedKindOf,
  researchableMarriage,
  researchScope,
} from '#domain/orders/research.ts';
import type { ResearchedKindId } from '#domain/documents/kinds.ts';
import { factsFromRequest, workOrderFacts } from '#domain/orders/work-order.ts';
import { officeEntryFor } from '#domain/documents/certificate-office.ts';
import { couponDiscount } from '#domain/pricing/coupons.ts';
import type { Pricing } from '#domain/pricing/pricing.ts';
import type {
  DocumentRequestResponse,
  lineageRequestBody,
  manualRequestBody,
  RegistryFeeLine,
} from '#shared/orders.ts';
import { displayName } from '#shared/display-name.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { documentRequests, orderEvents, user, type DeliveryAddress, type DocumentNeeded } from '#server/db/schema.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { listMembers, toDomainMember } from '../family/members-service.ts';
import { listNameChanges } from '../family/name-changes-service.ts';
import { findUsableCoupon, redeemCoupon } from '../payments/coupon-service.ts';
import { INVALID_COUPON } from '../payments/pdf-orders-service.ts';
import { intentStartedMeanwhile, withPaymentLock } from '../payments/payment-lock.ts';
import { settleIntent, type OrderBook } from '../payments/settlement.ts';
import { getProfile } from '../profile/service.ts';
import { notifyStatus } from './notifications.ts';
import { addRegistryFeeLines, registryFeesOf, type FeeDocument } from './registry-fees-service.ts';
import { addOrderLines, customerLinesOf, type NewLine } from './work-order-service.ts';

type Row = typeof documentRequests.$inferSelect;

export const ADDRESS_REQUIRED =
  'Delivery address required: Please add your delivery address in Settings before ordering documents';

/** The order's documents in the API's words: each stored kind as the spec's document type ('birth_certificate'). */
const documentsOf = (r: Row) =>
  (JSON.parse(r.documentsNeeded) as Partial<DocumentNeeded>[]).map((d) => ({
    familyMemberId: d.familyMemberId ?? null,
    memberName: d.memberName ?? '',
    documentType: d.documentType ? documentTypeOf(d.documentType) : 'unknown',
  }));

export function toDocumentRequest(r: Row, registryFees: RegistryFeeLine[] = []): DocumentRequestResponse {
  return {
    id: r.id,
    userId: r.userId,
    kind: r.kind,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    requesterName: r.requesterName,
    requesterEmail: r.requesterEmail,
    subjectName: r.subjectName,
    totalCost: r.totalCost,
    baseAmount: r.baseAmount,
    discountAmount: r.discountAmount,
    unitPrice: r.unitPrice,
    currency: r.currency,
    documentsRequestedCount: r.documentsRequestedCount,
    documentsNeeded: documentsOf(r),
    additionalInfo: r.additionalInfo,
    selectedFamilyMemberId: r.selectedFamilyMemberId,
    deliveryAddress: r.deliveryAddress ? (JSON.parse(r.deliveryAddress) as DeliveryAddress) : null,
    trackingNumber: r.trackingNumber,
    carrier: r.carrier,
    estimatedDeliveryDate: r.estimatedDeliveryDate,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
    registryFees,
  };
}

/** An order as the duplicate check reads it. */
const toPlaced = (r: Row): PlacedOrder => ({
  id: r.id,
  status: r.status,
  paidAt: r.paidAt?.toISOString() ?? null,
  documents: documentsOf(r),
});

const placedOrders = async (db: Db, userId: string) =>
  (await db.select().from(documentRequests).where(eq(documentRequests.userId, userId))).map(toPlaced);

/** An order as its owner sees it: an unpaid one flags what they already ordered and paid for (issue 19 item 5). */
function withAlreadyOrdered(r: Row, placed: PlacedOrder[], fees: RegistryFeeLine[]): DocumentRequestResponse {
  const order = toDocumentRequest(r, fees);
  if (r.status !== 'pending') return order;
  return { ...order, alreadyOrdered: alreadyOrdered({ id: r.id, documents: order.documentsNeeded }, placed) };
}

/** A research order for the line of one Irish-born grandparent; the total is decided here. */
export async function createLineageRequest(
  db: Db,
  user: { id: string; name: string; email: string },
  body: z.infer<typeof lineageRequestBody>,
  pricing: Pricing,
  rates: readonly ExchangeRate[],
): Promise<DocumentRequestResponse> {
  const [rows, nameChanges] = await Promise.all([listMembers(db, user.id), listNameChanges(db, user.id)]);
  const members = rows.map(toDomainMember);
  const unitPrice = pricing.document_research.amount;
  const today = new Date().toISOString().slice(0, 10);
  const line = lineageRecommendations(members, body.selectedFamilyMemberId, unitPrice, today, nameChanges);
  if (!line) throw badRequest('Please select a family member for document research.', 'INVALID_SELECTION');
  const offered = new Map(line.recommendations.filter((r) => r.available).map((r) => [`${r.subjectId}:${r.type}`, r]));
  const chosen = new Set(body.documentsNeeded.map((d) => `${d.familyMemberId}:${d.documentType}`));
  const documents: DocumentNeeded[] = [];
  const offices: FeeDocument[] = [];
  const lines: NewLine[] = [];
  for (const key of chosen) {
    const rec = offered.get(key);
    if (!rec)
      throw badRequest('One of the selected documents cannot be researched for this family line.', 'INVALID_DOCUMENT');
    const kind = orderedKindOf(rec.type)!;
    documents.push({ familyMemberId: rec.subjectId, memberName: rec.subject, documentType: kind });
    offices.push({ documentType: kind, officeId: rec.office?.entryId ?? null });
    // What the office needs, read from the tree now and kept with the order (decision 065).
    const member = members.find((m) => m.id === rec.subjectId)!;
    const facts = workOrderFacts({
      // A recommendation is always of a kind we research, never 'other'.
      kind: kind as ResearchedKindId,
      member,
      members,
      records: nameChanges,
      marriage: kind === 'marriage' ? researchableMarriage(member, nameChanges) : null,
      customerNote: body.additionalInfo ?? null,
      today,
    });
    lines.push({ kind, familyMemberId: member.id, facts });
  }
  const base = documents.length * unitPrice;
  const row = await insertWithFees(
    db,
    offices,
    lines,
    { today, currency: pricing.currency, rates },
    {
      userId: user.id,
      kind: 'lineage',
      requesterName: displayName(user),
      requesterEmail: user.email,
      subjectName: `${line.grandparent.firstName} ${line.grandparent.lastName}`.trim(),
      selectedFamilyMemberId: line.grandparent.id,
      documentsNeeded: JSON.stringify(documents),
      documentsRequestedCount: documents.length,
      additionalInfo: body.additionalInfo ?? null,
      unitPrice,
      baseAmount: base,
      totalCost: base,
      currency: pricing.currency,
    },
  );
  return { ...withAlreadyOrdered(row.order, await placedOrders(db, user.id), row.fees), lines: row.lines };
}

/** The landing page's manual request: the client's totalCost is ignored; the server prices it. */
export async function createManualRequest(
  db: Db,
  userId: string,
  body: z.infer<typeof manualRequestBody>,
  pricing: Pricing,
  rates: readonly ExchangeRate[],
): Promise<DocumentRequestResponse> {
  const birthplace = { country: body.subjectBirthCountry, place: body.subjectBirthLocation, kind: 'birth' as const };
  if (researchScope(birthplace) === 'not-researched') throw badRequest(NOT_RESEARCHED, 'NOT_RESEARCHED');
  const documents: DocumentNeeded[] = MANUAL_BOXES.filter(({ flag }) => body.documentsNeeded[flag]).map(({ kind }) => ({
    familyMemberId: null,
    memberName: body.subjectName,
    documentType: kind,
  }));
  const unitPrice = pricing.document_research.amount;
  const base = documents.length * unitPrice;
  // Only the birth's place is asked for: the other certificates' office is not known from the request.
  const birthOffice = officeEntryFor(birthplace)?.id ?? null;
  const offices = documents.map((d) => ({
    documentType: d.documentType,
    officeId: d.documentType === 'birth' ? birthOffice : null,
  }));
  const today = new Date().toISOString().slice(0, 10);
  const facts = factsFromRequest({
    name: body.subjectName,
    birthYear: body.subjectBirthYear ?? null,
    birthPlace: placeWithCountry(body.subjectBirthLocation, body.subjectBirthCountry),
    deathYear: body.subjectDeathYear ?? null,
    customerNote: body.additionalInfo ?? null,
  });
  const lines = documents.map((d) => ({ kind: d.documentType, familyMemberId: null, facts }));
  const row = await insertWithFees(
    db,
    offices,
    lines,
    { today, currency: pricing.currency, rates },
    {
      userId,
      kind: 'manual',
      requesterName: body.requesterName,
      requesterEmail: body.requesterEmail,
      subjectName: body.subjectName,
      subjectBirthYear: body.subjectBirthYear ?? null,
      subjectBirthLocation: placeWithCountry(body.subjectBirthLocation, body.subjectBirthCountry),
      subjectDeathYear: body.subjectDeathYear ?? null,
      documentsNeeded: JSON.stringify(documents),
      documentsRequestedCount: documents.length,
      additionalInfo: body.additionalInfo ?? null,
      unitPrice,
      baseAmount: base,
      totalCost: base,
      currency: pricing.currency,
    },
  );
  return { ...withAlreadyOrdered(row.order, await placedOrders(db, userId), row.fees), lines: row.lines };
}

/** The new order, its work-order lines and its registry-fee lines, written together. */
async function insertWithFees(
  db: Db,
  offices: FeeDocument[],
  lines: NewLine[],
  quoteOn: Parameters<typeof addRegistryFeeLines>[3],
  values: typeof documentRequests.$inferInsert,
) {
  const order = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(documentRequests).values(values).returning();
    await addRegistryFeeLines(tx, inserted.id, offices, quoteOn);
    await addOrderLines(tx, inserted.id, lines);
    return inserted;
  });
  const [fees, owned] = await Promise.all([registryFeesOf(db, [order.id]), customerLinesOf(db, [order.id])]);
  return { order, fees: fees.get(order.id) ?? [], lines: owned.get(order.id) ?? [] };
}

/** 'Westport, Co. Mayo' and 'Ireland' are kept as 'Westport, Co. Mayo, Ireland' (no column of its own). */
function placeWithCountry(place: string | null | undefined, country: string | null | undefined): string | null {
  if (!country) return place ?? null;
  if (!place) return country;
  return place.toLowerCase().includes(country.toLowerCase()) ? place : `${place}, ${country}`;
}

export async function listDocumentRequests(db: Db, userId: string): Promise<DocumentRequestResponse[]> {
  const rows = await db
    .select()
    .from(documentRequests)
    .where(eq(documentRequests.userId, userId))
    .orderBy(desc(documentRequests.createdAt));
  const placed = rows.map(toPlaced);
  const ids = rows.map((r) => r.id);
  const [fees, lines] = await Promise.all([registryFeesOf(db, ids), customerLinesOf(db, ids)]);
  return rows.map((r) => ({ ...withAlreadyOrdered(r, placed, fees.get(r.id) ?? []), lines: lines.get(r.id) ?? [] }));
}

async function deliveryAddressOf(db: Db | Tx, userId: string): Promise<DeliveryAddress | null> {
  const p = await getProfile(db, userId);
  if (!p.addressLine1 || !p.city) return null;
  // The name the customer saved in Settings, as it is when they pay (not the one captured when the order was created).
  const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return {
    recipientName: owner?.name?.trim() || null,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    city: p.city,
    county: p.county ?? '',
    eircode: p.eircode ?? p.postalCode,
    country: p.country,
    phone: p.phone,
  };
}

/** Settlement's view of the certificate order table: paying snapshots the address and tells the user. */
export function documentOrderBook(appUrl: string): OrderBook {
  return {
    type: 'document',
    async find(db, orderId) {
      const [order] = await db.select().from(documentRequests).where(eq(documentRequests.id, orderId));
      return order ? { ...order, amount: order.totalCost } : undefined;
    },
    async adoptIntent(tx, order, intent) {
      await tx
        .update(documentRequests)
        .set({
          paymentIntentId: intent.id,
          totalCost: intent.amount,
          discountAmount: order.baseAmount - intent.amount,
          couponId: intent.couponId,
          updatedAt: new Date(),
        })
        .where(eq(documentRequests.id, order.id));
    },
    async lock(tx, orderId) {
      const [order] = await tx.select().from(documentRequests).where(eq(documentRequests.id, orderId)).for('update');
      return { ...order, amount: order.totalCost };
    },
    async markPaid(tx, order) {
      await markDocumentPaid(tx, order.id, order.userId, appUrl);
    },
    async markFailed(tx, order, reason) {
      await tx
        .update(documentRequests)
        .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
        .where(eq(documentRequests.id, order.id));
    },
    async markRefunded(db, orderId) {
      await db
        .update(documentRequests)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(eq(documentRequests.id, orderId));
    },
  };
}

async function markDocumentPaid(tx: Tx, orderId: string, userId: string | null, appUrl: string) {
  const address = userId ? await deliveryAddressOf(tx, userId) : null;
  const [row] = await tx
    .update(documentRequests)
    .set({
      status: 'paid',
      paidAt: new Date(),
      deliveryAddress: address ? JSON.stringify(address) : null,
      updatedAt: new Date(),
    })
    .where(eq(documentRequests.id, orderId))
    .returning();
  await tx.insert(orderEvents).values({ orderId, actorLabel: 'payment', fromStatus: 'pending', toStatus: 'paid' });
  await notifyStatus(tx, row, appUrl);
}

export type DocumentPaymentResult =
  | { freeOrder: true; orderId: string }
  | {
      freeOrder: false;
      orderId: string;
      clientSecret: string;
      paymentIntentId: string;
      amount: number;
      currency: string;
    };

/**
 * Prices the order with the coupon (server-side) and starts its payment; a free order is paid at once.
 * One request per user starts a payment at a time, so requests made together answer the same intent
 * (docs/decisions/039-timeouts-redaction-and-one-payment.md).
 */
export async function createDocumentPayment(
  db: Db,
  provider: PaymentProvider,
  input: {
    userId: string;
    orderId: string;
    couponCode?: string;
    now: Date;
    /** When the request arrived (default: now): what started after it was started by a parallel request. */
    requestedAt?: Date;
    appUrl: string;
  },
): Promise<DocumentPaymentResult> {
  const since = input.requestedAt ?? input.now;
  // Refusals that depend only on the request answer before the lease is taken: a refused request writes nothing.
  const [known] = await db
    .select({ id: documentRequests.id })
    .from(documentRequests)
    .where(and(eq(documentRequests.id, input.orderId), eq(documentRequests.userId, input.userId)));
  if (!known) throw notFound('Order not found');
  if (!(await deliveryAddressOf(db, input.userId))) throw new AppError(400, ADDRESS_REQUIRED, 'ADDRESS_REQUIRED');
  const coupon = input.couponCode ? await findUsableCoupon(db, input.couponCode, input.now) : null;
  if (input.couponCode && !coupon) throw new AppError(400, INVALID_COUPON, 'INVALID_COUPON');
  return withPaymentLock(db, `payment:${input.userId}`, async (): Promise<DocumentPaymentResult> => {
    const [order] = await db
      .select()
      .from(documentRequests)
      .where(and(eq(documentRequests.id, input.orderId), eq(documentRequests.userId, input.userId)));
    if (!order) throw notFound('Order not found');
    // A parallel request made it free and paid it: the same answer.
    if (order.status !== 'pending' && order.provider === 'free' && order.paidAt && order.paidAt > since) {
      return { freeOrder: true, orderId: order.id };
    }
    if (order.status !== 'pending') {
      throw new AppError(
        409,
        order.paidAt
          ? 'This order has already been paid.'
          : 'This order can no longer be paid. Please start a new request.',
        order.paidAt ? 'ALREADY_PAID' : 'ORDER_CLOSED',
      );
    }
    const discount = coupon ? couponDiscount(order.baseAmount, coupon) : 0;
    const amount = order.baseAmount - discount;

    if (amount === 0) {
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(documentRequests)
          .where(eq(documentRequests.id, order.id))
          .for('update');
        if (locked.status !== 'pending') throw new AppError(409, 'This order has already been paid.', 'ALREADY_PAID');
        if (coupon && !(await redeemCoupon(tx, coupon.id))) throw new AppError(409, INVALID_COUPON, 'INVALID_COUPON');
        await tx
          .update(documentRequests)
          .set({
            discountAmount: discount,
            totalCost: 0,
            couponId: coupon?.id ?? null,
            provider: 'free',
            guaranteeTermsVersion: CURRENT_GUARANTEE_TERMS.version,
          })
          .where(eq(documentRequests.id, order.id));
        await markDocumentPaid(tx, order.id, input.userId, input.appUrl);
      });
      return { freeOrder: true, orderId: order.id };
    }

    const meanwhile = await intentStartedMeanwhile(provider, order, {
      amount,
      currency: order.currency,
      couponId: coupon?.id ?? null,
      since,
    });
    if (meanwhile) {
      return {
        freeOrder: false,
        orderId: order.id,
        clientSecret: meanwhile.clientSecret,
        paymentIntentId: meanwhile.id,
        amount,
        currency: order.currency,
      };
    }
    // One open payment per order: the previous intent is cancelled first, or, if it was paid in
    // the meantime (another tab), credited instead of starting a second charge.
    if (order.paymentIntentId && (await provider.cancelIntent(order.paymentIntentId)) === 'succeeded') {
      await settleDocumentIntent(db, provider, input.appUrl, order.paymentIntentId, { userId: input.userId });
      throw new AppError(409, 'This order has already been paid.', 'ALREADY_PAID');
    }
    const intent = await provider.createIntent({
      amount,
      currency: order.currency,
      metadata: {
        orderId: order.id,
        orderType: 'document',
        userId: input.userId,
        ...(coupon ? { couponId: coupon.id } : {}),
      },
      replaces: order.paymentIntentId,
    });
    await db
      .update(documentRequests)
      .set({
        discountAmount: discount,
        totalCost: amount,
        couponId: coupon?.id ?? null,
        provider: provider.kind,
        paymentIntentId: intent.id,
        guaranteeTermsVersion: CURRENT_GUARANTEE_TERMS.version,
        updatedAt: new Date(),
      })
      .where(and(eq(documentRequests.id, order.id), eq(documentRequests.status, 'pending')));
    return {
      freeOrder: false,
      orderId: order.id,
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount,
      currency: order.currency,
    };
  });
}

export const settleDocumentIntent = (
  db: Db,
  provider: PaymentProvider,
  appUrl: string,
  intentId: string,
  opts: { userId?: string; orderId?: string } = {},
) => settleIntent(db, provider, documentOrderBook(appUrl), intentId, opts);
