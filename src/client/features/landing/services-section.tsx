import { lazy, Suspense, useState } from 'react';
import { FEE_ADULT, FEE_MINOR, REQUIREMENTS_CHECKED } from '#domain/documents/fbr-requirements.ts';
import { Check, FileSearch, FileText, Landmark, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { QuizResult } from '#domain/eligibility/quiz.ts';
import { showsPromotion } from '#domain/pricing/pricing.ts';
import type { PricingResponse } from '#shared/pricing.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { RESEARCH_FEE_COVERS, usePricing } from '#client/lib/pricing.ts';
import type { RegistryFeeList } from './registry-fee-list.tsx';
import { SERVICES_BY_OUTCOME } from './services-by-outcome.ts';

type Price = PricingResponse['pdf_guide'];

function PriceTag({ price, unit }: { price: Price | undefined; unit?: string }) {
  if (!price) return <div className="h-9 w-28 animate-pulse rounded bg-slate-100" aria-hidden="true" />;
  return (
    <div className="flex flex-wrap items-baseline gap-2">
      <span className="text-3xl font-bold text-slate-900">{price.display}</span>
      {unit && <span className="text-sm text-slate-600">{unit}</span>}
      {showsPromotion(price) && (
        <>
          <span className="text-slate-500 line-through">
            <span className="sr-only">was </span>
            {price.baseDisplay}
          </span>
          <Badge variant="accent">Save {price.savingsDisplay}</Badge>
        </>
      )}
    </div>
  );
}

const GUIDE_POINTS = [
  'Your route to citizenship explained from your own family tree',
  'A checklist per person of exactly which certificates the register needs',
  'Where to order each one, with typical cost and time',
  'An answer sheet for the online form, which cannot be saved part-way',
];
const RESEARCH_POINTS = [
  'We find and order the civil certificates for your Irish line',
  'Birth, marriage and death certificates from Ireland and the UK',
  'Delivered to your door, with tracking',
  'Research in 1-2 business days, results in 2-4 weeks',
];

type FeeList = typeof RegistryFeeList;
let feeListLoaded: FeeList | undefined;
/**
 * Loads the registry fee list (decision 078). The server awaits it before it renders a page, so its
 * HTML holds the list; the browser loads it after the first render, keeping the server's list on
 * screen until then, so the landing page's first download does not carry the office tables.
 */
export const preloadRegistryFeeList = async () =>
  (feeListLoaded ??= (await import('./registry-fee-list.tsx')).RegistryFeeList);
const LazyFeeList = lazy(async () => ({ default: await preloadRegistryFeeList().catch(() => FeeListUnavailable) }));

/** In place of the list when its code could not be loaded (offline, a deploy in between): the page stays usable. */
function FeeListUnavailable() {
  return <p className="mt-2 text-slate-600">The registries’ fees could not be loaded. Reload the page to see them.</p>;
}

function RegistryFees() {
  // Chosen once per mount, as lazyPage does: switching type on a later render would remount the list.
  const [List] = useState(() => feeListLoaded ?? LazyFeeList);
  return (
    <Suspense fallback={<p className="mt-2 text-slate-600">Loading the registries’ fees…</p>}>
      <List />
    </Suspense>
  );
}

function PointList({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-5 space-y-2 text-sm text-slate-700">
      {points.map((p) => (
        <li key={p} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {p}
        </li>
      ))}
    </ul>
  );
}

type Props = {
  result: QuizResult | null;
  /** Opens the document request form for a signed-in visitor (`opensForm`); signed out, the button is a link to sign-in. */
  onOrderCertificates: () => void;
  opensForm: boolean;
};

export function ServicesSection({ result, onOrderCertificates, opensForm }: Props) {
  const { data: pricing } = usePricing();
  const promotion = pricing?.promotion;
  const services = SERVICES_BY_OUTCOME[result?.reason ?? 'none'];
  return (
    <section id="services" aria-labelledby="services-title" className="bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="services-title" className="text-center text-3xl font-bold text-slate-900">
          Our Services
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600" data-testid="services-intro">
          {services.intro}
        </p>
        {services.offersPack && promotion?.enabled && pricing && showsPromotion(pricing.pdf_guide) && (
          <div
            role="note"
            className="mx-auto mt-8 flex max-w-3xl flex-col items-center gap-2 rounded-xl bg-gradient-to-r from-amber-400 to-amber-300 px-6 py-4 text-center text-slate-950 shadow sm:flex-row sm:justify-center sm:text-left"
          >
            <Sparkles className="size-6 shrink-0" aria-hidden="true" />
            <p>
              <strong className="block text-lg">{promotion.title}</strong>
              <span>{promotion.description}</span>
            </p>
          </div>
        )}
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {services.offersPack ? (
            <Card className="flex flex-col">
              <CardHeader>
                <FileText className="size-9 text-brand-700" aria-hidden="true" />
                <CardTitle className="text-xl">Personalized PDF Guide</CardTitle>
                <CardDescription>Your application pack, built from your family tree.</CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <PriceTag price={pricing?.pdf_guide} />
                <p className="mt-2 text-sm text-slate-600">Our fee for your guide, paid once.</p>
                <PointList points={GUIDE_POINTS} />
              </CardContent>
              <CardFooter>
                <Button className="w-full" size="lg" asChild>
                  <Link to="/login">Get Your PDF Guide</Link>
                </Button>
              </CardFooter>
            </Card>
          ) : (
            services.nextStep && (
              <Card className="flex flex-col" data-testid="services-next-step">
                <CardHeader>
                  <Landmark className="size-9 text-brand-700" aria-hidden="true" />
                  <CardTitle className="text-xl">{services.nextStep.title}</CardTitle>
                </CardHeader>
                <CardContent className="flex-1">
                  <PointList points={services.nextStep.points} />
                </CardContent>
              </Card>
            )
          )}
          <Card className="flex flex-col">
            <CardHeader>
              <FileSearch className="size-9 text-brand-700" aria-hidden="true" />
              <CardTitle className="text-xl">Document Service</CardTitle>
              <CardDescription>{services.research}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <PriceTag price={pricing?.document_research} unit="per certificate" />
              <p className="mt-2 text-sm text-slate-600">{RESEARCH_FEE_COVERS}</p>
              <details className="mt-2 text-sm text-slate-700">
                <summary className="cursor-pointer font-medium text-brand-800">Registry fees by office</summary>
                <RegistryFees />
              </details>
              <PointList points={RESEARCH_POINTS} />
            </CardContent>
            <CardFooter>
              {opensForm ? (
                <Button
                  className="w-full"
                  size="lg"
                  variant="outline"
                  aria-haspopup="dialog"
                  onClick={onOrderCertificates}
                >
                  Order Certificates
                </Button>
              ) : (
                <Button className="w-full" size="lg" variant="outline" asChild>
                  <Link to="/login">Order Certificates</Link>
                </Button>
              )}
            </CardFooter>
          </Card>
        </div>
        <p className="mt-8 text-center text-sm text-slate-800">
          <ShieldCheck className="mr-1.5 inline size-5 align-text-bottom text-brand-700" aria-hidden="true" />
          Covered by our{' '}
          <Link
            to="/guarantee"
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            success guarantee
          </Link>
          : no success, no fee.
        </p>
        {services.offersPack && (
          <p className="mt-4 text-center text-xs text-slate-500">
            Our prices are for our services only. The official Foreign Births Register fee ({FEE_ADULT} for an adult,{' '}
            {FEE_MINOR} for a minor, including return postage; last checked {REQUIREMENTS_CHECKED}) is paid to the
            Department of Foreign Affairs when you apply.
          </p>
        )}
      </div>
    </section>
  );
}
