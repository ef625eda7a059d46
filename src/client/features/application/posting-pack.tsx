import type { ReactNode } from 'react';
import { coveringLetter, enclosedItems } from '#domain/application/covering-letter.ts';
import { FBR_APPLICATION_ADDRESS } from '#domain/documents/dfa-addresses.ts';
import type { ApplicationItem, WorkspaceResponse } from '#shared/application.ts';
import { cn } from '#client/lib/cn.ts';
import { formatLongDate } from '#client/lib/format.ts';

/**
 * What goes in the envelope (docs/rules/documents.md): the covering letter naming each
 * applicant, the envelope checklist and the one-page brief for the witness. Shown on screen and
 * printed as they are.
 */

const applicantsOf = (w: WorkspaceResponse) => w.people.filter((p) => p.role === 'applicant' || p.role === 'sibling');

/** The person an item concerns, by full name (a letter to DFA does not say 'You'). */
const personOf = (w: WorkspaceResponse, item: ApplicationItem) =>
  w.people.find((p) => p.memberId === item.memberId)?.fullName ?? item.personName;

const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * One printed page or more: each sheet starts a new page when printed, and the last one adds no
 * page after it (no blank page at the end). `letter` keeps the screen's title off the paper.
 */
function Sheet({ id, title, letter, children }: { id: string; title: string; letter?: boolean; children: ReactNode }) {
  return (
    <article
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:break-after-page print:border-0 print:p-0 print:shadow-none print:last:break-after-auto"
    >
      <h2 id={id} className={cn('text-lg font-semibold text-slate-900', letter && 'print:sr-only')}>
        {title}
      </h2>
      <div
        className={cn(
          'mt-3 flex flex-col gap-3 text-sm leading-relaxed text-slate-800',
          // A letter fits on one sheet of paper where it can.
          letter && 'print:mt-0 print:gap-2 print:leading-snug',
        )}
      >
        {children}
      </div>
    </article>
  );
}

/** The letter ready to sign (src/domain/application/covering-letter.ts), dated the day it is shown or printed. */
export function CoveringLetter({ workspace, today }: { workspace: WorkspaceResponse; today: string }) {
  const letter = coveringLetter({
    people: workspace.people,
    items: workspace.items,
    senderAddress: workspace.sender.address,
    date: today,
    dfaAddress: FBR_APPLICATION_ADDRESS,
  });
  return (
    <Sheet id="covering-letter" title="Covering letter" letter>
      <address className="ml-auto text-right not-italic" aria-label="From">
        <span className="block font-medium text-slate-900">{letter.sender.name}</span>
        {letter.sender.address?.map((line, i) => (
          <span key={`${i}-${line}`} className="block">
            {line}
          </span>
        ))}
      </address>
      <p className="text-right">{formatLongDate(letter.date)}</p>
      {letter.recipient.kind === 'address' ? (
        <address className="not-italic" aria-label="To">
          {letter.recipient.lines.map((line, i) => (
            <span key={`${i}-${line}`} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <div
          role="group"
          aria-label={letter.recipient.label}
          className="max-w-sm rounded-md border-2 border-dashed border-slate-500 p-3 print:break-inside-avoid"
        >
          <p className="text-xs font-semibold tracking-wide text-slate-900 uppercase">{letter.recipient.label}</p>
          <p className="text-xs text-slate-700">{letter.recipient.instruction}</p>
          {Array.from({ length: letter.recipient.lines }, (_, i) => (
            <div key={i} aria-hidden="true" className="h-7 border-b border-slate-400 print:h-6" />
          ))}
        </div>
      )}
      <p className="font-semibold text-slate-900">{letter.subject}</p>
      <p>Dear Sir or Madam,</p>
      <p>{letter.opening} The documents enclosed are listed below, person by person.</p>
      <div className="flex flex-col gap-2 print:gap-1">
        <p className="font-medium text-slate-900">Enclosed</p>
        {letter.enclosures.map((group) => (
          <div key={group.person} className="print:break-inside-avoid">
            <p className="font-medium text-slate-900">{group.person}</p>
            <ul className="list-disc pl-5">
              {group.items.map((title, i) => (
                <li key={`${i}-${title}`}>{title}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {letter.notes.length > 0 && (
        <section aria-label="Differences between the documents" className="flex flex-col gap-2">
          <p>Some details differ from one document to another. Each is explained below.</p>
          {letter.notes.map((note, i) => (
            <p key={`${i}-${note}`} className="break-words">
              {note}
            </p>
          ))}
        </section>
      )}
      <div className="print:break-inside-avoid">
        <p>Yours faithfully,</p>
        <SignatureLines names={letter.signatures} />
      </div>
    </Sheet>
  );
}

function SignatureLines({ names }: { names: string[] }) {
  return (
    <div className="mt-8 grid gap-10 sm:grid-cols-2 print:mt-6 print:grid-cols-2">
      {names.map((name, i) => (
        <p key={`${i}-${name}`} className="border-t border-slate-400 pt-1">
          {name}
        </p>
      ))}
    </div>
  );
}

export function EnvelopeChecklist({ workspace }: { workspace: WorkspaceResponse }) {
  const items = enclosedItems(workspace.items);
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
        <li>
          Post it to the address DFA prints on your application form, and copy that address into the marked space on the
          covering letter.
        </li>
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
