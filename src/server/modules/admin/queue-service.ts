import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { daysWaiting, isOverdue } from '#domain/orders/queue.ts';
import { documentTypeLabel } from '#domain/orders/research.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { AdminQueue } from '#shared/admin-queue.ts';
import type { Db } from '#server/db/client.ts';
import {
  documentRequests,
  emailOutbox,
  guaranteeClaims,
  orderLines,
  registryFeeLines,
  user,
} from '#server/db/schema.ts';

/** How many failed emails the queue names; the System tab lists them all. */
const FAILED_EMAILS_SHOWN = 5;
/** A queue longer than this is a backlog: the Orders tab and Claims tab list every one. */
const QUEUE_LIMIT = 200;

const CLAIMS_WAITING = ['submitted', 'under_review', 'refund_failed'] as const;

/**
 * The admin overview's queue (docs/decisions/060-the-admin-queue.md): what waits for the operator,
 * each list oldest first with its age in whole days counted to `now`.
 */
export async function getAdminQueue(db: Db, opts: { now: Date; warnAfterDays: number }): Promise<AdminQueue> {
  const { now, warnAfterDays } = opts;
  // An order is placed with the office line by line (decision 065); an order without lines (placed
  // before the work order) counts as placed once it leaves 'Payment Received'.
  const hasLines = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${documentRequests.id})`;
  const openLines = sql`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${documentRequests.id} and ${orderLines.outcome} = 'open')`;
  const customer = sql<string>`coalesce(nullif(trim(${user.name}), ''), ${documentRequests.requesterName}, ${documentRequests.requesterEmail}, ${user.email}, 'Deleted account')`;
  const [orders, atOffice, fees, claims, failed, [failedTotal]] = await Promise.all([
    db
      .select({
        id: documentRequests.id,
        customer,
        documents:
          sql<number>`case when ${hasLines} then ${openLines} else ${documentRequests.documentsRequestedCount} end`.mapWith(
            Number,
          ),
        since: sql<Date>`coalesce(${documentRequests.paidAt}, ${documentRequests.createdAt})`.mapWith(
          (v: string | Date) => new Date(v),
        ),
      })
      .from(documentRequests)
      .leftJoin(user, eq(user.id, documentRequests.userId))
      .where(
        or(
          and(inArray(documentRequests.status, ['paid', 'processing']), sql`${openLines} > 0`),
          and(eq(documentRequests.status, 'paid'), sql`not ${hasLines}`),
        ),
      )
      .orderBy(asc(sql`coalesce(${documentRequests.paidAt}, ${documentRequests.createdAt})`), asc(documentRequests.id))
      .limit(QUEUE_LIMIT),
    db
      .select({
        orderId: orderLines.orderId,
        documentIndex: orderLines.documentIndex,
        kind: orderLines.kind,
        officeReference: orderLines.officeReference,
        orderedOn: orderLines.orderedOn,
        updatedAt: orderLines.updatedAt,
      })
      .from(orderLines)
      .where(eq(orderLines.outcome, 'ordered'))
      .orderBy(asc(orderLines.orderedOn), asc(orderLines.updatedAt))
      .limit(QUEUE_LIMIT),
    db
      .select({
        orderId: registryFeeLines.orderId,
        lineId: registryFeeLines.id,
        documentIndex: registryFeeLines.documentIndex,
        since: registryFeeLines.createdAt,
      })
      .from(registryFeeLines)
      .innerJoin(documentRequests, eq(documentRequests.id, registryFeeLines.orderId))
      .where(and(eq(registryFeeLines.status, 'to_confirm'), inArray(documentRequests.status, ['paid', 'processing'])))
      .orderBy(asc(registryFeeLines.createdAt), asc(registryFeeLines.documentIndex))
      .limit(QUEUE_LIMIT),
    db
      .select({
        id: guaranteeClaims.id,
        claimant: sql<string>`coalesce(nullif(trim(${user.name}), ''), ${user.email}, 'Deleted account')`,
        status: guaranteeClaims.status,
        amount: guaranteeClaims.totalAmount,
        currency: guaranteeClaims.currency,
        since: guaranteeClaims.createdAt,
      })
      .from(guaranteeClaims)
      .leftJoin(user, eq(user.id, guaranteeClaims.userId))
      .where(inArray(guaranteeClaims.status, [...CLAIMS_WAITING]))
      .orderBy(asc(guaranteeClaims.createdAt))
      .limit(QUEUE_LIMIT),
    db
      .select({ id: emailOutbox.id, subject: emailOutbox.subject, since: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'failed'))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(FAILED_EMAILS_SHOWN),
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed')),
  ]);
  const aged = (since: Date) => ({ since: since.toISOString(), days: daysWaiting(since, now) });
  return {
    warnAfterDays,
    ordersToPlace: orders.map((o) => {
      const age = aged(o.since);
      return {
        id: o.id,
        customer: o.customer,
        documents: o.documents,
        ...age,
        overdue: isOverdue(age.days, warnAfterDays),
      };
    }),
    linesAtOffice: atOffice.map((l) => ({
      orderId: l.orderId,
      documentIndex: l.documentIndex,
      certificate: documentTypeLabel(l.kind),
      officeReference: l.officeReference,
      ...aged(l.orderedOn ? new Date(`${l.orderedOn}T00:00:00Z`) : l.updatedAt),
    })),
    feesToConfirm: fees.map((f) => ({
      orderId: f.orderId,
      lineId: f.lineId,
      documentIndex: f.documentIndex,
      ...aged(f.since),
    })),
    claimsToDecide: claims.map((c) => ({
      id: c.id,
      claimant: c.claimant,
      status: c.status as (typeof CLAIMS_WAITING)[number],
      amountDisplay: formatMoney(c.amount, c.currency),
      ...aged(c.since),
    })),
    failedEmails: {
      total: failedTotal?.n ?? 0,
      oldest: failed.map((m) => ({ id: m.id, subject: m.subject, ...aged(m.since) })),
    },
  };
}
