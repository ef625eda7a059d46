import { GitBranch, MousePointerClick } from 'lucide-react';
import { formatRecordDate } from '#domain/dates/record-date.ts';
import { summaryInThirdPerson } from '#domain/eligibility/third-person.ts';
import { capitalise, roleWord } from '#domain/eligibility/wording.ts';
import type { AdminFamilyTree, AdminTreeNode } from '#shared/admin.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { progressText, SUMMARY_STEP_WORDS } from '#client/lib/application-progress.ts';
import { EligibilityBadge } from '#client/components/eligibility-badge.tsx';
import { useAdminFamilyTree } from './api/get-users.ts';
import { displayName, formatCount, formatDay } from './format.ts';

export const relationshipLabel = (n: Pick<AdminTreeNode, 'relationship' | 'gender'>) =>
  n.relationship === 'self' ? 'Applicant' : capitalise(roleWord(n));

function TreeNode({ node }: { node: AdminTreeNode }) {
  const bornWhen = node.birthYear ?? (node.birthDate ? formatRecordDate(node.birthDate) : null);
  const born = [bornWhen ? `Born ${bornWhen}` : null, node.birthPlace].filter(Boolean).join(' · ');
  return (
    <li data-testid="tree-node" data-member-id={node.id}>
      <div className="rounded-lg border border-slate-200 bg-white px-3 py-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-slate-900">{node.fullName}</span>
          <Badge variant="neutral">{relationshipLabel(node)}</Badge>
          {node.isIrishBorn && <Badge className="bg-green-100 text-green-900">Irish Born</Badge>}
          {node.isIrishCitizen && <Badge className="bg-blue-100 text-blue-900">Irish Citizen</Badge>}
        </div>
        <p className="mt-0.5 text-sm text-slate-600">{born || 'Birth details not given'}</p>
      </div>
      {node.children.length > 0 && (
        <ul className="mt-2 ml-3 flex flex-col gap-2 border-l-2 border-slate-200 pl-4 sm:ml-4 sm:pl-5">
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The user's 'Your Application' progress (issue 21 item 8): items ready, posted date, current step. */
function ApplicationProgress({ summary }: { summary: AdminFamilyTree['application'] }) {
  return (
    <section aria-labelledby="admin-application-title" className="mt-2" data-testid="admin-application">
      <h3 id="admin-application-title" className="text-sm font-semibold text-slate-900">
        Your Application
      </h3>
      {summary ? (
        <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs text-slate-600">Items ready</dt>
            <dd className="text-slate-900">{progressText(summary)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Posted</dt>
            <dd className="text-slate-900">{summary.postedOn ? formatDay(summary.postedOn) : 'Not yet'}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Current step</dt>
            <dd className="text-slate-900">{SUMMARY_STEP_WORDS[summary.currentStep]}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Not started: the tree gives no route to register yet.</p>
      )}
    </section>
  );
}

/** The selected user's tree: nested, indented, with the eligibility engine's result. */
export function FamilyTreePanel({ userId }: { userId: string | null }) {
  const tree = useAdminFamilyTree(userId);

  if (userId === null) {
    return (
      <Card className="flex min-h-48 flex-col items-center justify-center gap-3 p-8 text-center">
        <MousePointerClick className="size-8 text-slate-400" aria-hidden="true" />
        <p className="text-slate-700">Click on a user to view their family tree</p>
      </Card>
    );
  }
  if (tree.isPending) {
    return (
      <Card>
        <Spinner label="Loading family tree" />
      </Card>
    );
  }
  if (tree.isError || !tree.data) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Error Loading Family Tree</AlertTitle>
        <AlertDescription>The family tree could not be loaded. Please try again.</AlertDescription>
      </Alert>
    );
  }

  const { user, totalMembers, familyTree, eligibility, application } = tree.data;
  return (
    <Card data-testid="family-tree-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GitBranch className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{displayName(user)}</span>
        </CardTitle>
        <CardDescription className="[overflow-wrap:anywhere]">
          {formatCount(totalMembers)} family {totalMembers === 1 ? 'member' : 'members'} · {user.email}
        </CardDescription>
        {totalMembers > 0 && (
          <div className="mt-2 flex flex-col gap-1">
            <div>
              <EligibilityBadge assessment={eligibility} />
            </div>
            <p className="text-sm text-slate-700">{summaryInThirdPerson(eligibility.summary)}</p>
          </div>
        )}
        <ApplicationProgress summary={application} />
      </CardHeader>
      <CardContent>
        {familyTree.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
            No family tree data yet
          </p>
        ) : (
          <div
            className="max-h-[600px] overflow-y-auto rounded-lg bg-slate-50 p-3"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable)
            tabIndex={0}
            role="region"
            aria-label={`Family tree of ${displayName(user)}`}
          >
            <ul className="flex flex-col gap-2">
              {familyTree.map((node) => (
                <TreeNode key={node.id} node={node} />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
