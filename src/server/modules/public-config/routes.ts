import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponse } from '../../../shared/public-config.ts';
import type { AppConfig } from '../../config.ts';
import { fixedJson } from '../../http/fixed-json.ts';

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = { googleSignIn: Boolean(config.google), currency: config.currency };
  app.get('/api/config', { schema: { response: { 200: publicConfigResponse } } }, fixedJson(publicConfigResponse, body));
};
