import { Check, Clock, CreditCard, Search, Truck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { RESEARCH_FEE_COVERS } from '#client/lib/pricing.ts';

const SERVICES = [
  'Searching the civil registration records of Ireland (GRO) and the UK (GRO, GRONI, NRS)',
  'Ordering the full (long-form) certificates the Foreign Births Register asks for',
  'Checking each certificate against the names and dates in your family tree',
  'Tracked delivery of the originals to your address',
];

const HOW_IT_WORKS = [
  { title: 'Choose your documents', text: 'Tick the certificates you need; we suggest them from your family tree.' },
  { title: 'Confirm and pay', text: `Check your delivery address and pay securely. ${RESEARCH_FEE_COVERS}` },
  { title: 'We research', text: 'Our researchers locate each record and order the certificate from the registry.' },
  {
    title: 'Delivered to you',
    text: 'The certificates are posted to you with a tracking number you can follow in My Orders.',
  },
];

/** What we promise: payment immediate, research 1-2 business days, results 2-4 weeks from the order date. */
export const RESEARCH_TIMELINE = [
  { icon: CreditCard, label: 'Payment', value: 'Immediate' },
  { icon: Search, label: 'Research', value: '1-2 business days' },
  { icon: Truck, label: 'Results', value: '2-4 weeks from order date' },
] as const;

export function ServicesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Our document services</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm text-slate-700">
          {SERVICES.map((s) => (
            <li key={s} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {s}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function HowItWorksCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>How it works</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-2">
          {HOW_IT_WORKS.map((step, i) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-white">
                {i + 1}
              </span>
              <span>
                <span className="block text-sm font-semibold text-slate-900">{step.title}</span>
                <span className="text-sm text-slate-600">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

export function TimelineList({ className }: { className?: string }) {
  return (
    // Columns of at least 12rem: with larger text there are fewer of them (decision 067).
    <dl className={className ?? 'grid grid-cols-[repeat(auto-fit,minmax(min(100%,12rem),1fr))] gap-3'}>
      {RESEARCH_TIMELINE.map(({ icon: Icon, label, value }) => (
        <div key={label} className="relative min-w-0 rounded-lg bg-slate-50 p-3 pl-11">
          <dt className="text-sm font-semibold text-slate-900">
            <Icon className="absolute top-3.5 left-3 size-5 text-brand-700" aria-hidden="true" />
            {label}
          </dt>
          <dd className="text-sm text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TimelineCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Clock className="size-5 text-brand-700" aria-hidden="true" />
          Timeline
        </CardTitle>
      </CardHeader>
      <CardContent>
        <TimelineList />
      </CardContent>
    </Card>
  );
}
