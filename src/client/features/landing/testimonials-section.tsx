import { Quote } from 'lucide-react';

const STORIES = [
  {
    name: 'Sarah, Manchester',
    line: 'Grandmother born in Co. Mayo',
    quote:
      'I had three certificates with three different spellings of Walsh. Knowing which name-change papers to send meant the application went in complete.',
  },
  {
    name: 'Michael, Boston',
    line: 'Grandfather born in Belfast',
    quote:
      'I had read that Northern Ireland did not count. It does. Seeing my route set out in plain words gave me the confidence to start.',
  },
  {
    name: 'Emma, Melbourne',
    line: 'Grandmother born in Cork',
    quote:
      'The form cannot be saved part-way, so having every detail on one answer sheet before I opened it made the whole evening easy.',
  },
];

/** Three applicant stories; see docs/decisions/003 for why they are marked as illustrative. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="stories-title" className="bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="stories-title" className="text-center text-3xl font-bold text-slate-900">
          Trusted by families of the Irish diaspora
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Around 30,000 people a year apply to the Foreign Births Register; about half of them live in Great Britain.
        </p>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {STORIES.map((s) => (
            <li key={s.name}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote className="size-7 text-brand-600" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 leading-7 text-slate-700">“{s.quote}”</blockquote>
                <figcaption className="mt-4 border-t border-slate-100 pt-4">
                  <span className="block font-semibold text-slate-900">{s.name}</span>
                  <span className="text-sm text-slate-600">{s.line}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-slate-500">
          Illustrative stories based on situations our applicants commonly face; names and details changed.
        </p>
      </div>
    </section>
  );
}
