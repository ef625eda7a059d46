import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseCouponCode } from '#domain/pricing/coupons.ts';
import { adminCouponResponse } from '#shared/admin.ts';
import { couponResponse, createCouponBody } from '#shared/payments.ts';
import type { Db } from '#server/db/client.ts';
import { coupons } from '#server/db/schema.ts';
import { AppError, notFound } from '#server/errors.ts';
import { auditTrails, recordAdminAction } from './audit.ts';

const toCoupon = (c: typeof coupons.$inferSelect) => ({
  ...c,
  expiresAt: c.expiresAt?.toISOString() ?? null,
  createdAt: c.createdAt.toISOString(),
});

/** What an audit row keeps of a coupon: its terms, not its counters. */
const couponTerms = (c: typeof coupons.$inferSelect) => ({
  code: c.code,
  name: c.name,
  percentOff: c.percentOff,
  amountOff: c.amountOff,
  expiresAt: c.expiresAt?.toISOString() ?? null,
  usageLimit: c.usageLimit,
});

/**
 * Admin coupon management (list, create or re-create, deactivate). Every change writes an admin_audit row in
 * the same transaction; the list carries each coupon's history.
 */
export const adminCouponRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/coupons', { schema: { response: { 200: z.array(adminCouponResponse) } } }, async () => {
    const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt));
    const trails = await auditTrails(
      db,
      'coupon',
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...toCoupon(r), history: trails.get(r.id) ?? [] }));
  });

  app.post(
    '/api/admin/coupons',
    { schema: { body: createCouponBody, response: { 201: couponResponse } } },
    async (request, reply) => {
      const b = request.body;
      const code = normaliseCouponCode(b.code);
      const terms = {
        name: b.name,
        percentOff: b.percentOff ?? null,
        amountOff: b.amountOff ?? null,
        expiresAt: b.expiresAt ? new Date(b.expiresAt) : null,
        usageLimit: b.usageLimit ?? null,
      };
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(coupons)
          .values({ code, ...terms })
          .onConflictDoNothing({ target: coupons.code })
          .returning();
        if (created) {
          await recordAdminAction(tx, request.user!, 'coupon.create', 'coupon', created.id, couponTerms(created));
          return created;
        }
        // A deactivated code is re-created with the new terms, its count starting again
        // (docs/decisions/060-the-admin-queue.md); the audit keeps the old terms and count.
        const [before] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
        if (!before || before.active) {
          throw new AppError(409, 'A coupon with this code already exists.', 'COUPON_EXISTS');
        }
        const [recreated] = await tx
          .update(coupons)
          .set({ ...terms, active: true, timesUsed: 0 })
          .where(eq(coupons.id, before.id))
          .returning();
        await recordAdminAction(tx, request.user!, 'coupon.recreate', 'coupon', before.id, {
          ...couponTerms(recreated),
          before: couponTerms(before),
          timesUsedBefore: before.timesUsed,
        });
        return recreated;
      });
      return reply.status(201).send(toCoupon(row));
    },
  );

  app.post(
    '/api/admin/coupons/:id/deactivate',
    { schema: { params: z.object({ id: z.uuid('Coupon not found') }), response: { 200: couponResponse } } },
    async (request) => {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ active: coupons.active })
          .from(coupons)
          .where(eq(coupons.id, request.params.id))
          .for('update');
        if (!before) throw notFound('Coupon not found');
        const [updated] = await tx
          .update(coupons)
          .set({ active: false })
          .where(eq(coupons.id, request.params.id))
          .returning();
        await recordAdminAction(tx, request.user!, 'coupon.deactivate', 'coupon', updated.id, {
          code: updated.code,
          wasActive: before.active,
          timesUsed: updated.timesUsed,
        });
        return updated;
      });
      return toCoupon(row);
    },
  );
};
