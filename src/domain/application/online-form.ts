/**
 * The online form, field by field (issue 21 item 4): the answer sheet's sections in the form's
 * order, after a first section for the basis of claim, with the blanks the tree leaves filled from
 * certificates the user has checked (what the paper prints is what DFA compares). Pure.
 */
import { formatDay, isoDay } from '../eligibility/wording.ts';
import { NOT_IN_TREE } from '../documents/answer-words.ts';
import type { AnswerRow, AnswerSection } from '../documents/application-steps.ts';
import { DOCUMENT_KINDS, documentKind, type DocumentKindId, type FormAnswer } from '../documents/kinds.ts';
import type { CertificateCheck, ItemKind } from './model.ts';

/** A checked certificate: whose it is and what it prints. */
export type CheckedCertificate = { memberId: string; kind: ItemKind; check: CertificateCheck };

/** The basis question asks how the parent became Irish (docs/rules/documents.md 'Online form'). */
const BASIS_GRANDPARENT = 'Born abroad to a parent born in Ireland';

/** Which certificate field answers a question, from the registry's answers of each kind. */
type Source = { kind: DocumentKindId; field: FormAnswer['field'] };
const FROM_CERTIFICATE = new Map<string, Source>(
  DOCUMENT_KINDS.flatMap((k) => k.answers.map((a): [string, Source] => [a.question, { kind: k.id, field: a.field }])),
);
const FIRST_NAMES = 'First name(s)';

/** A value to type, and where it came from when that is not the tree (null when it is). */
export type FormRow = AnswerRow & { note: string | null };
export type FormSection = { title: string; memberId: string | null; rows: FormRow[] };

export function onlineForm(
  route: 'grandparent' | 'citizen_parent',
  sheet: readonly AnswerSection[],
  checked: readonly CheckedCertificate[],
): FormSection[] {
  return [basisSection(route, sheet), ...sheet.map((section) => fillFromCertificates(section, checked))];
}

function basisSection(route: 'grandparent' | 'citizen_parent', sheet: readonly AnswerSection[]) {
  const parentBasis = sheet
    .flatMap((s) => s.rows)
    .find((r) => r.question === 'Basis of their Irish citizenship' && r.filled)?.answer;
  const question = 'How did your parent become an Irish citizen?';
  const row: FormRow =
    route === 'grandparent'
      ? { question, answer: BASIS_GRANDPARENT, filled: true, note: 'The option to choose, word for word' }
      : parentBasis
        ? { question, answer: parentBasis, filled: true, note: 'Choose the option that says this' }
        : { question, answer: NOT_IN_TREE, filled: false, note: null };
  return { title: 'Basis of your claim', memberId: null, rows: [row] };
}

/**
 * The first names to type: as the checked birth certificate prints them, which is what DFA compares
 * (docs/rules/forenames.md), with where the tree differs; the tree's when no birth certificate is checked.
 */
export function printedFirstNames(
  row: AnswerRow,
  memberId: string | null | undefined,
  checked: readonly CheckedCertificate[],
): FormRow | null {
  const source = FROM_CERTIFICATE.get(FIRST_NAMES);
  if (row.question !== FIRST_NAMES || !memberId || !source) return null;
  const printed = checked.find((c) => c.memberId === memberId && c.kind === source.kind)?.check.firstNames.trim();
  if (!printed) return null;
  if (!row.filled)
    return { question: row.question, answer: printed, filled: true, note: 'From the certificate you checked' };
  if (printed === row.answer.trim()) return { ...row, note: null };
  return {
    question: row.question,
    answer: printed,
    filled: true,
    note: `As printed on the ${documentKind(source.kind).label}; your tree has ‘${row.answer.trim()}’`,
  };
}

function fillFromCertificates(section: AnswerSection, checked: readonly CheckedCertificate[]): FormSection {
  return {
    title: section.title,
    memberId: section.memberId,
    rows: section.rows.map((row): FormRow => {
      const name = printedFirstNames(row, section.memberId, checked);
      if (name) return name;
      const source = FROM_CERTIFICATE.get(row.question);
      if (row.filled || !source || !section.memberId) return { ...row, note: null };
      const certificate = checked.find((c) => c.memberId === section.memberId && c.kind === source.kind);
      const printed = certificate?.check[source.field]?.trim();
      if (!printed) return { ...row, note: null };
      const iso = source.field === 'eventDate' ? isoDay(printed) : null;
      return {
        question: row.question,
        answer: iso ? formatDay(iso) : printed,
        filled: true,
        note: 'From the certificate you checked',
      };
    }),
  };
}
