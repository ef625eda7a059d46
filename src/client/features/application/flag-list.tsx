import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { flagResolveBody, type ApplicationItem, type MismatchFlag } from '#shared/application.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { focusElement, useFocusOnMount } from '#client/lib/focus.ts';
import { useResolveFlag } from './api/resolve-flag.ts';

/** What the certificate's check found: each mismatch with what to do, open or resolved with a note. */
export function FlagList({ item }: { item: ApplicationItem }) {
  if (item.flags.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-2" aria-label={`Checks of ${item.title}`}>
      {item.flags.map((flag) => (
        <FlagRow key={flag.id} itemKey={item.key} flag={flag} />
      ))}
    </ul>
  );
}

function FlagRow({ itemKey, flag }: { itemKey: string; flag: MismatchFlag }) {
  const [resolving, setResolving] = useState(false);
  // The paragraph's form replaces its button; when it closes (saved or cancelled), focus goes back to the button.
  const buttonRef = useRef<HTMLButtonElement>(null);
  // 'Explain it…' and 'Edit the paragraph' are one place: focus follows from one to the other.
  const focusId = `flag:${itemKey}:${flag.id}`;
  const closed = useRef(false);
  useEffect(() => {
    if (resolving || !closed.current) return;
    closed.current = false;
    focusElement(buttonRef.current);
  }, [resolving]);
  const done = () => {
    closed.current = true;
    setResolving(false);
  };
  if (flag.resolved) {
    return (
      <li className="flex gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">Resolved: {flag.message}</p>
          {resolving ? (
            <ResolveForm itemKey={itemKey} flag={flag} onDone={done} />
          ) : (
            <>
              <p className="mt-1 break-words">In your covering letter: {flag.resolved.note}</p>
              <Button
                ref={buttonRef}
                data-focus-id={focusId}
                size="sm"
                variant="outline"
                className="mt-2 bg-white"
                onClick={() => setResolving(true)}
              >
                Edit the paragraph
              </Button>
            </>
          )}
        </div>
      </li>
    );
  }
  return (
    <li className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{flag.message}</p>
        <p className="mt-1">{flag.whatToDo}</p>
        {flag.kind === 'replace' ? (
          <p className="mt-2 font-medium">DFA does not accept this document: a note cannot resolve it.</p>
        ) : resolving ? (
          <ResolveForm itemKey={itemKey} flag={flag} onDone={done} />
        ) : (
          <Button
            ref={buttonRef}
            data-focus-id={focusId}
            size="sm"
            variant="outline"
            className="mt-2 bg-white"
            onClick={() => setResolving(true)}
          >
            Explain it in the covering letter
          </Button>
        )}
      </div>
    </li>
  );
}

function ResolveForm({ itemKey, flag, onDone }: { itemKey: string; flag: MismatchFlag; onDone: () => void }) {
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
