import { Link } from 'react-router';
import type { ReactNode } from 'react';

export interface LegalSectionRef {
  id: string;
  title: string;
}

interface LegalPageProps {
  title: string;
  version: string;
  updated: string;
  /** Optional "Reviewed …" line shown under the version line. */
  reviewed?: string;
  /** Optional list of section ids and headings used to build the table of contents. */
  sections?: LegalSectionRef[];
  children: ReactNode;
}

/** Shared layout for the privacy and cookie policies. */
export function LegalPage({ title, version, updated, reviewed, sections, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 leading-7 text-slate-700 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-700">
          Version {version} · Last updated {updated}
        </p>
        {reviewed ? <p className="text-sm text-slate-700">Reviewed {reviewed}</p> : null}
      </header>

      {sections && sections.length > 0 ? (
        <nav aria-labelledby="legal-toc-heading" className="mt-8 rounded-lg border border-slate-200 p-4">
          <h2 id="legal-toc-heading" className="text-base font-semibold text-slate-900">
            On this page
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="font-medium text-brand-800 underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div className="mt-2">{children}</div>
    </article>
  );
}

interface LegalSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mt-10 text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export function LegalSubheading({ children }: { children: ReactNode }) {
  return <h3 className="mt-6 text-lg font-semibold text-slate-900">{children}</h3>;
}

export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1 pl-6">{children}</ul>;
}

export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-800 underline">
      {children}
    </Link>
  );
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-medium text-brand-800 underline" rel="noopener noreferrer" target="_blank">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

interface LegalTableProps {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
}

export function LegalTable({ caption, headers, rows }: LegalTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse border border-slate-200 text-left text-sm">
        <caption className="mb-2 text-left font-medium text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="border border-slate-200 px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="border border-slate-200 px-3 py-2 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
