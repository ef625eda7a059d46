import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ClaimRecordResponse } from '#shared/claims.ts';
import { formatLongDate } from '#client/lib/format.ts';

type Step = ClaimRecordResponse['steps'][number];

/**
 * The steps of the tracker in 'Your Application', oldest first. With `letterDate`, the refusal
 * dated as the letter is marked, or a warning says no refusal on record carries that date
 * (docs/decisions/053-claims-match-the-record.md).
 */
export function TrackerSteps({
  steps,
  letterDate,
  headingLevel: Heading,
  title = 'Tracker in Your Application',
}: {
  steps: Step[];
  letterDate?: string;
  headingLevel: 'h3' | 'h4';
  title?: string;
}) {
  const matching =
    letterDate === undefined ? -1 : steps.findLastIndex((s) => s.step === 'refused' && s.on === letterDate);
  return (
    <div data-testid="tracker-steps">
      <Heading className="text-xs text-slate-600">{title}</Heading>
      {steps.length === 0 ? (
        <p className="text-sm text-slate-900">No steps recorded.</p>
      ) : (
        <ol className="mt-0.5 flex flex-col gap-0.5 text-sm text-slate-900">
          {steps.map((s, i) => (
            <li key={i} className="flex flex-wrap items-center gap-x-1.5">
              <span className="font-medium">{s.label}</span>{' '}
              <span className="text-slate-700">{formatLongDate(s.on)}</span>
              {i === matching && ' '}
              {i === matching && (
                <span className="inline-flex items-center gap-1 text-brand-800">
                  <CircleCheck className="size-3.5" aria-hidden="true" />
                  the letter's date
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {letterDate !== undefined && matching === -1 && (
        <p className="mt-1 flex items-start gap-1.5 text-sm text-amber-900">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          No refusal in the tracker is dated {formatLongDate(letterDate)}, the date given for the letter.
        </p>
      )}
    </div>
  );
}
