import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/is-admin',
    { onRequest: app.requireUser, schema: { response: { 200: z.object({ isAdmin: z.boolean() }) } } },
    async (request) => ({ isAdmin: request.user!.isAdmin }),
  );
};
