import { AlertTriangle, ListChecks, Users } from 'lucide-react';
import type { EligibilityAssessmentResponse } from '#shared/eligibility-assessment.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { useEligibility } from './api/get-eligibility.ts';
import { EligibilityBadge } from './eligibility-badge.tsx';

/** The server's assessment in full: status, summary, reasons and the missing facts. */
export function EligibilityPanel() {
  const eligibility = useEligibility();
  if (eligibility.isPending) return <Spinner label="Checking your eligibility" className="py-6" />;
  if (eligibility.isError) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>We could not check your eligibility</AlertTitle>
        <AlertDescription>
          <Button variant="link" className="h-auto p-0 text-red-900" onClick={() => void eligibility.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const { data } = eligibility;
  return (
    <Card aria-labelledby="eligibility-heading" role="region" data-testid="eligibility-panel">
      <CardHeader className="pb-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id="eligibility-heading" className="text-lg font-semibold text-slate-900">
            Eligibility
          </h2>
          <EligibilityBadge assessment={data} />
        </div>
        <p className="text-slate-800">{data.summary}</p>
      </CardHeader>
      <CardContent className={cn('grid gap-4', data.reasons.length > 0 && data.missing.length > 0 && 'md:grid-cols-2')}>
        {data.reasons.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Why</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {data.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
        {data.family.length > 0 && <FamilyAnswers answers={data.family} className="md:col-span-2" />}
        {data.missing.length > 0 && (
          <div>
            <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <ListChecks className="size-4 text-amber-700" aria-hidden="true" />
              Still needed
            </h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="eligibility-missing">
              {data.missing.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The engine's lines about the rest of the family (who else can register, and the applicant's children). */
export function FamilyAnswers({
  answers,
  className,
}: {
  answers: EligibilityAssessmentResponse['family'];
  className?: string;
}) {
  return (
    <div className={className} data-testid="eligibility-family">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <Users className="size-4 text-brand-700" aria-hidden="true" />
        Who in your family can register
      </h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {answers.map((answer) => (
          <li key={answer.text}>{answer.text}</li>
        ))}
      </ul>
    </div>
  );
}
