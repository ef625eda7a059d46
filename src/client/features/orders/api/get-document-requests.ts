// Moved to src/client/lib/queries (several features read the orders list); kept for this feature's imports.
export {
  documentRequestsQueryOptions,
  getDocumentRequests,
  useDocumentRequests,
} from '#client/lib/queries/document-requests.ts';
