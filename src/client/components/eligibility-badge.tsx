import type { EligibilityAssessmentResponse } from '#shared/eligibility-assessment.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { useEligibility } from '#client/lib/queries/eligibility.ts';

type Status = EligibilityAssessmentResponse['status'];

/** Green eligible, red ineligible, amber incomplete, blue already a citizen; all AA on their tint. */
const STATUS_CLASSES: Record<Status, string> = {
  eligible: 'bg-green-100 text-green-900 ring-1 ring-green-700/30',
  ineligible: 'bg-red-100 text-red-900 ring-1 ring-red-700/30',
  incomplete: 'bg-amber-100 text-amber-950 ring-1 ring-amber-700/30',
  already_citizen: 'bg-blue-100 text-blue-900 ring-1 ring-blue-700/30',
};

/** The engine's label ('Eligible', 'Currently Ineligible', 'Incomplete', 'Already an Irish citizen'). */
export function EligibilityBadge({
  assessment,
  className,
}: {
  assessment: Pick<EligibilityAssessmentResponse, 'status' | 'label'>;
  className?: string;
}) {
  return (
    <Badge
      className={cn(STATUS_CLASSES[assessment.status], className)}
      data-status={assessment.status}
      data-testid="eligibility-badge"
    >
      {assessment.label}
    </Badge>
  );
}

/** The badge for the signed-in user's tree, loaded from the server's assessment. */
export function TreeEligibilityBadge({ className }: { className?: string }) {
  const eligibility = useEligibility();
  if (!eligibility.data) return null;
  return <EligibilityBadge assessment={eligibility.data} className={className} />;
}
