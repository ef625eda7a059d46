/** Navigation state that opens the dashboard's confirmation view for a document request (from the landing form or My Orders). */
export type DashboardLocationState = { openDocumentRequest?: string } | null;
