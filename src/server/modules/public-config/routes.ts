import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponse } from '#shared/public-config.ts';
import type { AppConfig } from '#server/config.ts';
import { fixedJson } from '#server/http/fixed-json.ts';

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/config',
    fixedJson(publicConfigResponse, { googleSignIn: Boolean(config.google), currency: config.currency }),
  );
};
