import { and, eq, sql } from 'drizzle-orm';
import { couponUsable, normaliseCouponCode } from '#domain/pricing/coupons.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { coupons } from '#server/db/schema.ts';

export type Coupon = typeof coupons.$inferSelect;

/** A coupon that can be used now, or null (unknown, inactive, expired or used up). */
export async function findUsableCoupon(db: Db | Tx, code: string, now: Date): Promise<Coupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)));
  return row && couponUsable(row, now) ? row : null;
}

/**
 * Counts one use, atomically: the update only happens while the coupon is active, unexpired and
 * under its limit, so two concurrent payments cannot both spend a single-use coupon.
 */
export async function redeemCoupon(tx: Tx, couponId: string): Promise<boolean> {
  const updated = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > now())`,
        sql`(${coupons.usageLimit} is null or ${coupons.timesUsed} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return updated.length === 1;
}
