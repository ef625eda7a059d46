import { Baby, BookOpen, Globe2, HeartPulse, Landmark, Plane, Users } from 'lucide-react';

const BENEFITS = [
  {
    icon: Plane,
    title: 'Travel to 180+ countries',
    text: 'The Irish passport gives visa-free or visa-on-arrival access to over 180 destinations (192 on the Henley Passport Index, 2024).',
  },
  {
    icon: Globe2,
    title: 'Rights in all 27 EU countries',
    text: 'As an EU citizen you can live, work and study in any of the 27 member states, and get consular help abroad.',
  },
  {
    icon: Landmark,
    title: 'Live and work in the UK',
    text: 'Under the Common Travel Area, Irish citizens can live, work and study in the UK without permission, Brexit or not.',
  },
  {
    icon: BookOpen,
    title: 'Education',
    text: 'Study in Ireland and elsewhere in the EU as an EU citizen rather than as an international student.',
  },
  {
    icon: HeartPulse,
    title: 'European Health Insurance Card',
    text: 'Get state healthcare you need during a temporary stay in another EU country on the same terms as residents.',
  },
  {
    icon: Users,
    title: 'Keep your current nationality',
    text: 'Ireland allows dual citizenship, so you do not give up the passport you hold now (check your other country’s rules).',
  },
  {
    icon: Baby,
    title: 'Pass citizenship on',
    text: 'Children born after you are registered can be registered through you in turn; children born before cannot, so timing matters.',
  },
];

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="benefits-title" className="text-center text-3xl font-bold text-slate-900">
          Why Irish Citizenship?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          An Irish passport is one of the most useful in the world, and it can be passed down your family.
        </p>
        {/* Columns of at least 15rem, so a card's longest word fits at any text size (four across at 1280 px). */}
        <ul className="mt-12 grid grid-cols-[repeat(auto-fit,minmax(min(100%,15rem),1fr))] gap-5">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-5 shadow-sm">
              <Icon className="size-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold break-words text-slate-900">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
