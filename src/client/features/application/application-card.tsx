import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { NoRegisterReason } from '#domain/eligibility/no-register-reason.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { progressPercent, progressText, SUMMARY_STEP_WORDS } from '#client/lib/application-progress.ts';
import { useWorkspace } from './api/get-workspace.ts';
import { deadlineLine } from './deadline-notice.tsx';

const SHUT: Record<NoRegisterReason | 'no_route', string> = {
  already_citizen: 'Not needed: your family tree shows you are an Irish citizen already.',
  adoption: 'Not needed: your adoption, once recognised in Ireland, is your route to Irish citizenship.',
  no_route: 'Opens once your family tree shows a route to the Foreign Births Register.',
};

/**
 * The dashboard card 'Your Application': how many items are ready and where the application is. While
 * the workspace is shut, one line (decision 082), not the workspace's message again: the next step above
 * the card gives it in full.
 */
export function ApplicationCardContent({ noRegister }: { noRegister: NoRegisterReason | null }) {
  const { data, isPending, isError } = useWorkspace();
  const summary = data?.available ? data.summary : null;
  const deadline = data?.available ? data.application?.deadline : null;
  return (
    <div className="flex flex-col gap-3">
      {isPending ? (
        <p className="text-sm text-slate-600">Loading your progress…</p>
      ) : isError ? (
        <p className="text-sm text-slate-600">Your progress could not be loaded just now.</p>
      ) : summary ? (
        <>
          <p className="text-sm font-medium text-slate-900">{progressText(summary)}</p>
          <Progress value={progressPercent(summary)} aria-label={progressText(summary)} />
          <p className="text-sm text-slate-600">{SUMMARY_STEP_WORDS[summary.currentStep]}</p>
          {deadline && (
            <p className={deadline.passed ? 'text-sm text-slate-700' : 'text-sm font-medium text-amber-900'}>
              {deadlineLine(deadline)}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-600">{SHUT[noRegister ?? 'no_route']}</p>
      )}
      <Button asChild className="w-full sm:w-auto">
        <Link to="/application">
          Open Your Application
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
