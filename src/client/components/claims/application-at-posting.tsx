import type { ClaimResponse } from '#shared/claims.ts';
import { formatLongDate } from '#client/lib/format.ts';

type PostedApplication = ClaimResponse['application'];

/** What 'Your Application' recorded about the posting (issue 21 item 7), in one sentence. */
export function postingSentence(application: PostedApplication): string {
  if (!application) return 'No posting recorded in Your Application';
  const posted = `Posted ${formatLongDate(application.postedOn)}`;
  if (application.readyWhenPosted) return `${posted}, complete and checked when posted`;
  const n = application.missingWhenPosted.length;
  return `${posted} with ${n} ${n === 1 ? 'item' : 'items'} missing:`;
}

/** A claim's application as posted: complete and checked, or what was missing. */
export function ApplicationAtPosting({
  application,
  headingLevel: Heading,
}: {
  application: PostedApplication;
  headingLevel: 'h3' | 'h4';
}) {
  const missing = application && !application.readyWhenPosted ? application.missingWhenPosted : [];
  return (
    <div data-testid="application-at-posting">
      <Heading className="text-xs text-slate-600">Application as posted</Heading>
      <p className="text-sm text-slate-900">{postingSentence(application)}</p>
      {missing.length > 0 && (
        <ul className="mt-0.5 list-disc pl-5 text-sm break-words text-slate-900">
          {missing.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
