import { ShieldAlert } from 'lucide-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useIsAdmin } from './api/get-is-admin.ts';
import { AdminOrdersTab, AdminPdfPurchases } from '#client/features/orders/index.ts';
import { ClaimsTab } from './claims-tab.tsx';
import { CouponsTab } from './coupons-tab.tsx';
import { FactsTab } from './facts-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { SystemTab } from './system-tab.tsx';
import { UsersTab } from './users-tab.tsx';

export type AdminTab = {
  /** The tab's id, also its `?tab=` value in the address. */
  value: string;
  label: string;
  Content: ComponentType;
};

/**
 * The admin tabs, in order. To add one (Orders, Claims…), append an entry: the tab list, the
 * panels and the `?tab=` address follow from this array.
 */
export const ADMIN_TABS: AdminTab[] = [
  { value: 'overview', label: 'Overview', Content: OverviewTab },
  { value: 'users', label: 'Users', Content: UsersTab },
  { value: 'orders', label: 'Orders', Content: AdminOrdersTab },
  { value: 'purchases', label: 'PDF purchases', Content: AdminPdfPurchases },
  { value: 'coupons', label: 'Coupons', Content: CouponsTab },
  { value: 'claims', label: 'Claims', Content: ClaimsTab },
  { value: 'facts', label: 'Facts to re-check', Content: FactsTab },
  { value: 'system', label: 'System', Content: SystemTab },
];

export function AccessDenied() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <ShieldAlert className="size-10 text-red-600" aria-hidden="true" />
          <CardTitle className="mt-2">Access Denied</CardTitle>
          <CardDescription>You don't have permission to access this page.</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}

/** /admin: statistics, users and their trees, orders, coupons, guarantee claims. Content for admins only (the server enforces it too). */
export function AdminPage() {
  usePageTitle('Admin');
  const { data, isPending } = useIsAdmin();
  const [params, setParams] = useSearchParams();
  if (isPending) return <Spinner label="Checking access" />;
  if (!data?.isAdmin) return <AccessDenied />;

  const asked = params.get('tab');
  const current = ADMIN_TABS.some((t) => t.value === asked) ? asked! : ADMIN_TABS[0].value;
  const select = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        // A search handed over by the queue's links belongs to the tab it opened.
        next.delete('q');
        if (value === ADMIN_TABS[0].value) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
      <p className="mt-1 text-slate-600">How the service is doing, who uses it, and the offers it runs.</p>
      <Tabs value={current} onValueChange={select} className="mt-6">
        <TabsList aria-label="Admin sections" className="flex-wrap sm:w-fit">
          {ADMIN_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="px-1.5 sm:flex-none sm:px-5">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <t.Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
