// Moved to src/client/components (several features show an order's status); kept for this feature's imports.
export { OrderStatusBadge } from '#client/components/order-status-badge.tsx';
