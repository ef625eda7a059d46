import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminClaimResponse,
  adminClaimsQuery,
  claimableOrderResponse,
  claimIdParams,
  claimRecordResponse,
  claimResponse,
  declineClaimBody,
} from '#shared/claims.ts';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { requireProvider } from '#server/payments/require-provider.ts';
import { decideClaim, getAdminClaim, listAdminClaims, reopenClaim } from './admin-claims-service.ts';
import { createClaim, listClaimableOrders, listClaims, readEvidence } from './claims-service.ts';
import { readClaimForm } from './evidence.ts';
import { claimRecordOf } from './record.ts';
import { approveClaim } from './refunds.ts';
import { budget } from '#server/plugins/budgets.ts';
import { sendStoredFile } from '#server/http/stored-file.ts';

type Options = { db: Db; config: AppConfig; provider: PaymentProvider | null; now?: () => Date };

/** The success guarantee: the claimant's claims and letters, and the admin Claims tab's calls. */
export const claimRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, config, provider, now = () => new Date() },
) => {
  // Multipart is accepted by this plugin's routes only; everything else stays JSON.
  await app.register(multipart);
  // Claims, letters and refunds are personal: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const signedIn = { onRequest: app.requireUser };
  const admin = { onRequest: app.requireAdmin };
  const opts = () => ({ now: now(), appUrl: config.appUrl });

  app.get('/api/claims', { ...signedIn, schema: { response: { 200: z.array(claimResponse) } } }, async (request) =>
    listClaims(db, request.user!.id),
  );

  app.get(
    '/api/claims/orders',
    { ...signedIn, schema: { response: { 200: z.array(claimableOrderResponse) } } },
    async (request) => listClaimableOrders(db, request.user!.id),
  );

  // What the tracker in 'Your Application' says, for the claim form (decision 053).
  app.get('/api/claims/record', { ...signedIn, schema: { response: { 200: claimRecordResponse } } }, async (request) =>
    claimRecordOf(db, request.user!.id),
  );

  app.post(
    '/api/claims',
    {
      ...signedIn,
      ...budget(app, { perUser: 30, perAddress: 60, timeWindow: '1 hour' }),
      schema: { response: { 201: claimResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await createClaim(db, request.user!.id, await readClaimForm(request), opts())),
  );

  app.get('/api/claims/:id/letter', { ...signedIn, schema: { params: claimIdParams } }, async (request, reply) =>
    sendStoredFile(reply, await readEvidence(db, request.params.id, request.user!.id)),
  );

  app.get(
    '/api/admin/claims',
    { ...admin, schema: { querystring: adminClaimsQuery, response: { 200: z.array(adminClaimResponse) } } },
    async (request) => {
      const status = request.query.status;
      return listAdminClaims(db, status === undefined ? undefined : Array.isArray(status) ? status : [status]);
    },
  );

  app.get('/api/admin/claims/:id/letter', { ...admin, schema: { params: claimIdParams } }, async (request, reply) =>
    sendStoredFile(reply, await readEvidence(db, request.params.id)),
  );

  app.post(
    '/api/admin/claims/:id/review',
    { ...admin, schema: { params: claimIdParams, response: { 200: adminClaimResponse } } },
    async (request) => {
      await decideClaim(db, request.user!, request.params.id, { action: 'review' }, opts());
      return getAdminClaim(db, request.params.id);
    },
  );

  app.post(
    '/api/admin/claims/:id/decline',
    { ...admin, schema: { params: claimIdParams, body: declineClaimBody, response: { 200: adminClaimResponse } } },
    async (request) => {
      await decideClaim(
        db,
        request.user!,
        request.params.id,
        { action: 'decline', reason: request.body.reason },
        opts(),
      );
      return getAdminClaim(db, request.params.id);
    },
  );

  app.post(
    '/api/admin/claims/:id/reopen',
    { ...admin, schema: { params: claimIdParams, response: { 200: adminClaimResponse } } },
    async (request) => {
      await reopenClaim(db, request.user!, request.params.id, opts());
      return getAdminClaim(db, request.params.id);
    },
  );

  // Approve, or retry a refund the provider refused; safe to repeat (see approveClaim).
  app.post(
    '/api/admin/claims/:id/approve',
    { ...admin, schema: { params: claimIdParams, response: { 200: adminClaimResponse } } },
    async (request) => {
      await approveClaim(db, requireProvider(provider), request.user!, request.params.id, opts());
      return getAdminClaim(db, request.params.id);
    },
  );
};
