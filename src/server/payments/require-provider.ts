import { AppError } from '#server/errors.ts';
import type { PaymentProvider } from './provider.ts';

export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Please try again later.';

/** The configured payment provider, or a 503 that says payments are unavailable. */
export function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new AppError(503, PAYMENTS_UNAVAILABLE, 'PAYMENTS_UNAVAILABLE');
  return provider;
}
