import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping();
      if (!(await database.migrationsCurrent())) {
        return reply.status(503).send({ message: 'Database migrations are not current', code: 'MIGRATIONS_PENDING' });
      }
      return { status: 'ready', database: database.kind };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ message: 'Database unavailable', code: 'UNAVAILABLE' });
    }
  });
};
