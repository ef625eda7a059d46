import { useLocation, useNavigate, useParams } from 'react-router';
import { PaymentView } from '#client/features/payments/payment-view.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { DASHBOARD_PATH } from '#client/lib/paths.ts';
import type { CreatedRequestState } from './document-confirm-page.tsx';

/** /order-documents/:requestId/checkout: paying for a document request. */
export function DocumentCheckoutPage() {
  usePageTitle('Payment');
  const navigate = useNavigate();
  const { requestId = '' } = useParams();
  const created = (useLocation().state as CreatedRequestState)?.created;
  return (
    <PaymentView
      key={requestId}
      type="document"
      documentRequestId={requestId}
      amount={created?.id === requestId ? created.baseAmount : undefined}
      onBack={() => void navigate(DASHBOARD_PATH)}
    />
  );
}
