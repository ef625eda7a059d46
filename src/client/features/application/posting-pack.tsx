import type { ReactNode } from 'react';
import type { ApplicationItem, ApplicationPerson, WorkspaceResponse } from '#shared/application.ts';

/**
 * What goes in the envelope (docs/rules/documents.md): the covering letter naming each
 * applicant, the envelope checklist and the one-page brief for the witness. Shown on screen and
 * printed as they are.
 */

const applicantsOf = (w: WorkspaceResponse) => w.people.filter((p) => p.role === 'applicant' || p.role === 'sibling');
const irishOf = (w: WorkspaceResponse) =>
  w.people.find((p) => p.role === 'irish_grandparent') ?? w.people.find((p) => p.role === 'citizen_parent');

/** The person an item concerns, by full name (a letter to DFA does not say 'You'). */
const personOf = (w: WorkspaceResponse, item: ApplicationItem) =>
  w.people.find((p) => p.memberId === item.memberId)?.fullName ?? item.personName;

const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

function Sheet({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <article
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:break-after-page print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-sm leading-relaxed text-slate-800">{children}</div>
    </article>
  );
}

export function CoveringLetter({ workspace }: { workspace: WorkspaceResponse }) {
  const applicants = applicantsOf(workspace);
  const irish = irishOf(workspace);
  const names = listNames(applicants.map((a) => a.fullName));
  const notes = workspace.items.flatMap((item) =>
    item.flags
      .filter((f) => f.resolved)
      .map((f) => ({
        id: `${item.key}-${f.id}`,
        text: `${item.title} (${personOf(workspace, item)}): ${f.resolved!.note}`,
      })),
  );
  return (
    <Sheet id="covering-letter" title="Covering letter">
      <p>Foreign Births Registration, at the address printed on your application form</p>
      <p>Date: ____________________</p>
      <p>Dear Sir or Madam,</p>
      <p>
        {applicants.length > 1 ? (
          <>
            Please find enclosed the applications of {names} for registration in the Foreign Births Register. We are
            siblings and send our applications together: they share the original documents of our Irish line
            {irish ? `, ${irish.fullName}` : ''}, which are enclosed once.
          </>
        ) : (
          <>
            Please find enclosed my application for registration in the Foreign Births Register
            {irish ? `, through ${irish.fullName}` : ''}.
          </>
        )}{' '}
        The documents enclosed are listed on the attached checklist.
      </p>
      {notes.length > 0 && (
        <>
          <p>Notes on the documents:</p>
          <ul className="list-disc pl-5">
            {notes.map((n) => (
              <li key={n.id}>{n.text}</li>
            ))}
          </ul>
        </>
      )}
      <p>Yours faithfully,</p>
      <SignatureLines people={applicants} />
    </Sheet>
  );
}

function SignatureLines({ people }: { people: ApplicationPerson[] }) {
  return (
    <div className="mt-4 grid gap-6 sm:grid-cols-2">
      {people.map((p) => (
        <p key={p.memberId} className="border-t border-slate-400 pt-1">
          {p.fullName}
        </p>
      ))}
    </div>
  );
}

export function EnvelopeChecklist({ workspace }: { workspace: WorkspaceResponse }) {
  const items = workspace.items.filter((i) => !i.notApplicable && i.kind !== 'online_form' && i.kind !== 'witness');
  return (
    <Sheet id="envelope-checklist" title="Envelope checklist">
      <ul className="flex flex-col gap-1.5">
        {items.map((item) => (
          <li key={item.key} className="flex gap-2">
            <span aria-hidden="true" className="mt-1 size-3.5 shrink-0 rounded-sm border border-slate-500" />
            <span>
              {item.title} <span className="text-slate-600">· {personOf(workspace, item)}</span>
            </span>
          </li>
        ))}
      </ul>
      <ul className="list-disc pl-5">
        <li>Send originals, not photocopies, except the ID copy your witness certifies. Nothing laminated.</li>
        <li>Before you seal it, copy or scan every page and document you send, and keep the copies.</li>
        <li>Use tracked post and keep the receipt: add the tracking number under 'After posting'.</li>
        <li>Post it to the address printed on your application form.</li>
      </ul>
    </Sheet>
  );
}

export function WitnessBrief({ workspace }: { workspace: WorkspaceResponse }) {
  const names = listNames(applicantsOf(workspace).map((a) => a.fullName));
  return (
    <Sheet id="witness-brief" title="For your witness">
      <p>
        Thank you for witnessing the Irish Foreign Births Register application of {names}. The Department of Foreign
        Affairs sends back applications that are not properly witnessed.
      </p>
      <p className="font-medium text-slate-900">Who may witness</p>
      <ul className="list-disc pl-5">
        <li>Someone who knows the applicant personally.</li>
        <li>
          A currently practising member of a profession on the list published at ireland.ie (for example a doctor,
          solicitor, member of the clergy, school principal or police officer).
        </li>
        <li>Not a relative of the applicant.</li>
      </ul>
      <p className="font-medium text-slate-900">What you do</p>
      <ol className="list-decimal pl-5">
        <li>Watch the applicant sign the declaration in Section D of the printed form, and sign as witness.</li>
        <li>Complete Section E, 'Certificate of Identity'.</li>
        <li>Stamp the form with your official stamp, or enclose your business card.</li>
        <li>Sign two of the applicant's four passport photos.</li>
        <li>Certify the photocopy of the applicant's current photo ID as a true copy.</li>
      </ol>
      <p className="text-xs text-slate-600">
        Sources: Citizens Information, Foreign Births Register (steps 2 and 5); DFA, 'Witnessing your application'.
      </p>
    </Sheet>
  );
}
