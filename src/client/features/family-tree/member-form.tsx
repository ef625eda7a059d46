import { CITIZENSHIP_BASES } from '#domain/tree/family-member.ts';
import { hasParentLink } from '#domain/tree/normalise-member.ts';
import { CITIZENSHIP_BASIS_LABELS } from '#domain/eligibility/wording.ts';
import { birthPlaceVerdict } from '#domain/tree/island-birth.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, Lock, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { toast } from 'sonner';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field as UiField, type FieldControlProps } from '#client/components/ui/field.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError, TimeoutError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { useCreateFamilyMember } from './api/create-family-member.ts';
import { useDeleteFamilyMember } from './api/delete-family-member.ts';
import { childrenCountQueryOptions } from './api/get-children-count.ts';
import { useFamilyMembers } from './api/get-family-members.ts';
import { createNameChange } from './api/create-name-change.ts';
import { allNameChangesQueryOptions, useAllNameChanges, useMemberNameChanges } from './api/get-name-changes.ts';
import { treeLockQueryOptions, useTreeLock } from './api/get-tree-lock.ts';
import { replaceNameChanges } from './api/replace-name-changes.ts';
import { useUpdateFamilyMember } from './api/update-family-member.ts';
import {
  defaultValues,
  mayAddWhileLocked,
  memberFormSchema,
  rowsFromEvents,
  marriagesRecordedOnSpouse,
  removedMarriages,
  toMemberPayload,
  toNameChangeInputs,
  memberControls,
  type CreateMemberTarget,
  type MemberFormTarget,
  type MemberFormValues,
  type MemberPlacement,
} from './member-form-values.ts';
import { DATE_EXAMPLES, dateReading } from './date-reading.ts';
import { MarriagesSection } from './marriages-section.tsx';
import { NameChangesSection } from './name-changes-section.tsx';
import {
  BUSY_RELEASE_AFTER_ADD_MS,
  BUSY_RELEASE_AFTER_EDIT_MS,
  beginTreeWrite,
  endTreeWrite,
  inSubmitCooldown,
  markSaveSucceeded,
  markSiblingCreated,
} from './tree-activity.ts';
import { fullName, relationWord } from './tree-layout.ts';
import { TreeLockToggle } from './tree-lock-toggle.tsx';

type Props = { target: MemberFormTarget; onDone: () => void; onCancel: () => void };

const DELETE_CONFIRM = 'Are you sure you want to delete this family member?';
const deleteParentConfirm = (n: number, greatGrandparents: number) =>
  `Deleting this parent will also delete ${n} linked grandparent(s)` +
  (greatGrandparents > 0 ? ` and ${greatGrandparents} great-grandparent(s)` : '') +
  '. Are you sure?';
const deleteGrandparentConfirm = (n: number) =>
  `Deleting this grandparent will also delete ${n} linked great-grandparent(s). Are you sure?`;

/** The server's message, else the request's own fallback, else 'An unexpected error occurred'. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof TimeoutError) return error.message;
  return 'An unexpected error occurred';
}

/** The full-page add/edit view (spec 'Family member form'): finds the member, then shows the form. */
export function MemberFormView({ target, onDone, onCancel }: Props) {
  const members = useFamilyMembers();
  const editing = target.mode === 'edit';
  usePageTitle(editing ? 'Edit Family Member' : 'Add Family Member');
  const found = editing ? (members.data?.find((m) => m.id === target.memberId) ?? null) : null;
  // Keep the member while it is being deleted (the optimistic update removes it from the list first).
  const [lastFound, setLastFound] = useState<FamilyMemberResponse | null>(null);
  if (found && found !== lastFound) setLastFound(found);
  const member = found ?? lastFound;
  // The stored name changes are loaded before the form starts, so its first rows are the real ones.
  const nameChanges = useMemberNameChanges(editing ? target.memberId : null);
  // A marriage recorded only on the spouse shows here too (docs/decisions/058-marriages-and-names-as-records.md).
  const allNameChanges = useAllNameChanges();
  const toasted = useRef(false);
  useEffect(() => {
    if (nameChanges.isError && !toasted.current) {
      toasted.current = true;
      toast.error('Error', { description: 'Failed to load name change information' });
    }
  }, [nameChanges.isError]);

  if (editing && members.isPending) return <Spinner label="Loading family member" />;
  if (editing && !member) {
    return (
      <FormFrame onCancel={onCancel} title="Edit Family Member">
        <Alert variant="destructive" className="mt-6">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>This family member is no longer in your tree</AlertTitle>
          <AlertDescription>Go back to your family tree and choose another box.</AlertDescription>
        </Alert>
      </FormFrame>
    );
  }
  if (editing && (nameChanges.isPending || allNameChanges.isPending)) return <Spinner label="Loading family member" />;

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

  return (
    <MemberForm
      member={member}
      placement={placement}
      initial={initial}
      subtitle={subtitleFor(member, placement, initial.gender, parent)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

function subtitleFor(
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

function FormFrame({
  onCancel,
  title,
  subtitle,
  children,
}: {
  onCancel: () => void;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  // The form may appear after a loading spinner: move focus to its heading, as a page change would.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="border-b border-slate-200 pb-4">
        <Button variant="ghost" className="-ml-3" onClick={onCancel}>
          <ArrowLeft aria-hidden="true" />
          Back to Family Tree
        </Button>
      </div>
      <h1
        ref={heading}
        data-view-heading
        tabIndex={-1}
        className="mt-6 text-3xl font-bold text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      {subtitle && <p className="mt-1 text-slate-700">{subtitle}</p>}
      {children}
    </div>
  );
}

type FormProps = {
  member: FamilyMemberResponse | null;
  placement: MemberPlacement;
  initial: MemberFormValues;
  subtitle: string;
  onDone: () => void;
  onCancel: () => void;
};

function MemberForm({ member, placement, initial, subtitle, onDone, onCancel }: FormProps) {
  const queryClient = useQueryClient();
  const auth = useAuth();
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
  const { control, register, formState } = form;
  const errors = formState.errors;
  const [isDeceased, isIrishBorn, isIrishCitizen, hasNameChanged] = useWatch({
    control,
    name: ['isDeceased', 'isIrishBorn', 'isIrishCitizen', 'hasNameChanged'],
  });

  const show = memberControls(placement.relationship);
  // Places decide, the switch confirms (issue 18): typing a birth country or place that names the
  // island, or somewhere else, sets 'Born in Ireland'; the person can still change it.
  const presetBornInIreland = () => {
    const says = birthPlaceVerdict(form.getValues('birthCountry'), form.getValues('birthPlace')).kind;
    if (says !== 'unknown') form.setValue('isIrishBorn', says === 'island', { shouldDirty: true });
  };
  const locked = lock.data?.isLocked ?? false;
  const editing = member !== null;
  const [phase, setPhase] = useState<'idle' | 'saving' | 'deleting'>('idle');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const running = useRef(false);
  const idempotencyKey = useRef<string>(crypto.randomUUID());
  /** A create whose member was stored but whose name changes failed: the retry edits that member. */
  const createdId = useRef<string | null>(null);

  /** The guards every write passes first: signed in, no other save running, not resubmitted at once, tree lock. */
  const mayWrite = (): boolean => {
    if (auth.isLoading || !auth.isAuthenticated) {
      toast.error('Authentication Required', { description: 'Please wait for authentication to complete.' });
      return false;
    }
    if (running.current) {
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

  const onServerError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 423) {
      void queryClient.invalidateQueries({ queryKey: treeLockQueryOptions().queryKey, refetchType: 'all' });
    }
  };

  const save = async (values: MemberFormValues) => {
    running.current = true;
    setPhase('saving');
    setSubmitError(null);
    const adding = !editing && createdId.current === null;
    beginTreeWrite();
    try {
      const payload = toMemberPayload(values, placement);
      const events = toNameChangeInputs(values).map((e) => e.input);
      const existingId = member?.id ?? createdId.current;
      if (existingId && addingOnly) {
        await updateMember.mutateAsync({ id: existingId, body: payload });
        const added = toNameChangeInputs(values).filter(
          (e) => e.list === 'marriages' && e.row >= initial.marriages.length,
        );
        for (const { input } of added) await createNameChange({ ...input, familyMemberId: existingId });
        if (added.length > 0) {
          void queryClient.invalidateQueries({
            queryKey: allNameChangesQueryOptions().queryKey,
            exact: true,
            refetchType: 'all',
          });
        }
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
      markSaveSucceeded();
      idempotencyKey.current = crypto.randomUUID();
      createdId.current = null;
      onDone();
    } catch (error) {
      const message = failureText(error, member ? 'Failed to update family member' : 'Failed to create family member');
      toast.error(member ? 'Error Updating Family Member' : 'Error Creating Family Member', { description: message });
      setSubmitError(message);
      onServerError(error);
    } finally {
      running.current = false;
      setPhase('idle');
      endTreeWrite(adding ? BUSY_RELEASE_AFTER_ADD_MS : BUSY_RELEASE_AFTER_EDIT_MS);
    }
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

  /** The great-grandparents that go with a parent: those linked to its grandparents (from the loaded tree). */
  const greatGrandparentsBelow = (parentId: string): number => {
    const all = members.data ?? [];
    const grandparents = new Set(all.filter((m) => m.parentId === parentId).map((m) => m.id));
    return all.filter((m) => m.relationship === 'great_grandparent' && grandparents.has(m.parentId ?? '')).length;
  };

  const onDelete = async () => {
    if (!member || locked || !mayWrite()) return;
    let question = DELETE_CONFIRM;
    try {
      const { childrenCount } = await queryClient.fetchQuery(childrenCountQueryOptions(member.id));
      if (member.relationship === 'parent' && childrenCount > 0) {
        question = deleteParentConfirm(childrenCount, greatGrandparentsBelow(member.id));
      }
      if (member.relationship === 'grandparent' && childrenCount > 0)
        question = deleteGrandparentConfirm(childrenCount);
    } catch {
      /* Spec: if the count cannot be read, a plain confirmation is used. */
    }
    if (!window.confirm(question)) return;
    running.current = true;
    setPhase('deleting');
    setSubmitError(null);
    beginTreeWrite();
    try {
      await deleteMember.mutateAsync(member.id);
      toast.success('Family member deleted successfully');
      markSaveSucceeded();
      onDone();
    } catch (error) {
      const message = failureText(error, 'Failed to delete family member');
      toast.error('Error Deleting Family Member', { description: message });
      setSubmitError(message);
      onServerError(error);
    } finally {
      running.current = false;
      setPhase('idle');
      endTreeWrite(BUSY_RELEASE_AFTER_EDIT_MS);
    }
  };

  const busy = phase !== 'idle';
  // A locked tree still takes additions to a stored member (decision 026); a new member waits.
  const addingOnly = locked && editing;
  const disabled = (locked && !editing) || busy;
  const lockedOut = (name: keyof MemberFormValues) => locked && !mayAddWhileLocked(name, initial);
  const saveLabel =
    locked && !editing ? 'Locked' : phase === 'saving' ? 'Saving...' : editing ? 'Save Changes' : 'Add Family Member';

  return (
    <FormFrame onCancel={onCancel} title={editing ? 'Edit Family Member' : 'Add Family Member'} subtitle={subtitle}>
      {locked && (
        <Alert variant="warning" role="status" className="mt-6" data-testid="tree-locked-banner">
          <Lock aria-hidden="true" />
          <AlertTitle>Your family tree is locked</AlertTitle>
          <AlertDescription>
            <p>
              {editing
                ? 'You can still add what is missing: a date, death details, notes or a marriage. Everything else stays as it is while the tree is locked.'
                : 'Nothing can be added, changed or deleted while the tree is locked.'}{' '}
              {lock.data?.lockedBy !== 'order' &&
                'To make other changes, switch off \u2018Lock tree\u2019 here, in the family tree header or on your dashboard.'}
            </p>
            <TreeLockToggle className="mt-2" />
          </AlertDescription>
        </Alert>
      )}
      {submitError && (
        <Alert variant="destructive" className="mt-6" data-testid="member-form-error">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>{editing ? 'The changes were not saved' : 'The family member was not added'}</AlertTitle>
          <AlertDescription>{submitError}</AlertDescription>
        </Alert>
      )}
      {errors.root?.message && (
        <Alert variant="destructive" className="mt-6">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{errors.root.message}</AlertDescription>
        </Alert>
      )}

      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="mt-6" aria-busy={busy || undefined}>
          <fieldset disabled={disabled} className="grid min-w-0 grid-cols-1 gap-6">
            <legend className="sr-only">{editing ? 'Edit family member' : 'Add family member'}</legend>
            <Card>
              <CardHeader>
                <CardTitle>Personal details</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="First name"
                  required
                  error={errors.firstName}
                  disabled={lockedOut('firstName')}
                  {...register('firstName')}
                  autoComplete="off"
                />
                <TextField
                  label="Last name"
                  required
                  error={errors.lastName}
                  disabled={lockedOut('lastName')}
                  {...register('lastName')}
                  autoComplete="off"
                />
                <Field label="Gender" error={errors.gender}>
                  {(props) => (
                    <NativeSelect {...props} disabled={lockedOut('gender')} {...register('gender')}>
                      <option value="" disabled>
                        Choose…
                      </option>
                      <option value="male">Male</option>
                      <option value="female">Female</option>
                      <option value="other">Other</option>
                    </NativeSelect>
                  )}
                </Field>
                <DateField
                  label="Birth date"
                  error={errors.birthDate}
                  disabled={lockedOut('birthDate')}
                  {...register('birthDate')}
                />
                <TextField
                  label="Birth place"
                  hint="Town or county, e.g. Co. Mayo"
                  error={errors.birthPlace}
                  disabled={lockedOut('birthPlace')}
                  {...register('birthPlace', { onChange: presetBornInIreland })}
                />
                <TextField
                  label="Birth country"
                  error={errors.birthCountry}
                  disabled={lockedOut('birthCountry')}
                  {...register('birthCountry', { onChange: presetBornInIreland })}
                />
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>About {placement.relationship === 'self' ? 'you' : 'them'}</CardTitle>
              </CardHeader>
              <CardContent className="grid grid-cols-1 gap-4">
                <div className="grid gap-3 sm:grid-cols-2">
                  {show.deceased && (
                    <SwitchField
                      name="isDeceased"
                      label="Deceased"
                      control={control}
                      disabled={lockedOut('isDeceased')}
                    />
                  )}
                  {show.irishBorn && (
                    <SwitchField
                      name="isIrishBorn"
                      label="Born in Ireland"
                      description="Anywhere on the island, Northern Ireland included"
                      control={control}
                      disabled={lockedOut('isIrishBorn')}
                    />
                  )}
                  {show.irishCitizen && (
                    <SwitchField
                      name="isIrishCitizen"
                      label="Irish citizen"
                      control={control}
                      disabled={lockedOut('isIrishCitizen')}
                    />
                  )}
                  {show.naturalisedElsewhere && (isIrishBorn || isIrishCitizen) && (
                    <SwitchField
                      name="naturalisedElsewhere"
                      label="Took another citizenship"
                      description="For example became a US citizen: this does not end Irish citizenship"
                      control={control}
                      disabled={lockedOut('naturalisedElsewhere')}
                    />
                  )}
                  {show.publicServiceAbroad && (
                    <SwitchField
                      name="inIrishPublicServiceAbroad"
                      label="Irish public service abroad"
                      description="Was serving abroad for the Irish State (e.g. a diplomat) when their child in your line was born"
                      control={control}
                      disabled={lockedOut('inIrishPublicServiceAbroad')}
                    />
                  )}
                  {show.adoptiveParent && (
                    <SwitchField
                      name="isAdoptiveParent"
                      label="Adoptive parent"
                      description="Adopted you, rather than being your birth parent"
                      control={control}
                      disabled={lockedOut('isAdoptiveParent')}
                    />
                  )}
                  {show.nameChanged && (
                    <SwitchField
                      name="hasNameChanged"
                      label="Name changed"
                      description="By marriage, divorce, deed poll or adoption, or known by an Irish or English form"
                      control={control}
                      disabled={lockedOut('hasNameChanged')}
                    />
                  )}
                </div>

                {show.deceased && isDeceased && (
                  <div className="grid gap-4 sm:grid-cols-3">
                    <DateField
                      label="Death date"
                      error={errors.deathDate}
                      disabled={lockedOut('deathDate')}
                      {...register('deathDate')}
                    />
                    <TextField
                      label="Death place"
                      error={errors.deathPlace}
                      disabled={lockedOut('deathPlace')}
                      {...register('deathPlace')}
                    />
                    <TextField
                      label="Death country"
                      error={errors.deathCountry}
                      disabled={lockedOut('deathCountry')}
                      {...register('deathCountry')}
                    />
                  </div>
                )}

                {show.irishCitizen && isIrishCitizen && !(show.irishBorn && isIrishBorn) && (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field label="How they became an Irish citizen" error={errors.citizenshipBasis}>
                      {(props) => (
                        <NativeSelect
                          {...props}
                          disabled={lockedOut('citizenshipBasis')}
                          {...register('citizenshipBasis')}
                        >
                          <option value="">Choose…</option>
                          {CITIZENSHIP_BASES.map((basis) => (
                            <option key={basis} value={basis}>
                              {CITIZENSHIP_BASIS_LABELS[basis]}
                            </option>
                          ))}
                        </NativeSelect>
                      )}
                    </Field>
                    <DateField
                      label="Citizenship date (if naturalized)"
                      error={errors.citizenshipDate}
                      disabled={lockedOut('citizenshipDate')}
                      {...register('citizenshipDate')}
                    />
                  </div>
                )}

                {placement.relationship !== 'sibling' && (
                  <MarriagesSection
                    disabled={disabled}
                    storedRowsLocked={addingOnly ? initial.marriages.length : 0}
                    memberId={member?.id ?? null}
                  />
                )}
                {hasNameChanged && <NameChangesSection disabled={disabled || locked} memberId={member?.id ?? null} />}
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Notes and application</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                <Field label="Notes" error={errors.notes}>
                  {(props) => <Textarea {...props} {...register('notes')} rows={3} />}
                </Field>
                {show.includeToggle ? (
                  <SwitchField
                    name="includeInApplication"
                    label="Include in application"
                    description="Add this person's documents to your application pack"
                    control={control}
                    disabled={lockedOut('includeInApplication')}
                  />
                ) : placement.relationship === 'great_grandparent' ? (
                  <p className="rounded-lg border border-slate-200 p-3 text-sm text-slate-600">
                    Great-grandparents are not part of your own application: we use them to tell who in your family can
                    register.
                  </p>
                ) : (
                  <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
                    <span>
                      <span className="block text-sm font-medium text-slate-900">Include in application</span>
                      <span className="text-sm text-slate-600">
                        Parents and grandparents are always part of the application.
                      </span>
                    </span>
                    <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                      Required
                    </span>
                  </div>
                )}
              </CardContent>
            </Card>
          </fieldset>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            {editing ? (
              <Button
                type="button"
                variant="outline"
                className="border-red-300 text-red-800 hover:bg-red-50"
                onClick={() => void onDelete()}
                disabled={disabled || locked}
              >
                <Trash2 aria-hidden="true" />
                {phase === 'deleting' ? 'Deleting...' : 'Delete'}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={disabled}>
                {locked && !editing && <Lock aria-hidden="true" />}
                {saveLabel}
              </Button>
            </div>
          </div>
        </form>
      </FormProvider>
    </FormFrame>
  );
}

/** The member form's rows, each through the one field primitive: a label, the control, its hint or error. */
function Field({
  label,
  required,
  hint,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: string;
  error?: FieldError;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const shown = required ? (
    <>
      {label}
      <span className="text-red-700" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  ) : (
    label
  );
  return (
    <UiField id={id} label={shown} hint={hint} error={error?.message} className="min-w-0">
      {children}
    </UiField>
  );
}

type InputFieldProps = Omit<ComponentProps<'input'>, 'id'> & { label: string; hint?: string; error?: FieldError };

function TextField({ label, hint, error, required, ...input }: InputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(props) => <Input {...props} {...input} aria-required={required || undefined} />}
    </Field>
  );
}

/**
 * A date as the record holds it (docs/decisions/051-dates-as-records-hold-them.md): typed in words,
 * with the examples as the hint until it reads as a date, then how it was read ('Read as: about 1934').
 * Leaving the field checks it, so what cannot be read is said at once.
 */
function DateField({
  name,
  onBlur,
  onChange,
  ...props
}: InputFieldProps & { name: 'birthDate' | 'deathDate' | 'citizenshipDate' }) {
  const { control, trigger, getFieldState } = useFormContext<MemberFormValues>();
  const typed = useWatch({ control, name });
  return (
    <TextField
      {...props}
      name={name}
      type="text"
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      placeholder="e.g. about 1934"
      hint={dateReading(typed) ?? DATE_EXAMPLES}
      onBlur={(event) => {
        void onBlur?.(event);
        if (typed.trim()) void trigger(name);
      }}
      onChange={(event) => {
        void onChange?.(event);
        // Once refused, the field is checked again as it is corrected.
        if (getFieldState(name).error) void trigger(name);
      }}
    />
  );
}

type SwitchName =
  | 'isDeceased'
  | 'isIrishBorn'
  | 'isIrishCitizen'
  | 'naturalisedElsewhere'
  | 'inIrishPublicServiceAbroad'
  | 'isAdoptiveParent'
  | 'hasNameChanged'
  | 'includeInApplication';

function SwitchField({
  name,
  label,
  description,
  control,
  disabled,
}: {
  name: SwitchName;
  label: string;
  description?: string;
  control: ReturnType<typeof useForm<MemberFormValues>>['control'];
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <UiField
          id={id}
          label={label}
          hint={description}
          inline="end"
          className={cn(
            'items-center rounded-lg border p-3 transition-colors',
            field.value ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white',
          )}
        >
          {(props) => (
            <Switch
              {...props}
              name={field.name}
              ref={field.ref}
              checked={field.value}
              disabled={disabled}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </UiField>
      )}
    />
  );
}
