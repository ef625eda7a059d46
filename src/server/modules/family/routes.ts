import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eligibilityAssessmentResponse } from '#shared/eligibility-assessment.ts';
import {
  GEDCOM_BODY_LIMIT,
  gedcomImportBody,
  gedcomImportResponse,
  gedcomPreviewBody,
  gedcomPreviewResponse,
  gedcomUpload,
} from '#shared/gedcom.ts';
import {
  childrenCountResponse,
  createFamilyMemberBody,
  createNameChangeBody,
  familyMemberOptionsResponse,
  familyMemberResponse,
  lineagePreferenceBody,
  lineagePreferenceResponse,
  lockBody,
  memberIdParams,
  marriageResponse,
  nameChangeResponse,
  successResponse,
  treeLockResponse,
  updateSchemaFor,
} from '#shared/family.ts';
import type { Db } from '#server/db/client.ts';
import type { JobPool } from '#server/jobs/job-pool.ts';
import { checkedJsonSender } from '#server/http/checked-json.ts';
import { parseOrThrow } from '#server/validation.ts';
import { exportGedcom, importGedcom, previewGedcom } from './gedcom-service.ts';
import { lockStateOf, lockTree, preparedLockState, unlockTree } from './lock-service.ts';
import { assess, familyMemberOptions, getPreference, preparedAssessment, setPreference } from './lineage-service.ts';
import { drainBlobDeletions } from '#server/storage/blob-deletions.ts';
import { memberListText } from './members-json.ts';
import { childrenCount, createMember, deleteMember, preparedMemberList, updateMember } from './members-service.ts';
import {
  createNameChange,
  deleteMarriage,
  deleteNameChange,
  listMarriages,
  listNameChanges,
} from './name-changes-service.ts';
import { budget } from '#server/plugins/budgets.ts';

/** Family, name-change, lock and lineage calls. Every query is scoped to the signed-in user. */
export const familyRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: JobPool }> = async (app, { db, jobs }) => {
  app.addHook('onRequest', app.requireUser);
  const uid = (request: { user: { id: string } | null }) => request.user!.id;
  const memberList = preparedMemberList(db);
  const treeAndRoute = preparedAssessment(db);
  const lockState = preparedLockState(db);
  const sendMemberList = checkedJsonSender(memberListText);
  // The dashboard's calls on every visit: their queries read the session too (one round trip).
  const sessionInQuery = { sessionInQuery: true };

  app.get(
    '/api/family-members',
    { config: sessionInQuery, schema: { response: { 200: z.array(familyMemberResponse) } } },
    async (request, reply) => {
      const members = (await app.signedInRows(request, memberList))[0]?.members ?? '[]';
      return sendMemberList(request, reply, uid(request), members);
    },
  );

  app.post(
    '/api/family-members',
    { schema: { body: createFamilyMemberBody, response: { 200: familyMemberResponse, 201: familyMemberResponse } } },
    async (request, reply) => {
      const { member, created } = await createMember(db, uid(request), request.body);
      return reply.status(created ? 201 : 200).send(member);
    },
  );

  app.put(
    '/api/family-members/:id',
    {
      schema: {
        params: memberIdParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: familyMemberResponse },
      },
    },
    async (request) =>
      updateMember(db, uid(request), request.params.id, parseOrThrow(updateSchemaFor(request.body), request.body)),
  );

  app.delete(
    '/api/family-members/:id',
    { schema: { params: memberIdParams, response: { 200: successResponse } } },
    async (request) => {
      await deleteMember(db, uid(request), request.params.id);
      // The removed relatives' scan files, queued by the deletion, go from the blob store now.
      await drainBlobDeletions(db, app.blobs);
      return { success: true as const };
    },
  );

  app.get(
    '/api/family-members/:id/children-count',
    { schema: { params: memberIdParams, response: { 200: childrenCountResponse } } },
    async (request) => ({ childrenCount: await childrenCount(db, uid(request), request.params.id) }),
  );

  app.get('/api/name-change-events', { schema: { response: { 200: z.array(nameChangeResponse) } } }, async (request) =>
    listNameChanges(db, uid(request)),
  );

  app.get('/api/marriages', { schema: { response: { 200: z.array(marriageResponse) } } }, async (request) =>
    listMarriages(db, uid(request)),
  );

  app.delete(
    '/api/marriages/:id',
    { schema: { params: z.object({ id: z.uuid('Marriage not found') }), response: { 200: successResponse } } },
    async (request) => {
      await deleteMarriage(db, uid(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/name-change-events/family-member/:id',
    { schema: { params: memberIdParams, response: { 200: z.array(nameChangeResponse) } } },
    async (request) => listNameChanges(db, uid(request), request.params.id),
  );

  app.post(
    '/api/name-change-events',
    { schema: { body: createNameChangeBody, response: { 201: nameChangeResponse } } },
    async (request, reply) => reply.status(201).send(await createNameChange(db, uid(request), request.body)),
  );

  app.delete(
    '/api/name-change-events/:id',
    { schema: { params: z.object({ id: z.uuid('Name change not found') }), response: { 200: successResponse } } },
    async (request) => {
      await deleteNameChange(db, uid(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/family-tree-lock',
    { config: sessionInQuery, schema: { response: { 200: treeLockResponse } } },
    async (request) => lockStateOf(await app.signedInRows(request, lockState)),
  );
  app.post(
    '/api/family-tree-lock/lock',
    { schema: { body: lockBody.nullish(), response: { 200: treeLockResponse } } },
    async (request) => lockTree(db, uid(request), request.body?.reason ?? 'Manual lock by user'),
  );
  app.post('/api/family-tree-lock/unlock', { schema: { response: { 200: treeLockResponse } } }, async (request) =>
    unlockTree(db, uid(request)),
  );

  app.get(
    '/api/lineage-route-preference',
    { schema: { response: { 200: lineagePreferenceResponse } } },
    async (request) => getPreference(db, uid(request)),
  );
  app.post(
    '/api/lineage-route-preference',
    { schema: { body: lineagePreferenceBody, response: { 200: lineagePreferenceResponse } } },
    async (request) => setPreference(db, uid(request), request.body.selectedGrandparentId),
  );

  app.get(
    '/api/family-tree/eligibility',
    { config: sessionInQuery, schema: { response: { 200: eligibilityAssessmentResponse } } },
    async (request) => {
      const { assessment, members } = assess((await app.signedInRows(request, treeAndRoute))[0]);
      return { ...assessment, memberCount: members.length };
    },
  );

  app.get(
    '/api/document-request/family-member-options',
    {
      schema: {
        response: { 200: familyMemberOptionsResponse },
      },
    },
    async (request) => familyMemberOptions(db, uid(request)),
  );

  // GEDCOM files are up to 10 MB; base64 makes that 13.3 MB (JSON escaping of text a little), hence the larger body limit.
  const gedcomLimit = { bodyLimit: GEDCOM_BODY_LIMIT };
  app.post(
    '/api/family-tree/gedcom/preview',
    {
      ...gedcomLimit,
      ...budget(app, { perUser: 20, perAddress: 40, timeWindow: '1 minute' }),
      schema: { body: gedcomPreviewBody, response: { 200: gedcomPreviewResponse } },
    },
    async (request) => previewGedcom(jobs, uid(request), gedcomUpload(request.body), request.body.homeXref),
  );
  app.post(
    '/api/family-tree/gedcom/import',
    {
      ...gedcomLimit,
      ...budget(app, { perUser: 10, perAddress: 20, timeWindow: '1 minute' }),
      schema: { body: gedcomImportBody, response: { 201: gedcomImportResponse } },
    },
    async (request, reply) => {
      const { homeXref, replace } = request.body;
      const imported = await importGedcom(db, jobs, uid(request), gedcomUpload(request.body), homeXref, replace);
      // A replaced tree's scan files, queued by the import, go from the blob store now.
      await drainBlobDeletions(db, app.blobs);
      return reply.status(201).send({ imported });
    },
  );
  app.get('/api/family-tree/gedcom', async (request, reply) => {
    const now = new Date();
    const file = await exportGedcom(db, uid(request), request.user!.email, now);
    return reply
      .header('content-type', 'text/vnd.familysearch.gedcom; charset=utf-8')
      .header('content-disposition', `attachment; filename="family-tree-${now.toISOString().slice(0, 10)}.ged"`)
      .send(file);
  });
};
