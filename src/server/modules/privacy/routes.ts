import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountResponse } from '#shared/consent.ts';
import { deletionImpactResponse } from '#shared/privacy.ts';
import type { Db } from '#server/db/client.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { deleteAccount } from './delete-account.ts';
import { deletionImpact } from './in-progress.ts';
import { exportZip } from './export-zip.ts';
import type { BlobStore } from '#server/storage/blob-store.ts';
import { drainBlobDeletions } from '#server/storage/blob-deletions.ts';
import { budget } from '#server/plugins/budgets.ts';

export const privacyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  provider: PaymentProvider | null;
  blobs: BlobStore;
}> = async (app, { db, provider, blobs }) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/privacy/export',
    budget(app, { perUser: 10, perAddress: 30, timeWindow: '1 hour' }),
    async (request, reply) => {
      const now = new Date();
      // A ZIP streamed as it is written: the JSON of every table and each scan as a file.
      const zip = await exportZip(db, blobs, request.user!.id, now);
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="irish-citizenship-data-${now.toISOString().slice(0, 10)}.zip"`,
        )
        .header('cache-control', 'no-store')
        .send(zip);
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
      // The account's files, queued for deletion by the same transaction, go from the blob store now.
      await drainBlobDeletions(db, blobs);
      // The sessions are gone from the database; the browser's cookie is cleared too.
      reply.header('set-cookie', [
        'better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        '__Secure-better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      ]);
      return { deleted: true as const };
    },
  );
};
