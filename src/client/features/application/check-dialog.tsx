import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { certificateCheck, type ApplicationItem } from '#shared/application.ts';
import { Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useSaveCheck } from './api/save-check.ts';
import { FormDialog, FormDialogActions } from './form-dialog.tsx';

type CheckInput = z.input<typeof certificateCheck>;
type CheckOutput = z.output<typeof certificateCheck>;

const EMPTY: CheckInput = {
  firstNames: '',
  surname: '',
  eventDate: null,
  eventPlace: '',
  fatherName: '',
  motherName: '',
  spouseName: '',
  longForm: null,
  issuer: 'civil',
  photocopy: false,
};

const EVENT_WORD: Partial<Record<ApplicationItem['kind'], string>> = {
  birth: 'birth',
  marriage: 'marriage',
  death: 'death',
  name_change: 'change of name',
  citizenship: 'registration',
};

const nullIfBlank = (v: string) => (v === '' ? null : v);

/**
 * 'Check what it says': the user copies what the paper prints, field by field. The server compares
 * it with the tree and the chain's other certificates and flags each difference.
 */
export function CheckDialog({ item, open, onClose }: { item: ApplicationItem; open: boolean; onClose: () => void }) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="What does it say?"
      description={`${item.title}. Type each field exactly as the certificate prints it, spelling included: we compare it with your family tree and the other certificates.`}
      className="max-h-[90dvh] overflow-y-auto"
    >
      <CheckForm item={item} onDone={onClose} />
    </FormDialog>
  );
}

function CheckForm({ item, onDone }: { item: ApplicationItem; onDone: () => void }) {
  const id = useId();
  const save = useSaveCheck();
  const { register, handleSubmit, formState } = useForm<CheckInput, unknown, CheckOutput>({
    resolver: zodResolver(certificateCheck),
    defaultValues: item.check ? { ...item.check, photocopy: item.check.photocopy ?? false } : EMPTY,
  });
  const errors = formState.errors;
  const event = EVENT_WORD[item.kind] ?? 'event';
  const submit = (body: CheckOutput) => save.mutate({ key: item.key, body }, { onSuccess: onDone });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-first`} label="First names" error={errors.firstNames?.message}>
          {(a11y) => <Input {...a11y} autoComplete="off" {...register('firstNames')} />}
        </Field>
        <Field id={`${id}-surname`} label="Surname" error={errors.surname?.message}>
          {(a11y) => <Input {...a11y} autoComplete="off" {...register('surname')} />}
        </Field>
        <Field id={`${id}-date`} label={`Date of ${event}`} optional="if printed" error={errors.eventDate?.message}>
          {(a11y) => <Input {...a11y} type="date" {...register('eventDate', { setValueAs: nullIfBlank })} />}
        </Field>
        <Field id={`${id}-place`} label={`Place of ${event}`} optional="if printed" error={errors.eventPlace?.message}>
          {(a11y) => <Input {...a11y} {...register('eventPlace')} />}
        </Field>
        <Field
          id={`${id}-father`}
          label="Father's name"
          optional="leave empty if not printed"
          error={errors.fatherName?.message}
        >
          {(a11y) => <Input {...a11y} {...register('fatherName')} />}
        </Field>
        <Field
          id={`${id}-mother`}
          label="Mother's name"
          optional="leave empty if not printed"
          error={errors.motherName?.message}
        >
          {(a11y) => <Input {...a11y} {...register('motherName')} />}
        </Field>
        {item.kind === 'marriage' && (
          <Field id={`${id}-spouse`} label="Spouse's name" optional error={errors.spouseName?.message}>
            {(a11y) => <Input {...a11y} {...register('spouseName')} />}
          </Field>
        )}
        <Field
          id={`${id}-issuer`}
          label="Issued by"
          hint="A baptismal or other church record is issued by a church."
          error={errors.issuer?.message}
        >
          {(a11y) => (
            <NativeSelect {...a11y} {...register('issuer')}>
              <option value="civil">A civil registration office</option>
              <option value="church">A church</option>
            </NativeSelect>
          )}
        </Field>
        <Field
          id={`${id}-copy`}
          label="Is it the office's own copy?"
          hint="DFA refuses photocopies, even of a certified copy."
          error={errors.photocopy?.message}
        >
          {(a11y) => (
            <NativeSelect
              {...a11y}
              {...register('photocopy', { setValueAs: (v: string | boolean) => v === true || v === 'true' })}
            >
              <option value="false">Yes, issued by the office</option>
              <option value="true">No, it is a photocopy</option>
            </NativeSelect>
          )}
        </Field>
        {item.kind === 'birth' && (
          <Field
            id={`${id}-form`}
            label="Does it name the parents?"
            hint="The long form names them; a short form or abstract does not."
            error={errors.longForm?.message}
          >
            {(a11y) => (
              <NativeSelect
                {...a11y}
                {...register('longForm', {
                  setValueAs: (v: string | boolean | null) =>
                    v === '' || v === null ? null : v === true || v === 'true',
                })}
              >
                <option value="">Choose…</option>
                <option value="true">Yes, it is the long form</option>
                <option value="false">No, it is a short form</option>
              </NativeSelect>
            )}
          </Field>
        )}
      </div>
      <FormDialogActions
        submitLabel="Save and compare"
        pending={save.isPending}
        error={save.error}
        fallback={save.failure}
      />
    </form>
  );
}
