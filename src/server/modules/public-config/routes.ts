import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponse, type PublicConfig } from '#shared/public-config.ts';
import type { AppConfig } from '#server/config.ts';
import { fixedJson } from '#server/http/fixed-json.ts';

/** What GET /api/config answers; every page also carries it (page data), so the footer needs no request. */
export const publicConfig = (config: AppConfig): PublicConfig => ({
  googleSignIn: Boolean(config.google),
  currency: config.currency,
  company: config.company,
  retention: config.retention,
});

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get('/api/config', fixedJson(publicConfigResponse, publicConfig(config)));
};
