import { AlertTriangle } from 'lucide-react';
import { errorMessage } from '../lib/api-client.ts';
import { Alert, AlertDescription, AlertTitle } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

type Props = {
  /** What could not be loaded, capitalised as in 'Error Loading Orders': 'Orders'. */
  noun: string;
  /** The sentence under the title; the server's own message wins when the request failed with one. */
  message?: string;
  error?: unknown;
  /** Asks again: shown as 'Try again'. */
  onRetry?: () => void;
  className?: string;
};

/** The one 'could not load' message: 'Error Loading …', what happened, and Try again. */
export function LoadError({ noun, message, error, onRetry, className }: Props) {
  const fallback = message ?? `The ${noun.toLowerCase()} could not be loaded. Please try again.`;
  return (
    <Alert variant="destructive" className={className}>
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>Error Loading {noun}</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error, fallback)}</p>
        {onRetry && (
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
