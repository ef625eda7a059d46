import { hasParentLink } from '#domain/tree/normalise-member.ts';
import { useEffect, useRef, useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { useFamilyMembers } from './api/get-family-members.ts';
import { useAllNameChanges, useMemberNameChanges } from './api/get-name-changes.ts';
import {
  defaultValues,
  marriagesRecordedOnSpouse,
  rowsFromEvents,
  type CreateMemberTarget,
  type MemberFormTarget,
  type MemberFormValues,
  type MemberPlacement,
} from './member-form-values.ts';
import { fullName, relationWord } from './tree-layout.ts';

/** What the member form starts from, once the member and its stored name changes are loaded. */
export type MemberFormData =
  | { status: 'loading' }
  | { status: 'missing' }
  /** The stored name changes could not be loaded: the form waits for them rather than start without them. */
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      member: FamilyMemberResponse | null;
      placement: MemberPlacement;
      initial: MemberFormValues;
      subtitle: string;
    };

/**
 * Finds the member to edit (or the place of a new one) and its first values: the stored name changes
 * are loaded before the form starts, so its first rows are the real ones.
 */
export function useMemberFormData(target: MemberFormTarget): MemberFormData {
  const members = useFamilyMembers();
  const editing = target.mode === 'edit';
  const found = editing ? (members.data?.find((m) => m.id === target.memberId) ?? null) : null;
  // Keep the member while it is being deleted (the optimistic update removes it from the list first).
  const [lastFound, setLastFound] = useState<FamilyMemberResponse | null>(null);
  if (found && found !== lastFound) setLastFound(found);
  const member = found ?? lastFound;
  const nameChanges = useMemberNameChanges(editing ? target.memberId : null);
  // A marriage recorded only on the spouse shows here too (docs/decisions/058-marriages-and-names-as-records.md).
  const allNameChanges = useAllNameChanges();
  const toasted = useRef(false);
  useEffect(() => {
    if ((nameChanges.isError || allNameChanges.isError) && !toasted.current) {
      toasted.current = true;
      toast.error('Error', { description: 'Failed to load name change information' });
    }
  }, [nameChanges.isError, allNameChanges.isError]);

  if (editing && members.isPending) return { status: 'loading' };
  if (editing && !member) return { status: 'missing' };
  if (editing && (nameChanges.isError || allNameChanges.isError)) {
    return {
      status: 'failed',
      retry: () => {
        toasted.current = false;
        void Promise.all([nameChanges.refetch(), allNameChanges.refetch()]);
      },
    };
  }
  if (editing && (nameChanges.isPending || allNameChanges.isPending)) return { status: 'loading' };

  const relationship = member?.relationship ?? (target as CreateMemberTarget).relationship;
  const placement: MemberPlacement = {
    relationship,
    parentId: hasParentLink(relationship) ? (member?.parentId ?? (target as CreateMemberTarget).parentId) : null,
    isLineageAnchor: member?.isLineageAnchor ?? false,
  };
  const initial = defaultValues(member, editing ? null : target);
  if (nameChanges.data) {
    const rows = rowsFromEvents(nameChanges.data);
    if (member && allNameChanges.data) {
      // The member's own records as just loaded, in case the list of all is older: no marriage twice.
      const all = [...allNameChanges.data.filter((e) => e.familyMemberId !== member.id), ...nameChanges.data];
      rows.marriages.push(...marriagesRecordedOnSpouse(member.id, all, members.data ?? []));
    }
    Object.assign(initial, rows);
  }
  const parent = placement.parentId ? (members.data?.find((m) => m.id === placement.parentId) ?? null) : null;
  return {
    status: 'ready',
    member,
    placement,
    initial,
    subtitle: memberSubtitle(member, placement, initial.gender, parent),
  };
}

/** The line under the form's heading: who the member is, or whom a new member is added as. */
export function memberSubtitle(
  member: FamilyMemberResponse | null,
  placement: MemberPlacement,
  gender: MemberFormValues['gender'],
  parent: FamilyMemberResponse | null,
): string {
  if (member) return `${relationWord(member)}: ${fullName(member)}`;
  switch (placement.relationship) {
    case 'self':
      return 'Your own details: you are the person applying.';
    case 'sibling':
      return 'A brother or sister of yours.';
    case 'parent':
      return gender === 'female' ? 'Your mother.' : gender === 'male' ? 'Your father.' : 'Your parent.';
    case 'grandparent':
      return parent
        ? `A parent of your ${relationWord(parent).toLowerCase()}, ${fullName(parent)}.`
        : 'One of your grandparents.';
    case 'great_grandparent':
      return parent
        ? `A parent of your ${relationWord(parent).toLowerCase()}, ${fullName(parent)}.`
        : 'One of your great-grandparents.';
  }
}
