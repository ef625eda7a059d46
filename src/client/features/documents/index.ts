// The public entry of this feature: what other features may import (eslint.config.js).
export { createDocumentPayment, settleDocumentPayment } from './api/document-payment.ts';
