// What src/client/app reads from this feature (features do not import each other: eslint.config.js).
export { AdminOrdersTab } from './admin-orders-tab.tsx';
export { AdminPdfPurchases } from './admin-pdf-purchases.tsx';
