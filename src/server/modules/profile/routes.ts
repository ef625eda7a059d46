import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressRequestBody, notificationPreferencesBody, profileResponse } from '#shared/profile.ts';
import type { Db } from '#server/db/client.ts';
import { parseOrThrow } from '#server/validation.ts';
import { getProfile, saveAddress, saveNotificationPreferences } from './service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);

  const read = { schema: { response: { 200: profileResponse } } };
  app.get('/api/user-profile', read, async (request) => getProfile(db, request.user!.id));
  app.get('/api/user/profile', read, async (request) => getProfile(db, request.user!.id));

  app.post(
    '/api/user-profile',
    { schema: { body: z.record(z.string(), z.unknown()), response: { 200: profileResponse } } },
    // Either the address fields or {notificationPreferences}: the API accepts either body.
    async (request) => {
      if ('notificationPreferences' in request.body) {
        const { notificationPreferences } = parseOrThrow(notificationPreferencesBody, request.body);
        return saveNotificationPreferences(db, request.user!.id, notificationPreferences);
      }
      return saveAddress(db, request.user!.id, parseOrThrow(addressRequestBody, request.body));
    },
  );
};
