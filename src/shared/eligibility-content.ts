/**
 * The words of the public eligibility check. Every statement agrees with docs/rules/eligibility.md
 * (its headings in the comments); see docs/decisions/002-eligibility-questions.md.
 */
import type { QuizReason } from '#domain/eligibility/quiz.ts';

export type QuizQuestion = { text: string; help: string };

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    // 'Born on the island': not an FBR case
    text: 'Were you born outside the island of Ireland?',
    help: 'The island of Ireland means both the Republic of Ireland and Northern Ireland.',
  },
  {
    // 'Parent born on the island', 'Parent alive or dead'; 'Adopted applicants': birth parents only
    text: 'Was either of your parents born on the island of Ireland?',
    help: 'Northern Ireland counts. It does not matter whether that parent is still alive. If you were adopted, answer for your birth parents.',
  },
  {
    text: 'Are you already entered in the Foreign Births Register, or have you been granted Irish citizenship by naturalisation?',
    help: 'Answer yes only if the registration or naturalisation is in your own name. If you were adopted abroad by an Irish citizen and your adoption is entered in the Register of Intercountry Adoptions, answer yes.',
  },
  {
    // 'Grandparent born on the island', 'Parent Irish at the birth but born abroad', 'The 1986 exception'
    text: 'Was one of your grandparents born on the island of Ireland, or was one of your parents an Irish citizen when you were born or entered in the Foreign Births Register by 31 December 1986?',
    help: 'Northern Ireland counts, whatever the year. A grandparent who has died, or who later took another citizenship, still counts. A parent could have been Irish through the Foreign Births Register, naturalisation, a post-nuptial declaration or adoption before your birth. Only an entry in the Foreign Births Register made by 31 December 1986 counts when it came after your birth; naturalisation after your birth does not. If you were adopted, answer for your birth family.',
  },
];

export type QuizOutcome = { title: string; summary: string; details: string[] };

export const QUIZ_OUTCOMES: Record<QuizReason, QuizOutcome> = {
  born_in_ireland: {
    title: 'Irish Citizen at Birth',
    summary:
      'If you were born there before 1 January 2005, you are entitled to Irish citizenship: you do not need the Foreign Births Register and can apply for an Irish passport directly. From 2005 on, it depends on your parents.',
    details: [
      'Anyone born on the island of Ireland, Northern Ireland included, before 1 January 2005 is entitled to Irish citizenship whatever their parents’ nationality.',
      'If you were born there on or after 1 January 2005, it depends on your parents: at least one must have been Irish or British, entitled to live there without time limit, or lawfully resident for 3 of the 4 years before your birth.',
      'Applying for an Irish passport is the act that confirms your citizenship; your birth certificate is the main proof.',
    ],
  },
  already_citizen: {
    title: 'Already an Irish Citizen',
    summary:
      'You are most likely an Irish citizen already. You do not need the Foreign Births Register: apply for an Irish passport directly.',
    details: [
      'A parent born on the island of Ireland who was an Irish citizen when you were born makes you a citizen automatically from birth, even if that parent has since died.',
      'If you are already entered in the Foreign Births Register or naturalised, your certificate is your proof of citizenship.',
      'If you were adopted abroad by an Irish citizen, you are Irish from the date your adoption was entered in the Register of Intercountry Adoptions, not from your birth: that entry is your proof.',
      'Your passport application asks for proof: your long-form birth certificate and your parent’s Irish birth certificate, or your own FBR or naturalisation certificate.',
    ],
  },
  eligible: {
    title: 'Can Become Irish Citizen',
    summary:
      'You can apply to be entered in the Foreign Births Register, and become an Irish citizen on the date you are registered.',
    details: [
      'Citizenship through the Foreign Births Register starts on the date of registration, not from your birth. After that you can apply for an Irish passport as a separate step.',
      'The online application cannot be saved part-way, so gather every document first: long-form civil birth certificates for you, your parent and your grandparent, a civil marriage certificate for each of them who married, and for each a certified copy of their photo ID, or a certified copy of the death certificate of one who has died. Certificates go as originals, not copies. Your family tree turns this into a list for your own family.',
      'Processing takes many months and only starts once every document has arrived, so a complete application is the fastest one.',
    ],
  },
  not_eligible: {
    title: 'Not Eligible by Descent',
    summary: 'From your answers, you do not have a route to Irish citizenship through the Foreign Births Register.',
    details: [
      'The register covers people with an Irish-born grandparent, or a parent who was an Irish citizen when they were born (for example through the Foreign Births Register) or was registered by 31 December 1986.',
      'If your only Irish-born ancestor is a great-grandparent, your parent may be able to register now through their own Irish-born grandparent. That would not open a route for you if you were born before their registration, but children born after it could register through them.',
      'A parent who has died without being registered cannot be registered afterwards, so that route cannot be opened later.',
      'If you were adopted abroad by an Irish citizen, your adoption may make you Irish from the date it is recognised in Ireland and entered in the Register of Intercountry Adoptions: ask the Adoption Authority of Ireland. You also keep any claim through your birth parents.',
      'If a parent or grandparent was abroad in the Irish public service when a child in your line was born, a special rule (section 7(3) of the Irish Nationality and Citizenship Act 1956) may apply: ask the Department of Foreign Affairs.',
      'With no route by descent, the Minister for Justice may grant naturalisation to a person of Irish descent or Irish associations. It is discretionary, not a right, and residence conditions still apply (about 3 years living in Ireland).',
    ],
  },
};

export const FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Can I become an Irish citizen through a grandparent?',
    answer:
      'Yes. If one of your grandparents was born anywhere on the island of Ireland, you can apply to be entered in the Foreign Births Register, and you become an Irish citizen on the date you are registered.',
  },
  {
    question: 'Does a grandparent born in Northern Ireland count?',
    answer:
      'Yes. The Department of Foreign Affairs treats a birth in any part of the island of Ireland, Northern Ireland included, as qualifying.',
  },
  {
    question: 'My parent was born in Ireland. Do I need the Foreign Births Register?',
    answer:
      'No. If a parent born on the island of Ireland was an Irish citizen when you were born, you are an Irish citizen from birth and can apply for an Irish passport directly, even if that parent has died.',
  },
  {
    question: 'Can I claim through an Irish great-grandparent?',
    answer:
      'Only if your parent was entered in the Foreign Births Register before you were born, or registered by 31 December 1986. A parent who died without being registered cannot be registered afterwards.',
  },
  {
    question: 'When does my Irish citizenship start?',
    answer:
      'For anyone registered after 1 July 1986, citizenship through the Foreign Births Register starts on the date of registration, not from birth. You then apply for an Irish passport as a separate step.',
  },
];
