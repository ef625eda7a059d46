// The public entry of this feature: what other features may import (eslint.config.js).
export { AdminOrdersTab } from './admin-orders-tab.tsx';
export { AdminPdfPurchases } from './admin-pdf-purchases.tsx';
export { documentRequestsQueryOptions, useDocumentRequests } from './api/get-document-requests.ts';
export { OrderStatusBadge } from './order-status-badge.tsx';
