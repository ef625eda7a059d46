import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEligibilityCheckBody, eligibilityCheckResponse } from '../../../shared/eligibility.ts';
import type { Db } from '../../db/client.ts';
import { createEligibilityCheck } from './service.ts';

export const eligibilityCheckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/eligibility-checks',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: createEligibilityCheckBody, response: { 201: eligibilityCheckResponse } },
    },
    async (request, reply) => {
      const check = await createEligibilityCheck(db, request.body, null);
      return reply.status(201).send(check);
    },
  );
};
