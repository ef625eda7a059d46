import { Clock } from 'lucide-react';
import type { MouseEventHandler } from 'react';

export function UrgencySection({ onCheckEligibility }: { onCheckEligibility: MouseEventHandler<HTMLAnchorElement> }) {
  return (
    <section aria-labelledby="urgency-title" className="bg-amber-50 py-12">
      <div className="mx-auto flex max-w-4xl flex-col items-start gap-4 px-4 sm:flex-row sm:items-center sm:px-6">
        <Clock className="size-10 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="flex-1">
          <h2 id="urgency-title" className="text-xl font-semibold text-slate-900">
            Your claim is time-sensitive
          </h2>
          <p className="mt-1 text-slate-700">
            Registration takes about 12 months (DFA, mid-2026), and the clock only starts once every document has
            arrived. Your citizenship starts on the day you are registered, and only children born after that date can
            claim through you.
          </p>
        </div>
        <a
          href="/eligibility"
          onClick={onCheckEligibility}
          className="shrink-0 font-semibold text-amber-900 underline underline-offset-4 hover:text-amber-950"
        >
          Check now, it takes a minute
        </a>
      </div>
    </section>
  );
}
