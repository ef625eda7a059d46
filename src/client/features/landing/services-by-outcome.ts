/**
 * What the services section says after each quiz outcome (decision 031). Every statement agrees
 * with docs/rules/ (the rule named in the comments) and with the quiz's own outcome texts in
 * src/shared/eligibility-content.ts.
 */
import type { QuizReason } from '#domain/eligibility/quiz.ts';

export type OutcomeServices = {
  intro: string;
  /** The application pack is for the Foreign Births Register only: offered when that is the route. */
  offersPack: boolean;
  /** A card in the pack's place: the next step that fits the outcome. */
  nextStep?: { title: string; points: readonly string[] };
  /** What the document service does for this visitor. */
  research: string;
};

const FOR_REGISTER: OutcomeServices = {
  intro: 'Everything you need to send a complete Foreign Births Register application the first time.',
  offersPack: true,
  research: 'Certificate research and delivery for Ireland and the UK.',
};

// Born on the island, or to a parent born there: no register entry needed (docs/rules/eligibility.md).
// First-time passport applicants prove identity, name and address (docs/rules/documents.md 'The passport').
const PASSPORT_PROOF =
  'As a first-time applicant you prove your identity, the name you use and your address; the passport service lists the documents.';

export const SERVICES_BY_OUTCOME: Record<QuizReason | 'none', OutcomeServices> = {
  none: FOR_REGISTER,
  eligible: {
    ...FOR_REGISTER,
    intro: 'Good news: from your answers you can apply. Here is how we help you send a complete application.',
  },
  born_in_ireland: {
    intro:
      'From your answers you do not need the Foreign Births Register, so our application pack is not for you. Your next step is an Irish passport.',
    offersPack: false,
    nextStep: {
      title: 'Apply for an Irish passport',
      points: [
        // docs/rules/eligibility.md 'Born on the island'
        'Born on the island of Ireland before 1 January 2005: you are entitled to Irish citizenship whatever your parents’ nationality, and taking an Irish passport confirms it.',
        'Born there on or after 1 January 2005: it depends on your parents, at least one of whom must have been Irish or British, entitled to live there without time limit, or lawfully resident for 3 of the 4 years before your birth.',
        'Your long-form birth certificate is the main proof of your birth on the island.',
        PASSPORT_PROOF,
      ],
    },
    research:
      'We can order the full birth certificate from Ireland or Northern Ireland that your passport application needs.',
  },
  already_citizen: {
    intro:
      'From your answers you are most likely an Irish citizen already and do not need the Foreign Births Register, so our application pack is not for you. Apply for an Irish passport directly.',
    offersPack: false,
    nextStep: {
      title: 'Apply for an Irish passport',
      points: [
        // docs/rules/eligibility.md 'Parent born on the island', 'Parent alive or dead'
        'If a parent born on the island of Ireland was an Irish citizen when you were born, you are a citizen from birth, even if that parent has since died. If you are already in the Foreign Births Register or naturalised, you are a citizen already.',
        'Your proof is your long-form birth certificate and your parent’s Irish birth certificate, or your own Foreign Births Register or naturalisation certificate.',
        PASSPORT_PROOF,
      ],
    },
    research: 'We can order your parent’s full birth certificate from Ireland or the UK for your passport application.',
  },
  not_eligible: {
    intro:
      'From your answers you have no route through the Foreign Births Register today. Here is what could change that, and how we can help you find out.',
    offersPack: false,
    nextStep: {
      title: 'What could change this',
      points: [
        // docs/rules/eligibility.md 'Grandparent born on the island'
        'A grandparent born anywhere on the island of Ireland, Northern Ireland included, gives you a route, even one who has died. If you are not sure where a grandparent was born, their birth record settles it.',
        // docs/rules/eligibility.md 'Parent Irish at the birth but born abroad', 'The 1986 exception'
        'So does a parent who was an Irish citizen when you were born (for example through the Foreign Births Register or naturalisation), or who was entered in the register by 31 December 1986.',
        // docs/rules/eligibility.md 'Great-grandparents', 'Registration takes effect from its date'
        'If your Irish-born ancestor is a great-grandparent, your parent may be able to register now through their own Irish-born grandparent. That opens a route for children born after the registration, not for those born before it.',
        // docs/rules/eligibility.md 'No posthumous registration'
        'A parent who has died without being registered cannot be registered afterwards.',
      ],
    },
    research: 'We can find a grandparent’s birth record in Ireland or the UK, to check where they were born.',
  },
};
