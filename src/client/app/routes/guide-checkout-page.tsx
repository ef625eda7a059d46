import { useNavigate } from 'react-router';
import { PaymentView } from '#client/features/payments/payment-view.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { GUIDE_PATH } from '#client/lib/paths.ts';

/** /guide/checkout: paying for the application pack; back to the guide after either way out. */
export function GuideCheckoutPage() {
  usePageTitle('Payment');
  const navigate = useNavigate();
  return (
    <PaymentView type="pdf" onBack={() => void navigate(GUIDE_PATH)} onSuccess={() => void navigate(GUIDE_PATH)} />
  );
}
