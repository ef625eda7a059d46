import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { nextStep, STAGE_COUNT, treeVerdict } from '#domain/application/next-step.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatLongDate } from '#client/lib/format.ts';
import { applicationTabPath, TREE_PATH } from '#client/lib/paths.ts';
import { deadlineLine, useWorkspace } from '#client/features/application/index.ts';
import { useEligibility } from '#client/features/family-tree/index.ts';

/**
 * The top of the dashboard: the one next step of the application (src/domain/application/next-step.ts)
 * and the action that moves it on, a link to the view where it is done.
 */
export function NextStepPanel() {
  const eligibility = useEligibility();
  const workspace = useWorkspace();
  const data = workspace.data;
  if (eligibility.isError || workspace.isError) {
    return (
      <section aria-label="Your next step" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        Your next step could not be loaded just now. Reload the page to try again.
      </section>
    );
  }
  if (!eligibility.data || !data) {
    return (
      <section
        aria-label="Your next step"
        aria-busy="true"
        className="h-44 animate-pulse rounded-xl bg-brand-50"
        data-testid="next-step-loading"
      />
    );
  }
  const application = data.application;
  const step = nextStep({
    memberCount: eligibility.data.memberCount,
    verdict: treeVerdict(eligibility.data),
    workspace: {
      available: data.available,
      message: data.message,
      itemsReady: data.summary.itemsReady,
      itemsTotal: data.summary.itemsTotal,
      ready: data.gate.ready,
      currentStep: application?.currentStep ?? null,
    },
  });
  const decisionWindow = application?.currentStep === 'received' ? data.expectedDecision : null;
  return (
    <section
      aria-labelledby="next-step-title"
      data-testid="next-step"
      data-stage={step.stage}
      className="rounded-xl bg-gradient-to-br from-brand-900 to-brand-800 p-6 text-white shadow-sm sm:p-8"
    >
      <p className="text-sm font-medium text-brand-100">
        Your next step
        {step.number !== null && (
          <>
            {' '}
            <span aria-hidden="true">·</span> {step.number} of {STAGE_COUNT}
          </>
        )}
      </p>
      <h2 id="next-step-title" className="mt-1 text-2xl font-bold">
        {step.title}
      </h2>
      <p className="mt-2 max-w-3xl text-brand-50">{step.text}</p>
      {application?.deadline && <p className="mt-2 font-medium text-amber-200">{deadlineLine(application.deadline)}</p>}
      {decisionWindow && (
        <p className="mt-2 text-brand-50">
          DFA’s current processing time puts a decision between {formatLongDate(decisionWindow.from)} and{' '}
          {formatLongDate(decisionWindow.to)}.
        </p>
      )}
      <div className="mt-5">
        <Button
          variant="accent"
          size="lg"
          className="h-auto min-h-12 py-2 whitespace-normal focus-visible:outline-white"
          asChild
        >
          <Link to={step.action.target === 'tree' ? TREE_PATH : applicationTabPath(step.action.target)}>
            {step.action.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
