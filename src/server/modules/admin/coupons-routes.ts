import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseCouponCode } from '../../../domain/pricing/coupons.ts';
import { couponResponse, createCouponBody } from '../../../shared/payments.ts';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';

const toCoupon = (c: typeof coupons.$inferSelect) => ({
  ...c,
  expiresAt: c.expiresAt?.toISOString() ?? null,
  createdAt: c.createdAt.toISOString(),
});

/** Admin coupon management (list, create, deactivate). */
export const adminCouponRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/coupons', { schema: { response: { 200: z.array(couponResponse) } } }, async () =>
    (await db.select().from(coupons).orderBy(desc(coupons.createdAt))).map(toCoupon),
  );

  app.post('/api/admin/coupons', { schema: { body: createCouponBody, response: { 201: couponResponse } } }, async (request, reply) => {
    const b = request.body;
    const [row] = await db
      .insert(coupons)
      .values({
        code: normaliseCouponCode(b.code),
        name: b.name,
        percentOff: b.percentOff ?? null,
        amountOff: b.amountOff ?? null,
        expiresAt: b.expiresAt ? new Date(b.expiresAt) : null,
        usageLimit: b.usageLimit ?? null,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!row) throw new AppError(409, 'A coupon with this code already exists.', 'COUPON_EXISTS');
    return reply.status(201).send(toCoupon(row));
  });

  app.post(
    '/api/admin/coupons/:id/deactivate',
    { schema: { params: z.object({ id: z.uuid('Coupon not found') }), response: { 200: couponResponse } } },
    async (request) => {
      const [row] = await db.update(coupons).set({ active: false }).where(eq(coupons.id, request.params.id)).returning();
      if (!row) throw notFound('Coupon not found');
      return toCoupon(row);
    },
  );
};
