// The public entry of this feature: what other features may import (eslint.config.js).
export { hasPaidPdf, usePdfOrders } from './api/pdf-orders.ts';
export { RegistryFeePay } from './registry-fee-pay.tsx';
