import { useEffect } from 'react';
import { TimeoutError } from '../lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';

/** The global handler for failures nobody caught: timeouts and lost connections. */
export function GlobalErrorHandler() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const err = event.reason as { message?: string; code?: string } | undefined;
      const message = err?.message ?? '';
      if (err instanceof TimeoutError || err?.code === 'AUTH_TIMEOUT' || /timeout/i.test(message)) {
        toast.error('Connection Timeout', { description: message || 'The server took too long to answer.' });
      } else if (message.includes('Failed to fetch') || message.includes('NetworkError')) {
        toast.error('Network Error', {
          description: 'Unable to connect to the server. Please check your internet connection.',
        });
      }
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);
  return null;
}
