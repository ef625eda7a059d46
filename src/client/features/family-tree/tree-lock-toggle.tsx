import { Lock, LockOpen } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { useTreeLock } from './api/get-tree-lock.ts';
import { useLockTree } from './api/lock-tree.ts';
import { useUnlockTree } from './api/unlock-tree.ts';

/** The 'Lock tree' switch (spec 'Family tree lock'): on the dashboard card, the tree header and the locked form. */
export function TreeLockToggle({ className }: { className?: string }) {
  const id = useId();
  const lock = useTreeLock();
  const lockTree = useLockTree();
  const unlockTree = useUnlockTree();
  const pending = lockTree.isPending || unlockTree.isPending;
  const isLocked = lock.data?.isLocked ?? false;

  const onCheckedChange = (checked: boolean) => {
    if (pending) return;
    if (checked) {
      lockTree.mutate(undefined, {
        onSuccess: () =>
          toast.success('Family Tree Locked', {
            description: 'Your family tree can no longer be edited until you unlock it.',
          }),
        onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to lock family tree') }),
      });
    } else {
      unlockTree.mutate(undefined, {
        onSuccess: () => toast.success('Family Tree Unlocked', { description: 'You can edit your family tree again.' }),
        onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to unlock family tree') }),
      });
    }
  };

  return (
    <div className={cn('flex items-center gap-2', className)} data-testid="tree-lock-toggle">
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
        disabled={lock.isPending || lock.isError || pending}
        onCheckedChange={onCheckedChange}
        aria-busy={pending || undefined}
      />
    </div>
  );
}
