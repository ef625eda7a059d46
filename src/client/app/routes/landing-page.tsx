import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { QuizResult } from '#domain/eligibility/quiz.ts';
import { HydrateApart, RenderLater } from '#client/components/render-later.tsx';
import { SITE_NAME, usePageTitle } from '#client/lib/use-page-title.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { BenefitsSection } from '#client/features/landing/benefits-section.tsx';
import { FaqSection } from '#client/features/landing/faq-section.tsx';
import { HeroSection } from '#client/features/landing/hero-section.tsx';
import { ServicesSection } from '#client/features/landing/services-section.tsx';
import { TestimonialsSection } from '#client/features/landing/testimonials-section.tsx';
import { UrgencySection } from '#client/features/landing/urgency-section.tsx';

// The quiz, with the sign-in form it offers, is a chunk of its own, loaded when the check is opened (decision 032).
const EligibilityCheck = lazy(async () => ({
  default: (await import('./eligibility-check.tsx')).EligibilityCheck,
}));

// Loaded only when a signed-in user opens it, so the landing page does not carry it.
const DocumentRequestForm = lazy(async () => ({
  default: (await import('#client/features/documents/document-request-form.tsx')).DocumentRequestForm,
}));

/** A link's click handled in place, unless the reader asked for a new tab or window: the address is the fallback. */
const inPlace = (handler: () => void) => (e: MouseEvent) => {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  handler();
};

// No behaviour given: html's scroll-behavior decides (smooth, or instant under reduced motion).
const scrollToId = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));

export function LandingPage() {
  usePageTitle(`${SITE_NAME} | Irish Citizenship by Descent & the Foreign Births Register`);
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const [documentFormOpen, setDocumentFormOpen] = useState(false);
  const orderCertificates = useCallback(() => setDocumentFormOpen(true), []);
  // Closed in the first render, as the server renders it (it never sees the hash); the effect below opens it.
  const [showEligibility, setShowEligibility] = useState(false);
  const [result, setResult] = useState<QuizResult | null>(null);
  const eligibilityRef = useRef<HTMLElement>(null);
  // Below the fold, each section renders in its own task; all at once when a hash link must scroll to one.
  const [renderAllNow] = useState(location.hash !== '');

  // Focus moves to the quiz's heading too (issue 35): a keyboard or screen-reader user goes on from there.
  // preventScroll: the scroll above is the one that moves the page (smooth, or instant under reduced motion).
  const openEligibility = useCallback(() => {
    setShowEligibility(true);
    scrollToId('eligibility');
    requestAnimationFrame(() => document.getElementById('eligibility-title')?.focus({ preventScroll: true }));
  }, []);

  // Header links use /#eligibility and /#services, so they work from every page.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a hash navigation is an outside event: the section must be shown before it is scrolled to
    if (location.hash === '#eligibility') openEligibility();
    else if (location.hash === '#services') scrollToId('services');
  }, [location.hash, location.key, openEligibility]);

  return (
    <>
      <HydrateApart now={renderAllNow}>
        <HeroSection
          onCheckEligibility={inPlace(openEligibility)}
          onLearnServices={inPlace(() => scrollToId('services'))}
        />
      </HydrateApart>
      <section
        id="eligibility"
        ref={eligibilityRef}
        hidden={!showEligibility}
        aria-labelledby="eligibility-title"
        className="bg-brand-50 py-16 md:py-20"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2
            id="eligibility-title"
            tabIndex={-1}
            className="text-center text-3xl font-bold text-slate-900 focus:outline-none"
          >
            Eligibility Check
          </h2>
          <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-slate-600">
            Four questions about where you and your family were born. Anonymous, and about a minute.
          </p>
          {showEligibility && (
            <Suspense fallback={<Spinner label="Loading the eligibility check" />}>
              <EligibilityCheck
                onResult={setResult}
                onOrderCertificates={isAuthenticated ? orderCertificates : undefined}
              />
            </Suspense>
          )}
        </div>
      </section>
      <RenderLater now={renderAllNow}>
        <BenefitsSection />
      </RenderLater>
      <RenderLater now={renderAllNow}>
        <TestimonialsSection />
      </RenderLater>
      <RenderLater now={renderAllNow}>
        <UrgencySection onCheckEligibility={inPlace(openEligibility)} />
      </RenderLater>
      <RenderLater now={renderAllNow}>
        <ServicesSection result={result} onOrderCertificates={orderCertificates} opensForm={isAuthenticated} />
      </RenderLater>
      <RenderLater now={renderAllNow}>
        <FaqSection />
      </RenderLater>
      {documentFormOpen && (
        <Suspense fallback={null}>
          <DocumentRequestForm open={documentFormOpen} onOpenChange={setDocumentFormOpen} />
        </Suspense>
      )}
    </>
  );
}
