import { format, parseISO } from 'date-fns';
import { Ban, Undo2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '#client/lib/toast.ts';
import { STATUS_LABELS, type OrderStatus } from '#domain/orders/status.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { orderRef } from '#client/lib/order-format.ts';
import type { OrderEvent } from './api/admin-orders.ts';
import { useCancelOrderAsAdmin, useUndoStatus } from './api/order-corrections.ts';

/** What an admin is asked before a change that reaches the customer (decision 059). */
export type Confirmation = { title: string; description: string; confirm: string; run: () => void };

/** The question before a change that emails the customer or touches their money; stays open on an error. */
export function ConfirmDialog({
  confirmation,
  pending,
  error,
  onClose,
  children,
}: {
  confirmation: Confirmation | null;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog open={confirmation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {confirmation && (
          <>
            <DialogHeader>
              <DialogTitle>{confirmation.title}</DialogTitle>
              <DialogDescription>{confirmation.description}</DialogDescription>
            </DialogHeader>
            {children}
            {error && (
              <Alert variant="destructive">
                <AlertTitle>Not changed</AlertTitle>
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Go back</Button>
              </DialogClose>
              <Button busy={pending} onClick={confirmation.run}>
                {confirmation.confirm}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

const timeOf = (iso: string) => format(parseISO(iso), 'HH:mm');
const label = (status: string | null) => (status ? (STATUS_LABELS[status as OrderStatus] ?? status) : '');

/** On the last status move while it can be undone: moves the order back, after asking. */
/**
 * The focus key of an order's status controls (decision 071): 'Move to …', 'Undo: back to …' and
 * 'Cancel unpaid order' hand focus to one another as a change replaces one with another.
 */
export const statusFocusKey = (order: DocumentRequestResponse) => `order-${order.id}-status`;

export function UndoStatusChange({ order, event }: { order: DocumentRequestResponse; event: OrderEvent }) {
  const undo = useUndoStatus(order.id);
  const [asking, setAsking] = useState(false);
  if (!event.undoableUntil || !event.fromStatus) return null;
  const from = label(event.fromStatus);
  const to = label(event.toStatus);
  const run = () =>
    undo.mutate(undefined, {
      onSuccess: (updated) => {
        setAsking(false);
        toast.success('Change undone', { description: `${orderRef(updated.id)} is back to ${from}.` });
      },
    });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="mt-1"
        data-focus-id={statusFocusKey(order)}
        onClick={() => {
          undo.reset();
          setAsking(true);
        }}
      >
        <Undo2 aria-hidden="true" />
        Undo: back to {from}
      </Button>
      <span className="ml-2 text-xs text-slate-600">until {timeOf(event.undoableUntil)}</span>
      <ConfirmDialog
        confirmation={
          asking
            ? {
                title: `Move ${orderRef(order.id)} back to ${from}?`,
                description: `The customer was told their order is “${to}”. If that email has not left yet it is withdrawn; otherwise they get a short correction saying it is “${from}”. The undo is recorded in the history.`,
                confirm: `Move back to ${from}`,
                run,
              }
            : null
        }
        pending={undo.isPending}
        error={undo.isError ? errorMessage(undo.error, 'Failed to undo the change.') : null}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** An admin cancels an unpaid order, with an optional note for the history, after asking. */
export function CancelUnpaidOrder({ order }: { order: DocumentRequestResponse }) {
  const cancel = useCancelOrderAsAdmin(order.id);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  if (order.status !== 'pending') return null;
  const run = () =>
    cancel.mutate(note, {
      onSuccess: (updated) => {
        setAsking(false);
        toast.success('Order cancelled', { description: `${orderRef(updated.id)} can no longer be paid.` });
      },
    });
  return (
    <>
      <Button
        variant="outline"
        data-focus-id={statusFocusKey(order)}
        onClick={() => {
          cancel.reset();
          setAsking(true);
        }}
      >
        <Ban aria-hidden="true" />
        Cancel unpaid order
      </Button>
      <ConfirmDialog
        confirmation={
          asking
            ? {
                title: `Cancel ${orderRef(order.id)}?`,
                description:
                  'Nothing has been paid for this order. Its open payment is cancelled and the customer can no longer pay it; they can place a new order. This cannot be undone.',
                confirm: 'Cancel the order',
                run,
              }
            : null
        }
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, 'Failed to cancel the order.') : null}
        onClose={() => setAsking(false)}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={noteId}>Internal note (optional, only admins see it)</Label>
          <Textarea id={noteId} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
      </ConfirmDialog>
    </>
  );
}
