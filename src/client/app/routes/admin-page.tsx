import { AdminPage as AdminTabsPage } from '#client/features/admin/admin-page.tsx';
import { AdminOrdersTab, AdminPdfPurchases } from '#client/features/orders/index.ts';

/** /admin/:tab?: the admin dashboard, with the orders feature's two tabs. */
export function AdminPage() {
  return <AdminTabsPage ordersTab={AdminOrdersTab} purchasesTab={AdminPdfPurchases} />;
}
