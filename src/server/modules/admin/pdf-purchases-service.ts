import { and, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPdfOrder, adminPdfOrdersQuery } from '#shared/admin-lists.ts';
import type { Db } from '#server/db/client.ts';
import { coupons, pdfOrders, user } from '#server/db/schema.ts';
import { containsPattern } from './users-service.ts';

const LIST_LIMIT = 500;

/**
 * The PDF pack purchases for admins (issue 34: a 'cannot download my pack' request must be
 * looked up), newest first, by status and by part of the reference, the buyer's email or name.
 */
export async function listPdfPurchases(db: Db, query: z.output<typeof adminPdfOrdersQuery>): Promise<AdminPdfOrder[]> {
  const q = query.q;
  const ref = q?.replace(/^#/, '').toLowerCase();
  const rows = await db
    .select({ order: pdfOrders, name: user.name, email: user.email, couponCode: coupons.code })
    .from(pdfOrders)
    .leftJoin(user, eq(user.id, pdfOrders.userId))
    .leftJoin(coupons, eq(coupons.id, pdfOrders.couponId))
    .where(
      and(
        query.status ? eq(pdfOrders.status, query.status) : undefined,
        q
          ? or(
              ref && /^[0-9a-f-]{1,36}$/.test(ref) ? like(sql`${pdfOrders.id}::text`, `${ref}%`) : undefined,
              ilike(pdfOrders.customerEmail, containsPattern(q)),
              ilike(user.name, containsPattern(q)),
              ilike(user.email, containsPattern(q)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(pdfOrders.createdAt), desc(pdfOrders.id))
    .limit(LIST_LIMIT);
  return rows.map(({ order: o, name, email, couponCode }) => ({
    id: o.id,
    paymentStatus: o.status,
    amount: o.amount,
    baseAmount: o.baseAmount,
    discountAmount: o.discountAmount,
    currency: o.currency,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    userId: o.userId,
    customerName: name?.trim() || null,
    customerEmail: email ?? o.customerEmail,
    provider: o.provider,
    couponCode: couponCode ?? null,
    failureReason: o.failureReason,
  }));
}
