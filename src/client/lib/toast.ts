import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * sonner's `toast`, `toast.success` and `toast.error`, with sonner (33 KB before compression) loaded
 * on the first message rather than with every page's code: the app's `Toaster` is lazy too
 * (app/providers.tsx), and most pages show no message at all. Messages keep their order: each
 * waits for the same import.
 */
type Show = (message: string, data?: ExternalToast) => void;

const later =
  (pick: (t: typeof sonnerToast) => Show): Show =>
  (message, data) =>
    void import('sonner').then(({ toast }) => pick(toast)(message, data));

export const toast = Object.assign(
  later((t) => t),
  { success: later((t) => t.success), error: later((t) => t.error) },
);
