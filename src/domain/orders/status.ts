/**
 * Certificate order status (docs/decisions/045-order-status-steps-and-the-admin-orders-tab.md):
 * pending → paid → processing → shipped → delivered. Payment alone moves pending to paid;
 * admins move an order forward one step at a time, never back.
 */
export const ORDER_FLOW = ['pending', 'paid', 'processing', 'shipped', 'delivered'] as const;
export type FlowStatus = (typeof ORDER_FLOW)[number];
export type OrderStatus = FlowStatus | 'failed' | 'refunded';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting Payment',
  paid: 'Payment Received',
  processing: 'Processing Request',
  shipped: 'In Transit',
  delivered: 'Delivered',
  failed: 'Payment Failed',
  refunded: 'Refunded',
};

export type Actor = 'payment' | 'admin';
export type TransitionCheck = { ok: true } | { ok: false; message: string };

export function checkTransition(from: OrderStatus, to: OrderStatus, actor: Actor): TransitionCheck {
  if (from === to) return { ok: false, message: `The order is already ${STATUS_LABELS[to].toLowerCase()}.` };
  if (to === 'paid') {
    return from === 'pending' && actor === 'payment'
      ? { ok: true }
      : { ok: false, message: 'An order becomes paid only when its payment is confirmed.' };
  }
  if (actor === 'payment') return { ok: false, message: 'A payment can only mark an order paid.' };
  if (from === 'delivered') return { ok: false, message: 'A delivered order cannot change status.' };
  const fromIndex = ORDER_FLOW.indexOf(from as FlowStatus);
  const toIndex = ORDER_FLOW.indexOf(to as FlowStatus);
  if (fromIndex < 1 || toIndex < 0)
    return {
      ok: false,
      message: `An order that is ${STATUS_LABELS[from].toLowerCase()} cannot move to ${STATUS_LABELS[to].toLowerCase()}.`,
    };
  if (toIndex !== fromIndex + 1) {
    return {
      ok: false,
      message: `Orders move forward one step at a time: ${STATUS_LABELS[from]} → ${STATUS_LABELS[ORDER_FLOW[fromIndex + 1] ?? from]}.`,
    };
  }
  return { ok: true };
}

/** Active orders: everything not yet delivered (spec 'Orders' tabs). */
export const isActive = (status: OrderStatus) => status !== 'delivered' && status !== 'failed' && status !== 'refunded';

/** The five-step progress; a paid order counts as having reached processing (spec). */
export function progressStep(status: OrderStatus): number {
  if (status === 'paid') return ORDER_FLOW.indexOf('processing');
  const index = ORDER_FLOW.indexOf(status as FlowStatus);
  return index < 0 ? 0 : index;
}

export type AmountLabel = 'Amount Paid' | 'Amount due' | 'Not paid' | 'Amount refunded';

/**
 * What an order's amount is, in the order list (issue 19): 'Amount Paid' only once the payment
 * went through; a failed payment took nothing and a refunded one was given back (decision 029).
 */
export function amountLabel(status: OrderStatus): AmountLabel {
  if (status === 'pending') return 'Amount due';
  if (status === 'failed') return 'Not paid';
  if (status === 'refunded') return 'Amount refunded';
  return 'Amount Paid';
}
