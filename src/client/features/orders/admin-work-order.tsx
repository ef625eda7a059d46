import { ClipboardCopy, ClipboardList, RotateCcw, SearchX } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { toast } from '#client/lib/toast.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { AdminLineOutcome, DocumentRequestResponse, OrderLine } from '#shared/orders.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatLongDate } from '#client/lib/format.ts';
import { useFocusOnMount } from '#client/lib/focus.ts';
import { useLineAction, useWorkOrder } from './api/admin-orders.ts';
import { ConfirmDialog } from './admin-order-corrections.tsx';
import { minorUnits } from './admin-registry-fees.tsx';

const OUTCOME_TEXT: Record<OrderLine['outcome'], string> = {
  open: 'To order from the office',
  ordered: 'Ordered from the office',
  received: 'Received from the office',
  posted: 'Posted',
  not_found: 'Not found at the office',
};

const day = (iso: string) => formatLongDate(iso);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="grid grid-cols-[9.5rem_1fr] gap-2 max-sm:grid-cols-1 max-sm:gap-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** What the office needs for the certificate, as the tree said when it was ordered. */
function Facts({ line }: { line: OrderLine }) {
  const f = line.facts;
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <Fact label="Name on the certificate">
        {f.name || null}
        {f.nameIs && <span className="text-slate-600"> ({f.nameIs})</span>}
      </Fact>
      <Fact label="Also recorded as">{f.otherNames.join('; ') || null}</Fact>
      <Fact label="Name now">{f.nameNow}</Fact>
      <Fact label="Born">{[f.birth?.date?.words, f.birth?.place].filter(Boolean).join(', ') || null}</Fact>
      <Fact label="Died">{[f.death?.date?.words, f.death?.place].filter(Boolean).join(', ') || null}</Fact>
      <Fact label="Married">
        {[f.marriage?.date?.words, f.marriage?.place, f.marriage?.spouse && `to ${f.marriage.spouse}`]
          .filter(Boolean)
          .join(', ') || null}
      </Fact>
      <Fact label="Father">{f.father?.name}</Fact>
      <Fact label="Mother">
        {f.mother && (
          <>
            {f.mother.name}
            {f.mother.birthSurname && !f.mother.name.endsWith(f.mother.birthSurname) && (
              <span>
                {' '}
                (born <strong>{f.mother.birthSurname}</strong>)
              </span>
            )}
          </>
        )}
      </Fact>
      <Fact label="Office">
        {f.office && (
          <>
            {f.office.name} ({f.office.region})
            {f.office.orderUrl && (
              <>
                {' · '}
                <a href={f.office.orderUrl} target="_blank" rel="noreferrer" className="underline">
                  Order page
                </a>
              </>
            )}
          </>
        )}
      </Fact>
      <Fact label="Ask for">{f.office?.askFor}</Fact>
      <Fact label="Office fee">{f.office?.fee}</Fact>
      <Fact label="Customer’s note">{f.customerNote}</Fact>
    </dl>
  );
}

/** The 'copy for the registry form' block: the facts as 'Field: value' lines, copied in one click. */
function RegistryForm({ line }: { line: OrderLine }) {
  const id = useId();
  const copy = () =>
    navigator.clipboard.writeText(line.registryForm).then(
      () => toast.success('Copied for the registry form'),
      () => toast.error('Could not copy', { description: 'Select the text and copy it instead.' }),
    );
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <span id={id} className="text-xs font-semibold text-slate-700">
          Copy for the registry form
        </span>
        <Button size="sm" variant="ghost" onClick={() => void copy()}>
          <ClipboardCopy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <pre
        aria-labelledby={id}
        data-testid="registry-form"
        className="overflow-x-auto rounded-md bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200"
      >
        {line.registryForm}
      </pre>
    </div>
  );
}

/** Ordered from the office: the date, the office's reference and what it was paid, in its currency. */
function OrderedForm({ orderId, line }: { orderId: string; line: OrderLine }) {
  const id = useId();
  const action = useLineAction(orderId);
  const [orderedOn, setOrderedOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(line.currency.toUpperCase());
  // What is missing is said beside its field, and the first such field takes focus (decision 071).
  const [missing, setMissing] = useState<{ reference: boolean; amount: boolean }>({ reference: false, amount: false });
  const referenceRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const submit = () => {
    const paid = amount.trim() === '0' ? 0 : minorUnits(amount);
    const now = { reference: !reference.trim(), amount: paid === null };
    setMissing(now);
    if (now.reference || now.amount || paid === null) {
      (now.reference ? referenceRef : amountRef).current?.focus();
      return;
    }
    action.mutate(
      {
        index: line.documentIndex,
        body: {
          outcome: 'ordered',
          orderedOn,
          officeReference: reference,
          officeAmountPaid: paid,
          officeCurrency: currency,
        },
      },
      {
        onSuccess: () => toast.success('Recorded as ordered from the office'),
        onError: (err) => toast.error('Not saved', { description: errorMessage(err, 'Failed to record it.') }),
      },
    );
  };
  const field = 'flex flex-col gap-1 text-xs text-slate-700';
  return (
    <form
      aria-label={`Ordered from the office, line ${line.documentIndex + 1}`}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className={field} htmlFor={`${id}-on`}>
        Ordered on
        <Input
          id={`${id}-on`}
          type="date"
          className="w-40"
          value={orderedOn}
          onChange={(e) => setOrderedOn(e.target.value)}
        />
      </label>
      <label className={field} htmlFor={`${id}-ref`}>
        Office reference
        <Input
          ref={referenceRef}
          id={`${id}-ref`}
          className="w-40"
          maxLength={100}
          value={reference}
          aria-invalid={missing.reference || undefined}
          aria-describedby={missing.reference ? `${id}-ref-error` : undefined}
          onChange={(e) => setReference(e.target.value)}
        />
      </label>
      <label className={field} htmlFor={`${id}-amount`}>
        Amount paid
        <Input
          ref={amountRef}
          id={`${id}-amount`}
          inputMode="decimal"
          className="w-24"
          placeholder="20.00"
          value={amount}
          aria-invalid={missing.amount || undefined}
          aria-describedby={missing.amount ? `${id}-amount-error` : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <label className={field} htmlFor={`${id}-currency`}>
        Currency
        <Input
          id={`${id}-currency`}
          className="w-20 uppercase"
          maxLength={3}
          value={currency}
          onChange={(e) => setCurrency(e.target.value.toUpperCase())}
        />
      </label>
      <Button type="submit" size="sm" busy={action.isPending} data-focus-id={stepKey(orderId, line)}>
        Record as ordered
      </Button>
      {missing.reference && (
        <p id={`${id}-ref-error`} className="basis-full text-sm font-medium text-red-700">
          Enter the office’s reference.
        </p>
      )}
      {missing.amount && (
        <p id={`${id}-amount-error`} className="basis-full text-sm font-medium text-red-700">
          Enter the amount paid, e.g. 20.00.
        </p>
      )}
      <div className="basis-full empty:hidden">
        <SaveRefusal error={action.error} refused="Not saved" fallback="Failed to record it." />
      </div>
    </form>
  );
}

/** Not found at the office: what was searched, required. */
/**
 * Focus keys (decision 071): the line's next step ('Record as ordered' → 'Mark received' → 'Mark posted')
 * and its not-found path ('Not found' → the form's buttons → 'Refund this certificate') each hand focus on.
 */
const stepKey = (orderId: string, line: OrderLine) => `work-${orderId}-${line.documentIndex}-step`;
const notFoundKey = (orderId: string, line: OrderLine) => `work-${orderId}-${line.documentIndex}-not-found`;

function NotFoundForm({ orderId, line, onDone }: { orderId: string; line: OrderLine; onDone: () => void }) {
  const id = useId();
  const action = useLineAction(orderId);
  const [searched, setSearched] = useState('');
  const [missing, setMissing] = useState(false);
  // The form replaced the 'Not found' button: its field takes the focus.
  const field = useFocusOnMount<HTMLTextAreaElement>();
  return (
    <form
      aria-label={`Not found, line ${line.documentIndex + 1}`}
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!searched.trim()) {
          setMissing(true);
          field.current?.focus();
          return;
        }
        action.mutate(
          { index: line.documentIndex, body: { outcome: 'not_found', searched } },
          {
            onSuccess: () => {
              toast.success('Recorded as not found');
              onDone();
            },
            onError: (err) => toast.error('Not saved', { description: errorMessage(err, 'Failed to record it.') }),
          },
        );
      }}
    >
      <label className="flex flex-col gap-1 text-xs text-slate-700" htmlFor={`${id}-searched`}>
        What was searched
        <Textarea
          ref={field}
          id={`${id}-searched`}
          className="min-h-16"
          maxLength={2000}
          placeholder="Liverpool births 1949–1952, surnames Walsh and Kelly"
          value={searched}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-searched-error` : undefined}
          onChange={(e) => {
            setSearched(e.target.value);
            if (e.target.value.trim()) setMissing(false);
          }}
        />
      </label>
      {missing && (
        <p id={`${id}-searched-error`} className="text-sm font-medium text-red-700">
          Say what was searched: years, names and districts the office searched.
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          variant="outline"
          busy={action.isPending}
          data-focus-id={notFoundKey(orderId, line)}
        >
          Record as not found
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} data-focus-id={notFoundKey(orderId, line)}>
          Cancel
        </Button>
      </div>
      <SaveRefusal error={action.error} refused="Not saved" fallback="Failed to record it." />
    </form>
  );
}

function LineActions({ order, line }: { order: DocumentRequestResponse; line: OrderLine }) {
  const action = useLineAction(order.id);
  const [notFound, setNotFound] = useState(false);
  const [asking, setAsking] = useState(false);
  const step = (outcome: 'received' | 'posted') =>
    action.mutate(
      { index: line.documentIndex, body: { outcome } satisfies AdminLineOutcome },
      {
        onSuccess: () => toast.success(outcome === 'received' ? 'Recorded as received' : 'Recorded as posted'),
        onError: (err) => toast.error('Not saved', { description: errorMessage(err, 'Failed to record it.') }),
      },
    );
  const refund = formatMoney(line.refundDue, line.currency);
  if (line.outcome === 'not_found') {
    if (line.refundedAt)
      return (
        <p className="text-sm text-slate-700" data-testid="line-refunded">
          Refunded {formatMoney(line.refundAmount ?? 0, line.currency)} on {day(line.refundedAt)} by {line.refundedBy}.
        </p>
      );
    return (
      <>
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          data-focus-id={notFoundKey(order.id, line)}
          onClick={() => {
            action.reset();
            setAsking(true);
          }}
        >
          <RotateCcw aria-hidden="true" />
          Refund this certificate ({refund})
        </Button>
        <ConfirmDialog
          confirmation={
            asking
              ? {
                  title: `Refund ${refund} for line ${line.documentIndex + 1}?`,
                  description:
                    line.refundDue > 0
                      ? `${refund} is this certificate’s share of what the customer paid. It goes back to their card and they are emailed a receipt. This cannot be undone.`
                      : 'Nothing was paid for this order: the line is closed without a refund.',
                  confirm: `Refund ${refund}`,
                  run: () =>
                    action.mutate(
                      { index: line.documentIndex, refund: true },
                      {
                        onSuccess: () => {
                          setAsking(false);
                          toast.success(`Refunded ${refund}`);
                        },
                      },
                    ),
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
  if (notFound) return <NotFoundForm orderId={order.id} line={line} onDone={() => setNotFound(false)} />;
  const canNotFind = line.outcome === 'open' || line.outcome === 'ordered';
  return (
    <div className="flex flex-col gap-2">
      {line.outcome === 'open' && <OrderedForm orderId={order.id} line={line} />}
      <div className="flex flex-wrap gap-2">
        {line.outcome === 'ordered' && (
          <Button
            size="sm"
            busy={action.isPending}
            onClick={() => step('received')}
            data-focus-id={stepKey(order.id, line)}
          >
            Mark received
          </Button>
        )}
        {line.outcome === 'received' && (
          <Button
            size="sm"
            busy={action.isPending}
            onClick={() => step('posted')}
            data-focus-id={stepKey(order.id, line)}
          >
            Mark posted
          </Button>
        )}
        {canNotFind && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setNotFound(true)}
            data-focus-id={notFoundKey(order.id, line)}
          >
            <SearchX aria-hidden="true" />
            Not found
          </Button>
        )}
      </div>
      <SaveRefusal error={action.error} refused="Not saved" fallback="Failed to record it." />
    </div>
  );
}

/** What the operator recorded so far on the line. */
function LineRecord({ line }: { line: OrderLine }) {
  const parts = [
    line.orderedOn &&
      `Ordered ${day(line.orderedOn)}, reference ${line.officeReference}, ${formatMoney(line.officeAmountPaid ?? 0, line.officeCurrency ?? line.currency)} paid`,
    line.receivedAt && `received ${day(line.receivedAt)}`,
    line.postedAt && `posted ${day(line.postedAt)}`,
    line.notFoundAt && `not found ${day(line.notFoundAt)}: searched ${line.searched}`,
  ].filter(Boolean);
  return parts.length > 0 ? <p className="text-xs text-slate-600">{parts.join(' · ')}.</p> : null;
}

/**
 * The work order (docs/decisions/065-the-work-order.md): each certificate with what the office
 * needs, the block to copy into its form, and the operator's outcome and refund for the line.
 */
export function AdminWorkOrder({ order }: { order: DocumentRequestResponse }) {
  const work = useWorkOrder(order.id);
  const workable = ['paid', 'processing', 'shipped', 'delivered'].includes(order.status);
  return (
    <section aria-label="Work order" data-testid="work-order">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ClipboardList className="size-4 text-brand-700" aria-hidden="true" />
        Work order
      </h4>
      {work.isPending ? (
        <Spinner label="Loading the work order" className="py-4" />
      ) : work.isError ? (
        <p className="text-sm text-red-700">{errorMessage(work.error, 'Failed to load the work order.')}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-4">
          {work.data.lines.map((line) => (
            <li
              key={line.documentIndex}
              className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200"
              aria-label={`Line ${line.documentIndex + 1}: ${line.certificate}`}
              data-testid="work-order-line"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {line.documentIndex + 1}. {line.certificate}
                  {line.facts.name && ` – ${line.facts.name}`}
                </p>
                <span className="text-xs font-medium text-slate-700" data-testid="line-outcome">
                  {OUTCOME_TEXT[line.outcome]}
                  {line.refundedAt ? ', refunded' : ''}
                </span>
              </div>
              <Facts line={line} />
              <RegistryForm line={line} />
              <LineRecord line={line} />
              {(workable || line.refundedAt) && <LineActions order={order} line={line} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
