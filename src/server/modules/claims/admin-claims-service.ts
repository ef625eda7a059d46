import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ADMIN_CLAIM_STATUS_LABELS,
  checkClaimAction,
  type ClaimAction,
  type ClaimStatus,
} from '#domain/guarantee/claims.ts';
import type { AdminClaimResponse } from '#shared/claims.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { adminAudit, guaranteeClaimOrders, guaranteeClaims, user } from '#server/db/schema.ts';
import { AppError, notFound } from '#server/errors.ts';
import { recordAdminAction, type AuditActor } from '../admin/audit.ts';
import { reference } from './claim-orders.ts';
import { claimsWithDetails, isUniqueViolation, toClaimResponse } from './claims-service.ts';
import { notifyClaimStatus } from './notifications.ts';

/** Claims for the admin Claims tab, newest first, optionally by status. */
export async function listAdminClaims(db: Db, statuses?: ClaimStatus[]): Promise<AdminClaimResponse[]> {
  const rows = await db
    .select({ id: guaranteeClaims.id })
    .from(guaranteeClaims)
    .where(statuses ? inArray(guaranteeClaims.status, statuses) : undefined)
    .orderBy(desc(guaranteeClaims.createdAt))
    .limit(500);
  return adminClaims(
    db,
    rows.map((r) => r.id),
  );
}

export async function getAdminClaim(db: Db, id: string): Promise<AdminClaimResponse> {
  const [claim] = await adminClaims(db, [id]);
  if (!claim) throw notFound('Claim not found');
  return claim;
}

async function adminClaims(db: Db, ids: string[]): Promise<AdminClaimResponse[]> {
  const claims = await claimsWithDetails(db, ids);
  const owners = claims.map((c) => c.userId).filter((id): id is string => id !== null);
  const emails = owners.length
    ? await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(inArray(user.id, owners))
    : [];
  return claims.map((c) => {
    const owner = emails.find((e) => e.id === c.userId);
    return {
      ...toClaimResponse(c, ADMIN_CLAIM_STATUS_LABELS),
      userId: c.userId,
      userEmail: owner?.email ?? null,
      userName: owner?.name.trim() || null,
      refundError: c.refundError,
      decidedByEmail: c.decidedByEmail,
      decidedAt: c.decidedAt?.toISOString() ?? null,
    };
  });
}

/** Review or decline (approval, which refunds, is in refunds.ts); audited and mailed in the same transaction. */
export async function decideClaim(
  db: Db,
  admin: AuditActor,
  claimId: string,
  decision: { action: Extract<ClaimAction, 'review' | 'decline'>; reason?: string },
  opts: { now: Date; appUrl: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [claim] = await tx.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claimId)).for('update');
    if (!claim) throw notFound('Claim not found');
    const check = checkClaimAction(claim.status, decision.action);
    if (!check.ok) throw new AppError(409, check.message, 'CLAIM_STATE');
    const declined = decision.action === 'decline';
    const [updated] = await tx
      .update(guaranteeClaims)
      .set(
        declined
          ? {
              status: 'declined',
              declineReason: decision.reason!,
              decidedAt: opts.now,
              decidedByEmail: admin.email,
              updatedAt: opts.now,
            }
          : { status: 'under_review', updatedAt: opts.now },
      )
      .where(eq(guaranteeClaims.id, claimId))
      .returning();
    // A declined claim no longer holds its orders: the claimant may claim them again with the right letter.
    if (declined)
      await tx.update(guaranteeClaimOrders).set({ open: false }).where(eq(guaranteeClaimOrders.claimId, claimId));
    await recordAdminAction(
      tx,
      admin,
      `claim.${decision.action}`,
      'guarantee_claim',
      claimId,
      declined ? { reason: decision.reason } : { from: claim.status },
    );
    await notifyClaimStatus(
      tx,
      updated,
      declined ? 'declined' : 'under_review',
      opts.appUrl,
      await timesReopened(tx, claimId),
    );
  });
}

const timesReopened = async (tx: Tx, claimId: string) =>
  Number(
    (
      await tx
        .select({ n: sql<number>`count(*)` })
        .from(adminAudit)
        .where(and(eq(adminAudit.action, 'claim.reopen'), eq(adminAudit.targetId, claimId)))
    )[0].n,
  );

/**
 * Reopens a declined claim for review (a mistake, or new evidence): it takes its orders back,
 * unless one of them is now in another claim that was not declined. Audited and mailed.
 */
export async function reopenClaim(
  db: Db,
  admin: AuditActor,
  claimId: string,
  opts: { now: Date; appUrl: string },
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const [claim] = await tx.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claimId)).for('update');
      if (!claim) throw notFound('Claim not found');
      const check = checkClaimAction(claim.status, 'reopen');
      if (!check.ok) throw new AppError(409, check.message, 'CLAIM_STATE');
      const mine = await tx.select().from(guaranteeClaimOrders).where(eq(guaranteeClaimOrders.claimId, claimId));
      const [taken] = mine.length
        ? await tx
            .select({ orderId: guaranteeClaimOrders.orderId, claimId: guaranteeClaimOrders.claimId })
            .from(guaranteeClaimOrders)
            .where(
              and(
                eq(guaranteeClaimOrders.open, true),
                ne(guaranteeClaimOrders.claimId, claimId),
                inArray(
                  guaranteeClaimOrders.orderId,
                  mine.map((o) => o.orderId),
                ),
              ),
            )
            .limit(1)
        : [];
      if (taken)
        throw new AppError(
          409,
          `Order ${reference(taken.orderId)} is now part of claim ${reference(taken.claimId)}, so this claim cannot be reopened. Decide that claim instead.`,
          'ALREADY_CLAIMED',
        );
      const [updated] = await tx
        .update(guaranteeClaims)
        .set({
          status: 'under_review',
          declineReason: null,
          decidedAt: null,
          decidedByEmail: null,
          updatedAt: opts.now,
        })
        .where(eq(guaranteeClaims.id, claimId))
        .returning();
      await tx.update(guaranteeClaimOrders).set({ open: true }).where(eq(guaranteeClaimOrders.claimId, claimId));
      await recordAdminAction(tx, admin, 'claim.reopen', 'guarantee_claim', claimId, {
        declineReason: claim.declineReason,
      });
      await notifyClaimStatus(tx, updated, 'reopened', opts.appUrl, await timesReopened(tx, claimId));
    })
    .catch((err: unknown) => {
      // A claim for one of its orders filed while this ran: the open-order index lets only one through.
      if (isUniqueViolation(err))
        throw new AppError(
          409,
          'One of its orders has just been claimed again, so this claim cannot be reopened.',
          'ALREADY_CLAIMED',
        );
      throw err;
    });
}
