/**
 * The rules at the law's edges (docs/rules/eligibility.md: 'The 1986 exception', 'Adopted
 * applicants', 'Grandparent naturalised abroad', 'Parent in the Irish public service abroad',
 * 'No route by descent: naturalisation on Irish descent or associations'), each situation answered
 * by the tree engine and by the public quiz as a truthful user would answer its questions.
 */
import { describe, expect, it } from 'vitest';
import { assessEligibility, type EligibilityStatus, type RouteFacts } from '#domain/eligibility/engine.ts';
import { ADOPTION_SUMMARY, noRegisterReason } from '#domain/eligibility/no-register-reason.ts';
import { quizResult, type Answer, type QuizReason } from '#domain/eligibility/quiz.ts';
import { familyMember, type CitizenshipBasis, type FamilyMember } from '#domain/tree/family-member.ts';
import { QUIZ_OUTCOMES, QUIZ_QUESTIONS } from './eligibility-content.ts';

const abroad = { birthCountry: 'United States', birthPlace: 'Boston, Massachusetts' };
const cork = { isIrishBorn: true, birthCountry: 'Ireland', birthPlace: 'Cork' };

const me = (birthDate = '1980-05-01') =>
  familyMember({ id: 'me', relationship: 'self', firstName: 'Megan', lastName: 'Walsh', birthDate, ...abroad });
const dad = (extra: Partial<FamilyMember> = {}) =>
  familyMember({
    id: 'dad',
    relationship: 'parent',
    firstName: 'Robert',
    lastName: 'Walsh',
    gender: 'male',
    birthDate: '1950-02-02',
    ...abroad,
    ...extra,
  });
const mum = (extra: Partial<FamilyMember> = {}) =>
  familyMember({
    id: 'mum',
    relationship: 'parent',
    firstName: 'Susan',
    lastName: 'Walsh',
    gender: 'female',
    birthDate: '1952-03-03',
    ...abroad,
    ...extra,
  });
const grandparent = (id: string, parentId: string, gender: 'male' | 'female', extra: Partial<FamilyMember> = {}) =>
  familyMember({
    id,
    relationship: 'grandparent',
    parentId,
    gender,
    firstName: id === 'gf1' ? 'Patrick' : 'Grand',
    lastName: id.toUpperCase(),
    ...abroad,
    ...extra,
  });
const grandparents = (extra: Record<string, Partial<FamilyMember>> = {}) => [
  grandparent('gf1', 'dad', 'male', extra.gf1),
  grandparent('gm1', 'dad', 'female', extra.gm1),
  grandparent('gf2', 'mum', 'male', extra.gf2),
  grandparent('gm2', 'mum', 'female', extra.gm2),
];
const citizenDad = (basis: CitizenshipBasis | null, date: string) =>
  dad({ isIrishCitizen: true, citizenshipBasis: basis, citizenshipDate: date });

type Row = {
  name: string;
  members: FamilyMember[];
  status: EligibilityStatus;
  route?: Partial<RouteFacts> | null;
  /** Words the reasons (and summary) must hold. */
  says?: string[];
  /** Words that must not be said. */
  neverSays?: string[];
  missing?: string[];
  /** The quiz's answers for the same family, and where they lead; the outcome's words must include `quizSays`. */
  quiz: { answers: Answer[]; reason: QuizReason; quizSays?: string[] };
};

const AFTER_BIRTH = '1985-06-15';
const BEFORE_BIRTH = '1975-06-15';
const AFTER_1986 = '1995-06-15';

/** Each way a parent born abroad became Irish, before and after the applicant's birth and 31 December 1986. */
const parentRows: Row[] = (
  [
    ['fbr', BEFORE_BIRTH, 'eligible', 'citizen_before_birth'],
    ['fbr', AFTER_BIRTH, 'eligible', 'registered_by_1986'],
    ['fbr', AFTER_1986, 'ineligible', null],
    ['naturalisation', BEFORE_BIRTH, 'eligible', 'citizen_before_birth'],
    ['naturalisation', AFTER_BIRTH, 'ineligible', null],
    ['naturalisation', AFTER_1986, 'ineligible', null],
    ['post_nuptial', BEFORE_BIRTH, 'eligible', 'citizen_before_birth'],
    ['post_nuptial', AFTER_BIRTH, 'ineligible', null],
    ['post_nuptial', AFTER_1986, 'ineligible', null],
    ['adoption', BEFORE_BIRTH, 'eligible', 'citizen_before_birth'],
    ['adoption', AFTER_BIRTH, 'ineligible', null],
    ['adoption', AFTER_1986, 'ineligible', null],
  ] as const
).map(([basis, date, status, ground]): Row => {
  const naming = {
    naturalisation: 'by naturalisation',
    post_nuptial: 'by post-nuptial declaration',
    adoption: 'by adoption',
  };
  return {
    name: `father Irish ${basis} on ${date}, applicant born 1980-05-01`,
    members: [me(), citizenDad(basis, date), mum(), ...grandparents()],
    status,
    route: ground ? { kind: 'irish_citizen_parent', parentId: 'dad', ground } : null,
    says:
      status === 'ineligible' && basis !== 'fbr'
        ? [naming[basis], 'Foreign Births Register made by 31 December 1986']
        : status === 'ineligible'
          ? ['after you were born']
          : [],
    neverSays: status === 'ineligible' ? [] : basis === 'fbr' ? [] : ['also cover children born before'],
    // Question 4 asks whether a parent was Irish at the birth or entered in the register by 31 December 1986.
    quiz: {
      answers: ['yes', 'no', 'no', status === 'eligible' ? 'yes' : 'no'],
      reason: status === 'eligible' ? 'eligible' : 'not_eligible',
    },
  };
});

const rows: Row[] = [
  ...parentRows,
  {
    name: 'the review case: father naturalised June 1985, applicant born 1980',
    members: [me('1980-01-10'), citizenDad('naturalisation', '1985-06-01'), mum(), ...grandparents()],
    status: 'ineligible',
    route: null,
    says: ['became an Irish citizen by naturalisation on 1 June 1985', 'must have been a citizen when you were born'],
    neverSays: ['Registrations made by 31 December 1986 also cover'],
    quiz: { answers: ['yes', 'no', 'no', 'no'], reason: 'not_eligible' },
  },
  {
    name: 'father Irish on a date after the birth but by 1986, way not recorded',
    members: [me(), citizenDad(null, AFTER_BIRTH), mum(), ...grandparents()],
    status: 'incomplete',
    route: null,
    missing: ['Choose how your father Robert Walsh became an Irish citizen'],
    says: ['naturalisation, a post-nuptial declaration or an adoption must have come before your birth'],
    quiz: { answers: ['yes', 'no', 'no', 'no'], reason: 'not_eligible' },
  },
  {
    name: 'applicant adopted abroad by an Irish-born mother',
    members: [me(), dad(), mum({ ...cork, isAdoptiveParent: true }), ...grandparents()],
    status: 'incomplete',
    route: null,
    says: [ADOPTION_SUMMARY, 'Register of Intercountry Adoptions', 'not from your birth', 'birth parents'],
    neverSays: ['from birth: apply', 'already an Irish citizen'],
    missing: ['Ask the Adoption Authority of Ireland'],
    // Question 2 asks about birth parents; nobody in the birth family is Irish here.
    quiz: {
      answers: ['yes', 'no', 'no', 'no'],
      reason: 'not_eligible',
      quizSays: ['Register of Intercountry Adoptions'],
    },
  },
  {
    name: 'applicant adopted by a mother whose own father was born in Ireland: no FBR through the adoptive line',
    members: [me(), dad(), mum({ isAdoptiveParent: true }), ...grandparents({ gf2: cork })],
    status: 'incomplete',
    route: null,
    says: ['Register of Intercountry Adoptions', 'neither do their parents'],
    quiz: {
      answers: ['yes', 'no', 'no', 'no'],
      reason: 'not_eligible',
      quizSays: ['Register of Intercountry Adoptions'],
    },
  },
  {
    name: 'adopted applicant with an Irish-born birth grandparent keeps that route',
    members: [me(), dad({ isAdoptiveParent: true, ...cork }), mum(), ...grandparents({ gm2: cork })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gm2', parentId: 'mum' },
    says: ['Register of Intercountry Adoptions', 'keep any claim through your birth parents'],
    quiz: { answers: ['yes', 'no', 'no', 'yes'], reason: 'eligible' },
  },
  {
    name: 'grandfather born in Kerry who became a US citizen',
    members: [
      me(),
      dad(),
      mum(),
      ...grandparents({ gf1: { ...cork, birthPlace: 'Cahersiveen, Co. Kerry', naturalisedElsewhere: true } }),
    ],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gf1' },
    says: ['does not break your line', 'declaration of alienage'],
    quiz: { answers: ['yes', 'no', 'no', 'yes'], reason: 'eligible', quizSays: [] },
  },
  {
    name: 'grandfather abroad in the Irish public service at the father’s birth, no other route',
    members: [me(), dad(), mum(), ...grandparents({ gf1: { isIrishCitizen: true, inIrishPublicServiceAbroad: true } })],
    status: 'incomplete',
    route: null,
    says: ['section 7(3)', '7(3B)', 'Department of Foreign Affairs'],
    neverSays: ['we cannot find a route'],
    missing: ['Ask the Department of Foreign Affairs whether section 7(3)'],
    quiz: { answers: ['yes', 'no', 'no', 'no'], reason: 'not_eligible', quizSays: ['section 7(3)'] },
  },
  {
    name: 'no Irish-born grandparent and no citizen parent',
    members: [me(), dad(), mum(), ...grandparents()],
    status: 'ineligible',
    route: null,
    says: ['Irish descent or Irish associations', 'discretionary', 'residence conditions'],
    quiz: {
      answers: ['yes', 'no', 'no', 'no'],
      reason: 'not_eligible',
      quizSays: ['Irish descent or Irish associations', 'discretionary'],
    },
  },
];

/** The tree's status and the quiz's reason that mean the same thing for the user. */
const SAME_ANSWER: Record<QuizReason, EligibilityStatus[]> = {
  born_in_ireland: ['already_citizen'],
  already_citizen: ['already_citizen'],
  eligible: ['eligible'],
  // 'incomplete' here means the tree found a route the quiz can only name (adoption, public service).
  not_eligible: ['ineligible', 'incomplete'],
};

describe('the law at its edges: tree engine and quiz', () => {
  it.each(rows)('$name → $status', (row) => {
    const result = assessEligibility(row.members);
    const text = [result.summary, ...result.reasons].join('\n');
    expect(result.status).toBe(row.status);
    if (row.route === null) expect(result.route).toBeNull();
    if (row.route) expect(result.route).toMatchObject(row.route);
    for (const words of row.says ?? []) expect(text).toContain(words);
    for (const words of row.neverSays ?? []) expect(text).not.toContain(words);
    for (const words of row.missing ?? []) expect(result.missing.join('\n')).toContain(words);

    const quiz = quizResult(row.quiz.answers);
    expect(quiz?.reason).toBe(row.quiz.reason);
    expect(SAME_ANSWER[row.quiz.reason]).toContain(result.status);
    const outcome = QUIZ_OUTCOMES[row.quiz.reason];
    const outcomeText = [outcome.summary, ...outcome.details].join('\n');
    for (const words of row.quiz.quizSays ?? []) expect(outcomeText).toContain(words);
  });

  it('the quiz tells an adopted user to answer for their birth family', () => {
    expect(QUIZ_QUESTIONS[1]?.help).toContain('If you were adopted, answer for your birth parents.');
    expect(QUIZ_QUESTIONS[3]?.help).toContain('naturalisation after your birth does not');
  });

  // The dashboard's next step and 'Your Application' card read this (decisions 082 and 084).
  it('tells the dashboard when the register is not the way: an Irish citizen already, or an adoption', () => {
    const reasonFor = (name: string) => {
      const row = rows.find((r) => r.name === name);
      if (!row) throw new Error(`no row named ${name}`);
      return noRegisterReason(assessEligibility(row.members));
    };
    expect(reasonFor('applicant adopted abroad by an Irish-born mother')).toBe('adoption');
    expect(
      reasonFor('applicant adopted by a mother whose own father was born in Ireland: no FBR through the adoptive line'),
    ).toBe('adoption');
    expect(reasonFor('adopted applicant with an Irish-born birth grandparent keeps that route')).toBeNull();
    expect(reasonFor('father Irish on a date after the birth but by 1986, way not recorded')).toBeNull();
    expect(reasonFor('no Irish-born grandparent and no citizen parent')).toBeNull();
    expect(noRegisterReason(assessEligibility([{ ...me('1990-01-01'), ...cork }]))).toBe('already_citizen');
    expect(noRegisterReason(assessEligibility([me(), dad(cork), mum(), ...grandparents()]))).toBe('already_citizen');
  });
});
