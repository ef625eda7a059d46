import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ApplicationItem, MismatchFlag } from '#shared/application.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { focusElement } from '#client/lib/focus.ts';

// The form validates with the schemas of #shared/application.ts (zod): its code loads when it first opens.
const LazyResolveForm = lazy(async () => ({ default: (await import('./resolve-form.tsx')).ResolveForm }));

function ResolveForm(props: { itemKey: string; flag: MismatchFlag; onDone: () => void }) {
  return (
    <Suspense fallback={<Spinner label="Loading the paragraph" className="py-2" />}>
      <LazyResolveForm {...props} />
    </Suspense>
  );
}

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
