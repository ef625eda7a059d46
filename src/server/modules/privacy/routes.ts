import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountResponse } from '#shared/consent.ts';
import { deletionImpactResponse } from '#shared/privacy.ts';
import type { Db } from '#server/db/client.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { deleteAccount } from './delete-account.ts';
import { deletionImpact } from './in-progress.ts';
import { exportUserData } from './user-data.ts';
import { budget } from '#server/plugins/budgets.ts';

export const privacyRoutes: FastifyPluginAsyncZod<{ db: Db; provider: PaymentProvider | null }> = async (
  app,
  { db, provider },
) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/privacy/export',
    budget(app, { perUser: 10, perAddress: 30, timeWindow: '1 hour' }),
    async (request, reply) => {
      const now = new Date();
      const data = await exportUserData(db, request.user!.id, now);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="irish-citizenship-data-${now.toISOString().slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  // Shown before the user confirms a deletion: their orders and claims in progress, and what deletion does to each.
  app.get('/api/privacy/deletion-impact', { schema: { response: { 200: deletionImpactResponse } } }, async (request) =>
    deletionImpact(db, request.user!.id),
  );

  app.delete(
    '/api/privacy/delete-account',
    { schema: { response: { 200: deleteAccountResponse } } },
    async (request, reply) => {
      await deleteAccount(db, provider, request.user!.id);
      // The sessions are gone from the database; the browser's cookie is cleared too.
      reply.header('set-cookie', [
        'better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        '__Secure-better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      ]);
      return { deleted: true as const };
    },
  );
};
