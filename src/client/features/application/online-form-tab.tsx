import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import { NONE_RECORDED } from '#domain/documents/answer-words.ts';
import { Button } from '#client/components/ui/button.tsx';
import { announce } from '#client/lib/announce.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useOnlineForm } from './api/get-online-form.ts';

/**
 * The online form, field by field: each value to type, in the form's order, with a copy button.
 * DFA's form cannot be saved part-way, so everything is here before the user starts it.
 */
export function OnlineFormTab() {
  const { data, isPending, isError, refetch } = useOnlineForm();
  if (isPending) return <Spinner label="Loading your answers" className="py-12" />;
  if (isError) {
    return (
      <p className="text-sm text-slate-700">
        Your answers could not be loaded.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-700">
        Complete the online form at fbr.dfa.ie in one sitting: it cannot be saved part-way. These are your answers in
        the form's order.
      </p>
      {data.sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className="text-lg font-semibold text-slate-900">{section.title}</h2>
          <dl className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {section.rows.map((row) => (
              <div
                key={row.question}
                className="grid gap-1 p-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
              >
                <dt className="text-sm text-slate-600">{row.question}</dt>
                <dd className={row.filled ? 'font-medium break-words text-slate-900' : 'text-sm text-amber-900'}>
                  {row.answer}
                  {row.note && <span className="block text-xs font-normal text-slate-600">{row.note}</span>}
                </dd>
                <dd>
                  {row.filled && row.answer !== NONE_RECORDED && (
                    <CopyButton label={copyName(row.question, section.person)} value={row.answer} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** 'Copy first name(s) of Patrick Joseph Walsh': the name says whose field, as four sections ask the same questions. */
function copyName(question: string, person: string | null): string {
  const field = question.charAt(0).toLowerCase() + question.slice(1);
  return person ? `Copy ${field} of ${person}` : `Copy ${field}`;
}

function CopyButton({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => {
        // Seen on the button ('Copied') and heard: 'Copied first name(s) of Patrick Joseph Walsh'.
        announce(label.replace(/^Copy /, 'Copied '));
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => toast.error('Could not copy: select the text and copy it instead'),
    );
  return (
    <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={label}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
