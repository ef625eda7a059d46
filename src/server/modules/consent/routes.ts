import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookiePreferencesBody, userConsentBody, userConsentResponse } from '#shared/consent.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { getConsent, saveConsent } from './service.ts';

export const consentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/user-consent',
    { onRequest: app.requireUser, schema: { response: { 200: userConsentResponse } } },
    async (request) => {
      const consent = await getConsent(db, request.user!.id);
      if (!consent) throw notFound('No consent recorded yet');
      return consent;
    },
  );

  app.post(
    '/api/user-consent',
    { onRequest: app.requireUser, schema: { body: userConsentBody, response: { 200: userConsentResponse } } },
    async (request) => {
      const b = request.body;
      return saveConsent(
        db,
        request.user!.id,
        {
          analytics: b.consentCookiesAnalytics,
          marketing: b.consentCookiesMarketing,
          thirdPartySharing: b.consentThirdPartySharing,
        },
        'banner',
      );
    },
  );

  app.post(
    '/api/privacy/consent',
    { onRequest: app.requireUser, schema: { body: cookiePreferencesBody, response: { 200: userConsentResponse } } },
    async (request) => saveConsent(db, request.user!.id, request.body, 'settings'),
  );
};
