import { Lock, LockOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import { STATUS_LABELS, type OrderStatus } from '#domain/orders/status.ts';
import type { TreeLockResponse } from '#shared/family.ts';
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
import { Switch } from '#client/components/ui/switch.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { useTreeLock } from '#client/lib/queries/tree-lock.ts';
import { useLockTree } from './api/lock-tree.ts';
import { useUnlockTree } from './api/unlock-tree.ts';

const ref = (id: string) => `#${id.slice(0, 8)}`;

/** Why the tree is locked, in one sentence every screen shows beside the switch (decision 026). */
export function lockReason(lock: TreeLockResponse | undefined): string | null {
  if (!lock?.isLocked) return null;
  if (lock.lockedBy === 'order') {
    const [first, ...more] = lock.activeOrders;
    const waitingFor =
      more.length === 0
        ? `order ${ref(first.id)} (${STATUS_LABELS[first.status as OrderStatus] ?? first.status})`
        : `orders ${lock.activeOrders.map((o) => ref(o.id)).join(', ')}`;
    return `Locked while ${waitingFor} is being worked on. It unlocks when ${more.length === 0 ? 'the order is' : 'they are'} delivered.`;
  }
  return 'You locked your tree. Switch it off to make changes.';
}

/** The 'Lock tree' switch (spec 'Family tree lock'): on the dashboard card, the tree header and the locked form. */
export function TreeLockToggle({ className }: { className?: string }) {
  const id = useId();
  const reasonId = useId();
  const errorId = useId();
  const lock = useTreeLock();
  const lockTree = useLockTree();
  const unlockTree = useUnlockTree();
  const [confirming, setConfirming] = useState(false);
  const pending = lockTree.isPending || unlockTree.isPending;
  const isLocked = lock.data?.isLocked ?? false;
  const byOrder = lock.data?.lockedBy === 'order';
  const reason = lockReason(lock.data);
  const awaiting = lock.data?.awaitingPayment ?? [];
  // A refused lock or unlock is said beside the switch until the next try (decision 071), as well as in a toast.
  const failure = lockTree.isError
    ? errorMessage(lockTree.error, 'Failed to lock family tree')
    : unlockTree.isError
      ? errorMessage(unlockTree.error, 'Failed to unlock family tree')
      : null;
  const describedBy = [reason && reasonId, failure && errorId].filter(Boolean).join(' ') || undefined;

  const doLock = () => {
    unlockTree.reset();
    lockTree.mutate(undefined, {
      onSuccess: (state) =>
        toast.success('Family Tree Locked', {
          description:
            state.lockedBy === 'order'
              ? 'It stays locked until your order is delivered.'
              : 'Your family tree can no longer be edited until you unlock it.',
        }),
      onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to lock family tree') }),
    });
  };

  const onCheckedChange = (checked: boolean) => {
    if (pending) return;
    if (checked) {
      // Paying an order locks the tree until it is delivered: say so before a hand lock joins it.
      if (awaiting.length > 0) setConfirming(true);
      else doLock();
    } else {
      lockTree.reset();
      unlockTree.mutate(undefined, {
        onSuccess: () => toast.success('Family Tree Unlocked', { description: 'You can edit your family tree again.' }),
        onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to unlock family tree') }),
      });
    }
  };

  return (
    <div className={cn('flex flex-col gap-1', className)} data-testid="tree-lock-toggle">
      <div className="flex items-center gap-2">
        {isLocked ? (
          <Lock className="size-4 text-amber-700" aria-hidden="true" />
        ) : (
          <LockOpen className="size-4 text-slate-500" aria-hidden="true" />
        )}
        <Label htmlFor={id} className="cursor-pointer">
          Lock tree
        </Label>
        <Switch
          id={id}
          checked={isLocked}
          // Not disabled while saving: a disabled switch drops the focus it holds (decision 071).
          disabled={lock.isPending || lock.isError || byOrder}
          onCheckedChange={onCheckedChange}
          aria-describedby={describedBy}
          aria-busy={pending || undefined}
        />
      </div>
      {reason && (
        <p id={reasonId} className="max-w-xs text-xs text-slate-700" data-testid="tree-lock-reason">
          {reason}
        </p>
      )}
      {failure && (
        <p id={errorId} className="max-w-xs text-xs font-medium text-red-700">
          {failure}
        </p>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Lock your family tree?</DialogTitle>
            <DialogDescription>
              {awaiting.length === 1
                ? `Order ${ref(awaiting[0].id)} is waiting for payment.`
                : `Orders ${awaiting.map((o) => ref(o.id)).join(', ')} are waiting for payment.`}{' '}
              Once an order is paid, your tree stays locked until that order is delivered: you will not be able to
              unlock it before then. You can still add missing dates, death details, notes and marriages.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setConfirming(false);
                doLock();
              }}
            >
              Lock tree
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
