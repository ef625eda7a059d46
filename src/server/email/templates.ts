/**
 * Every email's wording, one module per email under templates/ (tracker issue 31, item 2). Callers
 * import from here; the layout and the company identity slot are shared by all of them.
 */
export { COMPANY_IDENTITY_SLOT, layout, SITE } from './templates/layout.ts';
export { magicLinkEmail } from './templates/magic-link.ts';
export { orderStatusEmail, type OrderPayment } from './templates/order-status.ts';
export { claimStatusEmail } from './templates/claim-status.ts';
export { pdfReceiptEmail } from './templates/pdf-receipt.ts';
export { inactivityWarningEmail } from './templates/inactivity-warning.ts';
export { reminderEmail } from './templates/application-reminder.ts';
export { registryFeeEmail } from './templates/registry-fee.ts';
export { lineRefundEmail } from './templates/line-refund.ts';
export { orderCorrectionEmail } from './templates/order-correction.ts';
export { operatorClaimAlertEmail, operatorDigestEmail, operatorOrderAlertEmail } from './templates/operator-alert.ts';
