import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';

/** Spec: the email is kept locally as the pending sign-in email until the link is opened. */
export const PENDING_EMAIL_KEY = 'emailForSignIn';
const CALLBACK = '/auth/callback';

export const useSendMagicLink = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiFetch<{ status: boolean }>('/api/auth/sign-in/magic-link', {
        method: 'POST',
        body: { email, callbackURL: CALLBACK, newUserCallbackURL: CALLBACK, errorCallbackURL: CALLBACK },
      }),
    retry: false,
    onSuccess: (_data, email) => localStorage.setItem(PENDING_EMAIL_KEY, email),
  });

/** Starts the Google (OpenID Connect) redirect flow; the server answers with the provider's URL. */
export const useGoogleSignIn = () =>
  useMutation({
    mutationFn: () =>
      apiFetch<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
        method: 'POST',
        body: { provider: 'google', callbackURL: CALLBACK, newUserCallbackURL: CALLBACK, errorCallbackURL: CALLBACK },
      }),
    retry: false,
    onSuccess: ({ url }) => window.location.assign(url),
  });
