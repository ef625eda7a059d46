import { describe, expect, it } from 'vitest';
import { NOT_IN_TREE } from '../documents/answer-words.ts';
import type { AnswerSection } from '../documents/application-steps.ts';
import type { CertificateCheck } from './model.ts';
import { onlineForm } from './online-form.ts';

const printed = (over: Partial<CertificateCheck>): CertificateCheck => ({
  firstNames: 'Mary',
  surname: 'Walsh',
  eventDate: null,
  eventPlace: null,
  fatherName: null,
  motherName: null,
  spouseName: null,
  longForm: true,
  issuer: 'civil',
  ...over,
});

const sheet = (rows: AnswerSection['rows'], memberId: string | null = 'gran'): AnswerSection[] => [
  { title: 'Your grandparent born in Ireland', memberId, rows },
];
const blank = (question: string) => ({ question, answer: NOT_IN_TREE, filled: false });

describe('onlineForm', () => {
  it('starts with the basis of claim: the grandparent route picks the parent-born-in-Ireland option', () => {
    const [basis] = onlineForm('grandparent', [], []);
    expect(basis).toEqual({
      title: 'Basis of your claim',
      memberId: null,
      rows: [
        {
          question: 'How did your parent become an Irish citizen?',
          answer: 'Born abroad to a parent born in Ireland',
          filled: true,
          note: 'The option to choose, word for word',
        },
      ],
    });
  });

  it.each([
    ['the parent route with the basis in the tree', 'Irish citizen since 2 March 1985: naturalisation', true],
    ['the parent route without it', null, false],
  ])('basis of claim on %s', (_, basis, filled) => {
    const parent: AnswerSection = {
      title: 'The parent through whom you claim',
      memberId: 'dad',
      rows: [
        basis
          ? { question: 'Basis of their Irish citizenship', answer: basis, filled: true }
          : blank('Basis of their Irish citizenship'),
      ],
    };
    const [first] = onlineForm('citizen_parent', [parent], []);
    expect(first.rows[0]).toMatchObject({ answer: basis ?? NOT_IN_TREE, filled });
  });

  it.each([
    ['Date of birth', 'birth', { eventDate: '1931-04-12' }, '12 April 1931'],
    ['Place of birth', 'birth', { eventPlace: 'Castlebar' }, 'Castlebar'],
    ['Date of marriage', 'marriage', { eventDate: '1955-09-01' }, '1 September 1955'],
    ['Place of death', 'death', { eventPlace: 'Leeds' }, 'Leeds'],
  ] as const)('fills a blank %s from the checked %s certificate', (question, kind, over, answer) => {
    const [, section] = onlineForm('grandparent', sheet([blank(question)]), [
      { memberId: 'gran', kind, check: printed(over) },
    ]);
    expect(section.rows[0]).toEqual({ question, answer, filled: true, note: 'From the certificate you checked' });
  });

  it("keeps the tree's answer, and leaves a blank when the certificate is another person's or prints nothing", () => {
    const rows = [
      { question: 'Date of birth', answer: '12 April 1931', filled: true },
      blank('Place of birth'),
      blank('Date of marriage'),
    ];
    const [, section] = onlineForm('grandparent', sheet(rows), [
      { memberId: 'gran', kind: 'birth', check: printed({ eventDate: '1932-01-01', eventPlace: null }) },
      { memberId: 'dad', kind: 'marriage', check: printed({ eventDate: '1955-09-01' }) },
    ]);
    expect(section.rows.map((r) => [r.answer, r.note])).toEqual([
      ['12 April 1931', null],
      [NOT_IN_TREE, null],
      [NOT_IN_TREE, null],
    ]);
  });

  it('gives the first names as the checked birth certificate prints them, saying what the tree has', () => {
    const rows = [{ question: 'First name(s)', answer: 'Patrick Joseph', filled: true }];
    const [, section] = onlineForm('grandparent', sheet(rows), [
      { memberId: 'gran', kind: 'birth', check: printed({ firstNames: 'Padraig' }) },
      { memberId: 'gran', kind: 'death', check: printed({ firstNames: 'Patrick Joseph' }) },
    ]);
    expect(section.rows[0]).toEqual({
      question: 'First name(s)',
      answer: 'Padraig',
      filled: true,
      note: 'As printed on the birth certificate; your tree has ‘Patrick Joseph’',
    });
  });

  it("keeps the tree's first names without a note when the birth certificate prints the same, or is not checked", () => {
    const rows = [{ question: 'First name(s)', answer: 'Mary', filled: true }];
    const same = onlineForm('grandparent', sheet(rows), [{ memberId: 'gran', kind: 'birth', check: printed({}) }]);
    expect(same[1].rows[0]).toEqual({ ...rows[0], note: null });
    const none = onlineForm('grandparent', sheet(rows), [
      { memberId: 'gran', kind: 'marriage', check: printed({ firstNames: 'Máire' }) },
    ]);
    expect(none[1].rows[0]).toEqual({ ...rows[0], note: null });
  });
});
