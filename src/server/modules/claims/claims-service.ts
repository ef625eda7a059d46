import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  CLAIM_STATUS_LABELS,
  calendarToday,
  checkClaimTiming,
  orderCoverage,
  type ClaimStatus,
  type OrderType,
} from '#domain/guarantee/claims.ts';
import { claimFields, type ClaimableOrder, type ClaimResponse } from '#shared/claims.ts';
import type { Db } from '#server/db/client.ts';
import { applications, guaranteeClaimEvidence, guaranteeClaimOrders, guaranteeClaims } from '#server/db/schema.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { checkLetterAgainstRecord } from '#domain/guarantee/record.ts';
import { ORDER_LABELS, ordersOfUser, reference } from './claim-orders.ts';
import type { ClaimForm } from './evidence.ts';
import { notifyClaimStatus } from './notifications.ts';
import { trackerSteps, type LabelledStep } from './record.ts';

type ClaimRow = typeof guaranteeClaims.$inferSelect;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Every order the user has paid for, and whether the guarantee lets them claim it now. */
export async function listClaimableOrders(db: Db, userId: string): Promise<ClaimableOrder[]> {
  return (await ordersOfUser(db, userId)).map((o) => {
    const coverage = orderCoverage(o);
    return {
      type: o.type,
      id: o.id,
      reference: reference(o.id),
      label: ORDER_LABELS[o.type],
      amount: o.amount,
      currency: o.currency,
      paidAt: iso(o.paidAt),
      guaranteeTermsVersion: o.guaranteeTermsVersion,
      covered: coverage.covered,
      reason: coverage.covered ? null : coverage.reason,
    };
  });
}

/**
 * Files a claim: every order must be the claimant's, paid, covered and in no other open claim,
 * the tracker must show the refusal that stands after a review with the letter's date
 * (docs/decisions/053-claims-match-the-record.md), and that date in time. Claim, orders, letter and the confirmation email commit together.
 */
export async function createClaim(
  db: Db,
  userId: string,
  form: ClaimForm,
  opts: { now: Date; appUrl: string },
): Promise<ClaimResponse> {
  const parsed = claimFields.safeParse(form.fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message, 'VALIDATION_ERROR');
  const chosen = [...new Set(parsed.data.order)].map((ref) => {
    const [type, id] = ref.split(':') as [OrderType, string];
    return { type, id: id.toLowerCase() };
  });
  const ids = (type: OrderType) => chosen.filter((c) => c.type === type).map((c) => c.id);

  const claimId = await db
    .transaction(async (tx) => {
      const orders = await ordersOfUser(tx, userId, { pdf: ids('pdf'), document: ids('document'), lock: true });
      if (orders.length !== chosen.length) throw notFound('Order not found');
      for (const order of orders) {
        const coverage = orderCoverage(order);
        if (!coverage.covered) throw badRequest(`Order ${reference(order.id)}: ${coverage.reason}`, 'NOT_COVERED');
      }
      const timing = checkClaimTiming({
        decisionDate: parsed.data.decisionDate,
        today: calendarToday(opts.now),
        orders: orders.map((o) => ({
          reference: reference(o.id),
          paidAt: o.paidAt!,
          guaranteeTermsVersion: o.guaranteeTermsVersion!,
        })),
      });
      if (!timing.ok) throw badRequest(timing.message, 'CLAIM_OUT_OF_TIME');
      const steps = (await trackerSteps(tx, [userId])).get(userId) ?? [];
      const matches = checkLetterAgainstRecord(steps, parsed.data.decisionDate);
      if (!matches.ok) throw badRequest(matches.message, 'CLAIM_NOT_ON_RECORD');

      const [claim] = await tx
        .insert(guaranteeClaims)
        .values({
          userId,
          decisionDate: parsed.data.decisionDate,
          note: parsed.data.note || null,
          totalAmount: orders.reduce((sum, o) => sum + o.amount, 0),
          currency: orders[0].currency,
        })
        .returning();
      await tx.insert(guaranteeClaimOrders).values(
        orders.map((o) => ({
          claimId: claim.id,
          orderType: o.type,
          orderId: o.id,
          amount: o.amount,
          guaranteeTermsVersion: o.guaranteeTermsVersion!,
        })),
      );
      const { fileName, mimeType, size, sha256, content } = form.letter;
      await tx.insert(guaranteeClaimEvidence).values({ claimId: claim.id, fileName, mimeType, size, sha256, content });
      await notifyClaimStatus(tx, claim, 'submitted', opts.appUrl);
      return claim.id;
    })
    .catch((err: unknown) => {
      // Two claims filed at once for the same order: the open-order index lets only one through.
      if (isUniqueViolation(err)) throw new AppError(409, 'This order is already part of a claim.', 'ALREADY_CLAIMED');
      throw err;
    });
  const [claim] = await claimsWithDetails(db, [claimId]);
  return toClaimResponse(claim);
}

export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || isUniqueViolation((err as { cause?: unknown }).cause));

export async function listClaims(db: Db, userId: string): Promise<ClaimResponse[]> {
  const rows = await db
    .select({ id: guaranteeClaims.id })
    .from(guaranteeClaims)
    .where(eq(guaranteeClaims.userId, userId))
    .orderBy(desc(guaranteeClaims.createdAt));
  return (
    await claimsWithDetails(
      db,
      rows.map((r) => r.id),
    )
  ).map((c) => toClaimResponse(c));
}

export type ClaimWithDetails = ClaimRow & {
  orders: Array<typeof guaranteeClaimOrders.$inferSelect>;
  evidence: { fileName: string; mimeType: string; size: number } | null;
  application: ClaimResponse['application'];
};

/** Claims by id with their orders and the letter's description (not its bytes), in the order given. */
export async function claimsWithDetails(db: Db, ids: string[]): Promise<ClaimWithDetails[]> {
  if (ids.length === 0) return [];
  const [claims, orders, evidence, posted, steps] = await Promise.all([
    db.select().from(guaranteeClaims).where(inArray(guaranteeClaims.id, ids)),
    db
      .select()
      .from(guaranteeClaimOrders)
      .where(inArray(guaranteeClaimOrders.claimId, ids))
      .orderBy(asc(guaranteeClaimOrders.orderType)),
    db
      .select({
        claimId: guaranteeClaimEvidence.claimId,
        fileName: guaranteeClaimEvidence.fileName,
        mimeType: guaranteeClaimEvidence.mimeType,
        size: guaranteeClaimEvidence.size,
      })
      .from(guaranteeClaimEvidence)
      .where(inArray(guaranteeClaimEvidence.claimId, ids)),
    db
      .select({
        userId: applications.userId,
        postedOn: applications.postedOn,
        readyWhenPosted: applications.readyWhenPosted,
        missingWhenPosted: applications.missingWhenPosted,
      })
      .from(applications)
      .where(
        inArray(
          applications.userId,
          db.select({ id: guaranteeClaims.userId }).from(guaranteeClaims).where(inArray(guaranteeClaims.id, ids)),
        ),
      ),
    db
      .select({ userId: guaranteeClaims.userId })
      .from(guaranteeClaims)
      .where(inArray(guaranteeClaims.id, ids))
      .then((rows) => trackerSteps(db, [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))])),
  ]);
  const byId = new Map(claims.map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const claim = byId.get(id);
    if (!claim) return [];
    const letter = evidence.find((e) => e.claimId === id);
    const application = posted.find((a) => a.userId === claim.userId);
    return [
      {
        ...claim,
        orders: orders.filter((o) => o.claimId === id),
        evidence: letter ? { fileName: letter.fileName, mimeType: letter.mimeType, size: letter.size } : null,
        application: application
          ? {
              postedOn: application.postedOn,
              readyWhenPosted: application.readyWhenPosted,
              missingWhenPosted: application.missingWhenPosted,
              steps: (steps.get(application.userId) ?? []).map(({ step, label, on }: LabelledStep) => ({
                step,
                label,
                on,
              })),
            }
          : null,
      },
    ];
  });
}

export function toClaimResponse(
  claim: ClaimWithDetails,
  labels: Record<ClaimStatus, string> = CLAIM_STATUS_LABELS,
): ClaimResponse {
  return {
    id: claim.id,
    reference: reference(claim.id),
    status: claim.status,
    statusLabel: labels[claim.status],
    decisionDate: claim.decisionDate,
    note: claim.note,
    declineReason: claim.declineReason,
    totalAmount: claim.totalAmount,
    currency: claim.currency,
    createdAt: claim.createdAt.toISOString(),
    updatedAt: claim.updatedAt.toISOString(),
    refundedAt: iso(claim.refundedAt),
    orders: claim.orders.map((o) => ({
      type: o.orderType,
      id: o.orderId,
      reference: reference(o.orderId),
      label: ORDER_LABELS[o.orderType],
      amount: o.amount,
      guaranteeTermsVersion: o.guaranteeTermsVersion,
      refunded: o.refundedAt !== null,
    })),
    evidence: claim.evidence,
    application: claim.application,
  };
}

/** The refusal letter's bytes: for the claimant (`userId`) or, without it, for an admin. */
export async function readEvidence(db: Db, claimId: string, userId?: string) {
  const [row] = await db
    .select({
      fileName: guaranteeClaimEvidence.fileName,
      mimeType: guaranteeClaimEvidence.mimeType,
      content: guaranteeClaimEvidence.content,
    })
    .from(guaranteeClaimEvidence)
    .innerJoin(guaranteeClaims, eq(guaranteeClaims.id, guaranteeClaimEvidence.claimId))
    .where(and(eq(guaranteeClaimEvidence.claimId, claimId), userId ? eq(guaranteeClaims.userId, userId) : undefined));
  if (!row) throw notFound('Claim not found');
  return row;
}
