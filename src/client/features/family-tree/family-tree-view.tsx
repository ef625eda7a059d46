import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { checkPlacement } from '#domain/tree/rules.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { LoadError } from '#client/components/load-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useEligibility } from './api/get-eligibility.ts';
import { familyMembersQueryOptions, useFamilyMembers } from './api/get-family-members.ts';
import { useTreeLock } from '#client/lib/queries/tree-lock.ts';
import { EligibilityPanel } from './eligibility-panel.tsx';
import type { CreateMemberTarget, MemberFormTarget } from './member-form-values.ts';
import { ShamrockIcon } from './shamrock-icon.tsx';
import { isTreeBusy, siblingRecentlyCreated, useTreeBusy } from './tree-activity.ts';
import { buildTreeLayout, relationWord, type Branch, type TreeLayout } from './tree-layout.ts';
import { GedcomImport } from './gedcom-import-dialog.tsx';
import { lockReason, TreeLockToggle } from './tree-lock-toggle.tsx';
import { EmptySlot, MemberBox } from './tree-slot.tsx';

type Props = { onBack: () => void; onOpenMember: (target: MemberFormTarget) => void };

/** Spec 'Family tree view': grandparents on top, parents in the middle, 'You' below, then siblings. */
export function FamilyTreeView({ onBack, onOpenMember }: Props) {
  usePageTitle('Your Family Tree');
  const queryClient = useQueryClient();
  const members = useFamilyMembers();
  const eligibility = useEligibility();
  const lock = useTreeLock();
  const busy = useTreeBusy();
  const locked = lock.data?.isLocked ?? false;

  const edit = (member: FamilyMemberResponse) => {
    if (isTreeBusy()) return;
    onOpenMember({ mode: 'edit', memberId: member.id });
  };

  const add = (target: CreateMemberTarget) => {
    if (isTreeBusy()) return;
    // A sibling add right after another sibling was created is a double click: ignore it.
    if (target.relationship === 'sibling' && siblingRecentlyCreated()) return;
    const current = queryClient.getQueryData(familyMembersQueryOptions().queryKey) ?? [];
    const violation = checkPlacement(current, { relationship: target.relationship, parentId: target.parentId });
    if (violation) {
      window.alert(violation.message);
      return;
    }
    onOpenMember(target);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <Button variant="ghost" className="-ml-3" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Button>
        <TreeLockToggle />
      </div>

      <h1 data-view-heading tabIndex={-1} className="mt-6 text-3xl font-bold text-slate-900 focus:outline-none">
        Your Family Tree
      </h1>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">Click on the + boxes to add family members</p>
        <GedcomImport treeIsEmpty={(members.data?.length ?? 0) === 0} disabled={locked} />
      </div>

      {locked && (
        <Alert variant="warning" role="status" className="mt-4">
          <Lock aria-hidden="true" />
          <AlertTitle>Your family tree is locked</AlertTitle>
          <AlertDescription>
            {lockReason(lock.data)} You can still open a member to add a missing date, death details, notes or a
            marriage.
          </AlertDescription>
        </Alert>
      )}

      <div className="mt-6">
        <EligibilityPanel />
      </div>

      {members.isPending ? (
        <Spinner label="Loading your family tree" />
      ) : members.isError ? (
        <LoadError
          noun="Family Tree"
          message="We could not load your family tree just now."
          onRetry={() => void members.refetch()}
          className="mt-8"
        />
      ) : (
        <Tree
          layout={buildTreeLayout(members.data, eligibility.data?.route)}
          busy={busy}
          addDisabled={busy || locked}
          onAdd={add}
          onEdit={edit}
        />
      )}
    </div>
  );
}

type TreeProps = {
  layout: TreeLayout;
  busy: boolean;
  addDisabled: boolean;
  onAdd: (target: CreateMemberTarget) => void;
  onEdit: (member: FamilyMemberResponse) => void;
};

function Tree({ layout, busy, addDisabled, onAdd, onEdit }: TreeProps) {
  const { self, branches, siblings, highlighted, irishLineParentId } = layout;
  return (
    <div
      aria-busy={busy || undefined}
      className={cn('mt-8 transition-opacity', busy && 'opacity-60')}
      data-testid="family-tree"
    >
      {layout.anyIrishBorn && (
        <p className="mb-4 flex items-center gap-1.5 text-sm text-slate-700">
          <ShamrockIcon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          Green boxes show your Irish line; the clover marks a person born in Ireland.
        </p>
      )}
      <div className="grid gap-8 md:grid-cols-2">
        {branches.map((branch) => (
          <BranchColumn
            key={branch.side}
            branch={branch}
            highlighted={highlighted}
            irishLineParentId={irishLineParentId}
            busy={busy}
            addDisabled={addDisabled}
            onAdd={onAdd}
            onEdit={onEdit}
          />
        ))}
      </div>

      {/* Parents to you: a fork on wide screens, a single line when the columns stack. */}
      <div aria-hidden="true" className="relative h-8">
        <span className="absolute top-0 left-1/2 h-8 w-px bg-slate-300 md:hidden" />
        <span className="absolute top-0 left-[calc(25%-0.5rem)] hidden h-4 w-px bg-slate-300 md:block" />
        <span className="absolute top-0 right-[calc(25%-0.5rem)] hidden h-4 w-px bg-slate-300 md:block" />
        <span className="absolute top-4 right-[calc(25%-0.5rem)] left-[calc(25%-0.5rem)] hidden h-px bg-slate-300 md:block" />
        <span className="absolute top-4 left-1/2 hidden h-4 w-px bg-slate-300 md:block" />
      </div>

      <div className="mx-auto w-full max-w-64">
        {self ? (
          <MemberBox member={self} highlighted={highlighted.has(self.id)} disabled={busy} onOpen={() => onEdit(self)} />
        ) : (
          <EmptySlot
            caption="You"
            label="Add yourself"
            disabled={addDisabled}
            onAdd={() => onAdd({ mode: 'create', relationship: 'self', parentId: null })}
          />
        )}
      </div>

      <section aria-labelledby="siblings-heading" className="mt-10 border-t border-slate-200 pt-6">
        <h2 id="siblings-heading" className="text-xl font-semibold text-slate-900">
          Siblings
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {siblings.map((sibling) => (
            <li key={sibling.id}>
              <MemberBox
                member={sibling}
                highlighted={highlighted.has(sibling.id)}
                disabled={busy}
                onOpen={() => onEdit(sibling)}
              />
            </li>
          ))}
          <li>
            <EmptySlot
              label="Add Sibling"
              disabled={addDisabled}
              onAdd={() => onAdd({ mode: 'create', relationship: 'sibling', parentId: null })}
            />
          </li>
        </ul>
      </section>
    </div>
  );
}

function BranchColumn({
  branch,
  highlighted,
  irishLineParentId,
  busy,
  addDisabled,
  onAdd,
  onEdit,
}: { branch: Branch; highlighted: ReadonlySet<string>; irishLineParentId: string | null } & Omit<TreeProps, 'layout'>) {
  const { parent, grandparents, sideLabel, slotGender } = branch;
  const parentWord = slotGender === 'male' ? 'father' : 'mother';
  const heading = sideLabel.charAt(0).toUpperCase() + sideLabel.slice(1);
  return (
    <section aria-label={heading} data-testid={`tree-branch-${branch.side}`}>
      <h2 className="mb-2 text-center text-xs font-semibold tracking-wide text-slate-600 uppercase">{heading}</h2>
      {parent ? (
        <ul className="grid grid-cols-2 gap-3" aria-label={`Grandparents (${sideLabel})`}>
          {grandparents.map((grandparent, i) => (
            <li key={grandparent?.id ?? `empty-${i}`}>
              {grandparent ? (
                <GreatGrandparentSlots
                  grandparent={grandparent}
                  slots={branch.greatGrandparents[i] ?? [null, null]}
                  highlighted={highlighted}
                  busy={busy}
                  addDisabled={addDisabled}
                  onAdd={onAdd}
                  onEdit={onEdit}
                />
              ) : (
                // Keeps an empty grandparent slot level with a filled one beside it.
                <div aria-hidden="true" className="mb-2 h-16" />
              )}
              {grandparent ? (
                <MemberBox
                  member={grandparent}
                  highlighted={highlighted.has(grandparent.id)}
                  disabled={busy}
                  onOpen={() => onEdit(grandparent)}
                />
              ) : (
                <EmptySlot
                  label={`Add grandparent (${sideLabel})`}
                  disabled={addDisabled}
                  onAdd={() =>
                    onAdd({
                      mode: 'create',
                      relationship: 'grandparent',
                      parentId: parent.id,
                      gender: i === 0 ? 'male' : 'female',
                    })
                  }
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex min-h-24 items-center justify-center rounded-xl border border-dashed border-slate-200 px-3 text-center text-sm text-slate-600">
          Add your {parentWord} first, then their parents.
        </p>
      )}

      {/* Grandparents to parent: a fork (a plain gap until the parent is added). */}
      <div aria-hidden="true" className="relative h-8">
        {parent && (
          <>
            <span className="absolute top-0 left-[calc(25%-0.375rem)] h-4 w-px bg-slate-300" />
            <span className="absolute top-0 right-[calc(25%-0.375rem)] h-4 w-px bg-slate-300" />
            <span className="absolute top-4 right-[calc(25%-0.375rem)] left-[calc(25%-0.375rem)] h-px bg-slate-300" />
            <span className="absolute top-4 left-1/2 h-4 w-px bg-slate-300" />
          </>
        )}
      </div>

      <div className="mx-auto w-full max-w-64">
        {parent ? (
          <MemberBox
            member={parent}
            highlighted={highlighted.has(parent.id)}
            irishLine={parent.id === irishLineParentId}
            disabled={busy}
            onOpen={() => onEdit(parent)}
          />
        ) : (
          <EmptySlot
            label={`Add ${parentWord}`}
            disabled={addDisabled}
            onAdd={() => onAdd({ mode: 'create', relationship: 'parent', parentId: null, gender: slotGender })}
          />
        )}
      </div>
    </section>
  );
}

/** The two small boxes above a grandparent: their parents, the applicant's great-grandparents. */
function GreatGrandparentSlots({
  grandparent,
  slots,
  highlighted,
  busy,
  addDisabled,
  onAdd,
  onEdit,
}: {
  grandparent: FamilyMemberResponse;
  slots: readonly [FamilyMemberResponse | null, FamilyMemberResponse | null];
  highlighted: ReadonlySet<string>;
} & Omit<TreeProps, 'layout'>) {
  const whose = grandparent.firstName.trim() || relationWord(grandparent).toLowerCase();
  return (
    <div className="mb-2">
      <ul className="grid grid-cols-2 gap-1.5" aria-label={`Great-grandparents (${whose}'s parents)`}>
        {slots.map((greatGrandparent, i) => (
          <li key={greatGrandparent?.id ?? `empty-${i}`}>
            {greatGrandparent ? (
              <MemberBox
                compact
                member={greatGrandparent}
                highlighted={highlighted.has(greatGrandparent.id)}
                disabled={busy}
                onOpen={() => onEdit(greatGrandparent)}
              />
            ) : (
              <EmptySlot
                compact
                label={`Add great-grandparent (${whose}'s ${i === 0 ? 'father' : 'mother'})`}
                disabled={addDisabled}
                onAdd={() =>
                  onAdd({
                    mode: 'create',
                    relationship: 'great_grandparent',
                    parentId: grandparent.id,
                    gender: i === 0 ? 'male' : 'female',
                  })
                }
              />
            )}
          </li>
        ))}
      </ul>
      <span aria-hidden="true" className="mx-auto block h-2 w-px bg-slate-300" />
    </div>
  );
}
