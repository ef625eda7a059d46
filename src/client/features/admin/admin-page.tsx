import { ShieldAlert } from 'lucide-react';
import type { ComponentType } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { adminTabPath } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useIsAdmin } from './api/get-is-admin.ts';
import { ClaimsTab } from './claims-tab.tsx';
import { CouponsTab } from './coupons-tab.tsx';
import { FactsTab } from './facts-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { SystemTab } from './system-tab.tsx';
import { UsersTab } from './users-tab.tsx';

export type AdminTab = {
  /** The tab's id, also its address: /admin/:value (the first tab is /admin). */
  value: string;
  label: string;
  Content: ComponentType;
};

/** The tabs the orders feature provides: src/client/app passes them in (features do not import each other). */
export type AdminPageProps = { ordersTab: ComponentType; purchasesTab: ComponentType };

/**
 * The admin tabs, in order. To add one (Orders, Claims…), add an entry: the tab list, the panels
 * and the /admin/:value address follow from this array.
 */
const adminTabs = ({ ordersTab, purchasesTab }: AdminPageProps): AdminTab[] => [
  { value: 'overview', label: 'Overview', Content: OverviewTab },
  { value: 'users', label: 'Users', Content: UsersTab },
  { value: 'orders', label: 'Orders', Content: ordersTab },
  { value: 'purchases', label: 'PDF purchases', Content: purchasesTab },
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
export function AdminPage(props: AdminPageProps) {
  usePageTitle('Admin');
  const tabs = adminTabs(props);
  const { data, isPending } = useIsAdmin();
  const navigate = useNavigate();
  const asked = useParams().tab ?? null;
  const [params] = useSearchParams();
  const known = (value: string | null) => tabs.some((t) => t.value === value);
  // The old `?tab=` addresses (bookmarks, older emails) move to the tab's own, keeping the rest of the query.
  const legacy = params.get('tab');
  if (!asked && known(legacy)) {
    const rest = new URLSearchParams(params);
    rest.delete('tab');
    const query = rest.toString();
    return <Navigate to={`${adminTabPath(legacy!)}${query ? `?${query}` : ''}`} replace />;
  }
  if (isPending) return <Spinner label="Checking access" />;
  if (!data?.isAdmin) return <AccessDenied />;

  const current = known(asked) ? asked! : tabs[0].value;
  // A search handed over by the queue's links (`?q=`) belongs to the tab it opened, so a new tab starts without it.
  const select = (value: string) => {
    if (value !== current) void navigate(adminTabPath(value));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 data-view-heading tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
        Admin Dashboard
      </h1>
      <p className="mt-1 text-slate-600">How the service is doing, who uses it, and the offers it runs.</p>
      <Tabs value={current} onValueChange={select} className="mt-6">
        <TabsList aria-label="Admin sections" className="flex-wrap sm:w-fit">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="px-1.5 sm:flex-none sm:px-5">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {/* The section's heading, for the outline: its cards' titles are h3 (decision 067). */}
            <h2 className="sr-only">{t.label}</h2>
            <t.Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
