import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_DOCUMENTS_PATH } from '#client/lib/paths.ts';
import { usePostedForm } from '#client/lib/posted-form.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { EligibilityCheck } from './eligibility-check.tsx';

/**
 * /eligibility: the check on a page of its own, which works as an HTML form without JavaScript; the
 * server renders each answer's next question or the result (decision 063).
 */
export function EligibilityPage() {
  usePageTitle('Eligibility Check');
  const posted = usePostedForm('eligibility');
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const orderCertificates = useCallback(() => void navigate(ORDER_DOCUMENTS_PATH), [navigate]);
  return (
    <section aria-labelledby="eligibility-title" className="bg-brand-50 py-12 md:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h1 id="eligibility-title" className="text-center text-3xl font-bold text-slate-900">
          Eligibility Check
        </h1>
        <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-slate-600">
          Four questions about where you and your family were born. Anonymous, and about a minute.
        </p>
        <EligibilityCheck
          initialAnswers={posted?.answers}
          headingLevel={2}
          onOrderCertificates={isAuthenticated ? orderCertificates : undefined}
        />
      </div>
    </section>
  );
}
