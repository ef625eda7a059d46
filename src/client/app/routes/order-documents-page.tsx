import { useNavigate } from 'react-router';
import { DocumentRequestView } from '#client/features/documents/document-request-view.tsx';
import { DASHBOARD_PATH, documentRequestPath, TREE_PATH } from '#client/lib/paths.ts';
import type { CreatedRequestState } from './document-confirm-page.tsx';

/** /order-documents: choosing the certificates we research; a created request continues at its own address. */
export function OrderDocumentsPage() {
  const navigate = useNavigate();
  return (
    <DocumentRequestView
      onBack={() => void navigate(DASHBOARD_PATH)}
      onOpenTree={() => void navigate(TREE_PATH)}
      onCreated={(order) =>
        void navigate(documentRequestPath(order.id), { state: { created: order } satisfies CreatedRequestState })
      }
    />
  );
}
