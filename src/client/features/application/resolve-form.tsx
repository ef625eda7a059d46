import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { flagResolveBody, type MismatchFlag } from '#shared/application.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useFocusOnMount } from '#client/lib/focus.ts';
import { useResolveFlag } from './api/resolve-flag.ts';

/** The paragraph for the covering letter that resolves a flag; its text box takes focus when it opens. */
export function ResolveForm({ itemKey, flag, onDone }: { itemKey: string; flag: MismatchFlag; onDone: () => void }) {
  const id = useId();
  const resolve = useResolveFlag();
  const noteRef = useFocusOnMount<HTMLTextAreaElement>();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof flagResolveBody>,
    unknown,
    z.output<typeof flagResolveBody>
  >({
    resolver: zodResolver(flagResolveBody),
    // The paragraph drafted for the covering letter, or the note already written, to edit.
    defaultValues: { note: flag.resolved?.note ?? flag.draft ?? '' },
  });
  const submit = ({ note }: z.output<typeof flagResolveBody>) =>
    resolve.mutate({ key: itemKey, flagId: flag.id, note }, { onSuccess: onDone });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="mt-2 flex flex-col gap-2">
      <Field
        id={`${id}-note`}
        label="Paragraph for your covering letter"
        hint="We drafted it from your certificates. Check it says what happened, and edit it if not: it is printed in your covering letter as written."
        error={formState.errors.note?.message}
      >
        {(a11y) => {
          const field = register('note');
          return (
            <Textarea
              {...a11y}
              rows={5}
              className="bg-white"
              {...field}
              ref={(el) => {
                field.ref(el);
                noteRef.current = el;
              }}
            />
          );
        }}
      </Field>
      <SaveRefusal error={resolve.error} refused="Not saved" fallback={resolve.failure} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={resolve.isPending}>
          Save paragraph
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
