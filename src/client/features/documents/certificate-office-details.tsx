import { ExternalLink } from 'lucide-react';
import type { CertificateOfficeResponse } from '#shared/orders.ts';

const SOURCE_KIND: Record<CertificateOfficeResponse['sources'][number]['kind'], string> = {
  office: 'official source',
  'government-directory': 'government directory',
  'third-party': 'reported by this site',
};

type Props = {
  office: CertificateOfficeResponse;
  /** Shown open when the user orders it themselves (we do not research it). */
  open?: boolean;
};

/**
 * The office that issues a certificate (the certificate offices data set): who, where to order,
 * what to ask for to get the long form, the fee and time with when each was last checked, and
 * the pages they come from.
 */
export function CertificateOfficeDetails({ office, open = false }: Props) {
  return (
    <details open={open} className="mt-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-xs text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">
        {office.match === 'office' ? 'Issued by: ' : 'Where to order: '}
        {office.office}
      </summary>
      <dl className="mt-2 grid gap-1.5">
        {office.match !== 'office' && (
          <div>
            <dt className="sr-only">Where</dt>
            <dd>{office.region}</dd>
          </div>
        )}
        <div>
          <dt className="font-medium text-slate-900">Ask for</dt>
          <dd>{office.askFor}</dd>
        </div>
        {office.orderUrl && (
          <div>
            <dt className="font-medium text-slate-900">Order</dt>
            <dd>
              <a
                href={office.orderUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 break-all text-brand-700 underline"
              >
                {office.orderUrl}
                <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt className="font-medium text-slate-900">Fee</dt>
          <dd>{office.fee}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Time</dt>
          <dd>{office.time}</dd>
        </div>
        {office.notes.length > 0 && (
          <div>
            <dt className="font-medium text-slate-900">Good to know</dt>
            <dd>
              <ul className="list-disc pl-4">
                {office.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {office.sources.length > 0 && (
          <div>
            <dt className="font-medium text-slate-900">Sources</dt>
            <dd>
              <ul>
                {office.sources.map((source) => (
                  <li key={source.url}>
                    <a href={source.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                      {source.site}
                    </a>{' '}
                    ({SOURCE_KIND[source.kind]}, {source.checked})
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </details>
  );
}
