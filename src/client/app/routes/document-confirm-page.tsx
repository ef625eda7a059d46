import { useLocation, useNavigate, useParams } from 'react-router';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { DocumentConfirmView } from '#client/features/documents/document-confirm-view.tsx';
import { DASHBOARD_PATH, documentCheckoutPath } from '#client/lib/paths.ts';

/** Navigation state: the request as the server answered its creation, shown until the list has it. */
export type CreatedRequestState = { created?: DocumentRequestResponse } | null;

/** /order-documents/:requestId: a document request's confirmation (summary, delivery address, terms). */
export function DocumentConfirmPage() {
  const navigate = useNavigate();
  const { requestId = '' } = useParams();
  const created = (useLocation().state as CreatedRequestState)?.created;
  return (
    <DocumentConfirmView
      key={requestId}
      requestId={requestId}
      initial={created?.id === requestId ? created : undefined}
      onCancel={() => void navigate(DASHBOARD_PATH)}
      onProceed={() => void navigate(documentCheckoutPath(requestId), { state: created ? { created } : null })}
    />
  );
}
