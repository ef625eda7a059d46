import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { errorMessage } from '#client/lib/api-client.ts';

/**
 * An action's refusal, beside its button until the next try (decision 071): an error that
 * matters is not left to a toast that disappears. Success is the spec's toast ('Settings saved',
 * 'Preferences updated', 'Data exported'), which the toaster's own live region announces.
 */
export function SaveRefusal({
  error,
  refused,
  fallback,
  className,
}: {
  error: unknown;
  /** The Alert's title: 'Not saved'. */
  refused: string;
  /** Said when the server gave no reason. */
  fallback: string;
  className?: string;
}) {
  if (!error) return null;
  return (
    <Alert variant="destructive" className={className}>
      <AlertTitle>{refused}</AlertTitle>
      <AlertDescription>{errorMessage(error, fallback)}</AlertDescription>
    </Alert>
  );
}
