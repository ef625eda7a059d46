import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AdminAuditEntry } from '#shared/admin.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { adminAudit } from '#server/db/schema.ts';

/** Who did it: the signed-in admin (request.user). */
export type AuditActor = { id: string; email: string };

/**
 * Records an admin action that changed data (who, what, when, on which record). Pass the
 * transaction that makes the change, so the change and its audit row commit or roll back together.
 *
 *   await db.transaction(async (tx) => {
 *     const [order] = await tx.update(documentRequests).set({ status }).where(...).returning();
 *     await recordAdminAction(tx, request.user!, 'order.status', 'document_request', order.id, { from, to: status });
 *   });
 */
export async function recordAdminAction(
  tx: Db | Tx,
  admin: AuditActor,
  action: string,
  targetType: string,
  targetId: string,
  details?: Record<string, unknown> | null,
): Promise<AdminAuditEntry> {
  const [row] = await tx
    .insert(adminAudit)
    .values({
      adminUserId: admin.id,
      adminEmail: admin.email,
      action,
      targetType,
      targetId,
      details: details == null ? null : JSON.stringify(details),
    })
    .returning();
  return toAuditEntry(row);
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (text == null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { text };
  }
}

export const toAuditEntry = (row: typeof adminAudit.$inferSelect): AdminAuditEntry => ({
  id: row.id,
  adminUserId: row.adminUserId,
  adminEmail: row.adminEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  details: parseDetails(row.details),
  createdAt: row.createdAt.toISOString(),
});

/** The history of one record, newest first. */
export async function auditTrail(
  db: Db,
  targetType: string,
  targetId: string,
  limit = 200,
): Promise<AdminAuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, targetType), eq(adminAudit.targetId, targetId)))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit);
  return rows.map(toAuditEntry);
}

/** The histories of several records of one type, each newest first. */
export async function auditTrails(
  db: Db,
  targetType: string,
  targetIds: string[],
): Promise<Map<string, AdminAuditEntry[]>> {
  const trails = new Map<string, AdminAuditEntry[]>(targetIds.map((id) => [id, []]));
  if (targetIds.length === 0) return trails;
  const rows = await db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, targetType), inArray(adminAudit.targetId, targetIds)))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id));
  for (const row of rows) trails.get(row.targetId)?.push(toAuditEntry(row));
  return trails;
}
