import type { ClaimStatus } from '#domain/guarantee/claims.ts';
import { Badge } from '#client/components/ui/badge.tsx';

const STYLE: Record<ClaimStatus, { variant: 'default' | 'accent' | 'neutral' | 'danger'; className?: string }> = {
  submitted: { variant: 'neutral', className: 'bg-sky-100 text-sky-900' },
  under_review: { variant: 'neutral', className: 'bg-indigo-100 text-indigo-900' },
  refunding: { variant: 'neutral', className: 'bg-violet-100 text-violet-900' },
  refund_failed: { variant: 'danger' },
  refunded: { variant: 'default' },
  declined: { variant: 'accent' },
  withdrawn: { variant: 'neutral' },
};

/**
 * A claim's status in the words the server chose for the viewer. Like those words, the colour tells
 * only admins that a refund failed: to the claimant it is still in progress.
 */
export function ClaimStatusBadge({
  status,
  label,
  admin = false,
}: {
  status: ClaimStatus;
  label: string;
  admin?: boolean;
}) {
  const style = status === 'refund_failed' && !admin ? STYLE.refunding : STYLE[status];
  return (
    <Badge variant={style.variant} className={style.className} data-status={status}>
      {label}
    </Badge>
  );
}

/** The claim's reference and status badge, the heading of a claim for the claimant and for admins. */
export function ClaimHeading({
  claim,
  admin = false,
}: {
  claim: { reference: string; status: ClaimStatus; statusLabel: string };
  admin?: boolean;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className="font-mono font-semibold text-slate-900">
        <span className="sr-only">Claim </span>
        {claim.reference}
      </span>
      <ClaimStatusBadge status={claim.status} label={claim.statusLabel} admin={admin} />
    </p>
  );
}
