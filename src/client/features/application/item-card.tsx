import { CheckCircle2, ExternalLink, FileCheck2, Paperclip, Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '#client/lib/toast.ts';
// The card's words and limits come from modules without zod; its dialogs load the schemas when opened.
import { inHandAction, type ItemStatus } from '#domain/application/model.ts';
import type { ApplicationItem } from '#shared/application.ts';
import { MAX_SCAN_BYTES, SCAN_TYPES } from '#shared/scan-files.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ORDER_DOCUMENTS_PATH } from '#client/lib/paths.ts';
import { announce } from '#client/lib/announce.ts';
import { formatLongDate } from '#client/lib/format.ts';
import { usePatchItem } from './api/move-item.ts';
import { useUploadScan } from './api/upload-scan.ts';
import { FlagList } from './flag-list.tsx';
import { actionName, itemChange, STATUS_WORDS } from './labels.ts';

// The dialogs validate with the schemas of #shared/application.ts (zod): their code loads when one first opens.
const OrderedDialog = lazy(async () => ({ default: (await import('./item-dialogs.tsx')).OrderedDialog }));
const NotApplicableDialog = lazy(async () => ({ default: (await import('./item-dialogs.tsx')).NotApplicableDialog }));
const CheckDialog = lazy(async () => ({ default: (await import('./check-dialog.tsx')).CheckDialog }));

const STATUS_BADGE: Record<ItemStatus, 'neutral' | 'accent' | 'default'> = {
  needed: 'neutral',
  ordered: 'accent',
  in_hand: 'default',
  checked: 'default',
};

const day = (iso: string) => formatLongDate(iso.slice(0, 10));

/** 'Ordered March 3, 2026 · In hand March 20, 2026' */
function moveDates(item: ApplicationItem) {
  return (['ordered', 'in_hand', 'checked'] as const)
    .filter((s) => item.statusDates[s] && (item.status === s || rank(item.status) > rank(s)))
    .map((s) => `${STATUS_WORDS[s]} ${day(item.statusDates[s]!)}`)
    .join(' · ');
}

const rank = (s: ItemStatus) => ['needed', 'ordered', 'in_hand', 'checked'].indexOf(s);

/**
 * Where focus goes when a button of the card gives way to another (its move done): the control in
 * the same place (`data-focus-id`, which the dialogs also return to), else the card's first control.
 */
type Slot = 'forward' | 'back' | 'applies';

/**
 * What changed in the item, said in the live region (a move, a check's result, a resolved flag),
 * and focus kept on a control of the card when the pressed button gave way to another.
 */
function useItemFeedback(item: ApplicationItem, busy: boolean) {
  const cardRef = useRef<HTMLLIElement>(null);
  const refocus = useRef<Slot | null>(null);
  const previous = useRef(item);
  useEffect(() => {
    const before = previous.current;
    previous.current = item;
    const change = itemChange(before, item);
    if (change) announce(change);
  }, [item]);
  useEffect(() => {
    const slot = refocus.current;
    const card = cardRef.current;
    if (!slot || busy || !card) return;
    refocus.current = null;
    // The pressed button is still there (the move was refused): focus stays on it.
    if (card.contains(document.activeElement)) return;
    const target =
      card.querySelector<HTMLElement>(`[data-focus-id="${CSS.escape(`${item.key}:${slot}`)}"]:not([disabled])`) ??
      card.querySelector<HTMLElement>('[data-card-actions] :is(button, a[href], input):not([disabled])');
    target?.focus();
  }, [busy, item]);
  return {
    cardRef,
    refocusAfter: (slot: Slot) => {
      refocus.current = slot;
    },
  };
}

/** One thing the application needs: where it comes from, where it stands, and the next move. */
export function ItemCard({ item }: { item: ApplicationItem }) {
  const patch = usePatchItem();
  const [dialog, setDialog] = useState<'ordered' | 'check' | 'not-applicable' | null>(null);
  // Once loaded the dialogs stay mounted (closed), so a closing dialog can give focus back to its opener.
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const openDialog = (which: NonNullable<typeof dialog>) => {
    setDialogsLoaded(true);
    setDialog(which);
  };
  const busy = patch.isPending;
  // The move under way: its button shows it is busy (and keeps focus); the card's other moves wait.
  const moving = busy && patch.variables && 'status' in patch.variables.body ? patch.variables.body.status : null;
  const { cardRef, refocusAfter } = useItemFeedback(item, busy);
  const name = (action: string) => actionName(action, item);
  const focusId = (slot: Slot) => `${item.key}:${slot}`;
  const move = (status: ItemStatus, slot: Slot) => {
    if (status === 'ordered' && !item.ordered) return openDialog('ordered');
    refocusAfter(slot);
    patch.mutate({ key: item.key, body: status === 'ordered' ? { status, ordered: item.ordered! } : { status } });
  };
  const forward = item.allowedMoves.filter((s) => rank(s) > rank(item.status));
  const back = item.allowedMoves.filter((s) => rank(s) < rank(item.status));
  // 'Checked' is offered from 'in hand' even while the check is unfinished, disabled with the reason below.
  const checkBlocked = !item.allowedMoves.includes('checked');
  if (item.status === 'in_hand' && checkBlocked) forward.push('checked');
  const titleId = `item-${item.key.replace(/\W/g, '-')}`;

  if (item.notApplicable) {
    return (
      <li
        ref={cardRef}
        aria-labelledby={titleId}
        className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="font-semibold text-slate-700">
            {item.title}
          </h3>
          <Badge variant="neutral">Does not apply</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-600">Your reason: {item.notApplicable.reason}</p>
        <div data-card-actions className="mt-3">
          <Button
            variant="outline"
            size="sm"
            busy={busy}
            aria-label={name('It applies after all')}
            data-focus-id={focusId('applies')}
            onClick={() => {
              refocusAfter('applies');
              patch.mutate({ key: item.key, body: { notApplicable: false } });
            }}
          >
            It applies after all
          </Button>
        </div>
        <SaveRefusal error={patch.error} refused="Not changed" fallback={patch.failure} className="mt-3" />
      </li>
    );
  }

  return (
    <li ref={cardRef} aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
          {item.title}
        </h3>
        <Badge variant={STATUS_BADGE[item.status]} className="shrink-0">
          {item.status === 'checked' && <CheckCircle2 className="mr-1 size-3.5" aria-hidden="true" />}
          {STATUS_WORDS[item.status]}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{item.why}</p>
      {item.carries && <p className="mt-1 text-sm font-medium text-slate-800">{item.carries}</p>}
      {item.requestedByDfa && (
        <p className="mt-1 text-sm font-medium text-amber-900">
          DFA asked for this on {day(item.requestedByDfa.on)}: {item.requestedByDfa.requested}
        </p>
      )}
      {item.sharedBy.length > 1 && (
        <p className="mt-1 text-xs text-slate-500">One original serves every applicant in your envelope.</p>
      )}
      {moveDates(item) && <p className="mt-2 text-xs text-slate-600">{moveDates(item)}</p>}
      {item.ordered && item.status === 'ordered' && (
        <p className="mt-1 text-xs text-slate-600">
          From {item.ordered.where}
          {item.ordered.expectedBy ? `, expected by ${day(item.ordered.expectedBy)}` : ''}
          {item.ordered.reference ? ` (reference ${item.ordered.reference})` : ''}
        </p>
      )}
      {item.status === 'needed' && <WhereFrom item={item} />}
      <FlagList item={item} />
      {item.scan && (
        <p className="mt-2 flex items-center gap-1 text-xs text-slate-600">
          <Paperclip className="size-3.5" aria-hidden="true" />
          Scan attached: {item.scan.fileName}
        </p>
      )}

      <div data-card-actions className="mt-3 flex flex-wrap gap-2">
        {forward.map((status) => {
          const label =
            status === 'checked'
              ? 'Mark as checked'
              : status === 'ordered'
                ? 'I have ordered it'
                : inHandAction(item.kind);
          return (
            <Button
              key={status}
              size="sm"
              // Not yet possible (the reason is under the buttons) is disabled; busy keeps focus on the pressed button.
              disabled={(status === 'checked' && checkBlocked) || (busy && moving !== status)}
              busy={moving === status}
              aria-label={name(label)}
              data-focus-id={focusId('forward')}
              onClick={() => move(status, 'forward')}
            >
              {status === 'checked' && <FileCheck2 aria-hidden="true" />}
              {label}
            </Button>
          );
        })}
        {item.researchable && item.status === 'needed' && (
          <Button asChild size="sm" variant="outline">
            <Link to={ORDER_DOCUMENTS_PATH} aria-label={name('Order our research')}>
              <Search aria-hidden="true" />
              Order our research
            </Link>
          </Button>
        )}
        {item.needsCheck && (item.status === 'in_hand' || item.status === 'checked') && (
          <Button
            size="sm"
            variant="outline"
            aria-label={name(item.check ? 'Edit what it says' : 'Check what it says')}
            onClick={() => openDialog('check')}
          >
            {item.check ? 'Edit what it says' : 'Check what it says'}
          </Button>
        )}
        {item.needsCheck && item.status !== 'needed' && <ScanButton item={item} />}
        {back.map((status) => (
          <Button
            key={status}
            size="sm"
            variant="ghost"
            disabled={busy && moving !== status}
            busy={moving === status}
            aria-label={name(`Back to ${STATUS_WORDS[status].toLowerCase()}`)}
            data-focus-id={focusId('back')}
            onClick={() => move(status, 'back')}
          >
            Back to {STATUS_WORDS[status].toLowerCase()}
          </Button>
        ))}
        {item.required === 'if_applicable' && item.status === 'needed' && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={name('Does not apply')}
            data-focus-id={focusId('applies')}
            onClick={() => openDialog('not-applicable')}
          >
            Does not apply
          </Button>
        )}
      </div>
      {checkBlocked && item.status === 'in_hand' && item.needsCheck && (
        <p className="mt-2 text-xs text-slate-600">
          {item.flags.some((f) => !f.resolved)
            ? 'Resolve each flag above before marking it checked.'
            : 'Type what the certificate says before marking it checked.'}
        </p>
      )}
      <SaveRefusal error={patch.error} refused="Not changed" fallback={patch.failure} className="mt-3" />

      {dialogsLoaded && (
        <Suspense fallback={null}>
          <OrderedDialog item={item} open={dialog === 'ordered'} onClose={() => setDialog(null)} />
          <NotApplicableDialog item={item} open={dialog === 'not-applicable'} onClose={() => setDialog(null)} />
          {item.needsCheck && <CheckDialog item={item} open={dialog === 'check'} onClose={() => setDialog(null)} />}
        </Suspense>
      )}
    </li>
  );
}

function WhereFrom({ item }: { item: ApplicationItem }) {
  if (item.office) {
    const o = item.office;
    return (
      <details className="mt-2 rounded-md border border-slate-200 px-3 py-2 text-xs text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-900">Where to order: {o.office}</summary>
        <dl className="mt-2 grid gap-1.5">
          <div>
            <dt className="font-medium text-slate-900">Ask for</dt>
            <dd>{o.askFor}</dd>
          </div>
          {o.orderUrl && (
            <div>
              <dt className="font-medium text-slate-900">Order</dt>
              <dd>
                <a
                  href={o.orderUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 break-all text-brand-700 underline"
                >
                  {o.orderUrl}
                  <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
          )}
          <div>
            <dt className="font-medium text-slate-900">Fee</dt>
            <dd>{o.fee}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Time</dt>
            <dd>{o.time}</dd>
          </div>
        </dl>
      </details>
    );
  }
  return item.obtain ? <p className="mt-2 text-xs text-slate-700">{item.obtain}</p> : null;
}

const SCAN_ACCEPT = Object.keys(SCAN_TYPES).join(',');

const SCAN_TOO_BIG = 'A scan can be at most 10 MB.';

function ScanButton({ item }: { item: ApplicationItem }) {
  const upload = useUploadScan();
  const [tooBig, setTooBig] = useState(false);
  const inputId = `scan-${item.key.replace(/\W/g, '-')}`;
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setTooBig(file.size > MAX_SCAN_BYTES);
    if (file.size > MAX_SCAN_BYTES) return void toast.error(SCAN_TOO_BIG);
    upload.mutate({ key: item.key, file }, { onSuccess: () => toast.success('Scan attached') });
  };
  return (
    <>
      <label
        htmlFor={inputId}
        className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-brand-800 focus-within:outline-2 focus-within:outline-brand-700 hover:bg-brand-50"
      >
        <Paperclip className="size-4" aria-hidden="true" />
        {upload.isPending ? 'Uploading…' : item.scan ? 'Replace scan' : 'Attach a scan (optional)'}
        <input
          id={inputId}
          type="file"
          accept={SCAN_ACCEPT}
          className="sr-only"
          aria-label={actionName(item.scan ? 'Replace scan' : 'Attach a scan (optional)', item)}
          onChange={choose}
        />
      </label>
      {/* Its own line under the card's buttons, until the next file is chosen. */}
      <SaveRefusal
        error={tooBig || upload.error}
        refused="Scan not attached"
        fallback={tooBig ? SCAN_TOO_BIG : upload.failure}
        className="basis-full"
      />
    </>
  );
}
