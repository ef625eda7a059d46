import { FAQ } from '#shared/eligibility-content.ts';

/** The same questions the server publishes as FAQPage structured data. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-title" className="text-center text-3xl font-bold text-slate-900">
          Common questions
        </h2>
        <div className="mt-10 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {FAQ.map((f) => (
            <details key={f.question} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
                {f.question}
                <span className="text-brand-700 transition-transform group-open:rotate-45" aria-hidden="true">
                  +
                </span>
              </summary>
              <p className="mt-3 leading-7 text-slate-700">{f.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
