import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdminResponse } from '#shared/admin.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/is-admin',
    { onRequest: app.requireUser, schema: { response: { 200: isAdminResponse } } },
    async (request) => ({ isAdmin: request.user!.isAdmin }),
  );
};
