import { birthPlaceVerdict } from '#domain/tree/island-birth.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from '#client/lib/toast.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { ApiError, TimeoutError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { useCreateFamilyMember } from './api/create-family-member.ts';
import { useDeleteFamilyMember } from './api/delete-family-member.ts';
import { childrenCountQueryOptions } from './api/get-children-count.ts';
import { useFamilyMembers } from './api/get-family-members.ts';
import { createNameChange } from './api/create-name-change.ts';
import { allNameChangesQueryOptions } from './api/get-name-changes.ts';
import { treeLockQueryOptions, useTreeLock } from '#client/lib/queries/tree-lock.ts';
import { replaceNameChanges } from './api/replace-name-changes.ts';
import { useUpdateFamilyMember } from './api/update-family-member.ts';
import {
  mayAddWhileLocked,
  memberControls,
  memberFormSchema,
  removedMarriages,
  toMemberPayload,
  toNameChangeInputs,
  type MemberFormValues,
  type MemberPlacement,
} from './member-form-values.ts';
import {
  BUSY_RELEASE_AFTER_ADD_MS,
  BUSY_RELEASE_AFTER_EDIT_MS,
  beginTreeWrite,
  endTreeWrite,
  inSubmitCooldown,
  markSaveSucceeded,
  markSiblingCreated,
} from './tree-activity.ts';

export const DELETE_CONFIRM = 'Are you sure you want to delete this family member?';

/**
 * The question asked before deleting: a parent or grandparent takes the members linked above it with it.
 * `childrenCount` is the server's count of members linked to it; `greatGrandparents` those above its grandparents.
 */
export function deleteQuestion(
  relationship: FamilyMemberResponse['relationship'],
  childrenCount: number,
  greatGrandparents: number,
): string {
  if (relationship === 'parent' && childrenCount > 0) {
    return (
      `Deleting this parent will also delete ${childrenCount} linked grandparent(s)` +
      (greatGrandparents > 0 ? ` and ${greatGrandparents} great-grandparent(s)` : '') +
      '. Are you sure?'
    );
  }
  if (relationship === 'grandparent' && childrenCount > 0) {
    return `Deleting this grandparent will also delete ${childrenCount} linked great-grandparent(s). Are you sure?`;
  }
  return DELETE_CONFIRM;
}

/** The great-grandparents that go with a parent: those linked to its grandparents (from the loaded tree). */
export function greatGrandparentsBelow(all: readonly FamilyMemberResponse[], parentId: string): number {
  const grandparents = new Set(all.filter((m) => m.parentId === parentId).map((m) => m.id));
  return all.filter((m) => m.relationship === 'great_grandparent' && grandparents.has(m.parentId ?? '')).length;
}

/** The server's message, else the request's own fallback, else 'An unexpected error occurred'. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof TimeoutError) return error.message;
  return 'An unexpected error occurred';
}

/**
 * Places decide, the switch confirms (issue 18): typing a birth country or place that names the
 * island, or somewhere else, sets 'Born in Ireland'; the person can still change it.
 */
function presetBornInIreland(form: UseFormReturn<MemberFormValues>) {
  const says = birthPlaceVerdict(form.getValues('birthCountry'), form.getValues('birthPlace')).kind;
  if (says !== 'unknown') form.setValue('isIrishBorn', says === 'island', { shouldDirty: true });
}

const saveLabelFor = (locked: boolean, editing: boolean, phase: 'idle' | 'saving' | 'deleting') =>
  locked && !editing ? 'Locked' : phase === 'saving' ? 'Saving...' : editing ? 'Save Changes' : 'Add Family Member';

/** The guards every write passes first: signed in, no other save running, not resubmitted at once, tree lock. */
function useWriteGuard(locked: boolean, editing: boolean) {
  const auth = useAuth();
  const runningRef = useRef(false);
  const mayWrite = (): boolean => {
    if (auth.isLoading || !auth.isAuthenticated) {
      toast.error('Authentication Required', { description: 'Please wait for authentication to complete.' });
      return false;
    }
    if (runningRef.current) {
      toast.error('Please Wait', { description: 'Another operation is in progress.' });
      return false;
    }
    if (inSubmitCooldown()) {
      toast.error('Please Wait', { description: 'Please wait a moment before submitting again.' });
      return false;
    }
    // A locked tree refuses new members; a stored member takes the additions of decision 026.
    return !locked || editing;
  };
  return { runningRef, mayWrite };
}

type Options = {
  member: FamilyMemberResponse | null;
  placement: MemberPlacement;
  initial: MemberFormValues;
  onDone: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The member form's logic: the form and its checks, the tree lock, and saving or deleting the member
 * with its name changes (one write at a time; a retried create edits the member already stored).
 */
export function useMemberForm({ member, placement, initial, onDone, onDirtyChange }: Options) {
  const queryClient = useQueryClient();
  const lock = useTreeLock();
  const createMember = useCreateFamilyMember();
  const updateMember = useUpdateFamilyMember();
  const deleteMember = useDeleteFamilyMember();
  const members = useFamilyMembers();
  const form = useForm<MemberFormValues>({
    resolver: zodResolver(memberFormSchema(placement)),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const [isDeceased, isIrishBorn, isIrishCitizen, hasNameChanged] = useWatch({
    control: form.control,
    name: ['isDeceased', 'isIrishBorn', 'isIrishCitizen', 'hasNameChanged'],
  });

  const locked = lock.data?.isLocked ?? false;
  const editing = member !== null;
  const [phase, setPhase] = useState<'idle' | 'saving' | 'deleting'>('idle');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { runningRef, mayWrite } = useWriteGuard(locked, editing);
  const idempotencyKey = useRef<string>(crypto.randomUUID());
  /** A create whose member was stored but whose name changes failed: the retry edits that member. */
  const createdId = useRef<string | null>(null);
  const busy = phase !== 'idle';
  // A locked tree still takes additions to a stored member (decision 026); a new member waits.
  const addingOnly = locked && editing;

  /** Runs one write: marks the form busy and the tree written, and reports a failure on the form too. */
  const write = async (
    kind: 'saving' | 'deleting',
    work: () => Promise<void>,
    failure: { title: string; fallback: string },
    releaseAfter: number,
  ) => {
    runningRef.current = true;
    setPhase(kind);
    setSubmitError(null);
    beginTreeWrite();
    try {
      await work();
      markSaveSucceeded();
      onDone();
    } catch (error) {
      const message = failureText(error, failure.fallback);
      toast.error(failure.title, { description: message });
      setSubmitError(message);
      if (error instanceof ApiError && error.status === 423) {
        void queryClient.invalidateQueries({ queryKey: treeLockQueryOptions().queryKey, refetchType: 'all' });
      }
    } finally {
      runningRef.current = false;
      setPhase('idle');
      endTreeWrite(releaseAfter);
    }
  };

  const save = (values: MemberFormValues) => {
    const adding = !editing && createdId.current === null;
    return write(
      'saving',
      async () => {
        const existingId = member?.id ?? createdId.current;
        const payload = toMemberPayload(values, placement);
        const events = toNameChangeInputs(values).map((e) => e.input);
        if (existingId && addingOnly) {
          await updateMember.mutateAsync({ id: existingId, body: payload });
          await addMarriagesToLockedMember(queryClient, existingId, values, initial);
        } else if (existingId) {
          await updateMember.mutateAsync({ id: existingId, body: payload });
          await replaceNameChanges(queryClient, existingId, events, {
            existing: true,
            removedMarriages: removedMarriages(initial, values),
          });
        } else {
          const created = await createMember.mutateAsync({ ...payload, idempotencyKey: idempotencyKey.current });
          createdId.current = created.id;
          if (events.length > 0) await replaceNameChanges(queryClient, created.id, events, { existing: false });
          if (placement.relationship === 'sibling') markSiblingCreated();
        }
        toast.success(member ? 'Family member updated successfully' : 'Family member added successfully');
        idempotencyKey.current = crypto.randomUUID();
        createdId.current = null;
      },
      member
        ? { title: 'Error Updating Family Member', fallback: 'Failed to update family member' }
        : { title: 'Error Creating Family Member', fallback: 'Failed to create family member' },
      adding ? BUSY_RELEASE_AFTER_ADD_MS : BUSY_RELEASE_AFTER_EDIT_MS,
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!mayWrite()) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(save, () =>
      toast.error('Validation Error', { description: 'Please fix all form errors before submitting.' }),
    )(event);
  };

  const onDelete = async () => {
    if (!member || locked || !mayWrite()) return;
    let question = DELETE_CONFIRM;
    try {
      const { childrenCount } = await queryClient.fetchQuery(childrenCountQueryOptions(member.id));
      question = deleteQuestion(
        member.relationship,
        childrenCount,
        greatGrandparentsBelow(members.data ?? [], member.id),
      );
    } catch {
      /* Spec: if the count cannot be read, a plain confirmation is used. */
    }
    if (!window.confirm(question)) return;
    await write(
      'deleting',
      async () => {
        await deleteMember.mutateAsync(member.id);
        toast.success('Family member deleted successfully');
      },
      { title: 'Error Deleting Family Member', fallback: 'Failed to delete family member' },
      BUSY_RELEASE_AFTER_EDIT_MS,
    );
  };

  return {
    form,
    editing,
    locked,
    lockedBy: lock.data?.lockedBy,
    phase,
    busy,
    submitError,
    addingOnly,
    disabled: (locked && !editing) || busy,
    watched: { isDeceased, isIrishBorn, isIrishCitizen, hasNameChanged },
    show: memberControls(placement.relationship),
    lockedOut: (name: keyof MemberFormValues) => locked && !mayAddWhileLocked(name, initial),
    saveLabel: saveLabelFor(locked, editing, phase),
    presetBornInIreland: () => presetBornInIreland(form),
    onSubmit,
    onDelete,
  };
}

export type MemberFormState = ReturnType<typeof useMemberForm>;

/** A locked tree's edit adds only the marriages entered below the stored ones (decision 026). */
async function addMarriagesToLockedMember(
  queryClient: QueryClient,
  id: string,
  values: MemberFormValues,
  initial: MemberFormValues,
): Promise<void> {
  const added = toNameChangeInputs(values).filter((e) => e.list === 'marriages' && e.row >= initial.marriages.length);
  for (const { input } of added) await createNameChange({ ...input, familyMemberId: id });
  if (added.length > 0) {
    void queryClient.invalidateQueries({
      queryKey: allNameChangesQueryOptions().queryKey,
      exact: true,
      refetchType: 'all',
    });
  }
}
