import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function OrdersPage() {
  usePageTitle('My Orders');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">My Orders</h1>
      <p className="mt-1 text-slate-600">Your Document Orders</p>
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="text-slate-700">You haven't placed any document orders yet.</p>
        <Button asChild className="mt-4">
          <Link to="/dashboard">Start Document Request</Link>
        </Button>
      </div>
    </div>
  );
}
