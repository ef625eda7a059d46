import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch, AUTH_ERROR_EVENT } from './api-client.ts';
import { displayName } from '#shared/display-name.ts';
import { sessionQueryOptions } from './get-session.ts';
import { toast } from '#client/lib/toast.ts';

/** The signed-in user as the client sees it. */
export type AuthUser = { id: string; email?: string; name: string; avatar_url?: string; isAdmin: boolean };

export type AuthState = {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  authError: string | null;
  isDev: false;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/**
 * Forgets everything cached for the previous user and marks the session as signed out. The
 * session query itself is kept (and set), so the components observing it see the change at once.
 */
export function resetToSignedOut(queryClient: QueryClient) {
  const sessionKey = sessionQueryOptions().queryKey;
  queryClient.setQueryData(sessionKey, { user: null });
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useQuery(sessionQueryOptions());
  const sessionUser = session.data?.user ?? null;
  // Read by the 401 handler below, which must not re-subscribe on every session change.
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = sessionUser !== null;
  }, [sessionUser]);

  const signOut = useCallback(async () => {
    try {
      await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch {
      /* Spec: the browser goes to '/' even when the call fails. */
    }
    resetToSignedOut(queryClient);
    void navigate('/');
  }, [navigate, queryClient]);

  // A 401 during use means the session has ended.
  useEffect(() => {
    const onAuthError = () => {
      if (!signedIn.current) return;
      signedIn.current = false;
      toast.error('Session Expired', { description: 'Your session has expired. Please log in again.' });
      resetToSignedOut(queryClient);
      void navigate('/login');
    };
    window.addEventListener(AUTH_ERROR_EVENT, onAuthError);
    return () => window.removeEventListener(AUTH_ERROR_EVENT, onAuthError);
  }, [navigate, queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      user: sessionUser
        ? {
            id: sessionUser.id,
            email: sessionUser.email,
            name: displayName(sessionUser),
            avatar_url: sessionUser.image ?? undefined,
            isAdmin: sessionUser.isAdmin,
          }
        : null,
      isLoading: session.isPending,
      isAuthenticated: sessionUser !== null,
      authError: session.error ? session.error.message : null,
      isDev: false,
      signOut,
    }),
    [sessionUser, session.isPending, session.error, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
