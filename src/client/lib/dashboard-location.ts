/**
 * Navigation state for the dashboard: `openDocumentRequest` opens the confirmation view of a document
 * request (from the landing form or My Orders); `openDocuments` opens the document request view
 * ('Order our research' in Your Application).
 */
export type DashboardLocationState = { openDocumentRequest?: string; openDocuments?: boolean } | null;
