import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { TREE_PATH } from '#client/lib/paths.ts';
import { useEligibility } from './api/get-eligibility.ts';
import { FamilyAnswers } from './eligibility-panel.tsx';
import { TreeLockToggle } from './tree-lock-toggle.tsx';

/** The Family Tree card's body on the dashboard: lock toggle, the engine's summary, member count, the tree's link. */
export function FamilyTreeCardContent() {
  const eligibility = useEligibility();
  const count = eligibility.data?.memberCount;
  return (
    <div className="flex flex-col gap-4">
      {eligibility.data ? (
        <p className="text-sm text-slate-800" data-testid="eligibility-summary">
          {eligibility.data.summary}
        </p>
      ) : eligibility.isError ? (
        <p className="text-sm text-slate-700">We could not check your eligibility just now.</p>
      ) : (
        <p className="text-sm text-slate-600">Checking your eligibility…</p>
      )}
      {eligibility.data && eligibility.data.family.length > 0 && <FamilyAnswers answers={eligibility.data.family} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="member-count">
          <Users className="size-4 text-slate-500" aria-hidden="true" />
          {count === undefined ? '…' : `${count} family ${count === 1 ? 'member' : 'members'}`}
        </p>
        <TreeLockToggle />
      </div>
      <Button asChild className="w-full sm:w-auto">
        <Link to={TREE_PATH}>
          Open Family Tree
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
