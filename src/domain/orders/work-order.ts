/**
 * The work order (docs/decisions/065-the-work-order.md): each certificate of an order as a line
 * holding what the office needs, read from the tree when the order is placed and kept with it, so a
 * later edit of the tree does not change what was ordered. Pure.
 */
import { formatRecordDate } from '../dates/record-date.ts';
import { certificateOffice } from '../documents/certificate-office.ts';
import { birthName, documentName, nameOn, nameText, namedDocumentOf } from '../documents/document-name.ts';
import { officeEvent, type DocumentKindId } from '../documents/kinds.ts';
import { spouseName, type NameChange } from '../documents/name-change.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import { documentTypeLabel } from './research.ts';

/** A date as recorded ('ABT 1931', '1931-03') and in words with no more precision than it has. */
export type LineDate = { recorded: string; words: string };

export type LineParent = { name: string; birthSurname: string | null };

/** What the office needs for one certificate. Every field may be missing on a line made from an old order. */
export type WorkOrderFacts = {
  /** The name the certificate should carry, and which name that is ('the birth name'). */
  name: string;
  nameIs: string | null;
  /** Other recorded forms: 'Padraig Walsh (Irish form)'. */
  otherNames: string[];
  /** The person's name now, when it is not the one above. */
  nameNow: string | null;
  gender: string | null;
  birth: { date: LineDate | null; place: string | null } | null;
  death: { date: LineDate | null; place: string | null } | null;
  marriage: { date: LineDate | null; place: string | null; spouse: string | null } | null;
  father: LineParent | null;
  mother: LineParent | null;
  office: { name: string; region: string; askFor: string; fee: string; orderUrl: string | null } | null;
  customerNote: string | null;
};

const lineDate = (value: string | null | undefined): LineDate | null =>
  value ? { recorded: value, words: formatRecordDate(value) } : null;

const placeOf = (place: string | null | undefined, country: string | null | undefined): string | null =>
  [place?.trim(), country?.trim()].filter((p): p is string => Boolean(p)).join(', ') || null;

/** The member's birth parents in the tree: the members one generation up whose line leads to them. */
export function birthParentsOf(member: FamilyMember, members: readonly FamilyMember[]): FamilyMember[] {
  const above: Partial<Record<FamilyMember['relationship'], FamilyMember['relationship']>> = {
    parent: 'grandparent',
    grandparent: 'great_grandparent',
  };
  if (member.relationship === 'self' || member.relationship === 'sibling')
    return members.filter((m) => m.relationship === 'parent' && !m.isAdoptiveParent);
  return members.filter((m) => m.parentId === member.id && m.relationship === above[member.relationship]);
}

function parent(m: FamilyMember | undefined, records: readonly NameChange[], on: string | null): LineParent | null {
  if (!m) return null;
  const birth = birthName(m, records);
  const name = nameText(nameOn(m, records, on)) || nameText(birth);
  if (!name) return null;
  return { name, birthSurname: birth.surname || null };
}

/** The facts of one certificate of a member, as the tree holds them on the day it is ordered. */
export function workOrderFacts(input: {
  kind: DocumentKindId;
  member: FamilyMember;
  members: readonly FamilyMember[];
  records: readonly NameChange[];
  /** The marriage record a marriage certificate is for. */
  marriage: NameChange | null;
  customerNote: string | null;
  today: string;
}): WorkOrderFacts {
  const { kind, member, records, marriage } = input;
  const named = namedDocumentOf(kind, marriage);
  const carried = named ? documentName(member, records, named) : null;
  const now = nameText(nameOn(member, records, null));
  const name = carried?.name ?? now;
  const parents = birthParentsOf(member, input.members);
  const event = officeEvent(kind, member, marriage);
  const office = event ? certificateOffice(event, input.today) : null;
  return {
    name,
    nameIs: carried?.which ?? null,
    otherNames: carried?.otherForms.map((f) => `${f.name} (${f.label})`) ?? [],
    nameNow: now && now !== name ? now : null,
    gender: member.gender,
    birth: { date: lineDate(member.birthDate), place: placeOf(member.birthPlace, member.birthCountry) },
    death:
      member.isDeceased || member.deathDate || member.deathPlace
        ? { date: lineDate(member.deathDate), place: placeOf(member.deathPlace, member.deathCountry) }
        : null,
    marriage: marriage
      ? {
          date: lineDate(marriage.changeDate),
          place: placeOf(marriage.changePlace, marriage.changeCountry),
          spouse: spouseName(marriage),
        }
      : null,
    father: parent(
      parents.find((p) => p.gender === 'male'),
      records,
      member.birthDate,
    ),
    mother: parent(
      parents.find((p) => p.gender === 'female'),
      records,
      member.birthDate,
    ),
    office:
      office && office.match !== 'other'
        ? {
            name: office.office,
            region: office.region,
            askFor: office.askFor,
            fee: office.fee,
            orderUrl: office.orderUrl,
          }
        : null,
    customerNote: input.customerNote?.trim() || null,
  };
}

/** A line of an order placed without a tree (the landing page's request, or an order from before lines). */
export function factsFromRequest(input: {
  name: string;
  birthYear: number | null;
  birthPlace: string | null;
  deathYear: number | null;
  customerNote: string | null;
}): WorkOrderFacts {
  const year = (y: number | null) => (y ? { recorded: String(y), words: String(y) } : null);
  return {
    name: input.name,
    nameIs: null,
    otherNames: [],
    nameNow: null,
    gender: null,
    birth: input.birthYear || input.birthPlace ? { date: year(input.birthYear), place: input.birthPlace } : null,
    death: input.deathYear ? { date: year(input.deathYear), place: null } : null,
    marriage: null,
    father: null,
    mother: null,
    office: null,
    customerNote: input.customerNote?.trim() || null,
  };
}

/**
 * The 'copy for the registry form' block: one 'Field: value' line per fact the office asks for,
 * in the order their forms ask for them; facts not recorded are left out.
 */
export function registryFormText(kind: string, f: WorkOrderFacts): string {
  const rows: [string, string | null | undefined][] = [
    ['Certificate', documentTypeLabel(kind)],
    ['Ask for', f.office?.askFor],
    ['Full name', f.name],
    ['Also recorded as', f.otherNames.join('; ') || null],
    ['Name now', f.nameNow],
    ['Sex', f.gender === 'male' ? 'Male' : f.gender === 'female' ? 'Female' : null],
    ['Date of birth', f.birth?.date?.words],
    ['Place of birth', f.birth?.place],
    ['Date of death', f.death?.date?.words],
    ['Place of death', f.death?.place],
    ['Date of marriage', f.marriage?.date?.words],
    ['Place of marriage', f.marriage?.place],
    ['Spouse', f.marriage?.spouse],
    ["Father's name", f.father?.name],
    ["Mother's name", f.mother?.name],
    ["Mother's birth surname", f.mother?.birthSurname],
    ['Note from the customer', f.customerNote],
  ];
  return rows
    .filter((r): r is [string, string] => Boolean(r[1]))
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}

/**
 * Each line's share of what the customer paid us for the order (after any discount): the total
 * split evenly, the odd cents on the first lines, so the shares add up to the total. A line not
 * found at the office is refunded its share (docs/decisions/065-the-work-order.md).
 */
export function lineShares(totalPaid: number, lines: number): number[] {
  if (lines <= 0) return [];
  const base = Math.floor(totalPaid / lines);
  const rest = totalPaid - base * lines;
  return Array.from({ length: lines }, (_, i) => base + (i < rest ? 1 : 0));
}
