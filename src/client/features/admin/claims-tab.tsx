import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, Check, ExternalLink, FileText, RotateCcw, Search, Undo2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '#client/lib/toast.ts';
import { STALE_REFUND_MS } from '#domain/guarantee/claims.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import { declineClaimBody, type AdminClaimResponse } from '#shared/claims.ts';
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
import { Field } from '#client/components/ui/field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { StatusFilteredList } from '#client/components/status-filtered-list.tsx';
import { ApplicationAtPosting } from '#client/components/claims/application-at-posting.tsx';
import { ClaimHeading } from '#client/components/claims/claim-status-badge.tsx';
import { TrackerSteps } from '#client/components/claims/tracker-steps.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { lengthLimits } from '#client/lib/schema-limits.ts';
import { useAdminClaims, useDecideClaim, type ClaimDecision, type ClaimFilter } from './api/claims.ts';
import { formatDateTime, formatDay } from './format.ts';

const FILTERS: { value: ClaimFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'under_review', label: 'Under review' },
  { value: 'refund_failed', label: 'Refund failed' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'declined', label: 'Declined' },
];

const amountOf = (c: AdminClaimResponse) => formatMoney(c.totalAmount, c.currency);
const orderCount = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** A refund that started and never finished (the server died) may be taken over once it is stale. */
const isStuckRefund = (c: AdminClaimResponse) =>
  c.status === 'refunding' && Date.now() - Date.parse(c.updatedAt) > STALE_REFUND_MS;

/** The outcome of a decision in words, for the toast. */
function announce(decision: ClaimDecision, claim: AdminClaimResponse) {
  if (claim.status === 'refund_failed') {
    toast.error('Refund failed', {
      description: claim.refundError ?? 'The payment provider refused the refund. Try again later.',
    });
  } else if (claim.status === 'refunded') {
    toast.success('Claim approved and refunded', {
      description: `${amountOf(claim)} refunded for claim ${claim.reference}.`,
    });
  } else if (claim.status === 'refunding') {
    toast('Refunds under way', { description: `The refunds for claim ${claim.reference} have already started.` });
  } else if (decision.action === 'reopen') {
    toast.success('Claim reopened', {
      description: `${claim.reference} is under review again; the claimant has been told.`,
    });
  } else if (decision.action === 'decline') {
    toast.success('Claim declined', { description: `${claim.reference}: the claimant has been told why.` });
  } else {
    toast.success('Claim under review', { description: `${claim.reference}: the claimant has been told.` });
  }
}

/** Actions on one claim share a focus key: when one is replaced (Start review → Approve), focus follows (decision 071). */
const focusKey = (claim: AdminClaimResponse) => `claim-${claim.id}`;

/** A claim action confirmed in a dialog (Approve, Reopen): the dialog shows a refusal itself and stays open. */
function ConfirmDialog({
  claim,
  pending,
  error,
  onConfirm,
  opener,
  title,
  description,
  refused,
  confirm,
  busyLabel,
}: {
  claim: AdminClaimResponse;
  pending: boolean;
  error: string | null;
  onConfirm: (close: () => void) => void;
  opener: { label: string; icon: ReactNode; variant?: 'outline' };
  title: string;
  description: ReactNode;
  refused: string;
  confirm: string;
  busyLabel: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant={opener.variant}
        busy={pending}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-focus-id={focusKey(claim)}
      >
        {opener.icon}
        {opener.label}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error && (
          <Alert variant="destructive">
            <AlertTitle>{refused}</AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button busy={pending} busyLabel={busyLabel} onClick={() => onConfirm(() => setOpen(false))}>
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeclineDialog({
  claim,
  pending,
  error,
  onConfirm,
}: {
  claim: AdminClaimResponse;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string, close: () => void) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, clearErrors, formState } = useForm<
    z.input<typeof declineClaimBody>,
    unknown,
    z.output<typeof declineClaimBody>
  >({
    resolver: zodResolver(declineClaimBody),
    reValidateMode: 'onSubmit',
    defaultValues: { reason: '' },
  });
  const invalid = formState.errors.reason?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) clearErrors();
      }}
    >
      <Button
        size="sm"
        variant="outline"
        busy={pending}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-focus-id={focusKey(claim)}
      >
        <Ban aria-hidden="true" />
        Decline
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline claim {claim.reference}</DialogTitle>
          <DialogDescription>
            The claimant sees this reason on My Orders and in the email we send them.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(e) => void handleSubmit(({ reason }) => onConfirm(reason, () => setOpen(false)))(e)}
          className="flex flex-col gap-4"
        >
          <Field
            id={`${id}-reason`}
            label="Reason for the claimant"
            hint="At least 10 characters, for example: the letter shows the application was returned as incomplete."
            error={invalid}
          >
            {(a11y) => (
              <Textarea
                required
                {...lengthLimits(declineClaimBody.shape.reason)}
                readOnly={pending}
                {...a11y}
                {...register('reason')}
              />
            )}
          </Field>
          {error && (
            <Alert variant="destructive">
              <AlertTitle>Not declined</AlertTitle>
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" busy={pending} busyLabel="Declining…">
              Decline claim
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ClaimActions({ claim }: { claim: AdminClaimResponse }) {
  const decide = useDecideClaim(claim.id);
  const [failed, setFailed] = useState<{ action: ClaimDecision['action']; message: string; inline: boolean } | null>(
    null,
  );
  /** `close` is the confirming dialog's: it stays open on an error and shows it; else it shows below the buttons. */
  const run = (decision: ClaimDecision, close?: () => void) => {
    setFailed(null);
    decide.mutate(decision, {
      onSuccess: (updated) => {
        close?.();
        announce(decision, updated);
      },
      onError: (err) => {
        const message = errorMessage(err, 'The claim could not be updated.');
        setFailed({ action: decision.action, message, inline: !close });
      },
    });
  };
  const errorFor = (action: ClaimDecision['action']) => (failed?.action === action ? failed.message : null);
  const pending = decide.isPending;
  const open = claim.status === 'submitted' || claim.status === 'under_review';
  const retry = claim.status === 'refund_failed' || isStuckRefund(claim);
  const declined = claim.status === 'declined';
  if (!open && !retry && !declined) return null;
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
      {claim.status === 'submitted' && (
        <Button
          size="sm"
          variant="outline"
          busy={pending}
          onClick={() => run({ action: 'review' })}
          data-focus-id={focusKey(claim)}
        >
          {!pending && <Search aria-hidden="true" />}
          Start review
        </Button>
      )}
      {open && (
        <ConfirmDialog
          claim={claim}
          pending={pending}
          error={errorFor('approve')}
          onConfirm={(close) => run({ action: 'approve' }, close)}
          opener={{ label: 'Approve and refund', icon: <Check aria-hidden="true" /> }}
          title={`Approve claim ${claim.reference} and refund?`}
          description={`This refunds ${amountOf(claim)} for ${orderCount(claim.orders.length)} to the card the claimant paid with, and emails them. It cannot be undone.`}
          refused="Not approved"
          confirm={`Refund ${amountOf(claim)}`}
          busyLabel="Refunding…"
        />
      )}
      {open && (
        <DeclineDialog
          claim={claim}
          pending={pending}
          error={errorFor('decline')}
          onConfirm={(reason, close) => run({ action: 'decline', reason }, close)}
        />
      )}
      {declined && (
        <ConfirmDialog
          claim={claim}
          pending={pending}
          error={errorFor('reopen')}
          onConfirm={(close) => run({ action: 'reopen' }, close)}
          opener={{ label: 'Reopen', icon: <Undo2 aria-hidden="true" />, variant: 'outline' }}
          title={`Reopen claim ${claim.reference}?`}
          description={`The claim goes back under review with its ${orderCount(claim.orders.length)}, and we email the claimant that we are looking at it again. It cannot be reopened if another claim now covers one of its orders.`}
          refused="Not reopened"
          confirm="Reopen claim"
          busyLabel="Reopening…"
        />
      )}
      {retry && (
        <Button size="sm" busy={pending} onClick={() => run({ action: 'approve' })} data-focus-id={focusKey(claim)}>
          {!pending && <RotateCcw aria-hidden="true" />}
          Retry refund
        </Button>
      )}
      {failed?.inline && (
        <Alert variant="destructive">
          <AlertTitle>Not updated</AlertTitle>
          <AlertDescription>{failed.message}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function ClaimRow({ claim }: { claim: AdminClaimResponse }) {
  return (
    <li data-claim-id={claim.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <ClaimHeading claim={claim} admin />
          <p className="mt-1 text-sm break-words text-slate-700" data-testid="claimant">
            {claim.userName && <span className="font-medium text-slate-900">{claim.userName} · </span>}
            {claim.userEmail ?? 'Deleted account'}
          </p>
        </div>
        <p className="font-semibold text-slate-900 tabular-nums">{amountOf(claim)}</p>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Submitted</dt>
          <dd className="text-slate-900">{formatDateTime(claim.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Date on the letter</dt>
          <dd className="text-slate-900">{formatDay(claim.decisionDate)}</dd>
        </div>
        {claim.decidedAt && (
          <div className="col-span-2">
            <dt className="text-slate-600">Decided</dt>
            <dd className="text-slate-900">
              {formatDateTime(claim.decidedAt)}
              {claim.decidedByEmail && <span className="block break-words">by {claim.decidedByEmail}</span>}
            </dd>
          </div>
        )}
      </dl>

      <div>
        <h4 className="text-xs text-slate-600">Orders</h4>
        <ul className="mt-0.5 flex flex-col gap-0.5 text-sm text-slate-900">
          {claim.orders.map((o) => (
            <li key={`${o.type}:${o.id}`}>
              {o.label} <span className="font-mono">{o.reference}</span> — {formatMoney(o.amount, claim.currency)} ·
              terms v{o.guaranteeTermsVersion}
              {o.refunded && <span className="font-medium text-brand-800"> · refunded</span>}
            </li>
          ))}
        </ul>
      </div>

      {claim.note && (
        <div>
          <h4 className="text-xs text-slate-600">Claimant's note</h4>
          <p className="text-sm break-words whitespace-pre-line text-slate-900">{claim.note}</p>
        </div>
      )}
      {claim.declineReason && (
        <div>
          <h4 className="text-xs text-slate-600">Reason given for declining</h4>
          <p className="text-sm break-words whitespace-pre-line text-slate-900">{claim.declineReason}</p>
        </div>
      )}
      {claim.refundError && (
        <div className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800" data-testid="refund-error">
          <p className="font-semibold">Refund error</p>
          <p className="break-words whitespace-pre-line">{claim.refundError}</p>
        </div>
      )}
      {isStuckRefund(claim) && (
        <p className="text-sm text-amber-900">
          The refunds started more than two minutes ago and have not finished. You can retry them.
        </p>
      )}

      <ApplicationAtPosting application={claim.application} headingLevel="h4" />

      {/* The letter beside what the tracker recorded, so a date that contradicts the record shows (decision 053). */}
      <div className="grid gap-3 sm:grid-cols-2" data-testid="letter-and-tracker">
        <div className="flex flex-col gap-1">
          <h4 className="text-xs text-slate-600">Refusal letter, dated {formatDay(claim.decisionDate)}</h4>
          {claim.evidence ? (
            <a
              href={`/api/admin/claims/${claim.id}/letter`}
              target="_blank"
              rel="noopener"
              className="inline-flex max-w-full items-center gap-1.5 self-start text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              <FileText className="size-4 shrink-0" aria-hidden="true" />
              <span className="shrink-0">View letter</span>
              <span className="min-w-0 truncate text-slate-600">({claim.evidence.fileName})</span>
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <p className="text-sm text-slate-600">No letter on file.</p>
          )}
        </div>
        <TrackerSteps steps={claim.application?.steps ?? []} letterDate={claim.decisionDate} headingLevel="h4" />
      </div>

      <ClaimActions claim={claim} />
    </li>
  );
}

/** The Claims tab of /admin: success-guarantee claims to review, approve (and refund) or decline. */
export function ClaimsTab() {
  const [filter, setFilter] = useState<ClaimFilter>('all');
  const claims = useAdminClaims(filter);
  return (
    <StatusFilteredList
      noun="Claims"
      description="Success-guarantee claims, newest first. Every decision is recorded and the claimant is emailed."
      status={filter}
      options={FILTERS}
      onStatusChange={setFilter}
      query={claims}
      items={claims.data}
    >
      {(c) => <ClaimRow key={c.id} claim={c} />}
    </StatusFilteredList>
  );
}
