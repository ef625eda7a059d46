import { Ban } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { orderRef } from '#client/lib/order-format.ts';
import { useCancelMyOrder } from './api/order-corrections.ts';

/**
 * The owner cancels their unpaid order (decision 059): the button asks once more in place, since
 * the order can then no longer be paid.
 */
export function CancelMyOrder({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const cancel = useCancelMyOrder(orderId);
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="outline" onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" />
        Cancel order
      </Button>
    );
  return (
    <div className="flex flex-col gap-2 sm:mr-auto" role="group" aria-label="Cancel this order?">
      <p className="text-sm text-slate-800">
        Cancel this order? Nothing has been charged, and it can no longer be paid.
      </p>
      {cancel.isError && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(cancel.error, 'Failed to cancel the order.')}</AlertDescription>
        </Alert>
      )}
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => setAsking(false)}>
          Keep the order
        </Button>
        <Button
          busy={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: (order) => {
                toast.success('Order cancelled', { description: `${orderRef(order.id)} was cancelled.` });
                onDone();
              },
            })
          }
        >
          Yes, cancel it
        </Button>
      </div>
    </div>
  );
}
