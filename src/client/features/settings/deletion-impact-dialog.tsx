import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { DELETION_OUTCOME_TEXT, officeFeeKeptText } from '#domain/orders/on-account-deletion.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { DeletionImpact } from '#shared/privacy.ts';
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

const ref = (id: string) => `#${id.slice(0, 8)}`;
const documents = (n: number) => `${n} ${n === 1 ? 'certificate' : 'certificates'}`;

/** Before the deletion's confirm: the paid orders and open claims, and what deletion does to each (decision 027). */
export function DeletionImpactDialog({
  impact,
  onCancel,
  onContinue,
}: {
  impact: DeletionImpact | null;
  onCancel: () => void;
  onContinue: () => void;
}) {
  return (
    <Dialog open={impact !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <AlertTriangle className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
            You have orders in progress
          </DialogTitle>
          <DialogDescription>
            Deleting your account now changes what happens to them. If you would rather keep them going, wait until they
            are complete.
          </DialogDescription>
        </DialogHeader>
        {impact && (
          <ul className="flex flex-col gap-3 text-sm" data-testid="deletion-impact">
            {impact.orders.map((order) => (
              <li key={order.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">
                  Certificate order {ref(order.id)}: {documents(order.documentsRequestedCount)},{' '}
                  {formatMoney(order.totalCost, order.currency)}
                </p>
                <p className="mt-1 text-slate-700">{DELETION_OUTCOME_TEXT[order.outcome]}</p>
                {order.officeFeesKept.map((fee) => (
                  <p key={fee.reference} className="mt-1 text-amber-900" data-testid="office-fee-kept">
                    {officeFeeKeptText(formatMoney(fee.amount, fee.currency), fee.reference)}
                  </p>
                ))}
              </li>
            ))}
            {impact.claims.map((claim) => (
              <li key={claim.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">
                  Guarantee claim {ref(claim.id)}: {formatMoney(claim.totalAmount, claim.currency)}
                </p>
                <p className="mt-1 text-slate-700">{DELETION_OUTCOME_TEXT[claim.outcome]}</p>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-700">
          <Link to="/privacy-policy" className="font-medium text-brand-800 underline">
            How we handle deletion
          </Link>
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep my account</Button>
          </DialogClose>
          <Button className="bg-red-700 hover:bg-red-800" onClick={onContinue}>
            Continue to delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
