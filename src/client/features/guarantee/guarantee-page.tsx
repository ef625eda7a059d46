import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CURRENT_GUARANTEE_TERMS } from '#domain/guarantee/terms.ts';
import { CompanyIdentity } from '#client/components/company-identity.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatLongDate, useReaderLocale } from '#client/lib/format.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { LegalList, LegalSection } from '#client/components/legal-document.tsx';

const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** /guarantee: the terms in force, rendered from the versioned terms every order stores. */
export function GuaranteePage() {
  usePageTitle('Success Guarantee: no success, no fee');
  const { isAuthenticated } = useAuth();
  const terms = CURRENT_GUARANTEE_TERMS;
  const locale = useReaderLocale();

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 leading-7 text-slate-700 sm:px-6">
      <header>
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase">
          <ShieldCheck className="size-5" aria-hidden="true" />
          No success, no fee
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Our success guarantee</h1>
        <p className="mt-3 text-sm text-slate-700" data-testid="guarantee-version">
          Version {terms.version}, in force from{' '}
          <time dateTime={terms.effectiveFrom}>{formatLongDate(terms.effectiveFrom, locale)}</time>
        </p>
      </header>

      {terms.sections.map((section) => {
        const id = sectionId(section.heading);
        return (
          <LegalSection key={id} id={id} title={section.heading}>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.bullets && (
              <LegalList>
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </LegalList>
            )}
          </LegalSection>
        );
      })}

      <LegalSection id="who-gives-this-guarantee" title="Who gives this guarantee">
        <p>This guarantee is given by the company that runs Irish Citizenship Assist:</p>
        <CompanyIdentity linkClassName="font-medium text-brand-800" />
      </LegalSection>

      <aside aria-labelledby="claim-cta-title" className="mt-12 rounded-xl border border-brand-200 bg-brand-50 p-6">
        <h2 id="claim-cta-title" className="text-lg font-semibold text-slate-900">
          Refused after review?
        </h2>
        <p className="mt-1 text-slate-700">
          {/* A claim must match the tracker (docs/decisions/053-claims-match-the-record.md). */}
          {isAuthenticated
            ? "Record DFA's refusal, your review and DFA's answer in Your Application, then make your claim from My Orders with the letter that confirms the refusal."
            : "Sign in, record DFA's refusal, your review and DFA's answer in Your Application, then make your claim from My Orders with the letter that confirms the refusal."}
        </p>
        <Button asChild className="mt-4">
          <Link to={isAuthenticated ? '/orders' : '/login'}>
            {isAuthenticated ? 'Make a claim' : 'Sign in to make a claim'}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </aside>
    </article>
  );
}
