import type { ExternalToast } from 'sonner';

/**
 * sonner's `toast.error` for the code every page loads first, which then does not carry sonner:
 * it is loaded on the first message (decision 032). Code-split pages import `toast` from sonner.
 */
export function showErrorToast(title: string, data?: ExternalToast) {
  void import('sonner').then(({ toast }) => toast.error(title, data));
}
