import type { z } from 'zod';
import type { RegistryFeePaymentResponse, registryFeeSettlementResponse } from '#shared/orders.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export type RegistryFeeSettlement = z.infer<typeof registryFeeSettlementResponse>;

const feeUrl = (orderId: string, lineId: string) =>
  `/api/document-requests/${encodeURIComponent(orderId)}/registry-fees/${encodeURIComponent(lineId)}/payment`;

/** Starts the card payment of one registry-fee line; the server decides the amount. */
export const startRegistryFeePayment = (orderId: string, lineId: string) =>
  apiFetch<RegistryFeePaymentResponse>(feeUrl(orderId, lineId), { method: 'POST' });

/** The server asks the provider whether the line's payment went through. */
export const settleRegistryFeePayment = (orderId: string, lineId: string, paymentIntentId: string) =>
  apiFetch<RegistryFeeSettlement>(feeUrl(orderId, lineId), { method: 'PATCH', body: { paymentIntentId } });
