import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuditQuery,
  adminAuditResponse,
  adminOfficeFactsResponse,
  adminFamilyTreeResponse,
  adminStatsResponse,
  adminUserIdParams,
  adminUsersQuery,
  adminUsersResponse,
} from '#shared/admin.ts';
import { adminOutboxIdParams, adminRetryEmailResponse, adminSystemResponse } from '#shared/admin-system.ts';
import { adminOrdersQuery, adminPdfOrdersQuery, adminPdfOrdersResponse } from '#shared/admin-lists.ts';
import { adminQueueResponse } from '#shared/admin-queue.ts';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { csvAttachment } from '#server/http/csv.ts';
import { ordersCsv, refundsCsv } from '../orders/admin-orders-list.ts';
import { auditTrail } from './audit.ts';
import { listOfficeFacts } from './office-facts-service.ts';
import { listPdfPurchases } from './pdf-purchases-service.ts';
import { getAdminQueue } from './queue-service.ts';
import { getAdminStats } from './stats-service.ts';
import { getSystem, retryFailedEmail, type SystemSources } from './system-service.ts';
import { getAdminFamilyTree, listAdminUsers } from './users-service.ts';

export type AdminRoutesOptions = { db: Db; config: AppConfig; system: SystemSources; now?: () => Date };

/** The admin calls: statistics, users and their family trees, and the audit trail. Admins only. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { db, config, system, now = () => new Date() },
) => {
  app.addHook('onRequest', app.requireAdmin);
  // Admin answers are personal data and change all the time: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsResponse } } }, async () =>
    getAdminStats(db, { now: now(), currency: config.currency }),
  );

  // What waits for the operator, oldest first (docs/decisions/060-the-admin-queue.md).
  app.get('/api/admin/queue', { schema: { response: { 200: adminQueueResponse } } }, async () =>
    getAdminQueue(db, { now: now(), warnAfterDays: config.orderQueueWarnDays }),
  );

  app.get(
    '/api/admin/pdf-orders',
    { schema: { querystring: adminPdfOrdersQuery, response: { 200: adminPdfOrdersResponse } } },
    async (request) => listPdfPurchases(db, request.query),
  );

  // Spreadsheets for the accounts: the orders as the Orders tab filters them, and every refund.
  app.get('/api/admin/exports/orders.csv', { schema: { querystring: adminOrdersQuery } }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', csvAttachment('orders', now()))
      .send(await ordersCsv(db, request.query)),
  );

  app.get('/api/admin/exports/refunds.csv', async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', csvAttachment('refunds', now()))
      .send(await refundsCsv(db)),
  );

  // 'Facts to re-check': the office data set's fees, times and addresses by age (decision 037).
  app.get('/api/admin/office-facts', { schema: { response: { 200: adminOfficeFactsResponse } } }, async () =>
    listOfficeFacts(now()),
  );

  // The 'System' tab: scheduled jobs, failed mail and a few figures (decision 055).
  app.get('/api/admin/system', { schema: { response: { 200: adminSystemResponse } } }, async () =>
    getSystem(db, system, now()),
  );

  app.post(
    '/api/admin/system/outbox/:id/retry',
    { schema: { params: adminOutboxIdParams, response: { 200: adminRetryEmailResponse } } },
    async (request) => retryFailedEmail(db, request.user!, request.params.id, now()),
  );

  app.get(
    '/api/admin/users',
    { schema: { querystring: adminUsersQuery, response: { 200: adminUsersResponse } } },
    async (request) => listAdminUsers(db, config, request.query),
  );

  app.get(
    '/api/admin/users/:id/family-tree',
    { schema: { params: adminUserIdParams, response: { 200: adminFamilyTreeResponse } } },
    async (request) => getAdminFamilyTree(db, config, request.params.id),
  );

  app.get(
    '/api/admin/audit',
    { schema: { querystring: adminAuditQuery, response: { 200: adminAuditResponse } } },
    async (request) => ({
      entries: await auditTrail(db, request.query.targetType, request.query.targetId),
    }),
  );
};
