import { ClaimsSection } from '#client/features/guarantee/index.ts';
import { OrdersPage as OrdersListPage } from '#client/features/orders/orders-page.tsx';

/** /orders/:orderId?: the user's orders, with their success-guarantee claims below them. */
export function OrdersPage() {
  return <OrdersListPage claims={<ClaimsSection />} />;
}
