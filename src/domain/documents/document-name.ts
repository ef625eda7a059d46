/**
 * Which name each document of a person should carry (issue 30 item 1, docs/decisions/058-marriages-and-names-as-records.md):
 * a birth certificate the birth name, a marriage certificate the names at that marriage, a death
 * certificate the name at death, a naturalisation certificate the name when it was granted, a
 * document of a change of name the names either side of it. Other forms of the name (Irish form,
 * English form, also known as) are listed with it: a certificate may print one of them. Pure.
 */
import { isSurelyOnOrBefore } from '../dates/record-date.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import { changesOf, isOtherForm, spouseName, type ChangeType, type NameChange, type OtherForm } from './name-change.ts';

/** What each kind of name record is, as the member form and the documents name it. */
export const NAME_KIND_LABELS: Record<ChangeType, string> = {
  birth: 'Birth name',
  marriage: 'Married name',
  divorce: 'Name after a divorce',
  legal_change: 'Changed by deed poll',
  adoption: 'Name on adoption',
  irish_form: 'Irish form',
  english_form: 'English form',
  also_known_as: 'Also known as',
};

export type PersonName = { given: string; surname: string };

/** 'Patrick Joseph Walsh'; '' when neither part is recorded. */
export const nameText = (name: PersonName): string => `${name.given.trim()} ${name.surname.trim()}`.trim();

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * The name the member was born with: the birth record's, its missing parts from the surname the
 * first change started from and the member's own given names.
 */
export function birthName(
  member: Pick<FamilyMember, 'id' | 'firstName' | 'lastName'>,
  records: readonly NameChange[],
): PersonName {
  const birth = records.find((r) => r.familyMemberId === member.id && r.changeType === 'birth');
  const first = changesOf(member.id, records)[0];
  return {
    given: text(birth?.givenNames) ?? member.firstName.trim(),
    surname:
      text(birth?.surnameAfterChange) ??
      text(birth?.surnameBeforeChange) ??
      text(first?.surnameBeforeChange) ??
      member.lastName.trim(),
  };
}

/** The name after a change: what the record names, the rest as it was. */
const after = (before: PersonName, change: NameChange): PersonName => ({
  given: text(change.givenNames) ?? before.given,
  surname: text(change.surnameAfterChange) ?? before.surname,
});

/** The name just before a change: the surname it records leaving, else the name the changes before it give. */
function nameBefore(member: FamilyMember, records: readonly NameChange[], change: NameChange): PersonName {
  let name = birthName(member, records);
  for (const c of changesOf(member.id, records)) {
    if (c.id === change.id) break;
    name = after(name, c);
  }
  return { given: name.given, surname: text(change.surnameBeforeChange) ?? name.surname };
}

/**
 * The name in use on a date: the birth name with every change surely made by then (an undated change
 * or one that may be later does not count). Without a date, the member's name now.
 */
export function nameOn(member: FamilyMember, records: readonly NameChange[], date: string | null): PersonName {
  const now = { given: member.firstName.trim(), surname: member.lastName.trim() };
  if (!date) return now;
  let name = birthName(member, records);
  for (const c of changesOf(member.id, records)) {
    if (!c.changeDate || !isSurelyOnOrBefore(c.changeDate, date)) break;
    name = after(name, c);
  }
  return name;
}

export type OtherFormOfName = { kind: OtherForm; label: string; name: string; given: string };

/** The other forms recorded for the member ('Padraig Walsh', Irish form), given names and surname filled from the birth name. */
export function otherFormsOf(member: FamilyMember, records: readonly NameChange[]): OtherFormOfName[] {
  const birth = birthName(member, records);
  return records
    .filter((r) => r.familyMemberId === member.id && isOtherForm(r.changeType))
    .map((r) => {
      const name = after(birth, r);
      return {
        kind: r.changeType as OtherForm,
        label: NAME_KIND_LABELS[r.changeType],
        name: nameText(name),
        given: name.given,
      };
    })
    .filter((f) => f.name !== '');
}

/** A document of a person, as far as its name goes. */
export type NamedDocument =
  | { kind: 'birth' | 'death' | 'citizenship' | 'photo_id' }
  /** The marriage's own name record of this member, or null for 'a marriage' the tree has not recorded. */
  | { kind: 'marriage'; change: NameChange | null }
  /** A divorce decree, deed poll or adoption order: the change it explains. */
  | { kind: 'name_change'; change: NameChange };

export type DocumentName = {
  /** The name the document should carry: 'Patrick Joseph Walsh'. */
  name: string;
  /** Its given names: 'Patrick Joseph'. */
  given: string;
  /** Which name that is: 'the birth name', 'the name at the marriage'. */
  which: string;
  /** For a change of name, the name it gave; for a marriage, the spouse's name; else null. */
  other: string | null;
  /** The other forms recorded for the person: a certificate printing one of them is expected. */
  otherForms: OtherFormOfName[];
};

/** Which name the document should carry; null when the tree has no name for the person. */
export function documentName(
  member: FamilyMember,
  records: readonly NameChange[],
  document: NamedDocument,
): DocumentName | null {
  const otherForms = otherFormsOf(member, records);
  const result = (name: PersonName, which: string, other: string | null = null): DocumentName | null =>
    nameText(name) === '' ? null : { name: nameText(name), given: name.given, which, other, otherForms };
  switch (document.kind) {
    case 'birth':
      return result(birthName(member, records), 'the birth name');
    case 'death':
      return result(nameOn(member, records, null), 'the name at death');
    case 'photo_id':
      return result(nameOn(member, records, null), 'the name now');
    case 'citizenship':
      return result(nameOn(member, records, member.citizenshipDate), 'the name when citizenship was granted');
    case 'marriage':
      return document.change
        ? result(nameBefore(member, records, document.change), 'the name at the marriage', spouseName(document.change))
        : null;
    case 'name_change': {
      const before = nameBefore(member, records, document.change);
      return result(before, 'the name before the change', nameText(after(before, document.change)) || null);
    }
  }
}

const OTHER_FORM_WORDS: Record<OtherForm, string> = {
  irish_form: 'Irish form',
  english_form: 'English form',
  also_known_as: 'another name used',
};

/** 'the Irish form of his name', 'a name she was also known by': what a recorded form is, in a sentence. */
export function otherFormWords(kind: OtherForm, p: { he: string; his: string }): string {
  switch (kind) {
    case 'irish_form':
      return `the Irish form of ${p.his} name`;
    case 'english_form':
      return `the English form of ${p.his} name`;
    case 'also_known_as':
      return `a name ${p.he} was also known by`;
  }
}

/**
 * The document a checklist or workspace item is, as far as its name goes: by the item's kind and
 * the name record it is evidence for; null for what carries no name of the person (photos, the form).
 */
export function namedDocumentOf(kind: string, change: NameChange | null): NamedDocument | null {
  switch (kind) {
    case 'birth':
    case 'death':
    case 'citizenship':
    case 'photo_id':
      return { kind };
    case 'marriage':
      return { kind: 'marriage', change };
    case 'name_change':
      return change ? { kind: 'name_change', change } : null;
    default:
      return null;
  }
}

/**
 * The sentence every screen shows: 'Should carry the birth name: Patrick Joseph Walsh (also recorded
 * as Padraig Walsh, Irish form).'
 */
export function documentNameSentence(d: DocumentName, kind: NamedDocument['kind']): string {
  const also =
    d.otherForms.length > 0
      ? ` (also recorded as ${d.otherForms.map((f) => `${f.name}, ${OTHER_FORM_WORDS[f.kind]}`).join('; ')})`
      : '';
  const other =
    d.other === null ? '' : kind === 'marriage' ? `, married to ${d.other}` : `, and the name it gave: ${d.other}`;
  return `Should carry ${d.which}: ${d.name}${other}${also}.`;
}
