import type { TreeLockResponse } from '#shared/family.ts';

/** GET /api/family-tree-lock for a tree nobody locked and no order holds. */
export const UNLOCKED: TreeLockResponse = {
  isLocked: false,
  hasActiveOrders: false,
  paidOrdersCount: 0,
  reason: null,
  lockedAt: null,
  lockedBy: null,
  activeOrders: [],
  awaitingPayment: [],
};
