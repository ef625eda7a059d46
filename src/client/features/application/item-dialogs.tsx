import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { orderedDetails, type ApplicationItem } from '#shared/application.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { usePatchItem } from './api/move-item.ts';

const today = () => format(new Date(), 'yyyy-MM-dd');

type DialogProps = { item: ApplicationItem; open: boolean; onClose: () => void };

/** 'I have ordered it': where, when, and when it should arrive. */
export function OrderedDialog({ item, open, onClose }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ordered: {item.title}</DialogTitle>
          <DialogDescription>
            With email notifications on, we remind you if it has not arrived by the date you expect it.
          </DialogDescription>
        </DialogHeader>
        {open && <OrderedForm item={item} onDone={onClose} />}
      </DialogContent>
    </Dialog>
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
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={patch.isPending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

const reasonForm = z.object({ reason: z.string().trim().min(3, 'Say why it does not apply').max(1000) });

/** An 'if applicable' document the family does not have (no marriage, no name change), set aside with a reason. */
export function NotApplicableDialog({ item, open, onClose }: DialogProps) {
  const id = useId();
  const patch = usePatchItem();
  const { register, handleSubmit, formState, reset } = useForm<z.infer<typeof reasonForm>>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: '' },
  });
  const submit = ({ reason }: z.infer<typeof reasonForm>) =>
    patch.mutate(
      { key: item.key, body: { notApplicable: true, reason } },
      {
        onSuccess: () => {
          reset();
          onClose();
        },
      },
    );
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Does not apply: {item.title}</DialogTitle>
          <DialogDescription>
            Missing documents are the most common reason DFA writes back. Set this aside only if it really does not
            exist, for example a couple who never married.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="flex flex-col gap-4">
          <Field id={`${id}-reason`} label="Why it does not apply" error={formState.errors.reason?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} {...register('reason')} />}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={patch.isPending}>
              Set aside
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
