import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAuth } from '../auth/auth-context.tsx';

export function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Settings</h1>
      <p className="mt-1 text-slate-600">Welcome, {user?.name ?? user?.email}</p>
      <p className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        Delivery address, notifications and privacy settings open here shortly.
      </p>
    </div>
  );
}
