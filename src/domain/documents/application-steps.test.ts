import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../eligibility/engine.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import {
  answerSheet,
  answerSheetGaps,
  applicationSteps,
  beforeYouPost,
  STEPS_FACTS_LINE,
  type AnswerSection,
} from './application-steps.ts';
import { FILL_IN_YOURSELF, NOT_IN_SETTINGS, NOT_IN_TREE } from './answer-words.ts';
import { buildDocumentChecklist } from './checklist.ts';
import { FEE } from './fbr-requirements.ts';
import type { NameChange } from './name-change.ts';
import { nameChange, sampleFamily } from './sample-tree.ts';

/** The day the office figures are read on (docs/decisions/037-facts-that-stay-fresh.md). */
const TODAY = '2026-11-27';

const sample = sampleFamily();

function family(changes: Record<string, Partial<FamilyMember> | null> = {}): FamilyMember[] {
  return sample.members.flatMap((m) => {
    const change = changes[m.id];
    return change === null ? [] : [{ ...m, ...change }];
  });
}

function sheet(members: FamilyMember[], nameChanges: NameChange[] = sample.nameChanges): AnswerSection[] {
  return answerSheet(members, nameChanges, assessEligibility(members));
}

function answer(sections: AnswerSection[], title: string, question: string): string | undefined {
  return sections.find((s) => s.title === title)?.rows.find((r) => r.question === question)?.answer;
}

const YOU = 'You (the applicant)';
const PARENT = 'The parent through whom you claim';
const GRANDPARENT = 'Your grandparent born in Ireland';

describe('applicationSteps', () => {
  const steps = applicationSteps({ summary: 'You can apply through Mary Walsh.' });

  it('has steps 1 to 8 in order', () => {
    expect(steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(STEPS_FACTS_LINE).toBe('Facts last checked: November 2026');
  });

  it.each<[number, string]>([
    [1, 'You can apply through Mary Walsh.'],
    [1, 'email address'],
    [2, 'cannot be saved part-way'],
    [2, 'payment is taken online'],
    [3, '€278 for an adult, €153 for a minor'],
    [3, 'includes the return postage'],
    [3, 'Last checked November 2026'],
    [4, 'Section E, the "Certificate of Identity"'],
    [4, 'Section D'],
    [4, 'sign two of your photos'],
    [4, 'not a relative'],
    [5, 'all 4 photos (2 of them signed by your witness)'],
    [5, 'the address DFA prints on your application form, at the end of the online application'],
    [5, 'marked space'],
    [6, 'about 12 months in mid-2026'],
    [6, 'only when every document has arrived'],
    [7, 'Foreign Births Register certificate'],
    [7, 'review within 6 weeks'],
    [7, 'invalid 6 months after you signed it'],
    [8, 'cannot apply for a passport and the FBR at the same time'],
    [8, 'do not book travel'],
  ])('step %i says %j', (number, text) => {
    const step = steps.find((s) => s.number === number);
    expect(`${step?.paragraphs.join(' ')} ${step?.caution ?? ''}`).toContain(text);
  });

  it('quotes the FBR fee', () => {
    expect([FEE.adultEur, FEE.minorEur]).toEqual([278, 153]);
  });
});

describe('beforeYouPost', () => {
  it.each([
    'Every certificate is an original',
    'Birth certificates are the long form, and every certificate is a civil (state) one',
    'A civil marriage certificate for each marriage in the chain that explains a name or a parentage',
    'Section E and Section D are complete and 2 photos are signed',
    'Two original proofs of address are enclosed',
    'There is evidence for every change of name',
    'Spelling variants are explained',
  ])('checks %j', (text) => {
    expect(beforeYouPost().map((c) => c.text)).toContain(text);
  });

  it('lists the name-change evidence from the checklists', () => {
    const lists = buildDocumentChecklist(sample.members, sample.nameChanges, assessEligibility(sample.members), TODAY);
    const line = beforeYouPost(lists).find((c) => c.text === 'There is evidence for every change of name');
    expect(line?.detail).toBe('Mary Walsh: civil marriage certificate');
  });
});

describe('answerSheet', () => {
  it('has you, the parent and the Irish-born grandparent, in the order the form asks', () => {
    expect(sheet(sample.members).map((s) => [s.title, s.memberId])).toEqual([
      [YOU, 'me'],
      [PARENT, 'dad'],
      [GRANDPARENT, 'gm1'],
    ]);
  });

  it.each<[string, string, string]>([
    [YOU, 'First name(s)', 'Aoife'],
    [YOU, 'Surname', 'Walsh'],
    [YOU, 'Previous or birth surnames', 'None recorded in your tree'],
    [YOU, 'Date of birth', '15 June 1990'],
    [YOU, 'Place of birth', 'Manchester'],
    [YOU, 'Country of birth', 'England'],
    [YOU, 'Email address', NOT_IN_SETTINGS],
    [YOU, 'Phone number', NOT_IN_SETTINGS],
    [YOU, 'Postal address', NOT_IN_SETTINGS],
    [PARENT, 'Relationship to you', 'Father'],
    [PARENT, 'First name(s)', 'John'],
    [PARENT, 'Date of birth', '1 March 1960'],
    [PARENT, 'Date of marriage', '11 July 1987'],
    [PARENT, 'Place of marriage', 'Liverpool, England'],
    [
      PARENT,
      'Basis of their Irish citizenship',
      "Choose 'Born abroad to a parent born in Ireland': Irish citizen from birth, as the child of Mary Walsh, who was born in Ireland",
    ],
    [GRANDPARENT, 'Relationship to you', 'Grandmother (mother of John Walsh)'],
    [GRANDPARENT, 'Previous or birth surnames', 'Brennan'],
    [GRANDPARENT, 'Place of birth', 'Castlebar, Co. Mayo'],
    [GRANDPARENT, 'Country of birth', 'Ireland'],
    [GRANDPARENT, 'Date of marriage', '3 September 1955'],
    [GRANDPARENT, 'Spouse', 'Michael Walsh'],
    [GRANDPARENT, 'Date of death', '2 November 2010'],
    [GRANDPARENT, 'Place of death', 'Liverpool, England'],
  ])('%s / %s: %j', (section, question, expected) => {
    expect(answer(sheet(sample.members), section, question)).toBe(expected);
  });

  it.each<[string, Record<string, Partial<FamilyMember>>, string, string]>([
    ['applicant birth date', { me: { birthDate: null } }, YOU, 'Date of birth'],
    ['applicant birth place', { me: { birthPlace: null } }, YOU, 'Place of birth'],
    ['parent birth date', { dad: { birthDate: null } }, PARENT, 'Date of birth'],
    ['grandparent birth date', { gm1: { birthDate: null } }, GRANDPARENT, 'Date of birth'],
    [
      'grandparent country and place',
      { gm1: { birthCountry: null, birthPlace: null } },
      GRANDPARENT,
      'Country of birth',
    ],
    ['grandparent death date', { gm1: { deathDate: null } }, GRANDPARENT, 'Date of death'],
    [
      'previous names of someone flagged as renamed',
      { me: { hasNameChanged: true } },
      YOU,
      'Previous or birth surnames',
    ],
  ])('marks a blank when the tree lacks it: %s', (_label, changes, section, question) => {
    const sections = sheet(family(changes));
    expect(answer(sections, section, question)).toBe(NOT_IN_TREE);
    const row = sections.find((s) => s.title === section)?.rows.find((r) => r.question === question);
    expect(row?.filled).toBe(false);
  });

  it('fills partial tree dates as the records hold them, never as a blank and never with an invented day', () => {
    const marriages = sample.nameChanges.map((c) => (c.familyMemberId === 'gm1' ? { ...c, changeDate: '1959' } : c));
    const sections = sheet(
      family({ gm1: { birthDate: 'ABT 1934', deathDate: '2009' }, dad: { birthDate: '1960-03' } }),
      marriages,
    );
    expect(answer(sections, GRANDPARENT, 'Date of birth')).toBe('about 1934 (the exact day is on the certificate)');
    expect(answer(sections, GRANDPARENT, 'Date of death')).toBe('2009 (the exact day is on the certificate)');
    expect(answer(sections, GRANDPARENT, 'Date of marriage')).toBe('1959 (the exact day is on the certificate)');
    expect(answer(sections, PARENT, 'Date of birth')).toBe('March 1960 (the exact day is on the certificate)');
    expect(answerSheetGaps(sections)).toEqual([]);
  });

  it('reads the country of birth from the place when the country is blank', () => {
    expect(answer(sheet(family({ gm1: { birthCountry: null } })), GRANDPARENT, 'Country of birth')).toBe('Ireland');
  });

  it('marks every unknown marriage detail when no marriage is recorded', () => {
    const sections = sheet(sample.members, []);
    expect(answer(sections, PARENT, 'Date of marriage')).toBe(NOT_IN_TREE);
    expect(answer(sections, GRANDPARENT, 'Place of marriage')).toBe(NOT_IN_TREE);
  });

  it("fills the parent's marriage from a marriage recorded on them that changed no surname", () => {
    const fathersMarriage = nameChange({
      id: 'nc-john',
      familyMemberId: 'dad',
      changeType: 'marriage',
      changeDate: '1987-07-11',
      changePlace: 'Boston, Massachusetts',
      changeCountry: 'United States',
      spouseFirstName: 'Ann',
      spouseLastName: 'Smith',
    });
    const sections = sheet(sample.members, [fathersMarriage]);
    expect(answer(sections, PARENT, 'Date of marriage')).toBe('11 July 1987');
    expect(answer(sections, PARENT, 'Place of marriage')).toBe('Boston, Massachusetts, United States');
  });

  it("asks for the applicant's own marriage certificate only when it explains a change of surname", () => {
    const mine = (surnameAfterChange: string | null) =>
      nameChange({
        id: 'nc-me',
        familyMemberId: 'me',
        changeType: 'marriage',
        changeDate: '2015-05-05',
        surnameAfterChange,
      });
    const applicantItems = (changes: NameChange[]) =>
      buildDocumentChecklist(sample.members, changes, assessEligibility(sample.members), TODAY)
        .find((c) => c.memberId === 'me')
        ?.items.filter((i) => i.id.startsWith('name-change')) ?? [];
    expect(applicantItems([mine(null)])).toEqual([]);
    expect(applicantItems([mine('Kelly')])).toHaveLength(1);
  });

  it('says a living grandparent is living', () => {
    const sections = sheet(family({ gm1: { isDeceased: false, deathDate: null } }));
    expect(answer(sections, GRANDPARENT, 'Date of death')).toBe('Living (according to your tree)');
    expect(answer(sections, GRANDPARENT, 'Place of death')).toBeUndefined();
  });

  it("gives the citizen parent's citizenship date and has no grandparent section", () => {
    const members = family({
      gm1: { isIrishBorn: false },
      dad: { isIrishCitizen: true, citizenshipDate: '1985-01-10' },
    });
    const sections = sheet(members);
    expect(sections.map((s) => s.title)).toEqual([YOU, PARENT]);
    expect(answer(sections, PARENT, 'Basis of their Irish citizenship')).toContain('since 10 January 1985');
  });

  it('fills your email, phone and postal address from what you gave us (issue 19 item 7)', () => {
    const sections = answerSheet(sample.members, sample.nameChanges, assessEligibility(sample.members), {
      email: 'aoife@example.com',
      phone: '+1 617 555 0100',
      postalAddress: ['12 Main Street', 'Boston, MA 02108', 'United States'],
    });
    const rows = sections[0].rows.slice(-3);
    expect(rows).toEqual([
      { question: 'Email address', answer: 'aoife@example.com', filled: true },
      { question: 'Phone number', answer: '+1 617 555 0100', filled: true },
      { question: 'Postal address', answer: '12 Main Street, Boston, MA 02108, United States', filled: true },
    ]);
  });

  it('leaves what Settings does not hold for you to add, and never counts it as missing from the tree', () => {
    const sections = answerSheet(sample.members, sample.nameChanges, assessEligibility(sample.members), {
      email: 'aoife@example.com',
      phone: null,
      postalAddress: null,
    });
    expect(answer(sections, YOU, 'Email address')).toBe('aoife@example.com');
    expect(answer(sections, YOU, 'Phone number')).toBe(NOT_IN_SETTINGS);
    expect(answer(sections, YOU, 'Postal address')).toBe(NOT_IN_SETTINGS);
    expect(answerSheetGaps(sections)).toEqual([]);
  });

  describe('siblings applying with you (issue 19 item 8)', () => {
    const ciara: FamilyMember = {
      ...sample.members[0],
      id: 'sis',
      relationship: 'sibling',
      firstName: 'Ciara',
      birthDate: '1993-02-01',
      birthPlace: null,
    };
    const SISTER = 'Your sister Ciara Walsh (their own application)';

    it.each<[string, FamilyMember[], string[]]>([
      ['an included sister has her own section after yours', [ciara], [YOU, SISTER, PARENT, GRANDPARENT]],
      ['a sister switched off has none', [{ ...ciara, includeInApplication: false }], [YOU, PARENT, GRANDPARENT]],
    ])('%s', (_label, siblings, expected) => {
      expect(sheet([...sample.members, ...siblings]).map((s) => s.title)).toEqual(expected);
    });

    it('fills her details from the tree, leaves her contact details to her and lists her blanks', () => {
      const sections = sheet([...sample.members, ciara]);
      expect(answer(sections, SISTER, 'First name(s)')).toBe('Ciara');
      expect(answer(sections, SISTER, 'Date of birth')).toBe('1 February 1993');
      expect(answer(sections, SISTER, 'Email address')).toBe(FILL_IN_YOURSELF);
      expect(answerSheetGaps(sections)).toContain(`${SISTER}: place of birth`);
    });
  });

  it("reminds you to post siblings' applications together only when a sibling applies with you", () => {
    const ciara: FamilyMember = { ...sample.members[0], id: 'sis', relationship: 'sibling', firstName: 'Ciara' };
    const lists = (members: FamilyMember[]) =>
      buildDocumentChecklist(members, sample.nameChanges, assessEligibility(members), TODAY);
    const together = (members: FamilyMember[]) =>
      beforeYouPost(lists(members)).filter((c) => c.text.includes('same envelope'));
    expect(together(sample.members)).toEqual([]);
    expect(together([...sample.members, ciara])).toHaveLength(1);
  });
});

describe('the answer sheet names which name the birth certificate carries (docs/decisions/058-marriages-and-names-as-records.md)', () => {
  it('gives the name at birth where it is not the name now, and every other form of the name recorded', () => {
    const irish = nameChange({ id: 'irish', familyMemberId: 'gm1', changeType: 'irish_form', givenNames: 'Máire' });
    const sections = sheet(sample.members, [...sample.nameChanges, irish]);
    expect(answer(sections, GRANDPARENT, 'Name at birth, as the birth certificate should print it')).toBe(
      'Mary Brennan',
    );
    expect(answer(sections, GRANDPARENT, 'Other forms of the name')).toBe('Máire Brennan (Irish form)');
  });

  it('adds neither row for someone known by one name all their life', () => {
    const questions =
      sheet(sample.members)
        .find((s) => s.title === YOU)
        ?.rows.map((r) => r.question) ?? [];
    expect(questions).not.toContain('Name at birth, as the birth certificate should print it');
    expect(questions).not.toContain('Other forms of the name');
  });
});
