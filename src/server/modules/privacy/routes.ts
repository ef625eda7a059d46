import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountResponse } from '#shared/consent.ts';
import type { Db } from '#server/db/client.ts';
import { deleteAccount } from './delete-account.ts';
import { exportUserData } from './user-data.ts';
import { budget } from '#server/plugins/budgets.ts';

export const privacyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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

  app.delete(
    '/api/privacy/delete-account',
    { schema: { response: { 200: deleteAccountResponse } } },
    async (request, reply) => {
      await deleteAccount(db, request.user!.id);
      // The sessions are gone from the database; the browser's cookie is cleared too.
      reply.header('set-cookie', [
        'better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        '__Secure-better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      ]);
      return { deleted: true as const };
    },
  );
};
