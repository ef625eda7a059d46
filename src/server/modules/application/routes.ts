import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminScanParams,
  certificateCheckBody,
  flagParams,
  flagResolveBody,
  itemParams,
  itemPatchSchemaFor,
  postingBody,
  timelineStepBody,
  workspaceResponse,
} from '#shared/application.ts';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { sendStoredFile } from '#server/http/stored-file.ts';
import { budget } from '#server/plugins/budgets.ts';
import { parseOrThrow } from '#server/validation.ts';
import { changeItemStatus, putCheck, resolveFlag, setApplicability } from './items-service.ts';
import { findItem, loadWorkspace, toResponse } from './load.ts';
import { deleteScan, scanOf, uploadScan } from './scans.ts';
import type { BlobStore } from '#server/storage/blob-store.ts';
import { addStep, putPosting } from './timeline-service.ts';

type Options = { db: Db; config: AppConfig; blobs: BlobStore; now?: () => Date };

/**
 * 'Your Application' (issue 21): the workspace, each item's moves and check, the posting
 * details and the timeline, and certificate scans. Every call is the signed-in user's own; every
 * change answers with the whole workspace, so the screen shows what the rules now say.
 */
export const applicationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, config, blobs, now = () => new Date() },
) => {
  await app.register(multipart);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const signedIn = { onRequest: app.requireUser };
  const respond = { response: { 200: workspaceResponse } };
  const workspace = async (userId: string) => toResponse(await loadWorkspace(db, userId), config, now());

  app.get('/api/application', { ...signedIn, schema: respond }, async (request) => workspace(request.user!.id));

  app.patch(
    '/api/application/items/:key',
    { ...signedIn, schema: { params: itemParams, ...respond } },
    async (request) => {
      const userId = request.user!.id;
      const schema = itemPatchSchemaFor(request.body);
      const body = parseOrThrow(schema, request.body);
      if ('notApplicable' in body) await setApplicability(db, userId, request.params.key, body, now());
      else await changeItemStatus(db, userId, request.params.key, body, now());
      return workspace(userId);
    },
  );

  app.put(
    '/api/application/items/:key/check',
    { ...signedIn, schema: { params: itemParams, body: certificateCheckBody, ...respond } },
    async (request) => {
      await putCheck(db, request.user!.id, request.params.key, request.body);
      return workspace(request.user!.id);
    },
  );

  app.post(
    '/api/application/items/:key/flags/:flagId/resolve',
    { ...signedIn, schema: { params: flagParams, body: flagResolveBody, ...respond } },
    async (request) => {
      const { key, flagId } = request.params;
      await resolveFlag(db, request.user!.id, key, flagId, request.body, now());
      return workspace(request.user!.id);
    },
  );

  app.put('/api/application/posting', { ...signedIn, schema: { body: postingBody, ...respond } }, async (request) => {
    await putPosting(db, request.user!.id, request.body, now());
    return workspace(request.user!.id);
  });

  app.post(
    '/api/application/timeline',
    { ...signedIn, schema: { body: timelineStepBody, ...respond } },
    async (request) => {
      await addStep(db, request.user!.id, request.body, now());
      return workspace(request.user!.id);
    },
  );

  app.post(
    '/api/application/items/:key/scan',
    {
      ...signedIn,
      ...budget(app, { perUser: 60, perAddress: 120, timeWindow: '1 hour' }),
      schema: { params: itemParams, ...respond },
    },
    async (request) => {
      // Another user's key answers 404 before any of the file is read; the file streams to the blob store.
      await findItem(db, request.user!.id, request.params.key);
      await uploadScan(request, db, blobs, request.user!.id, request.params.key, config.scanQuotaBytes);
      return workspace(request.user!.id);
    },
  );

  app.get('/api/application/items/:key/scan', { ...signedIn, schema: { params: itemParams } }, async (request, reply) =>
    sendStoredFile(reply, await scanOf(db, blobs, request.user!.id, request.params.key)),
  );

  app.delete(
    '/api/application/items/:key/scan',
    { ...signedIn, schema: { params: itemParams, ...respond } },
    async (request) => {
      await deleteScan(db, blobs, request.user!.id, request.params.key);
      return workspace(request.user!.id);
    },
  );

  app.get(
    '/api/admin/users/:id/application/items/:key/scan',
    { onRequest: app.requireAdmin, schema: { params: adminScanParams } },
    async (request, reply) => sendStoredFile(reply, await scanOf(db, blobs, request.params.id, request.params.key)),
  );
};
