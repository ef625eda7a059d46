import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lineageRecommendations, researchGrandparentId } from '#domain/orders/research.ts';
import { buildPricing } from '#domain/pricing/pricing.ts';
import { adminOrdersQuery } from '#shared/admin-lists.ts';
import { createPaymentResponse, settlementResponse } from '#shared/payments.ts';
import {
  adminRegistryFeeBody,
  adminRegistryFeeRefundBody,
  registryFeeLineResponse,
  registryFeePaymentResponse,
  registryFeeSettlementResponse,
  adminCancelBody,
  adminLineOutcomeBody,
  adminStatusBody,
  orderLinesResponse,
  createDocumentPaymentBody,
  documentPaymentPatchBody,
  documentRequestResponse,
  lineageRequestBody,
  manualRequestBody,
  lineageRecommendationsResponse,
  orderHistoryResponse,
  researchSelectionResponse,
  selectionBody,
} from '#shared/orders.ts';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { documentRequests, registryFeeLines } from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { requireProvider } from '#server/payments/require-provider.ts';
import { assessUser } from '../family/lineage-service.ts';
import { toDomainMember } from '../family/members-service.ts';
import { listNameChanges } from '../family/name-changes-service.ts';
import { orderHistory, updateOrderAsAdmin } from './admin-orders-service.ts';
import { listOrdersForAdmin } from './admin-orders-list.ts';
import { cancelUnpaidOrder, undoableUntil, undoStatusAsAdmin } from './corrections-service.ts';
import {
  createDocumentPayment,
  createLineageRequest,
  createManualRequest,
  listDocumentRequests,
  settleDocumentIntent,
} from './document-requests-service.ts';
import {
  createRegistryFeePayment,
  refundRegistryFeeAsAdmin,
  setRegistryFeeAsAdmin,
  settleRegistryFeeIntent,
} from './registry-fees-service.ts';
import { listSelections, saveSelection } from './selections-service.ts';
import { recordLineOutcomeAsAdmin, refundLineAsAdmin, workOrderOf } from './work-order-service.ts';

/** Document-request, research-selection, lineage recommendation and order calls. */
export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  provider: PaymentProvider | null;
}> = async (app, { db, config, provider }) => {
  const pricing = buildPricing(config);
  const signedIn = { onRequest: app.requireUser };

  app.get(
    '/api/document-request/lineage-recommendations',
    {
      ...signedIn,
      schema: {
        querystring: z.object({ familyMemberId: z.uuid().optional() }),
        response: { 200: lineageRecommendationsResponse },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const [{ assessment, members, preferredGrandparentId }, nameChanges] = await Promise.all([
        assessUser(db, userId),
        listNameChanges(db, userId),
      ]);
      const tree = members.map(toDomainMember);
      const grandparentId =
        request.query.familyMemberId ?? researchGrandparentId(tree, assessment, preferredGrandparentId);
      const line = grandparentId
        ? lineageRecommendations(
            tree,
            grandparentId,
            pricing.document_research.amount,
            new Date().toISOString().slice(0, 10),
            nameChanges,
          )
        : null;
      if (request.query.familyMemberId && !line) throw notFound('Family member not found');
      return {
        lineageRoute: line
          ? `${line.grandparent.firstName} ${line.grandparent.lastName} → ${line.parent.firstName} ${line.parent.lastName} → You`
          : null,
        irishAncestorName: line ? `${line.grandparent.firstName} ${line.grandparent.lastName}`.trim() : null,
        selectedFamilyMemberId: line?.grandparent.id ?? null,
        eligibilityStatus: assessment.status === 'eligible' ? 'eligible' : assessment.status,
        recommendedDocumentTypes: line?.recommendations ?? [],
      };
    },
  );

  app.post(
    '/api/document-request/lineage-based',
    { ...signedIn, schema: { body: lineageRequestBody, response: { 201: documentRequestResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createLineageRequest(db, request.user!, request.body, pricing, config.exchangeRates)),
  );

  app.post(
    '/api/create-document-request',
    { ...signedIn, schema: { body: manualRequestBody, response: { 201: documentRequestResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createManualRequest(db, request.user!.id, request.body, pricing, config.exchangeRates)),
  );

  app.get(
    '/api/document-requests',
    { ...signedIn, schema: { response: { 200: z.array(documentRequestResponse) } } },
    async (request) => listDocumentRequests(db, request.user!.id),
  );

  app.post(
    '/api/create-document-payment',
    {
      ...signedIn,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: createDocumentPaymentBody, response: { 200: createPaymentResponse } },
    },
    async (request, reply) => {
      const result = await createDocumentPayment(db, requireProvider(provider), {
        userId: request.user!.id,
        orderId: request.body.documentRequestId,
        couponCode: request.body.couponCode || undefined,
        now: new Date(),
        requestedAt: new Date(Date.now() - reply.elapsedTime),
        appUrl: config.appUrl,
      });
      if (result.freeOrder) return result;
      return { ...result, provider: provider!.kind, publishableKey: config.stripe?.publishableKey ?? null };
    },
  );

  // The client's status is ignored: the server asks the provider (docs/decisions/007-payments-and-orders.md).
  app.patch(
    '/api/document-requests/:id/payment',
    {
      ...signedIn,
      schema: {
        params: z.object({ id: z.uuid('Order not found') }),
        body: documentPaymentPatchBody,
        response: { 200: settlementResponse },
      },
    },
    async (request) => {
      // The intent must belong to the order in the path, checked before anything is settled.
      return settleDocumentIntent(db, requireProvider(provider), config.appUrl, request.body.paymentIntentId, {
        userId: request.user!.id,
        orderId: request.params.id,
      });
    },
  );

  // The registry's fee, one line at a time (docs/decisions/056-the-registry-fee.md).
  const feeParams = z.object({ id: z.uuid('Order not found'), lineId: z.uuid('Registry fee not found') });
  app.post(
    '/api/document-requests/:id/registry-fees/:lineId/payment',
    {
      ...signedIn,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { params: feeParams, response: { 200: registryFeePaymentResponse } },
    },
    async (request, reply) => {
      const result = await createRegistryFeePayment(db, requireProvider(provider), {
        userId: request.user!.id,
        orderId: request.params.id,
        lineId: request.params.lineId,
        now: new Date(),
        requestedAt: new Date(Date.now() - reply.elapsedTime),
        appUrl: config.appUrl,
      });
      return { ...result, provider: provider!.kind, publishableKey: config.stripe?.publishableKey ?? null };
    },
  );

  app.patch(
    '/api/document-requests/:id/registry-fees/:lineId/payment',
    {
      ...signedIn,
      schema: {
        params: feeParams,
        body: documentPaymentPatchBody,
        response: { 200: registryFeeSettlementResponse },
      },
    },
    async (request) => {
      // The line must be of this order, and the order the caller's, before any intent is read.
      const [line] = await db
        .select({ orderId: registryFeeLines.orderId })
        .from(registryFeeLines)
        .innerJoin(documentRequests, eq(documentRequests.id, registryFeeLines.orderId))
        .where(and(eq(registryFeeLines.id, request.params.lineId), eq(documentRequests.userId, request.user!.id)));
      if (line?.orderId !== request.params.id) throw notFound('Payment not found');
      return settleRegistryFeeIntent(db, requireProvider(provider), config.appUrl, request.body.paymentIntentId, {
        userId: request.user!.id,
        lineId: request.params.lineId,
      });
    },
  );

  app.get(
    '/api/document-research-selections',
    { ...signedIn, schema: { response: { 200: z.array(researchSelectionResponse) } } },
    async (request) => listSelections(db, request.user!.id),
  );

  app.put(
    '/api/document-research-selections/:userId/:familyMemberId',
    {
      ...signedIn,
      schema: {
        params: z.object({ userId: z.string().max(100), familyMemberId: z.uuid('Family member not found') }),
        body: selectionBody,
        response: { 200: researchSelectionResponse },
      },
    },
    async (request) => {
      if (
        request.params.userId !== request.user!.id ||
        (request.body.userId && request.body.userId !== request.user!.id)
      ) {
        throw notFound('Family member not found');
      }
      const { userId: _u, familyMemberId: _f, ...flags } = request.body;
      return saveSelection(db, request.user!.id, request.params.familyMemberId, flags);
    },
  );

  // Admin order management (docs/decisions/045-order-status-steps-and-the-admin-orders-tab.md).
  app.get(
    '/api/admin/orders',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: adminOrdersQuery,
        response: { 200: z.array(documentRequestResponse) },
      },
    },
    async (request) => listOrdersForAdmin(db, request.query),
  );

  app.get(
    '/api/admin/orders/:id/history',
    {
      onRequest: app.requireAdmin,
      schema: { params: z.object({ id: z.uuid('Order not found') }), response: { 200: orderHistoryResponse } },
    },
    async (request) => {
      const history = await orderHistory(db, request.params.id);
      const [order] = await db
        .select({ id: documentRequests.id, status: documentRequests.status })
        .from(documentRequests)
        .where(eq(documentRequests.id, request.params.id));
      const undo = order ? await undoableUntil(db, order, config.orderCorrections.windowMinutes, new Date()) : null;
      return history.map((e) => ({ ...e, undoableUntil: e.id === undo?.eventId ? undo.until : null }));
    },
  );

  app.patch(
    '/api/admin/orders/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: z.object({ id: z.uuid('Order not found') }),
        body: adminStatusBody,
        response: { 200: documentRequestResponse },
      },
    },
    async (request) =>
      updateOrderAsAdmin(db, { id: request.user!.id, email: request.user!.email }, request.params.id, request.body, {
        appUrl: config.appUrl,
        statusEmailDelaySeconds: config.orderCorrections.statusEmailDelaySeconds,
      }),
  );

  // Corrections and cancellation (docs/decisions/059-order-corrections-cancel-and-deletion.md).
  app.post(
    '/api/admin/orders/:id/undo',
    {
      onRequest: app.requireAdmin,
      schema: { params: z.object({ id: z.uuid('Order not found') }), response: { 200: documentRequestResponse } },
    },
    async (request) =>
      undoStatusAsAdmin(db, { id: request.user!.id, email: request.user!.email }, request.params.id, {
        windowMinutes: config.orderCorrections.windowMinutes,
        appUrl: config.appUrl,
        now: new Date(),
      }),
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: z.object({ id: z.uuid('Order not found') }),
        body: adminCancelBody,
        response: { 200: documentRequestResponse },
      },
    },
    async (request) =>
      cancelUnpaidOrder(
        db,
        provider,
        { kind: 'admin', admin: { id: request.user!.id, email: request.user!.email } },
        request.params.id,
        request.body.note ?? null,
        config.appUrl,
      ),
  );

  app.post(
    '/api/document-requests/:id/cancel',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.uuid('Order not found') }), response: { 200: documentRequestResponse } },
    },
    async (request) =>
      cancelUnpaidOrder(
        db,
        provider,
        { kind: 'owner', userId: request.user!.id },
        request.params.id,
        null,
        config.appUrl,
      ),
  );

  app.put(
    '/api/admin/orders/:id/registry-fees/:lineId',
    {
      onRequest: app.requireAdmin,
      schema: { params: feeParams, body: adminRegistryFeeBody, response: { 200: registryFeeLineResponse } },
    },
    async (request) =>
      setRegistryFeeAsAdmin(db, provider, request.user!, {
        orderId: request.params.id,
        lineId: request.params.lineId,
        body: request.body,
        currency: config.currency,
        rates: config.exchangeRates,
        appUrl: config.appUrl,
      }),
  );

  app.post(
    '/api/admin/orders/:id/registry-fees/:lineId/refund',
    {
      onRequest: app.requireAdmin,
      schema: { params: feeParams, body: adminRegistryFeeRefundBody, response: { 200: registryFeeLineResponse } },
    },
    async (request) =>
      refundRegistryFeeAsAdmin(db, requireProvider(provider), request.user!, {
        orderId: request.params.id,
        lineId: request.params.lineId,
        note: request.body.note ?? null,
      }),
  );

  // The work order: each certificate's facts and outcome (docs/decisions/065-the-work-order.md).
  const lineParams = z.object({
    id: z.uuid('Order not found'),
    index: z.coerce.number().int('Order line not found').min(0).max(99),
  });
  app.get(
    '/api/admin/orders/:id/lines',
    {
      onRequest: app.requireAdmin,
      schema: { params: z.object({ id: z.uuid('Order not found') }), response: { 200: orderLinesResponse } },
    },
    async (request) => ({ lines: await workOrderOf(db, request.params.id) }),
  );

  app.post(
    '/api/admin/orders/:id/lines/:index/outcome',
    {
      onRequest: app.requireAdmin,
      schema: { params: lineParams, body: adminLineOutcomeBody, response: { 200: orderLinesResponse } },
    },
    async (request) => ({
      lines: await recordLineOutcomeAsAdmin(db, request.user!, {
        orderId: request.params.id,
        documentIndex: request.params.index,
        body: request.body,
      }),
    }),
  );

  app.post(
    '/api/admin/orders/:id/lines/:index/refund',
    { onRequest: app.requireAdmin, schema: { params: lineParams, response: { 200: orderLinesResponse } } },
    async (request) => ({
      lines: await refundLineAsAdmin(db, provider, request.user!, {
        orderId: request.params.id,
        documentIndex: request.params.index,
        appUrl: config.appUrl,
      }),
    }),
  );
};
