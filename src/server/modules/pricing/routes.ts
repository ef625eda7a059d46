import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildPricing } from '#domain/pricing/pricing.ts';
import { pricingResponse } from '#shared/pricing.ts';
import type { AppConfig } from '#server/config.ts';
import { fixedJson } from '#server/http/fixed-json.ts';

export const pricingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get('/api/pricing', fixedJson(pricingResponse, buildPricing(config), { 'cache-control': 'public, max-age=300' }));
};
