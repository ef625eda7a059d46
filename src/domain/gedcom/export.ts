/**
 * Writes the product's family tree as a GEDCOM 5.5.1 (lineage-linked, UTF-8) file that
 * genealogy programs can import, with the names, marriages and divorces the tree records
 * (docs/decisions/052-gedcom-without-loss.md). The clock is passed in (opts.now); no I/O here.
 *
 * The file depends only on what the tree holds, never on the order rows were stored in, so that
 * exporting, importing and exporting again gives the same file (apart from the header's date).
 */
import type { CertificateCheck } from '../application/model.ts';
import { sortDay } from '../dates/record-date.ts';
import type { MarriageEnd } from '../documents/marriage-end.ts';
import { isOtherForm, type NameChange, type OtherForm } from '../documents/name-change.ts';
import type { FamilyMember, Gender } from '../tree/family-member.ts';
import { recordDateToGedcom } from './dates.ts';
import { countryName, placeToCountry } from './places.ts';

export type GedcomExportOptions = {
  /** Written as the file's creation date and time (UTC). */
  now: Date;
  /** The submitter's name (SUBM NAME), usually the account holder. */
  submitter: string;
  /** The tree's name records: birth names, marriages, divorces, adoptions and changes of name. */
  nameChanges?: readonly NameChange[];
  /** Certificates the applicant has checked: each becomes a SOUR record with what was read off it. */
  sources?: readonly GedcomSource[];
};

/** A checked certificate: whose it is, what it is ('Birth certificate') and what it prints. */
export type GedcomSource = { memberId: string; title: string; check: CertificateCheck };

const SOURCE_ID = 'FBR_CITIZENSHIP';
const SOURCE_NAME = 'FBR Citizenship family tree';
/** GEDCOM 5.5.1 lines may be up to 255 characters; long values go on over CONC lines. */
const MAX_VALUE = 200;
const EOL = '\r\n';

/** A spouse who is not in the tree: only the name the marriage record gives. */
type SpouseOnly = { given: string; surname: string };
type Person = FamilyMember | SpouseOnly;
type Family = {
  xref: string;
  partners: Person[];
  children: FamilyMember[];
  marriage: NameChange | null;
  divorce: NameChange | null;
  /** How the marriage ended, from any partner's record of it (decision 058). */
  end: MarriageEnd | null;
};

const AKA_RANK = { divorce: 0, adoption: 1, legal_change: 2 } as const;
/** NAME TYPE of each other form of a name: GEDCOM 5.5.1's 'aka', and user-defined types for the Irish and English forms. */
export const FORM_TYPE: Record<OtherForm, string> = {
  also_known_as: 'aka',
  irish_form: 'Irish form',
  english_form: 'English form',
};
const FORM_RANK: Record<OtherForm, number> = { also_known_as: 0, irish_form: 1, english_form: 2 };
const dayOf = (date: string | null) => sortDay(date) ?? '9999-99-99';

export function treeToGedcom(members: FamilyMember[], opts: GedcomExportOptions): string {
  const lines: string[] = [];
  const line = (level: number, tag: string, value?: string | null, xref?: string) => {
    writeLine(lines, level, tag, value ?? null, xref);
  };

  const self = members.find((m) => m.relationship === 'self') ?? null;
  const parents = sortPeople(members.filter((m) => m.relationship === 'parent')).slice(0, 2);
  const siblings = sortPeople(
    members.filter((m) => m.relationship === 'sibling' || (m.relationship === 'self' && m !== self)),
    false,
  );
  const linkedTo = (relationship: 'grandparent' | 'great_grandparent') => (child: FamilyMember) =>
    sortPeople(members.filter((m) => m.relationship === relationship && m.parentId === child.id)).slice(0, 2);
  const grandparentsOf = linkedTo('grandparent');
  const greatGrandparentsOf = linkedTo('great_grandparent');
  const grandparents = parents.flatMap(grandparentsOf);

  const ordered: FamilyMember[] = [
    ...(self ? [self] : []),
    ...parents,
    ...grandparents,
    ...grandparents.flatMap(greatGrandparentsOf),
    ...siblings,
  ];
  for (const m of sortPeople(members, false)) if (!ordered.includes(m)) ordered.push(m);
  const byId = new Map(ordered.map((m) => [m.id, m]));

  const families: Family[] = [];
  const newFamily = (partners: Person[], children: FamilyMember[]): Family => {
    const f: Family = {
      xref: `@F${families.length + 1}@`,
      partners,
      children,
      marriage: null,
      divorce: null,
      end: null,
    };
    families.push(f);
    return f;
  };
  const children = [...(self ? [self] : []), ...siblings];
  if (parents.length > 0 || children.length > 1) newFamily(parents, children);
  const addParentsOf = (child: FamilyMember, ofChild: FamilyMember[]) => {
    if (ofChild.length > 0) newFamily(ofChild, [child]);
  };
  for (const parent of parents) addParentsOf(parent, grandparentsOf(parent));
  for (const grandparent of grandparents) addParentsOf(grandparent, greatGrandparentsOf(grandparent));

  // Name records, in an order that depends only on what they hold.
  const rank = new Map(ordered.map((m, i) => [m, i]));
  const changes = [...(opts.nameChanges ?? [])]
    .filter((c) => byId.has(c.familyMemberId))
    .sort(
      (a, b) =>
        rank.get(byId.get(a.familyMemberId)!)! - rank.get(byId.get(b.familyMemberId)!)! ||
        dayOf(a.changeDate).localeCompare(dayOf(b.changeDate)) ||
        changeKey(a).localeCompare(changeKey(b)),
    );

  // Marriages and divorces become families: the lineage family of the couple when there is one.
  const spouseOnlyOf = new Map<Family, SpouseOnly>();
  const samePartners = (f: Family, a: Person, b: Person | null) =>
    f.partners.includes(a) &&
    (b === null ? f.partners.length === 1 : f.partners.includes(b) && f.partners.length === 2);
  const spouseFor = (c: NameChange): { member: FamilyMember | null; name: string } => {
    const member = c.spouseFamilyMemberId ? (byId.get(c.spouseFamilyMemberId) ?? null) : null;
    const name = `${c.spouseFirstName?.trim() ?? ''} ${c.spouseLastName?.trim() ?? ''}`.trim().toLowerCase();
    return { member, name };
  };
  const familyOf = (c: NameChange, kind: 'marriage' | 'divorce'): Family => {
    const holder = byId.get(c.familyMemberId)!;
    const spouse = spouseFor(c);
    const matches = families.filter((f) => {
      if (spouse.member) return samePartners(f, holder, spouse.member);
      const only = spouseOnlyOf.get(f);
      if (!only && spouse.name === '') return samePartners(f, holder, null);
      return (
        only !== undefined &&
        f.partners.includes(holder) &&
        `${only.given} ${only.surname}`.trim().toLowerCase() === spouse.name
      );
    });
    const free =
      kind === 'marriage'
        ? matches.find((f) => f.marriage === null || (f.marriage.changeDate === c.changeDate && f.marriage !== c))
        : (matches.find((f) => f.divorce === null && f.marriage !== null) ?? matches.find((f) => f.divorce === null));
    if (free) return free;
    if (spouse.member) return newFamily([holder, spouse.member], []);
    if (spouse.name === '') return newFamily([holder], []);
    const only: SpouseOnly = {
      given: nameText(c.spouseFirstName ?? ''),
      surname: nameText(c.spouseLastName ?? ''),
    };
    const f = newFamily([holder, only], []);
    spouseOnlyOf.set(f, only);
    return f;
  };
  const marriageFamily = new Map<NameChange, Family>();
  for (const c of changes.filter((x) => x.changeType === 'marriage')) {
    const f = familyOf(c, 'marriage');
    f.marriage ??= c;
    f.end ??= c.marriageEnd ?? null;
    marriageFamily.set(c, f);
  }
  const divorceFamily = new Map<NameChange, Family>();
  for (const c of changes.filter((x) => x.changeType === 'divorce')) {
    const f = familyOf(c, 'divorce');
    f.divorce ??= c;
    divorceFamily.set(c, f);
  }

  // Everyone gets a short xref (member ids may be UUIDs, longer than GEDCOM's 20 characters).
  const spousesOnly = families.flatMap((f) => (spouseOnlyOf.has(f) ? [spouseOnlyOf.get(f)!] : []));
  const xrefOf = new Map<Person, string>([...ordered, ...spousesOnly].map((p, i) => [p, `@I${i + 1}@`]));
  const sources = [...(opts.sources ?? [])]
    .filter((x) => byId.has(x.memberId))
    .sort(
      (a, b) =>
        rank.get(byId.get(a.memberId)!)! - rank.get(byId.get(b.memberId)!)! ||
        a.title.localeCompare(b.title) ||
        checkText(a.check).localeCompare(checkText(b.check)),
    );
  const sourceXref = new Map(sources.map((x, i) => [x, `@S${i + 1}@`]));

  const famc = new Map<Person, string>();
  const fams = new Map<Person, Family[]>();
  for (const f of families) {
    for (const c of f.children) famc.set(c, f.xref);
    for (const p of f.partners) fams.set(p, [...(fams.get(p) ?? []), f]);
  }
  // A person's families in the order of their marriages (a family without one first), so that
  // married names, written in this order, read as the person's history.
  const familyDay = (f: Family) => (f.marriage || f.divorce ? dayOf((f.marriage ?? f.divorce)!.changeDate) : '');
  for (const [p, list] of fams) {
    fams.set(
      p,
      [...list].sort((a, b) => familyDay(a).localeCompare(familyDay(b)) || families.indexOf(a) - families.indexOf(b)),
    );
  }

  // Header (GEDCOM 5.5.1 requires SOUR, SUBM, GEDC, CHAR).
  line(0, 'HEAD');
  line(1, 'SOUR', SOURCE_ID);
  line(2, 'NAME', SOURCE_NAME);
  line(1, 'DATE', gedcomDateOf(opts.now));
  line(2, 'TIME', opts.now.toISOString().slice(11, 19));
  line(1, 'SUBM', '@U1@');
  line(1, 'GEDC');
  line(2, 'VERS', '5.5.1');
  line(2, 'FORM', 'LINEAGE-LINKED');
  line(1, 'CHAR', 'UTF-8');
  line(0, 'SUBM', null, '@U1@');
  line(1, 'NAME', oneLine(opts.submitter) || 'Unknown');

  const event = (level: number, tag: string, date: string | null, place: string | null, always = false) => {
    const gedcomDate = recordDateToGedcom(date);
    if (!gedcomDate && !place && !always) return;
    line(level, tag, gedcomDate || place ? null : 'Y');
    if (gedcomDate) line(level + 1, 'DATE', gedcomDate);
    if (place) line(level + 1, 'PLAC', place);
  };
  const nameLines = (given: string, surname: string, type: string | null) => {
    line(1, 'NAME', `${given} /${surname}/`.trim());
    if (given) line(2, 'GIVN', given);
    if (surname) line(2, 'SURN', surname);
    if (type) line(2, 'TYPE', type);
  };

  for (const m of ordered) {
    line(0, 'INDI', null, xrefOf.get(m));
    const given = nameText(m.firstName);
    const surname = nameText(m.lastName);
    const own = changes.filter((c) => c.familyMemberId === m.id);
    nameLines(given, surname, null);
    // A name record's given names, or the member's when it records none (docs/decisions/058-marriages-and-names-as-records.md).
    const givenOf = (c: NameChange | undefined) => nameText(c?.givenNames ?? '') || given;
    const birth = own.find((c) => c.changeType === 'birth');
    const birthSurname = nameText(birth?.surnameAfterChange ?? birth?.surnameBeforeChange ?? '');
    if (birthSurname && (birthSurname.toLowerCase() !== surname.toLowerCase() || givenOf(birth) !== given)) {
      nameLines(givenOf(birth), birthSurname, 'birth');
    }
    const myFamilies = fams.get(m) ?? [];
    const married = own
      .filter((c) => c.changeType === 'marriage' && nameText(c.surnameAfterChange ?? ''))
      .sort((a, b) => myFamilies.indexOf(marriageFamily.get(a)!) - myFamilies.indexOf(marriageFamily.get(b)!));
    for (const c of married) nameLines(givenOf(c), nameText(c.surnameAfterChange ?? ''), 'married');
    // Divorces, adoptions and changes of name, each with its name (NAME TYPE aka) in the order to-tree pairs them.
    const otherChanges = own
      .filter((c) => c.changeType === 'divorce' || c.changeType === 'adoption' || c.changeType === 'legal_change')
      .map((c, i) => ({
        c,
        order: c.changeType === 'divorce' ? myFamilies.indexOf(divorceFamily.get(c)!) : 1000 + i,
      }))
      .sort(
        (a, b) =>
          dayOf(a.c.changeDate).localeCompare(dayOf(b.c.changeDate)) ||
          AKA_RANK[a.c.changeType as keyof typeof AKA_RANK] - AKA_RANK[b.c.changeType as keyof typeof AKA_RANK] ||
          a.order - b.order,
      )
      .map((x) => x.c);
    for (const c of otherChanges) {
      const after = nameText(c.surnameAfterChange ?? '');
      if (after || nameText(c.givenNames ?? '')) nameLines(givenOf(c), after, 'aka');
    }
    // Other forms of the name after the changes: also known as (aka, after the changes' own), then the Irish and English forms (user-defined types).
    const forms = own
      .filter((c) => isOtherForm(c.changeType))
      .map((c) => ({ c, given: givenOf(c), surname: nameText(c.surnameAfterChange ?? '') || birthSurname || surname }))
      .sort(
        (a, b) =>
          FORM_RANK[a.c.changeType as OtherForm] - FORM_RANK[b.c.changeType as OtherForm] ||
          `${a.given} ${a.surname}`.localeCompare(`${b.given} ${b.surname}`),
      );
    for (const f of forms) nameLines(f.given, f.surname, FORM_TYPE[f.c.changeType as OtherForm]);
    line(1, 'SEX', sexOf(m.gender));
    const birthPlace = placeText(m.birthPlace, m.birthCountry ?? (m.isIrishBorn ? 'Ireland' : null));
    event(1, 'BIRT', m.birthDate, birthPlace);
    const deathPlace = placeText(m.deathPlace, m.deathCountry);
    // 'DEAT Y' (GEDCOM 5.5.1): the death happened, details unknown.
    event(1, 'DEAT', m.deathDate, deathPlace, m.isDeceased);
    for (const c of otherChanges) {
      const place = placeText(c.changePlace, c.changeCountry);
      if (c.changeType === 'adoption') event(1, 'ADOP', c.changeDate, place, true);
      if (c.changeType === 'legal_change') {
        line(1, 'EVEN');
        line(2, 'TYPE', 'Change of name');
        const d = recordDateToGedcom(c.changeDate);
        if (d) line(2, 'DATE', d);
        if (place) line(2, 'PLAC', place);
      }
    }
    const famcRef = famc.get(m);
    if (famcRef) line(1, 'FAMC', famcRef);
    if (famcRef && m === self && parents.length > 0 && parents.every((p) => p.isAdoptiveParent)) {
      line(2, 'PEDI', 'adopted');
    }
    for (const f of myFamilies) line(1, 'FAMS', f.xref);
    if (m.notes && m.notes.trim() !== '') line(1, 'NOTE', m.notes.trim());
    for (const source of sources.filter((x) => x.memberId === m.id)) line(1, 'SOUR', sourceXref.get(source));
  }
  for (const spouse of spousesOnly) {
    line(0, 'INDI', null, xrefOf.get(spouse));
    nameLines(spouse.given, spouse.surname, null);
    for (const f of fams.get(spouse) ?? []) line(1, 'FAMS', f.xref);
  }

  for (const f of families) {
    line(0, 'FAM', null, f.xref);
    const [husband, wife] = husbandAndWife(f.partners);
    if (husband) line(1, 'HUSB', xrefOf.get(husband));
    if (wife) line(1, 'WIFE', xrefOf.get(wife));
    for (const c of f.children) line(1, 'CHIL', xrefOf.get(c));
    if (f.marriage) {
      event(1, 'MARR', f.marriage.changeDate, placeText(f.marriage.changePlace, f.marriage.changeCountry), true);
    }
    // A divorce that gave a name is a name record too; one that did not, and an annulment, are the
    // marriage's end. A marriage that ended with a death needs no event: the DEAT says it.
    if (f.divorce) {
      event(1, 'DIV', f.divorce.changeDate, placeText(f.divorce.changePlace, f.divorce.changeCountry), true);
    } else if (f.end?.kind === 'divorce') {
      event(1, 'DIV', f.end.date, placeText(f.end.place, f.end.country), true);
    }
    if (f.end?.kind === 'annulment') event(1, 'ANUL', f.end.date, placeText(f.end.place, f.end.country), true);
  }

  for (const source of sources) {
    line(0, 'SOUR', null, sourceXref.get(source));
    line(1, 'TITL', oneLine(source.title));
    line(1, 'TEXT', checkText(source.check));
  }

  line(0, 'TRLR');
  return lines.join(EOL) + EOL;
}

/** What was read off a certificate, one fact a line. */
function checkText(check: CertificateCheck): string {
  const date = check.eventDate ? (recordDateToGedcom(check.eventDate) ?? check.eventDate) : null;
  return [
    `Name: ${oneLine(`${check.firstNames} ${check.surname}`)}`,
    date ? `Date: ${oneLine(date)}` : null,
    check.eventPlace ? `Place: ${oneLine(check.eventPlace)}` : null,
    check.fatherName ? `Father: ${oneLine(check.fatherName)}` : null,
    check.motherName ? `Mother: ${oneLine(check.motherName)}` : null,
    check.spouseName ? `Spouse: ${oneLine(check.spouseName)}` : null,
    check.longForm === true ? 'Long form (names the parents)' : check.longForm === false ? 'Short form' : null,
    check.issuer === 'church' ? 'Issued by a church' : 'Issued by the civil registration office',
    check.photocopy ? 'A photocopy' : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Members in an order that does not depend on how they were stored: men, women, then others
 * (for a couple), each by birth date and name.
 */
function sortPeople(people: FamilyMember[], bySex = true): FamilyMember[] {
  const sex = { male: 0, female: 1, other: 2 };
  return [...people].sort(
    (a, b) =>
      (bySex ? sex[a.gender] - sex[b.gender] : 0) ||
      dayOf(a.birthDate).localeCompare(dayOf(b.birthDate)) ||
      a.firstName.localeCompare(b.firstName) ||
      a.lastName.localeCompare(b.lastName) ||
      (a.birthPlace ?? '').localeCompare(b.birthPlace ?? ''),
  );
}

function changeKey(c: NameChange): string {
  return [
    c.changeType,
    c.changeDate ?? '',
    c.surnameAfterChange ?? '',
    c.surnameBeforeChange ?? '',
    c.changePlace ?? '',
    c.spouseFirstName ?? '',
    c.spouseLastName ?? '',
  ].join('\u0000');
}

/**
 * One GEDCOM line per text line: new lines become CONT, long lines are split over CONC at a
 * point that is not next to a space (readers trim spaces at line ends). '@' is written '@@'
 * except in pointers.
 */
function writeLine(out: string[], level: number, tag: string, value: string | null, xref?: string): void {
  const head = `${level}${xref ? ` ${xref}` : ''} ${tag}`;
  if (value === null || value === '') {
    out.push(head);
    return;
  }
  const isPointer = /^@[^@ ]+@$/.test(value);
  const text = isPointer ? value : value.replaceAll('@', '@@');
  const [first = '', ...rest] = text.split(/\r\n|\r|\n/);
  const pushChunks = (prefix: string, s: string) => {
    const chunks = splitForConc(s);
    out.push(chunks[0] ? `${prefix} ${chunks[0]}` : prefix);
    for (const c of chunks.slice(1)) out.push(`${level + 1} CONC ${c}`);
  };
  pushChunks(head, first);
  for (const r of rest) pushChunks(`${level + 1} CONT`, r);
}

function splitForConc(s: string): string[] {
  const chunks: string[] = [];
  let rest = s;
  while (rest.length > MAX_VALUE) {
    let cut = MAX_VALUE;
    while (cut > 1 && (rest[cut - 1] === ' ' || rest[cut] === ' ')) cut--;
    // Do not split a surrogate pair.
    if (/[\uD800-\uDBFF]/.test(rest[cut - 1] ?? '')) cut--;
    chunks.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  chunks.push(rest);
  return chunks;
}

function husbandAndWife(partners: Person[]): [Person | null, Person | null] {
  // A male partner is HUSB, a female WIFE; anyone else fills the free slot (HUSB first). A spouse
  // who is not in the tree takes the slot their partner leaves.
  const genderOf = (p: Person) => ('gender' in p ? p.gender : null);
  let husband = partners.find((p) => genderOf(p) === 'male') ?? null;
  let wife = partners.find((p) => genderOf(p) === 'female' && p !== husband) ?? null;
  for (const p of partners) {
    if (p === husband || p === wife) continue;
    if (!husband) husband = p;
    else if (!wife) wife = p;
  }
  return [husband, wife];
}

function sexOf(gender: Gender): 'M' | 'F' | 'U' {
  return gender === 'male' ? 'M' : gender === 'female' ? 'F' : 'U';
}

/**
 * 'Castlebar, Co. Mayo' + 'Ireland' → 'Castlebar, Co. Mayo, Ireland'. The country is not added
 * when the place already ends with it, under any name and with or without a comma before it
 * ('Toronto, Ontario Canada', 'Boston, Massachusetts, USA' is in the United States, 'Belfast,
 * Antrim, Ireland' in Northern Ireland).
 */
function placeText(place: string | null, country: string | null): string | null {
  const p = oneLine(place ?? '');
  const c = oneLine(country ?? '');
  if (!p) return c || null;
  if (!c) return p;
  const wanted = countryName(c) ?? c;
  const named = endingCountry(p, c);
  if (named !== null && (named === wanted || placeToCountry(p).country === wanted)) return p;
  return `${p}, ${c}`;
}

/**
 * The country the last words of a place name, as typed in `country` ('Santiago, Chile') or under
 * a name the places module knows ('… Ontario Canada' → 'Canada'); null when they name none.
 */
function endingCountry(place: string, country: string): string | null {
  const words = (place.split(',').pop() ?? '').trim().split(' ');
  for (let n = Math.min(words.length, 6); n >= 1; n--) {
    const tail = words.slice(words.length - n).join(' ');
    if (tail.toLowerCase() === country.toLowerCase()) return countryName(country) ?? country;
    const name = countryName(tail);
    if (name !== null) return name;
  }
  return null;
}

/** Slashes mark the surname in a GEDCOM NAME, so they cannot appear inside a name part. */
function nameText(name: string): string {
  return oneLine(name).replaceAll('/', ' ').replace(/\s+/g, ' ').trim();
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function gedcomDateOf(d: Date): string {
  return recordDateToGedcom(d.toISOString().slice(0, 10)) ?? '';
}
