import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { SignInForm } from './sign-in-form.tsx';

export function LoginPage() {
  usePageTitle('Sign In');
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Button asChild variant="ghost" className="mb-6 -ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Sign In</h1>
      <SignInForm />
      <p className="mt-6 text-center text-sm text-slate-600">
        New here? The same link creates your account. By signing in you agree to our{' '}
        <Link to="/privacy-policy" className="font-medium text-brand-800 underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
