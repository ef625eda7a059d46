import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdminResponse } from '#shared/admin.ts';
import { userNameBody, userNameResponse } from '#shared/session.ts';
import type { Db } from '#server/db/client.ts';
import { saveUserName } from './name-service.ts';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/user/is-admin',
    { onRequest: app.requireUser, schema: { response: { 200: isAdminResponse } } },
    async (request) => ({ isAdmin: request.user!.isAdmin }),
  );

  app.put(
    '/api/user/name',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: userNameBody, response: { 200: userNameResponse } },
    },
    async (request) => saveUserName(db, request.user!.id, request.body.name),
  );
};
