import { ExternalLink, FileText, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { ClaimResponse } from '#shared/claims.ts';
import { ApplicationAtPosting } from '#client/components/claims/application-at-posting.tsx';
import { ClaimHeading } from '#client/components/claims/claim-status-badge.tsx';
import { LoadError } from '#client/components/load-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { orderDate } from '#client/lib/order-format.ts';
import { useClaims } from './api/get-claims.ts';
import { ClaimDialog } from './claim-dialog.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function ClaimCard({ claim }: { claim: ClaimResponse }) {
  return (
    <li data-claim-id={claim.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ClaimHeading claim={claim} />
        <p className="text-lg font-semibold text-slate-900 tabular-nums">
          {formatMoney(claim.totalAmount, claim.currency)}
        </p>
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        <Fact label="Submitted">{orderDate(claim.createdAt)}</Fact>
        <Fact label="Date on the letter">{orderDate(claim.decisionDate)}</Fact>
        {claim.refundedAt && <Fact label="Refunded">{orderDate(claim.refundedAt)}</Fact>}
      </dl>

      <h3 className="mt-3 text-xs text-slate-600">Orders covered</h3>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm text-slate-900">
        {claim.orders.map((o) => (
          <li key={`${o.type}:${o.id}`}>
            {o.label} <span className="font-mono">{o.reference}</span> — {formatMoney(o.amount, claim.currency)}
            {o.refunded && <span className="text-brand-800"> · refunded</span>}
          </li>
        ))}
      </ul>

      <div className="mt-3">
        <ApplicationAtPosting application={claim.application} headingLevel="h3" />
      </div>

      {claim.status === 'declined' && claim.declineReason && (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">Why we declined this claim</p>
          <p className="mt-1 break-words whitespace-pre-line">{claim.declineReason}</p>
          <p className="mt-1">You can claim again for the same orders with the right letter.</p>
        </div>
      )}

      {claim.evidence && (
        <a
          href={`/api/claims/${claim.id}/letter`}
          target="_blank"
          rel="noopener"
          className="mt-3 inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          <FileText className="size-4 shrink-0" aria-hidden="true" />
          <span className="shrink-0">View letter</span>
          <span className="min-w-0 truncate">({claim.evidence.fileName})</span>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
}

/** My Orders: the user's guarantee claims, and the way to make one. */
export function ClaimsSection() {
  const claims = useClaims();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="guarantee-claims-title" className="mt-12">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="guarantee-claims-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
            Success guarantee
          </h2>
          <p className="mt-1 max-w-2xl text-slate-600">
            No success, no fee: if DFA refuses your complete application and the refusal stands after review, we refund
            what you paid us.{' '}
            <Link to="/guarantee" className="font-medium text-brand-800 underline underline-offset-2">
              How the guarantee works
            </Link>
          </p>
        </div>
        <Button className="sm:shrink-0" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Claim under the guarantee
        </Button>
      </div>

      {claims.isPending ? (
        <Spinner label="Loading your claims" className="py-8" />
      ) : claims.isError ? (
        <LoadError
          noun="Claims"
          message="We could not load your claims just now."
          onRetry={() => void claims.refetch()}
          className="mt-4"
        />
      ) : claims.data.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          You have not made any claims.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label="Your claims">
          {claims.data.map((c) => (
            <ClaimCard key={c.id} claim={c} />
          ))}
        </ul>
      )}

      <ClaimDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}
