import { ShieldAlert } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useIsAdmin } from './api/get-is-admin.ts';

export function AdminPage() {
  usePageTitle('Admin');
  const { data, isPending } = useIsAdmin();
  if (isPending) return <Spinner label="Checking access" />;
  if (!data?.isAdmin) {
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
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
      <p className="mt-2 text-slate-600">Statistics, users and orders open here shortly.</p>
    </div>
  );
}
