import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEligibilityCheckBody, eligibilityCheckResponse } from '#shared/eligibility.ts';
import type { Db } from '#server/db/client.ts';
import { claimEligibilityCheck, createEligibilityCheck } from './service.ts';

export const eligibilityCheckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/eligibility-checks',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: createEligibilityCheckBody, response: { 201: eligibilityCheckResponse } },
    },
    async (request, reply) => {
      // Anonymous checks are welcome; a signed-in visitor's check is theirs at once.
      const user = await app.sessionUser(request);
      const check = await createEligibilityCheck(db, request.body, user?.id ?? null);
      return reply.status(201).send(check);
    },
  );

  app.post(
    '/api/eligibility-checks/:id/claim',
    {
      onRequest: app.requireUser,
      schema: {
        params: z.object({ id: z.uuid('Eligibility check not found') }),
        response: { 200: z.object({ claimed: z.literal(true) }) },
      },
    },
    async (request) => {
      await claimEligibilityCheck(db, request.params.id, request.user!.id);
      return { claimed: true as const };
    },
  );
};
