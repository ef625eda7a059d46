/**
 * Navigation state the dashboard once read to open its internal views. Those views now have
 * addresses (src/client/lib/paths.ts: /order-documents and /order-documents/:id); the dashboard
 * only redirects a history entry that still carries this state. Do not set it: link to the path.
 */
export type DashboardLocationState = { openDocumentRequest?: string; openDocuments?: boolean } | null;
