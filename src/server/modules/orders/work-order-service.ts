import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { documentTypeLabel } from '#domain/orders/research.ts';
import { writtenDate } from '#domain/dates/written-date.ts';
import { lineShares, registryFormText, type WorkOrderFacts } from '#domain/orders/work-order.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { adminLineOutcomeBody, CustomerLine, OrderLine } from '#shared/orders.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { documentRequests, orderEvents, orderLines } from '#server/db/schema.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { orderEmailRecipient } from '#server/email/recipient.ts';
import { lineRefundEmail } from '#server/email/templates.ts';
import { AppError, notFound } from '#server/errors.ts';
import { RefundRefusedError, type PaymentProvider } from '#server/payments/provider.ts';
import { recordAdminAction, type AuditActor } from '../admin/audit.ts';

type LineRow = typeof orderLines.$inferSelect;
type OrderRow = typeof documentRequests.$inferSelect;

/** One certificate of a new order and what the office needs for it. */
export type NewLine = { kind: string; familyMemberId: string | null; facts: WorkOrderFacts };

/** Writes the lines of a new order, in the order of its documents. */
export async function addOrderLines(tx: Tx, orderId: string, lines: NewLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(orderLines).values(lines.map((l, documentIndex) => ({ orderId, documentIndex, ...l })));
}

/** Facts of a line made from an old order miss what it never held. */
const EMPTY_FACTS: WorkOrderFacts = {
  name: '',
  nameIs: null,
  otherNames: [],
  nameNow: null,
  gender: null,
  birth: null,
  death: null,
  marriage: null,
  father: null,
  mother: null,
  office: null,
  customerNote: null,
};

/** Money taken for the order that a line can be refunded from: nothing before payment or on a free order. */
const PAID_STATUSES: readonly OrderRow['status'][] = ['paid', 'processing', 'shipped', 'delivered'];
const refundable = (order: OrderRow) =>
  PAID_STATUSES.includes(order.status) && order.provider !== 'free' && order.paymentIntentId !== null;

function toOrderLine(order: OrderRow, line: LineRow, count: number): OrderLine {
  const facts = { ...EMPTY_FACTS, ...line.facts };
  return {
    documentIndex: line.documentIndex,
    kind: line.kind,
    certificate: documentTypeLabel(line.kind),
    facts,
    registryForm: registryFormText(line.kind, facts),
    outcome: line.outcome,
    orderedOn: line.orderedOn,
    officeReference: line.officeReference,
    officeAmountPaid: line.officeAmountPaid,
    officeCurrency: line.officeCurrency,
    receivedAt: line.receivedAt?.toISOString() ?? null,
    postedAt: line.postedAt?.toISOString() ?? null,
    notFoundAt: line.notFoundAt?.toISOString() ?? null,
    searched: line.searched,
    refundDue: refundable(order) ? (lineShares(order.totalCost, count)[line.documentIndex] ?? 0) : 0,
    refundAmount: line.refundAmount,
    refundedAt: line.refundedAt?.toISOString() ?? null,
    refundedBy: line.refundedBy,
    currency: order.currency,
  };
}

async function linesRows(db: Db | Tx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.documentIndex));
}

/** The work order of one order, for the admin: no lines for an order that does not exist, as its history. */
export async function workOrderOf(db: Db | Tx, orderId: string): Promise<OrderLine[]> {
  const [order] = await db.select().from(documentRequests).where(eq(documentRequests.id, orderId));
  if (!order) return [];
  const rows = await linesRows(db, [orderId]);
  return rows.map((l) => toOrderLine(order, l, rows.length));
}

/** Each order's lines as its owner sees them, by order id. */
export async function customerLinesOf(db: Db | Tx, orderIds: string[]): Promise<Map<string, CustomerLine[]>> {
  const byOrder = new Map<string, CustomerLine[]>();
  for (const l of await linesRows(db, orderIds)) {
    byOrder.set(l.orderId, [
      ...(byOrder.get(l.orderId) ?? []),
      {
        documentIndex: l.documentIndex,
        certificate: documentTypeLabel(l.kind),
        name: l.facts.name ?? '',
        outcome: l.outcome,
        refundAmount: l.refundAmount,
        refundedAt: l.refundedAt?.toISOString() ?? null,
      },
    ]);
  }
  return byOrder;
}

/** Document indexes of the order's lines not found at the office (their registry fee no longer holds up posting). */
export async function notFoundIndexes(tx: Db | Tx, orderId: string): Promise<Set<number>> {
  const rows = await tx
    .select({ documentIndex: orderLines.documentIndex })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.outcome, 'not_found')));
  return new Set(rows.map((r) => r.documentIndex));
}

async function lockedLine(tx: Tx, orderId: string, documentIndex: number) {
  const [order] = await tx.select().from(documentRequests).where(eq(documentRequests.id, orderId)).for('update');
  if (!order) throw notFound('Order not found');
  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.documentIndex, documentIndex)))
    .for('update');
  if (!line) throw notFound('Order line not found');
  return { order, line };
}

/** Which outcome may follow which: ordered, then received, then posted; not found from open or ordered. */
const NEXT: Record<LineRow['outcome'], readonly LineRow['outcome'][]> = {
  open: ['ordered', 'not_found'],
  ordered: ['received', 'not_found'],
  received: ['posted'],
  posted: [],
  not_found: [],
};

const WORKABLE: readonly OrderRow['status'][] = ['paid', 'processing', 'shipped', 'delivered'];

/** The certificate in history notes: 'line 2, Birth Certificate' (no name: the note outlives a deletion's anonymising). */
const lineLabel = (line: LineRow) => `line ${line.documentIndex + 1}, ${documentTypeLabel(line.kind)}`;

/**
 * The operator records what happened to one certificate at the office. Each step is written to the
 * order's history and the admin audit with who and when.
 */
export async function recordLineOutcomeAsAdmin(
  db: Db,
  admin: AuditActor,
  input: { orderId: string; documentIndex: number; body: z.infer<typeof adminLineOutcomeBody> },
): Promise<OrderLine[]> {
  const { body } = input;
  await db.transaction(async (tx) => {
    const { order, line } = await lockedLine(tx, input.orderId, input.documentIndex);
    if (!WORKABLE.includes(order.status))
      throw new AppError(409, 'Only a paid order’s certificates can be worked on.', 'ORDER_NOT_PAID');
    if (!NEXT[line.outcome].includes(body.outcome))
      throw new AppError(
        409,
        `This certificate is ${OUTCOME_WORDS[line.outcome]}: it cannot be marked ${OUTCOME_WORDS[body.outcome]}.`,
        'INVALID_LINE_OUTCOME',
      );
    const now = new Date();
    const set: Partial<typeof orderLines.$inferInsert> = { outcome: body.outcome, updatedAt: now };
    let note: string;
    if (body.outcome === 'ordered') {
      Object.assign(set, {
        orderedOn: body.orderedOn,
        officeReference: body.officeReference,
        officeAmountPaid: body.officeAmountPaid,
        officeCurrency: body.officeCurrency,
      });
      note = `Ordered from the office for ${lineLabel(line)} on ${longDate(body.orderedOn)}: reference ${body.officeReference}, ${formatMoney(body.officeAmountPaid, body.officeCurrency)} paid.`;
    } else if (body.outcome === 'received') {
      set.receivedAt = now;
      note = `Certificate received from the office for ${lineLabel(line)}.`;
    } else if (body.outcome === 'posted') {
      set.postedAt = now;
      note = `Certificate posted for ${lineLabel(line)}.`;
    } else {
      set.notFoundAt = now;
      set.searched = body.searched;
      note = `Not found at the office for ${lineLabel(line)}. Searched: ${body.searched}`;
    }
    await tx
      .update(orderLines)
      .set(set)
      .where(and(eq(orderLines.orderId, line.orderId), eq(orderLines.documentIndex, line.documentIndex)));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      actorUserId: admin.id,
      actorLabel: admin.email,
      note,
    });
    await recordAdminAction(tx, admin, `order.line_${body.outcome}`, 'document_request', order.id, {
      documentIndex: line.documentIndex,
      ...(body.outcome === 'ordered'
        ? { reference: body.officeReference, amount: body.officeAmountPaid, currency: body.officeCurrency }
        : {}),
    });
  });
  return workOrderOf(db, input.orderId);
}

/** '2026-11-25' → '25 November 2026'. */
const longDate = (isoDay: string) => writtenDate(isoDay);

const OUTCOME_WORDS: Record<LineRow['outcome'], string> = {
  open: 'not yet ordered',
  ordered: 'ordered from the office',
  received: 'received',
  posted: 'posted',
  not_found: 'not found',
};

/** The refund of one line: one key per line, so a retry refunds once. */
export const lineRefundKey = (orderId: string, documentIndex: number) =>
  `order-line-refund-${orderId}-${documentIndex}`;

/**
 * Refunds a line not found at the office its share of what the customer paid
 * (docs/decisions/065-the-work-order.md): the provider first, then the line, the order's history,
 * the audit and the customer's refund email. When every line of the order is refunded, the order
 * is 'refunded'; otherwise the other lines go on. A free order has nothing to refund: its line is
 * closed at 0. A refusal by the provider changes nothing and says why.
 */
export async function refundLineAsAdmin(
  db: Db,
  provider: PaymentProvider | null,
  admin: AuditActor,
  input: { orderId: string; documentIndex: number; appUrl: string },
): Promise<OrderLine[]> {
  const [order] = await db.select().from(documentRequests).where(eq(documentRequests.id, input.orderId));
  if (!order) throw notFound('Order not found');
  const lines = await linesRows(db, [order.id]);
  const line = lines.find((l) => l.documentIndex === input.documentIndex);
  if (!line) throw notFound('Order line not found');
  if (line.refundedAt) return workOrderOf(db, order.id);
  if (line.outcome !== 'not_found')
    throw new AppError(
      409,
      'Only a certificate not found at the office is refunded on its own.',
      'LINE_NOT_REFUNDABLE',
    );
  if (!WORKABLE.includes(order.status))
    throw new AppError(409, 'This order has no payment left to refund.', 'ORDER_NOT_PAID');
  const amount = refundable(order) ? (lineShares(order.totalCost, lines.length)[line.documentIndex] ?? 0) : 0;
  if (amount > 0) {
    if (!provider) throw new AppError(503, 'Payments are not configured.', 'PAYMENTS_UNAVAILABLE');
    try {
      await provider.refund(order.paymentIntentId!, lineRefundKey(order.id, line.documentIndex), amount);
    } catch (err) {
      if (err instanceof RefundRefusedError) throw new AppError(409, err.message, 'REFUND_REFUSED');
      throw err;
    }
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(orderLines)
      .set({ refundAmount: amount, refundedAt: now, refundedBy: admin.email, updatedAt: now })
      .where(
        and(
          eq(orderLines.orderId, order.id),
          eq(orderLines.documentIndex, line.documentIndex),
          isNull(orderLines.refundedAt),
        ),
      )
      .returning();
    if (!updated) return;
    const display = formatMoney(amount, order.currency);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      actorUserId: admin.id,
      actorLabel: admin.email,
      note: `Refunded ${display} for ${lineLabel(line)} (not found at the office).`,
    });
    await recordAdminAction(tx, admin, 'order.line_refund', 'document_request', order.id, {
      documentIndex: line.documentIndex,
      amount,
    });
    const open = await tx
      .select({ documentIndex: orderLines.documentIndex })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), isNull(orderLines.refundedAt)));
    const [current] = await tx.select().from(documentRequests).where(eq(documentRequests.id, order.id)).for('update');
    if (open.length === 0 && current.status !== 'refunded') {
      await tx
        .update(documentRequests)
        .set({ status: 'refunded', updatedAt: now })
        .where(eq(documentRequests.id, order.id));
      await tx.insert(orderEvents).values({
        orderId: order.id,
        actorUserId: admin.id,
        actorLabel: admin.email,
        fromStatus: current.status,
        toStatus: 'refunded',
        note: 'Every certificate of the order was refunded.',
      });
    }
    if (!order.userId) return;
    const to = await orderEmailRecipient(tx, order.userId);
    if (!to) return;
    await enqueueEmail(tx, {
      dedupeKey: `order-line-refund:${order.id}:${line.documentIndex}`,
      userId: order.userId,
      ...lineRefundEmail({
        to,
        orderId: order.id,
        certificate: line.facts.name
          ? `${documentTypeLabel(line.kind)} for ${line.facts.name}`
          : documentTypeLabel(line.kind),
        searched: line.searched,
        amountDisplay: display,
        wholeOrder: open.length === 0,
        refundedOn: writtenDate(now),
        appUrl: input.appUrl,
      }),
    });
  });
  return workOrderOf(db, order.id);
}
