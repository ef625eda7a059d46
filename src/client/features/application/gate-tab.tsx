import { format } from 'date-fns';
import { CheckCircle2, Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { WorkspaceResponse } from '#shared/application.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CoveringLetter, EnvelopeChecklist, WitnessBrief } from './posting-pack.tsx';

/** Ready to post: exactly what is missing; when nothing is, the covering letter, the envelope checklist and the witness kit. */
export function GateTab({ workspace, onOpenDocuments }: { workspace: WorkspaceResponse; onOpenDocuments: () => void }) {
  const { gate } = workspace;
  if (!gate.ready) {
    return (
      <section aria-labelledby="gate-heading">
        <h2 id="gate-heading" className="text-lg font-semibold text-slate-900">
          Not ready to post yet
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          DFA starts processing only when every document has arrived. Before you post, finish these:
        </p>
        <ul className="mt-4 flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {gate.missing.map((m, i) => (
            <li key={`${m.itemKey ?? 'gate'}-${m.reason}-${i}`} className="p-4 text-sm">
              <p className="font-medium text-slate-900">
                {m.title}
                {m.personName && <span className="font-normal text-slate-600"> · {m.personName}</span>}
              </p>
              <p className="mt-0.5 text-slate-700">{m.message}</p>
              {m.reason === 'no_postal_address' && (
                <Button asChild size="sm" variant="outline" className="mt-2">
                  <Link to="/settings">Add your address in Settings</Link>
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button variant="outline" className="mt-4" onClick={onOpenDocuments}>
          Go to your documents
        </Button>
      </section>
    );
  }
  return (
    <section aria-labelledby="gate-heading" className="flex flex-col gap-6">
      <div className="print:hidden">
        <Alert variant="info">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle id="gate-heading">Ready to post</AlertTitle>
          <AlertDescription>
            Every item is in hand and checked. Print the covering letter, the envelope checklist and the brief for your
            witness, then record the posting under 'After posting'.
          </AlertDescription>
        </Alert>
        <Button className="mt-4" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print covering letter and checklists
        </Button>
      </div>
      <CoveringLetter workspace={workspace} today={format(new Date(), 'yyyy-MM-dd')} />
      <EnvelopeChecklist workspace={workspace} />
      <WitnessBrief workspace={workspace} />
    </section>
  );
}
