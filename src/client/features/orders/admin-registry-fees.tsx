import { Landmark, RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import { FEE_AT_COST, registryFeeBalance, registryFeeWording } from '#domain/orders/registry-fee.ts';
import { documentTypeLabel } from '#domain/orders/research.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { DocumentRequestResponse, RegistryFeeLine } from '#shared/orders.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useRegistryFeeAction } from './api/admin-orders.ts';
import { ConfirmDialog } from './admin-order-corrections.tsx';

const STATUS_TEXT: Record<RegistryFeeLine['status'], string> = {
  to_confirm: 'Asked at cost: set the amount the office confirms',
  due: 'Waiting for the customer’s payment',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** '€14.04 to pay · 1 to confirm', for the order card; null when nothing waits. */
export function registryFeeSummary(order: DocumentRequestResponse): string | null {
  const { due, toConfirm } = registryFeeBalance(order.registryFees);
  const parts = [
    ...(due > 0 ? [`${formatMoney(due, order.currency)} to pay`] : []),
    ...(toConfirm > 0 ? [`${toConfirm} to confirm`] : []),
  ];
  return parts.length > 0 ? `Registry fees: ${parts.join(' · ')}. Not posted until paid.` : null;
}

/** '12.50' → 1250; null for anything that is not a positive amount with at most two decimals. */
export function minorUnits(text: string): number | null {
  const m = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const value = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return value > 0 ? value : null;
}

function SetFee({ order, line }: { order: DocumentRequestResponse; line: RegistryFeeLine }) {
  const id = useId();
  const action = useRegistryFeeAction(order.id);
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(line.officeCurrency ?? order.currency.toUpperCase());
  // A fee that is not an amount is said beside its field, which takes focus (decision 071).
  const [invalid, setInvalid] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const submit = () => {
    const officeAmount = minorUnits(amount);
    if (officeAmount === null) {
      setInvalid(true);
      amountRef.current?.focus();
      return;
    }
    setInvalid(false);
    action.mutate(
      { kind: 'set', lineId: line.id, body: { officeAmount, officeCurrency: currency } },
      {
        onSuccess: (updated) => {
          setAmount('');
          toast.success('Registry fee set', {
            description: `The customer is asked to pay ${formatMoney(updated.amount ?? 0, updated.currency)}.`,
          });
        },
      },
    );
  };
  return (
    <form
      className="mt-1 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="flex flex-col text-xs text-slate-700" htmlFor={`${id}-amount`}>
        Fee the office confirmed
        <Input
          ref={amountRef}
          id={`${id}-amount`}
          inputMode="decimal"
          className="w-28"
          placeholder="12.50"
          value={amount}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-amount-error` : undefined}
          onChange={(e) => setAmount(e.target.value)}
          readOnly={action.isPending}
        />
      </label>
      <label className="flex flex-col text-xs text-slate-700" htmlFor={`${id}-currency`}>
        Currency
        <Input
          id={`${id}-currency`}
          className="w-20 uppercase"
          maxLength={3}
          value={currency}
          onChange={(e) => setCurrency(e.target.value.toUpperCase())}
          readOnly={action.isPending}
        />
      </label>
      <Button type="submit" size="sm" variant="outline" busy={action.isPending}>
        {line.status === 'to_confirm' ? 'Set fee' : 'Change fee'}
      </Button>
      {invalid && (
        <p id={`${id}-amount-error`} className="basis-full text-sm font-medium text-red-700">
          Enter the fee: write the amount the office confirmed, e.g. 12.50.
        </p>
      )}
      {action.isError && (
        <p role="alert" className="basis-full text-sm font-medium text-red-700">
          Not saved: {errorMessage(action.error, 'Failed to set the fee.')}
        </p>
      )}
    </form>
  );
}

/** Refunds a paid fee to the customer's card, after confirming the amount (decision 059). */
function RefundFee({ order, line }: { order: DocumentRequestResponse; line: RegistryFeeLine }) {
  const action = useRegistryFeeAction(order.id);
  const [asking, setAsking] = useState(false);
  const amount = formatMoney(line.amount ?? 0, line.currency);
  const run = () =>
    action.mutate(
      { kind: 'refund', lineId: line.id },
      {
        onSuccess: () => {
          setAsking(false);
          toast.success('Registry fee refunded');
        },
      },
    );
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="mt-1 self-start"
        busy={action.isPending}
        onClick={() => {
          action.reset();
          setAsking(true);
        }}
      >
        <RotateCcw aria-hidden="true" />
        Refund registry fee
      </Button>
      <ConfirmDialog
        confirmation={
          asking
            ? {
                title: `Refund ${amount} to the customer?`,
                description:
                  'The registry fee of this certificate goes back to the card the customer paid with. If it was already paid to the office, the business bears the cost. This cannot be undone.',
                confirm: `Refund ${amount}`,
                run,
              }
            : null
        }
        pending={action.isPending}
        error={action.isError ? errorMessage(action.error, 'Failed to refund.') : null}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/**
 * The registry fee of each certificate, for the admin (docs/decisions/056-the-registry-fee.md): why
 * a fee is asked at cost, the form to set what the office confirmed, and the refund of a paid fee.
 */
export function AdminRegistryFees({ order }: { order: DocumentRequestResponse }) {
  if (order.registryFees.length === 0) return null;
  const open = order.status === 'pending' || order.status === 'paid' || order.status === 'processing';
  return (
    <section aria-label="Registry fees">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Landmark className="size-4 text-brand-700" aria-hidden="true" />
        Registry fees
      </h4>
      <ul className="mt-2 flex flex-col gap-3 text-sm">
        {order.registryFees.map((line) => {
          const doc = order.documentsNeeded[line.documentIndex];
          return (
            <li key={line.id} className="flex flex-col" data-testid="admin-registry-fee">
              <span className="font-medium text-slate-900">
                {[documentTypeLabel(doc?.documentType ?? 'certificate'), doc?.memberName].filter(Boolean).join(' - ')}
                {line.region ? ` (${line.region})` : ''}
              </span>
              <span className="text-slate-700">
                {line.status === 'to_confirm' ? FEE_AT_COST : registryFeeWording(line)}
              </span>
              <span className="text-xs text-slate-600">
                {STATUS_TEXT[line.status]}
                {line.toConfirmReason ? ` (${line.toConfirmReason})` : ''}
              </span>
              {open && (line.status === 'to_confirm' || line.status === 'due') && <SetFee order={order} line={line} />}
              {line.status === 'paid' && <RefundFee order={order} line={line} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
