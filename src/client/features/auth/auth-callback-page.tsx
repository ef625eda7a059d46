import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { sessionQueryOptions } from '#client/lib/get-session.ts';
import { PENDING_EMAIL_KEY } from './api/sign-in.ts';
import { callbackErrorMessage } from './callback-errors.ts';

export const CALLBACK_WAIT_MS = 1000;
export const SUCCESS_REDIRECT_MS = 1000;
export const ERROR_REDIRECT_MS = 3000;

type Phase = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string };

/** Spec 'Auth callback': loading, then success (1 s wait, redirect after 1 s) or error (redirect home after 3 s). */
export function AuthCallbackPage() {
  usePageTitle('Signing in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The code only picks one of our messages; error_description (the provider's free text) only says it failed.
  const error = params.has('error') || params.has('error_description') ? (params.get('error') ?? '') : null;
  const [phase, setPhase] = useState<Phase>(
    error !== null ? { kind: 'error', message: callbackErrorMessage(error) } : { kind: 'loading' },
  );

  useEffect(() => {
    localStorage.removeItem(PENDING_EMAIL_KEY);
    // The link parameters are cleared from the address bar.
    window.history.replaceState(null, '', '/auth/callback');
    if (error !== null) {
      const t = setTimeout(() => void navigate('/', { replace: true }), ERROR_REDIRECT_MS);
      return () => clearTimeout(t);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = async () => {
      const { user } = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      if (!user) {
        await navigate('/dashboard', { replace: true });
        return;
      }
      setPhase({ kind: 'success' });
      timer = setTimeout(() => void navigate('/dashboard', { replace: true }), SUCCESS_REDIRECT_MS);
    };
    const wait = setTimeout(() => void finish(), CALLBACK_WAIT_MS);
    return () => {
      clearTimeout(wait);
      clearTimeout(timer);
    };
  }, [error, navigate, queryClient]);

  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4" role="status" aria-live="polite">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {phase.kind === 'loading' && (
          <>
            <Loader2 className="mx-auto size-10 animate-spin text-brand-700" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-semibold">Completing sign in...</h1>
          </>
        )}
        {phase.kind === 'success' && (
          <>
            <CircleCheck className="mx-auto size-10 text-brand-700" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-semibold">Sign in successful!</h1>
            <p className="mt-2 text-slate-600">Redirecting to dashboard...</p>
          </>
        )}
        {phase.kind === 'error' && (
          <>
            <CircleX className="mx-auto size-10 text-red-600" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-semibold">Authentication failed</h1>
            <p className="mt-2 text-slate-700">{phase.message}</p>
            <p className="mt-2 text-sm text-slate-600">Redirecting to home...</p>
          </>
        )}
      </div>
    </div>
  );
}
