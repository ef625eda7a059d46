import { randomBytes } from 'node:crypto';
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  adminAudit,
  devMailbox,
  emailOutbox,
  guaranteeClaims,
  orderEvents,
  testPaymentIntents,
  user,
  verification,
} from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { queueBlobDeletions } from '#server/storage/blob-deletions.ts';
import { userPrefix } from '#server/storage/blob-store.ts';
import { anonymiseRecords } from './anonymise-records.ts';
import { closeInProgress, refundUnpostedOrders } from './in-progress.ts';

/**
 * Deletes the account and everything personal in one transaction
 * (docs/decisions/008-data-rights.md, 018-deletion-leaves-no-copies.md). The database cascades remove sessions (signed out everywhere), accounts, profile,
 * consents, the family tree and queued mail. Orders, order history, claims and the admin audit
 * are kept (bookkeeping and accountability) without the person: no link, no name, no email, and
 * no free text written about them; an admin's own actions stay under a label that names nobody.
 * Mail kept by the development mailbox and the test payment provider's records are cleared too,
 * and the account's files in the blob store are queued for deletion once this commits.
 * Before that, what is in progress is settled (decision 027): paid certificate orders not yet
 * posted are refunded, and guarantee claims not yet decided are withdrawn.
 */
export async function deleteAccount(db: Db, provider: PaymentProvider | null, userId: string): Promise<void> {
  const refunded = await refundUnpostedOrders(db, provider, userId);
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for('update');
    if (!row) throw notFound('Account not found');
    await closeInProgress(tx, userId, refunded);
    await anonymiseRecords(tx, { userId });
    // Pending sign-in links name the email, as it was typed, in their stored value (wildcards escaped).
    const escaped = row.email.replace(/[\\%_]/g, (c) => `\\${c}`);
    const pattern = `%"${escaped}"%`;
    await tx.delete(verification).where(ilike(verification.value, pattern));
    // Mail to the address, queued or kept by the development mailbox (sign-in links have no user).
    await tx.delete(emailOutbox).where(ilike(emailOutbox.to, escaped));
    await tx.delete(devMailbox).where(ilike(devMailbox.to, escaped));
    // What the person did as an admin stays on record (accountability) under a label that names
    // nobody, the same for all their actions; the user link in those rows is cleared by the cascade.
    const formerAdmin = `Former admin ${randomBytes(3).toString('hex')}`;
    await tx
      .update(adminAudit)
      .set({ adminEmail: formerAdmin })
      .where(or(eq(adminAudit.adminUserId, userId), ilike(adminAudit.adminEmail, escaped)));
    await tx
      .update(orderEvents)
      .set({ actorLabel: formerAdmin })
      .where(or(eq(orderEvents.actorUserId, userId), ilike(orderEvents.actorLabel, escaped)));
    await tx
      .update(guaranteeClaims)
      .set({ decidedByEmail: formerAdmin })
      .where(ilike(guaranteeClaims.decidedByEmail, escaped));
    // The test provider's intents name the user in their metadata (Stripe keeps only the opaque id).
    await tx
      .update(testPaymentIntents)
      .set({ metadata: sql`(${testPaymentIntents.metadata}::jsonb - 'userId')::text` })
      .where(sql`${testPaymentIntents.metadata}::jsonb ->> 'userId' = ${userId}`);
    // Every file of the account in the blob store (its scans), deleted once this commits (decision 047).
    await queueBlobDeletions(tx, [userPrefix(userId)]);
    await tx.delete(user).where(eq(user.id, userId));
  });
}
