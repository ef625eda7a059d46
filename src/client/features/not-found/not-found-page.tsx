import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Compass className="size-12 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">
        The page you were looking for does not exist or has moved. Check the address, or start again from the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/blog">Read our guides</Link>
        </Button>
      </div>
    </div>
  );
}
