import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Placeholder until sign-in lands (issue 3). */
export function LoginPage() {
  usePageTitle('Sign In');
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Button asChild variant="ghost" className="mb-6">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Sign In</h1>
      <Card>
        <CardHeader>
          <CardTitle>Accounts are coming soon</CardTitle>
          <CardDescription>
            Sign-in by email link and Google is being finished. Until then you can check your eligibility and read our
            guides without an account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/#eligibility">Check your eligibility</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
