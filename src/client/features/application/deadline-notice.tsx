import { CalendarClock } from 'lucide-react';
import { FBR_REVIEW_ADDRESS } from '#domain/documents/dfa-addresses.ts';
import type { ApplicationDeadline } from '#shared/application.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { formatLongDate } from '#client/lib/format.ts';

/**
 * The date the current step sets (src/domain/application/deadlines.ts), in words: the day a
 * returned application lapses, or the last day to ask for a review of a refusal.
 */

const day = (iso: string) => formatLongDate(iso.slice(0, 10));
const reviewSource = FBR_REVIEW_ADDRESS.sources[0];

/** One line for the dashboard card. */
export function deadlineLine(deadline: ApplicationDeadline): string {
  if (deadline.kind === 'lapse') {
    return deadline.passed
      ? `Lapsed on ${day(deadline.date)}, 6 months after you signed it.`
      : `Lapses on ${day(deadline.date)}: send what DFA asked for before then.`;
  }
  return deadline.passed
    ? `The 6 weeks to ask for a review ended on ${day(deadline.date)}.`
    : `Last day to ask for a review: ${day(deadline.date)}.`;
}

/** The notice on the timeline, with what to do and the source. */
export function DeadlineNotice({ deadline }: { deadline: ApplicationDeadline }) {
  return (
    <Alert role="status" variant={deadline.passed ? 'info' : 'warning'}>
      <CalendarClock aria-hidden="true" />
      <AlertTitle>{title(deadline)}</AlertTitle>
      <AlertDescription>
        {deadline.kind === 'lapse' ? (
          <p>
            {deadline.passed
              ? `A returned application becomes invalid 6 months after it was signed (you signed on ${day(deadline.signedOn)}). To go on, start a new application once you have every document.`
              : `DFA asked for more on ${day(deadline.requestedOn)}. A returned application becomes invalid 6 months after it was signed (you signed on ${day(deadline.signedOn)}): send it again, with every document DFA asked for, before ${day(deadline.date)}. After that you start a new application. With email notifications on, we remind you 4 weeks before.`}
          </p>
        ) : (
          <>
            <p>
              {deadline.passed
                ? `The 6 weeks from the refusal letter of ${day(deadline.refusedOn)} ended on ${day(deadline.date)}.`
                : `You can ask for a review in writing within 6 weeks of the refusal letter of ${day(deadline.refusedOn)}, if you had sent every document DFA needs: an incomplete application has no review. The refusal letter gives the reasons and how to ask.`}
            </p>
            {!deadline.passed && FBR_REVIEW_ADDRESS.lines && (
              <p>
                DFA's review page gives the address as {FBR_REVIEW_ADDRESS.lines.join(', ')} (seen{' '}
                {day(reviewSource.seen)}); use the one in your refusal letter if it differs.
              </p>
            )}
          </>
        )}
        <p className="mt-1">
          <a href={reviewSource.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
            Source: {reviewSource.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </AlertDescription>
    </Alert>
  );
}

function title(deadline: ApplicationDeadline): string {
  if (deadline.kind === 'lapse') {
    return deadline.passed
      ? `Your application lapsed on ${day(deadline.date)}`
      : `Send it back before ${day(deadline.date)}`;
  }
  return deadline.passed
    ? `The last day to ask for a review was ${day(deadline.date)}`
    : `Last day to ask for a review: ${day(deadline.date)}`;
}
