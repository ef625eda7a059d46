import { ArrowRight, ShieldCheck } from 'lucide-react';
import type { MouseEventHandler } from 'react';
import { Button } from '#client/components/ui/button.tsx';

export function HeroSection({
  onCheckEligibility,
  onLearnServices,
}: {
  onCheckEligibility: MouseEventHandler<HTMLAnchorElement>;
  onLearnServices: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-emerald-700 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            <ShieldCheck className="size-4" aria-hidden="true" />
            Irish citizenship by descent, made clear
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-bold tracking-tight break-words sm:text-5xl">
            Is your grandparent Irish? You could be too.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-50">
            Find out in four questions whether you can become an Irish citizen through the Foreign Births Register. Then
            build your family tree, learn exactly which documents you need and where each one comes from, and send a
            complete application the first time.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* Links to real addresses, so they work before and without JavaScript (decision 063). */}
            <Button size="lg" variant="accent" className="focus-visible:outline-white" asChild>
              <a href="/eligibility" onClick={onCheckEligibility}>
                Check Eligibility Now
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button size="lg" variant="inverse" className="focus-visible:outline-white" asChild>
              <a href="#services" onClick={onLearnServices}>
                Learn About Services
              </a>
            </Button>
          </div>
        </div>
        <ul className="grid gap-3 text-sm" aria-label="Why applicants use us">
          {[
            ['4 questions', 'to know where you stand, free and anonymous'],
            ['Every document', 'named for each person in your line, with where to order it'],
            ['One application', 'complete on arrival, so the processing clock can start'],
          ].map(([strong, rest]) => (
            <li key={strong} className="min-w-0 rounded-xl bg-white/10 p-4 break-words ring-1 ring-white/15">
              <span className="block text-lg font-semibold text-white">{strong}</span>
              <span className="text-brand-50">{rest}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
