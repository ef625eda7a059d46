import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, ChevronDown, History, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '#client/lib/toast.ts';
import { unpaidRegistryFees } from '#domain/orders/registry-fee.ts';
import { ORDER_FLOW, STATUS_LABELS, type FlowStatus, type OrderStatus } from '#domain/orders/status.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import { adminStatusBody, type AdminOrderUpdate, type DocumentRequestResponse } from '#shared/orders.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { StatusFilteredList } from '#client/components/status-filtered-list.tsx';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatLongDateTime } from '#client/lib/format.ts';
import { lengthLimits } from '#client/lib/schema-limits.ts';
import { useAdminOrders, useOrderHistory, useUpdateAdminOrder, type OrderEvent } from './api/admin-orders.ts';
import { addressLine, documentCount, documentLines, orderDate, orderRef } from '#client/lib/order-format.ts';
import { useDebounced } from '#client/lib/use-debounced.ts';
import type { AdminOrderSort } from '#shared/admin-lists.ts';
import { AdminOrdersControls } from './admin-orders-controls.tsx';
import {
  CancelUnpaidOrder,
  ConfirmDialog,
  statusFocusKey,
  UndoStatusChange,
  type Confirmation,
} from './admin-order-corrections.tsx';
import { AdminRegistryFees, registryFeeSummary } from './admin-registry-fees.tsx';
import { AdminWorkOrder } from './admin-work-order.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

const SEARCH_DELAY_MS = 300;

const FILTERS: { value: OrderStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value: value as OrderStatus, label })),
];

/**
 * Admins move an order forward one step; payment alone moves pending to paid
 * (docs/decisions/045-order-status-steps-and-the-admin-orders-tab.md).
 */
export function nextAdminStep(status: OrderStatus): Extract<FlowStatus, 'processing' | 'shipped' | 'delivered'> | null {
  const i = ORDER_FLOW.indexOf(status as FlowStatus);
  if (i < 1) return null;
  const next = ORDER_FLOW[i + 1];
  return next === 'processing' || next === 'shipped' || next === 'delivered' ? next : null;
}

/** The subject of the email each step sends (src/server/email/templates/order-status.ts). */
const STATUS_EMAIL: Record<'processing' | 'shipped' | 'delivered', string> = {
  processing: 'We are researching your certificates',
  shipped: 'Your certificates are on their way',
  delivered: 'Your certificates were delivered',
};

const when = (iso: string) => formatLongDateTime(iso);
const FIELD_LABELS: Record<string, string> = {
  trackingNumber: 'tracking number',
  carrier: 'carrier',
  estimatedDeliveryDate: 'estimated delivery',
};

function describeEvent(e: OrderEvent): string[] {
  const parts: string[] = [];
  if (e.toStatus) {
    const from = e.fromStatus ? (STATUS_LABELS[e.fromStatus as OrderStatus] ?? e.fromStatus) : null;
    const to = STATUS_LABELS[e.toStatus as OrderStatus] ?? e.toStatus;
    parts.push(from ? `Status ${from} → ${to}` : `Status set to ${to}`);
  }
  for (const [key, value] of Object.entries(e.changes ?? {})) {
    parts.push(
      value == null || value === ''
        ? `Cleared ${FIELD_LABELS[key] ?? key}`
        : `Set ${FIELD_LABELS[key] ?? key} to ${typeof value === 'string' ? value : JSON.stringify(value)}`,
    );
  }
  return parts;
}

function OrderHistory({ order }: { order: DocumentRequestResponse }) {
  const history = useOrderHistory(order.id, true);
  return (
    <section aria-label="Change history">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <History className="size-4 text-brand-700" aria-hidden="true" />
        Change history
      </h4>
      {history.isPending ? (
        <Spinner label="Loading history" className="py-4" />
      ) : history.isError ? (
        <p className="mt-2 text-sm text-red-700">
          {errorMessage(history.error, 'Failed to load the history of this order.')}
        </p>
      ) : history.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No changes yet.</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-4">
          {history.data.map((e) => (
            <li key={e.id} className="text-sm" data-testid="order-event">
              {/* A note alone (an operator's note, a work-order step) is the entry itself. */}
              <p className="text-slate-900">{describeEvent(e).join('; ') || e.note}</p>
              {e.note && describeEvent(e).length > 0 && <p className="text-slate-700 italic">“{e.note}”</p>}
              <UndoStatusChange order={order} event={e} />
              <p className="text-xs text-slate-600">
                {e.actor === 'payment' ? 'Payment provider' : e.actor} ·{' '}
                <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type Draft = {
  trackingNumber: string;
  carrier: string;
  estimatedDeliveryDate: string;
  untracked: boolean;
  note: string;
};
const isPosted = (o: DocumentRequestResponse) => o.status === 'shipped' || o.status === 'delivered';
const draftOf = (o: DocumentRequestResponse): Draft => ({
  untracked: isPosted(o) && !o.trackingNumber,
  trackingNumber: o.trackingNumber ?? '',
  carrier: o.carrier ?? '',
  estimatedDeliveryDate: o.estimatedDeliveryDate ?? '',
  note: '',
});

const maxLength = (name: Exclude<keyof Draft, 'untracked'>) => lengthLimits(adminStatusBody.shape[name]).maxLength;

/** The admin's controls for one order: next status, tracking details, an internal note, the history. */
function ManageOrder({ order }: { order: DocumentRequestResponse }) {
  const base = useId();
  const update = useUpdateAdminOrder(order.id);
  // The fields are checked with the server's own schema (src/shared/orders.ts) before anything is sent.
  const { register, handleSubmit, reset, getValues, formState } = useForm<
    Draft,
    unknown,
    z.output<typeof adminStatusBody>
  >({
    // The schema's input is unknown (it preprocesses); the form's values are strings, which it accepts.
    resolver: zodResolver(adminStatusBody) as never,
    defaultValues: draftOf(order),
  });
  const errors = formState.errors;
  const next = nextAdminStep(order.status);
  // Nothing is posted before the registry's fee is paid (docs/decisions/056-the-registry-fee.md).
  const heldByFees = next === 'shipped' && unpaidRegistryFees(order.registryFees).length > 0;

  /** Only what changed is sent; an empty field clears it. */
  const changes = (draft: Draft): AdminOrderUpdate => {
    const body: AdminOrderUpdate = {};
    if (draft.trackingNumber.trim() !== (order.trackingNumber ?? '')) body.trackingNumber = draft.trackingNumber;
    if (draft.carrier.trim() !== (order.carrier ?? '')) body.carrier = draft.carrier;
    if (draft.estimatedDeliveryDate !== (order.estimatedDeliveryDate ?? ''))
      body.estimatedDeliveryDate = draft.estimatedDeliveryDate;
    if (draft.note.trim()) body.note = draft.note;
    return body;
  };
  // 'In Transit' with no tracking number, or a posted order's number cleared: the admin ticked untracked post.
  const withUntracked = (draft: Draft, body: AdminOrderUpdate, moving: boolean): AdminOrderUpdate =>
    draft.untracked && (moving || 'trackingNumber' in body || 'carrier' in body) ? { ...body, untracked: true } : body;

  // Changes that email the customer are confirmed first (decision 059); the dialog shows a refusal itself.
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // Why 'Save details' did nothing, beside it until the next save (decision 071), as well as in a toast.
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const refuse = (title: string, message: string) => {
    setRefusal({ title, message });
    toast.error(title, { description: message });
  };
  const send = (body: AdminOrderUpdate, done: string, inDialog = false) =>
    update.mutate(body, {
      onSuccess: (updated) => {
        setConfirmation(null);
        reset(draftOf(updated));
        toast.success(done, { description: `${orderRef(updated.id)} is now ${STATUS_LABELS[updated.status]}.` });
      },
      onError: (err) => {
        if (!inDialog) refuse('Update failed', errorMessage(err, 'Failed to update the order.'));
      },
    });
  const ask = (c: Omit<Confirmation, 'run'>, body: AdminOrderUpdate, done: string) => {
    update.reset();
    setConfirmation({ ...c, run: () => send(body, done, true) });
  };

  const moveOn = (to: NonNullable<typeof next>) => {
    const draft = getValues();
    const body = { ...withUntracked(draft, changes(draft), to === 'shipped'), status: to };
    ask(
      {
        title: `Move ${orderRef(order.id)} to ${STATUS_LABELS[to]}?`,
        description: `The customer is emailed “${STATUS_EMAIL[to]}”. You can undo the move for a short while afterwards.`,
        confirm: `Move to ${STATUS_LABELS[to]}`,
      },
      body,
      'Status updated',
    );
  };

  // The values sent are the form's strings as typed (the server trims them), not the schema's output.
  const saveDetails = () => {
    const draft = getValues();
    const body = withUntracked(draft, changes(draft), false);
    setRefusal(null);
    if (Object.keys(body).length === 0) {
      refuse('Nothing to change', 'Edit a field or write a note first.');
      return;
    }
    if (isPosted(order) && ('trackingNumber' in body || 'carrier' in body)) {
      ask(
        {
          title: 'Send the corrected tracking details?',
          description: `${orderRef(order.id)} has been posted: the customer is emailed the corrected carrier and tracking number.`,
          confirm: 'Save and email the customer',
        },
        body,
        'Order updated',
      );
      return;
    }
    send(body, 'Order updated');
  };

  // readOnly rather than disabled while saving: a disabled field drops the focus it holds (decision 071).
  const a11yOf = (name: keyof Draft) => ({ readOnly: update.isPending, ...register(name) });

  return (
    <div className="flex flex-col gap-5 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center gap-3">
        {order.status === 'pending' ? (
          <>
            <p className="text-sm font-medium text-amber-900">Awaiting payment</p>
            <CancelUnpaidOrder order={order} />
          </>
        ) : next ? (
          <Button
            busy={update.isPending}
            disabled={heldByFees}
            data-focus-id={statusFocusKey(order)}
            onClick={() => void handleSubmit(() => moveOn(next))()}
            className="h-auto min-h-10 max-w-full py-2 whitespace-normal"
          >
            {!update.isPending && <ArrowRight aria-hidden="true" />}
            Move to {STATUS_LABELS[next]}
          </Button>
        ) : (
          <p className="text-sm text-slate-700">No further status steps.</p>
        )}
        {heldByFees ? (
          <p className="text-xs font-medium text-amber-900" data-testid="held-by-registry-fees">
            Not posted until every registry fee below is set and paid.
          </p>
        ) : (
          next && <p className="text-xs text-slate-600">Filled-in fields below are saved with the status change.</p>
        )}
      </div>

      <AdminWorkOrder order={order} />

      <AdminRegistryFees order={order} />

      <form onSubmit={(e) => void handleSubmit(saveDetails)(e)} className="grid gap-3 sm:grid-cols-3">
        <Field id={`${base}-trackingNumber`} label="Tracking number" error={errors.trackingNumber?.message}>
          {(a11y) => <Input maxLength={maxLength('trackingNumber')} {...a11y} {...a11yOf('trackingNumber')} />}
        </Field>
        <Field id={`${base}-carrier`} label="Carrier" error={errors.carrier?.message}>
          {(a11y) => <Input maxLength={maxLength('carrier')} placeholder="An Post" {...a11y} {...a11yOf('carrier')} />}
        </Field>
        <Field
          id={`${base}-estimatedDeliveryDate`}
          label="Estimated delivery"
          error={errors.estimatedDeliveryDate?.message}
        >
          {(a11y) => <Input type="date" {...a11y} {...a11yOf('estimatedDeliveryDate')} />}
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-3">
          <input type="checkbox" className="size-4 accent-brand-700" {...a11yOf('untracked')} />
          Untracked post (no tracking number: In Transit is allowed without one)
        </label>
        <Field
          id={`${base}-note`}
          label="Internal note"
          optional="only admins see it"
          error={errors.note?.message}
          className="sm:col-span-3"
        >
          {(a11y) => <Textarea maxLength={maxLength('note')} className="min-h-16" {...a11y} {...a11yOf('note')} />}
        </Field>
        <div className="flex flex-col gap-3 sm:col-span-3">
          <Button type="submit" variant="outline" busy={update.isPending} className="self-start">
            <Save aria-hidden="true" />
            Save details
          </Button>
          {refusal && (
            <Alert variant="destructive">
              <AlertTitle>{refusal.title}</AlertTitle>
              <AlertDescription>{refusal.message}</AlertDescription>
            </Alert>
          )}
        </div>
      </form>

      <OrderHistory order={order} />
      <ConfirmDialog
        confirmation={confirmation}
        pending={update.isPending}
        error={update.isError ? errorMessage(update.error, 'Failed to update the order.') : null}
        onClose={() => setConfirmation(null)}
      />
    </div>
  );
}

function AdminOrderCard({ order }: { order: DocumentRequestResponse }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const docs = documentLines(order);
  const address = addressLine(order.deliveryAddress);
  return (
    <li data-order-id={order.id}>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold text-slate-900">{orderRef(order.id)}</span>
                <OrderStatusBadge status={order.status} />
              </p>
              <p className="mt-1 text-sm break-words text-slate-700">
                {order.requesterName ?? order.requesterEmail ?? 'Unknown requester'}
                {order.requesterEmail && order.requesterEmail !== order.requesterName && (
                  <span className="text-slate-600"> · {order.requesterEmail}</span>
                )}
              </p>
              <p className="text-xs text-slate-600">
                Ordered {orderDate(order.createdAt)}
                {order.paidAt && ` · paid ${orderDate(order.paidAt)}`} ·{' '}
                {order.kind === 'manual' ? 'Manual request' : 'From family tree'}
              </p>
            </div>
            <div className="sm:text-right">
              <p className="font-semibold text-slate-900">{formatMoney(order.totalCost, order.currency)}</p>
              <p className="text-xs text-slate-600">{documentCount(order.documentsRequestedCount)}</p>
            </div>
          </div>
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {docs.length > 0 ? docs.map((d, i) => <li key={`${d}-${i}`}>{d}</li>) : <li>No documents</li>}
          </ul>
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-800">Deliver to:</span> {address ?? 'No delivery address'}
            {order.deliveryAddress?.phone && (
              <span data-testid="delivery-phone">
                {' · '}
                <span className="font-medium text-slate-800">Phone:</span>{' '}
                <a href={`tel:${order.deliveryAddress.phone.replace(/[^0-9+]/g, '')}`} className="underline">
                  {order.deliveryAddress.phone}
                </a>
              </span>
            )}
          </p>
          {registryFeeSummary(order) && (
            <p className="text-sm font-medium text-amber-900" data-testid="registry-fee-summary">
              {registryFeeSummary(order)}
            </p>
          )}
          {order.trackingNumber && (
            <p className="text-sm text-slate-600">
              <span className="font-medium text-slate-800">Tracking:</span> {order.trackingNumber}
              {order.carrier && ` (${order.carrier})`}
            </p>
          )}
          <div>
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3"
              aria-expanded={open}
              aria-controls={panelId}
              // Whose order (issue 35): every card has this button.
              aria-label={`${open ? 'Hide' : 'Manage order'}: ${orderRef(order.id)}, ${order.requesterName ?? order.requesterEmail ?? 'unknown requester'}`}
              onClick={() => setOpen((o) => !o)}
            >
              <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
              {open ? 'Hide' : 'Manage order'}
            </Button>
          </div>
          <div id={panelId} hidden={!open}>
            {open && <ManageOrder order={order} />}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * The Orders tab of /admin: every order, filtered by status and searched, moved forward step by step
 * (docs/decisions/045-order-status-steps-and-the-admin-orders-tab.md).
 */
export function AdminOrdersTab() {
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  // The queue's links open the tab on one order: `/admin/orders?q=#1a2b3c4d`.
  const [search, setSearch] = useState(() => new URLSearchParams(window.location.search).get('q') ?? '');
  const [sort, setSort] = useState<AdminOrderSort>('newest');
  const q = useDebounced(search, SEARCH_DELAY_MS).trim();
  const orders = useAdminOrders({ status, q, sort });
  return (
    <StatusFilteredList
      noun="Orders"
      description="Certificate orders. Each change is recorded and the customer is emailed."
      status={status}
      options={FILTERS}
      onStatusChange={setStatus}
      controls={
        <AdminOrdersControls
          search={search}
          onSearch={setSearch}
          sort={sort}
          onSort={setSort}
          exported={{ status, q, sort }}
        />
      }
      countLabel={(n) => `${n} ${n === 1 ? 'order' : 'orders'}${q ? ` matching "${q}"` : ''}`}
      empty={q ? `No orders match "${q}".` : undefined}
      query={orders}
      items={orders.data}
    >
      {(o) => <AdminOrderCard key={o.id} order={o} />}
    </StatusFilteredList>
  );
}
