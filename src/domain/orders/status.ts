/**
 * Certificate order status (docs/decisions/045-order-status-steps-and-the-admin-orders-tab.md):
 * pending → paid → processing → shipped → delivered. Payment alone moves pending to paid;
 * admins move an order forward one step at a time; a step taken by mistake is moved back within
 * a short window (decision 059). An unpaid order is cancelled by its owner, an admin or expiry.
 */
export const ORDER_FLOW = ['pending', 'paid', 'processing', 'shipped', 'delivered'] as const;
export type FlowStatus = (typeof ORDER_FLOW)[number];
export type OrderStatus = FlowStatus | 'failed' | 'refunded' | 'cancelled';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting Payment',
  paid: 'Payment Received',
  processing: 'Processing Request',
  shipped: 'In Transit',
  delivered: 'Delivered',
  failed: 'Payment Failed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
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
export const isActive = (status: OrderStatus) =>
  status !== 'delivered' && status !== 'failed' && status !== 'refunded' && status !== 'cancelled';

/**
 * The customer's 'Completed' tab: orders that reached their end, delivered or refunded (a refunded
 * order was in neither tab, issue 34). A failed or cancelled one was never paid and stays under 'All'.
 */
export const isCompleted = (status: OrderStatus) => status === 'delivered' || status === 'refunded';

/** Only an order not yet paid can be cancelled; a paid one is refunded instead. */
export function checkCancel(status: OrderStatus): TransitionCheck {
  if (status === 'pending') return { ok: true };
  if (status === 'cancelled') return { ok: false, message: 'This order is already cancelled.' };
  return {
    ok: false,
    message: `Only an unpaid order can be cancelled; this one is ${STATUS_LABELS[status].toLowerCase()}.`,
  };
}

/** What 'In Transit' needs: a carrier and a tracking number, or the admin saying it goes untracked. */
export function checkShipping(order: {
  carrier: string | null;
  trackingNumber: string | null;
  untracked: boolean;
}): TransitionCheck {
  if (order.untracked) {
    return order.trackingNumber
      ? { ok: false, message: 'An order posted untracked has no tracking number: clear it, or untick untracked post.' }
      : { ok: true };
  }
  if (order.carrier && order.trackingNumber) return { ok: true };
  return {
    ok: false,
    message:
      'To move an order to In Transit, enter the carrier and the tracking number, or tick untracked post if it was posted without one.',
  };
}

/** The last status move of an order, as its history records it. */
export type StatusMove = {
  fromStatus: string | null;
  toStatus: string;
  /** 'admin' for a move an admin made; payment, expiry and deletion are not undone here. */
  by: 'admin' | 'other';
  /** The move was itself an undo: it is not undone in turn. */
  isUndo: boolean;
  at: Date;
};

/**
 * Whether the last status move can be moved back now: only an admin's forward step, still the
 * order's status, within the window (ORDER_CORRECTION_WINDOW_MINUTES) after it was made.
 */
export function checkUndo(
  status: OrderStatus,
  last: StatusMove | null,
  now: Date,
  windowMinutes: number,
): TransitionCheck & { to?: FlowStatus } {
  if (!last || last.by !== 'admin' || last.isUndo || last.toStatus !== status || !last.fromStatus)
    return { ok: false, message: 'There is no status change to undo on this order.' };
  const from = last.fromStatus as FlowStatus;
  if (!ORDER_FLOW.includes(from) || ORDER_FLOW.indexOf(from) < 1)
    return { ok: false, message: 'There is no status change to undo on this order.' };
  if (now.getTime() - last.at.getTime() > windowMinutes * 60_000)
    return {
      ok: false,
      message: `A status change can be undone for ${windowMinutes} minutes after it was made; this one is older.`,
    };
  return { ok: true, to: from };
}

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
  if (status === 'failed' || status === 'cancelled') return 'Not paid';
  if (status === 'refunded') return 'Amount refunded';
  return 'Amount Paid';
}
