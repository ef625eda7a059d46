import { AlertCircle } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { AboutCard, FormActions, LockedBanner, NotesCard, PersonalDetailsCard } from './member-form-cards.tsx';
import { FormFrame } from './member-form-frame.tsx';
import type { MemberFormTarget, MemberFormValues, MemberPlacement } from './member-form-values.ts';
import { useMemberForm } from './use-member-form.ts';
import { useMemberFormData } from './use-member-form-data.ts';

type Props = {
  target: MemberFormTarget;
  onDone: () => void;
  onCancel: () => void;
  /** Called whenever the form's unsaved-changes state flips (the route asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** The full-page add/edit view (spec 'Family member form'): finds the member, then shows the form. */
export function MemberFormView({ target, onDone, onCancel, onDirtyChange }: Props) {
  usePageTitle(target.mode === 'edit' ? 'Edit Family Member' : 'Add Family Member');
  const data = useMemberFormData(target);
  if (data.status === 'loading') return <Spinner label="Loading family member" />;
  if (data.status === 'failed') {
    return (
      <FormFrame onCancel={onCancel} title="Edit Family Member">
        <Alert variant="destructive" className="mt-6">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Failed to load name change information</AlertTitle>
          <AlertDescription>
            <p>The form opens once the names recorded for this person are loaded, so none of them is lost.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={data.retry}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </FormFrame>
    );
  }
  if (data.status === 'missing') {
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
  return (
    <MemberForm
      member={data.member}
      placement={data.placement}
      initial={data.initial}
      subtitle={data.subtitle}
      onDone={onDone}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    />
  );
}

type FormProps = {
  member: FamilyMemberResponse | null;
  placement: MemberPlacement;
  initial: MemberFormValues;
  subtitle: string;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** The form itself: its logic lives in useMemberForm, its cards in member-form-cards.tsx. */
export function MemberForm({ member, placement, initial, subtitle, onDone, onCancel, onDirtyChange }: FormProps) {
  const m = useMemberForm({ member, placement, initial, onDone, onDirtyChange });
  const { editing, submitError } = m;
  const rootError = m.form.formState.errors.root?.message;
  return (
    <FormFrame onCancel={onCancel} title={editing ? 'Edit Family Member' : 'Add Family Member'} subtitle={subtitle}>
      {m.locked && <LockedBanner editing={editing} lockedBy={m.lockedBy} />}
      {submitError && (
        <Alert variant="destructive" className="mt-6" data-testid="member-form-error">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>{editing ? 'The changes were not saved' : 'The family member was not added'}</AlertTitle>
          <AlertDescription>{submitError}</AlertDescription>
        </Alert>
      )}
      {rootError && (
        <Alert variant="destructive" className="mt-6">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{rootError}</AlertDescription>
        </Alert>
      )}
      <FormProvider {...m.form}>
        <form noValidate onSubmit={m.onSubmit} className="mt-6" aria-busy={m.busy || undefined}>
          <fieldset disabled={m.disabled} className="grid min-w-0 grid-cols-1 gap-6">
            <legend className="sr-only">{editing ? 'Edit family member' : 'Add family member'}</legend>
            <PersonalDetailsCard m={m} />
            <AboutCard m={m} placement={placement} initial={initial} memberId={member?.id ?? null} />
            <NotesCard m={m} placement={placement} />
          </fieldset>
          <FormActions m={m} onCancel={onCancel} />
        </form>
      </FormProvider>
    </FormFrame>
  );
}
