import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  accountActivity,
  account,
  applicationItems,
  applications,
  applicationScans,
  applicationSteps,
  consentEvents,
  documentRequests,
  documentResearchSelections,
  emailOutbox,
  eligibilityChecks,
  guaranteeClaimEvidence,
  guaranteeClaimOrders,
  guaranteeClaims,
  familyMembers,
  familyTreeLocks,
  lineageRoutePreferences,
  marriages,
  nameChangeEvents,
  orderEvents,
  registryFeeLines,
  orderLines,
  pdfOrders,
  session,
  user,
  userConsents,
  userProfiles,
} from '#server/db/schema.ts';

type Reader = (db: Db, userId: string) => Promise<unknown[]>;

/** Where the export ZIP holds the scan of an item: one folder per item, the name as uploaded (made safe). */
export function scanPathInExport(itemKey: string, fileName: string): string {
  const safe = (s: string) =>
    s
      .replace(/[^\w .()-]/g, '_')
      .replace(/^[. ]+/, '')
      .slice(0, 120) || 'scan';
  return `scans/${safe(itemKey)}/${safe(fileName)}`;
}

const claimsOf = (db: Db, userId: string) =>
  db.select({ id: guaranteeClaims.id }).from(guaranteeClaims).where(eq(guaranteeClaims.userId, userId));

/**
 * Every table that holds data about a user, by its SQL name, with how the export reads it.
 * Secrets (session tokens, OAuth tokens) are left out of the rows; the rows themselves are all listed.
 */
export const EXPORTED_TABLES: Record<string, Reader> = {
  user: (db, id) =>
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        image: user.image,
        isAdmin: user.isAdmin,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      })
      .from(user)
      .where(eq(user.id, id)),
  session: (db, id) =>
    db
      .select({
        id: session.id,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, id)),
  account: (db, id) =>
    db
      .select({
        id: account.id,
        providerId: account.providerId,
        accountId: account.accountId,
        createdAt: account.createdAt,
      })
      .from(account)
      .where(eq(account.userId, id)),
  user_profiles: (db, id) => db.select().from(userProfiles).where(eq(userProfiles.userId, id)),
  user_consents: (db, id) => db.select().from(userConsents).where(eq(userConsents.userId, id)),
  consent_events: (db, id) =>
    db.select().from(consentEvents).where(eq(consentEvents.userId, id)).orderBy(asc(consentEvents.createdAt)),
  eligibility_checks: (db, id) =>
    db
      .select()
      .from(eligibilityChecks)
      .where(eq(eligibilityChecks.userId, id))
      .orderBy(asc(eligibilityChecks.createdAt)),
  family_members: (db, id) =>
    db.select().from(familyMembers).where(eq(familyMembers.userId, id)).orderBy(asc(familyMembers.createdAt)),
  name_change_events: (db, id) =>
    db.select().from(nameChangeEvents).where(eq(nameChangeEvents.userId, id)).orderBy(asc(nameChangeEvents.createdAt)),
  marriages: (db, id) => db.select().from(marriages).where(eq(marriages.userId, id)).orderBy(asc(marriages.createdAt)),
  family_tree_locks: (db, id) => db.select().from(familyTreeLocks).where(eq(familyTreeLocks.userId, id)),
  lineage_route_preferences: (db, id) =>
    db.select().from(lineageRoutePreferences).where(eq(lineageRoutePreferences.userId, id)),
  pdf_orders: (db, id) => db.select().from(pdfOrders).where(eq(pdfOrders.userId, id)).orderBy(asc(pdfOrders.createdAt)),
  document_requests: (db, id) =>
    db.select().from(documentRequests).where(eq(documentRequests.userId, id)).orderBy(asc(documentRequests.createdAt)),
  // What happened to the user's orders, without what is internal to the business: no admin notes,
  // no admin identities (their email was the event's actor label).
  order_events: async (db, id) => {
    const own = db.select({ id: documentRequests.id }).from(documentRequests).where(eq(documentRequests.userId, id));
    const rows = await db
      .select({
        id: orderEvents.id,
        orderId: orderEvents.orderId,
        actorLabel: orderEvents.actorLabel,
        fromStatus: orderEvents.fromStatus,
        toStatus: orderEvents.toStatus,
        changes: orderEvents.changes,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, own))
      .orderBy(asc(orderEvents.createdAt));
    return rows.map(({ actorLabel, ...event }) => ({
      ...event,
      changedBy: actorLabel === 'payment' ? 'payment' : 'Irish Citizenship Assist',
    }));
  },
  // The registry's fee for each certificate of the user's orders (docs/decisions/056-the-registry-fee.md).
  registry_fee_lines: (db, id) =>
    db
      .select()
      .from(registryFeeLines)
      .where(
        inArray(
          registryFeeLines.orderId,
          db.select({ id: documentRequests.id }).from(documentRequests).where(eq(documentRequests.userId, id)),
        ),
      )
      .orderBy(asc(registryFeeLines.createdAt)),
  // The work order of each certificate (docs/decisions/065-the-work-order.md), without the admin who refunded it.
  order_lines: async (db, id) =>
    (
      await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            db.select({ id: documentRequests.id }).from(documentRequests).where(eq(documentRequests.userId, id)),
          ),
        )
        .orderBy(asc(orderLines.createdAt), asc(orderLines.documentIndex))
    ).map(({ refundedBy: _by, ...line }) => line),
  document_research_selections: (db, id) =>
    db.select().from(documentResearchSelections).where(eq(documentResearchSelections.userId, id)),
  // Without the deciding admin's email and the payment provider's internal refund error.
  guarantee_claims: (db, id) => {
    const { decidedByEmail: _admin, refundError: _internal, ...customerFacing } = getTableColumns(guaranteeClaims);
    return db
      .select(customerFacing)
      .from(guaranteeClaims)
      .where(eq(guaranteeClaims.userId, id))
      .orderBy(asc(guaranteeClaims.createdAt));
  },
  guarantee_claim_orders: (db, id) =>
    db
      .select()
      .from(guaranteeClaimOrders)
      .where(inArray(guaranteeClaimOrders.claimId, claimsOf(db, id))),
  // The refusal letters themselves, as base64, so the export holds everything the user gave us.
  guarantee_claim_evidence: async (db, id) =>
    (
      await db
        .select()
        .from(guaranteeClaimEvidence)
        .where(inArray(guaranteeClaimEvidence.claimId, claimsOf(db, id)))
    ).map((e) => ({
      ...e,
      content: e.content.toString('base64'),
    })),
  // 'Your Application': what the user recorded on each item, the posting, the timeline, and each
  // scan's details with `file`, where the export ZIP holds the scan itself (export-zip.ts).
  application_items: (db, id) => db.select().from(applicationItems).where(eq(applicationItems.userId, id)),
  applications: (db, id) => db.select().from(applications).where(eq(applications.userId, id)),
  application_steps: (db, id) =>
    db.select().from(applicationSteps).where(eq(applicationSteps.userId, id)).orderBy(asc(applicationSteps.createdAt)),
  application_scans: async (db, id) => {
    const { content: _bytes, storageKey: _internal, ...details } = getTableColumns(applicationScans);
    return (
      await db
        .select(details)
        .from(applicationScans)
        .where(eq(applicationScans.userId, id))
        .orderBy(asc(applicationScans.itemKey))
    ).map((s) => ({ ...s, file: scanPathInExport(s.itemKey, s.fileName) }));
  },
  // When the account last signed in, and any warning that inactivity will delete it.
  account_activity: (db, id) => db.select().from(accountActivity).where(eq(accountActivity.userId, id)),
  // The mail itself, without the mail server's internal error text.
  email_outbox: (db, id) => {
    const { lastError: _internal, ...mail } = getTableColumns(emailOutbox);
    return db.select(mail).from(emailOutbox).where(eq(emailOutbox.userId, id)).orderBy(asc(emailOutbox.createdAt));
  },
};

/** Tables deliberately not in the export, each with the reason. */
export const NOT_EXPORTED: Record<string, string> = {
  verification: 'one-time sign-in tokens that expire within 15 minutes; deleted with the account',
  dev_mailbox: 'development only; never used in production',
  coupons: 'discount codes; not about any person',
  payment_events: 'ids of payment-provider events already handled; no personal data',
  test_payment_intents: 'the built-in test payment provider, development only; never used in production',
  blob_deletions:
    'files waiting to be deleted from the blob store after their rows were; emptied as soon as the deletion commits',
  payment_locks:
    "a lease held while one of the user's payments is being started (under a second), deleted when it is done",
  admin_audit:
    "what admins changed, kept as the business's own record; it holds the admin's email, not the user's data",
  admin_daily_counts: 'how many signups, checks and paid orders each day, for the admin overview; no person in it',
  admin_application_stages:
    "each user's application stage, derived from their application rows (which are exported) for the admin overview; removed with them",
  admin_application_counts: 'how many users are at each application stage, for the admin overview; no person in it',
  scheduled_jobs: "the server's timed jobs and how their last run went; no person in it",
  scheduled_job_runs: "a record of each timed job's runs, as counts; no person in it",
};

export type UserDataExport = {
  exportedAt: string;
  format: 'irish-citizenship-assist/export/v1';
  tables: Record<string, unknown[]>;
};

export async function exportUserData(db: Db, userId: string, now: Date): Promise<UserDataExport> {
  const entries = await Promise.all(
    Object.entries(EXPORTED_TABLES).map(async ([table, read]) => [table, await read(db, userId)] as const),
  );
  return {
    exportedAt: now.toISOString(),
    format: 'irish-citizenship-assist/export/v1',
    tables: Object.fromEntries(entries),
  };
}

/**
 * The only records about a person that stay after their account is deleted, each with the reason
 * (decision 018). They stay without the person: no link, name, email, address, phone or free text
 * about them, so a walk of the whole database after a deletion finds them nowhere. Every other
 * exported table is deleted with the user.
 */
export const KEPT_AFTER_DELETION: Record<string, string> = {
  eligibility_checks: 'the four answers and the result, without the user link: statistics',
  pdf_orders: 'what was sold, for how much and when: 7 years of bookkeeping and tax records',
  document_requests: 'the certificate types ordered, amounts, dates and delivery status: 7 years of bookkeeping',
  order_events: 'status and tracking history of those orders: shows what was delivered, for refunds and disputes',
  registry_fee_lines:
    'the registry fee charged, paid or refunded for each certificate of those orders, and what was paid to the office with its reference, with nothing about the person: 7 years of bookkeeping',
  order_lines:
    "each certificate's kind, what the office was paid with its reference, and any refund of it, with nothing about the person: 7 years of bookkeeping",
  guarantee_claims: 'amounts, dates and outcome of guarantee claims: refund records, 7 years',
  guarantee_claim_orders: 'which order each refund was for: refund records, 7 years',
  admin_audit:
    "what admins decided and when, without a decline reason; an admin's own actions stay under a label naming nobody",
};

export const DELETED_WITH_USER = Object.keys(EXPORTED_TABLES).filter((t) => !(t in KEPT_AFTER_DELETION));
