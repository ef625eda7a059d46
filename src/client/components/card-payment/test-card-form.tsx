import { CreditCard, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { completeTestPayment } from '#client/lib/test-payments.ts';

/**
 * The built-in test provider's card form (development only, no real money). It goes through the
 * same server-side settlement as a card payment: the server decides whether the order is paid.
 */
export function TestCardForm(props: {
  intentId: string;
  clientSecret: string;
  amountDisplay: string;
  onCompleted: () => Promise<void>;
}) {
  // The pressed button is busy (it keeps focus, decision 071); the other waits, disabled.
  const [running, setRunning] = useState<'succeed' | 'fail' | null>(null);
  const run = async (outcome: 'succeed' | 'fail') => {
    setRunning(outcome);
    try {
      await completeTestPayment(props.intentId, props.clientSecret, outcome);
      await props.onCompleted();
    } finally {
      setRunning(null);
    }
  };
  return (
    <div className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-5">
      <p className="flex items-center gap-2 font-semibold text-amber-900">
        <FlaskConical className="size-5" aria-hidden="true" />
        Test mode
      </p>
      <p className="mt-1 text-sm text-amber-900">
        No card is charged. This form exists only on test servers without a card provider.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button busy={running === 'succeed'} disabled={running === 'fail'} onClick={() => void run('succeed')}>
          <CreditCard aria-hidden="true" />
          Pay {props.amountDisplay}
        </Button>
        <Button
          variant="outline"
          busy={running === 'fail'}
          disabled={running === 'succeed'}
          onClick={() => void run('fail')}
        >
          Simulate a declined card
        </Button>
      </div>
    </div>
  );
}
