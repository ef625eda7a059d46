import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildPricing } from '../../../domain/pricing/pricing.ts';
import { pricingResponse } from '../../../shared/pricing.ts';
import type { AppConfig } from '../../config.ts';

export const pricingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const pricing = buildPricing(config);
  app.get('/api/pricing', { schema: { response: { 200: pricingResponse } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return pricing;
  });
};
