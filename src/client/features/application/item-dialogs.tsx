import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { notApplicableReason, orderedDetails, type ApplicationItem } from '#shared/application.ts';
import { Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { usePatchItem } from './api/move-item.ts';
import { FormDialog, FormDialogActions } from './form-dialog.tsx';

const today = () => format(new Date(), 'yyyy-MM-dd');

type DialogProps = { item: ApplicationItem; open: boolean; onClose: () => void };

/** 'I have ordered it': where, when, and when it should arrive. */
export function OrderedDialog({ item, open, onClose }: DialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Ordered: ${item.title}`}
      description="With email notifications on, we remind you if it has not arrived by the date you expect it."
    >
      <OrderedForm item={item} onDone={onClose} />
    </FormDialog>
  );
}

function OrderedForm({ item, onDone }: { item: ApplicationItem; onDone: () => void }) {
  const id = useId();
  const patch = usePatchItem();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof orderedDetails>,
    unknown,
    z.output<typeof orderedDetails>
  >({
    resolver: zodResolver(orderedDetails),
    defaultValues: { where: item.office?.office ?? '', orderedOn: today(), expectedBy: null, reference: '' },
  });
  const errors = formState.errors;
  const submit = (ordered: z.output<typeof orderedDetails>) =>
    patch.mutate({ key: item.key, body: { status: 'ordered', ordered } }, { onSuccess: onDone });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="flex flex-col gap-4">
      <Field id={`${id}-where`} label="Ordered from" error={errors.where?.message}>
        {(a11y) => <Input {...a11y} {...register('where')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-on`} label="Ordered on" error={errors.orderedOn?.message}>
          {(a11y) => <Input {...a11y} type="date" max={today()} {...register('orderedOn')} />}
        </Field>
        <Field id={`${id}-by`} label="Expected by" optional error={errors.expectedBy?.message}>
          {(a11y) => (
            <Input {...a11y} type="date" {...register('expectedBy', { setValueAs: (v: string) => v || null })} />
          )}
        </Field>
      </div>
      <Field id={`${id}-ref`} label="Order reference" optional error={errors.reference?.message}>
        {(a11y) => <Input {...a11y} {...register('reference')} />}
      </Field>
      <FormDialogActions submitLabel="Save" pending={patch.isPending} error={patch.error} fallback={patch.failure} />
    </form>
  );
}

const reasonForm = z.object({ reason: notApplicableReason });
type ReasonInput = z.input<typeof reasonForm>;
type ReasonOutput = z.output<typeof reasonForm>;

/** An 'if applicable' document the family does not have (no marriage, no name change), set aside with a reason. */
export function NotApplicableDialog({ item, open, onClose }: DialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Does not apply: ${item.title}`}
      description="Missing documents are the most common reason DFA writes back. Set this aside only if it really does not exist, for example a couple who never married."
    >
      <ReasonForm item={item} onDone={onClose} />
    </FormDialog>
  );
}

function ReasonForm({ item, onDone }: { item: ApplicationItem; onDone: () => void }) {
  const id = useId();
  const patch = usePatchItem();
  const { register, handleSubmit, formState } = useForm<ReasonInput, unknown, ReasonOutput>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: '' },
  });
  const submit = ({ reason }: ReasonOutput) =>
    patch.mutate({ key: item.key, body: { notApplicable: true, reason } }, { onSuccess: onDone });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="flex flex-col gap-4">
      <Field id={`${id}-reason`} label="Why it does not apply" error={formState.errors.reason?.message}>
        {(a11y) => <Textarea {...a11y} rows={3} {...register('reason')} />}
      </Field>
      <FormDialogActions
        submitLabel="Set aside"
        pending={patch.isPending}
        error={patch.error}
        fallback={patch.failure}
      />
    </form>
  );
}
