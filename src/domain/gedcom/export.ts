/**
 * Writes the product's family tree as a GEDCOM 5.5.1 (lineage-linked, UTF-8) file that
 * genealogy programs can import. The clock is passed in (opts.now); no I/O here.
 */
import type { FamilyMember, Gender } from '../tree/family-member.ts';
import { isoToGedcomDate } from './dates.ts';
import { countryName, placeToCountry } from './places.ts';

export type GedcomExportOptions = {
  /** Written as the file's creation date and time (UTC). */
  now: Date;
  /** The submitter's name (SUBM NAME), usually the account holder. */
  submitter: string;
};

const SOURCE_ID = 'FBR_CITIZENSHIP';
const SOURCE_NAME = 'FBR Citizenship family tree';
/** GEDCOM 5.5.1 lines may be up to 255 characters; long values go on over CONC lines. */
const MAX_VALUE = 200;
const EOL = '\r\n';

export function treeToGedcom(members: FamilyMember[], opts: GedcomExportOptions): string {
  const lines: string[] = [];
  const line = (level: number, tag: string, value?: string | null, xref?: string) => {
    writeLine(lines, level, tag, value ?? null, xref);
  };

  const self = members.find((m) => m.relationship === 'self') ?? null;
  const parents = members.filter((m) => m.relationship === 'parent').slice(0, 2);
  const siblings = members.filter((m) => m.relationship === 'sibling' || (m.relationship === 'self' && m !== self));
  const linkedTo = (relationship: 'grandparent' | 'great_grandparent') => (child: FamilyMember) =>
    members.filter((m) => m.relationship === relationship && m.parentId === child.id).slice(0, 2);
  const grandparentsOf = linkedTo('grandparent');
  const greatGrandparentsOf = linkedTo('great_grandparent');
  const grandparents = parents.flatMap(grandparentsOf);

  // Everyone gets a short xref (member ids may be UUIDs, longer than GEDCOM's 20 characters).
  const ordered = [
    ...(self ? [self] : []),
    ...parents,
    ...grandparents,
    ...grandparents.flatMap(greatGrandparentsOf),
    ...siblings,
  ];
  for (const m of members) if (!ordered.includes(m)) ordered.push(m);
  const xrefOf = new Map(ordered.map((m, i) => [m, `@I${i + 1}@`]));

  type Family = { xref: string; partners: FamilyMember[]; children: FamilyMember[] };
  const families: Family[] = [];
  const children = [...(self ? [self] : []), ...siblings];
  if (parents.length > 0 || children.length > 1) families.push({ xref: '@F1@', partners: parents, children });
  const addParentsOf = (child: FamilyMember, ofChild: FamilyMember[]) => {
    if (ofChild.length > 0) families.push({ xref: `@F${families.length + 1}@`, partners: ofChild, children: [child] });
  };
  for (const parent of parents) addParentsOf(parent, grandparentsOf(parent));
  for (const grandparent of grandparents) addParentsOf(grandparent, greatGrandparentsOf(grandparent));
  const famc = new Map<FamilyMember, string>();
  const fams = new Map<FamilyMember, string[]>();
  for (const f of families) {
    for (const c of f.children) famc.set(c, f.xref);
    for (const p of f.partners) fams.set(p, [...(fams.get(p) ?? []), f.xref]);
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

  for (const m of ordered) {
    line(0, 'INDI', null, xrefOf.get(m));
    const given = nameText(m.firstName);
    const surname = nameText(m.lastName);
    line(1, 'NAME', `${given} /${surname}/`.trim());
    if (given) line(2, 'GIVN', given);
    if (surname) line(2, 'SURN', surname);
    line(1, 'SEX', sexOf(m.gender));
    const birthDate = isoToGedcomDate(m.birthDate);
    const birthPlace = placeText(m.birthPlace, m.birthCountry ?? (m.isIrishBorn ? 'Ireland' : null));
    if (birthDate || birthPlace) {
      line(1, 'BIRT');
      if (birthDate) line(2, 'DATE', birthDate);
      if (birthPlace) line(2, 'PLAC', birthPlace);
    }
    const deathDate = isoToGedcomDate(m.deathDate);
    const deathPlace = placeText(m.deathPlace, m.deathCountry);
    if (deathDate || deathPlace) {
      line(1, 'DEAT');
      if (deathDate) line(2, 'DATE', deathDate);
      if (deathPlace) line(2, 'PLAC', deathPlace);
    } else if (m.isDeceased) {
      line(1, 'DEAT', 'Y'); // 5.5.1: the death happened, details unknown.
    }
    const famcRef = famc.get(m);
    if (famcRef) line(1, 'FAMC', famcRef);
    if (famcRef && m === self && parents.length > 0 && parents.every((p) => p.isAdoptiveParent)) {
      line(2, 'PEDI', 'adopted');
    }
    for (const ref of fams.get(m) ?? []) line(1, 'FAMS', ref);
    if (m.notes && m.notes.trim() !== '') line(1, 'NOTE', m.notes.trim());
  }

  for (const f of families) {
    line(0, 'FAM', null, f.xref);
    const [husband, wife] = husbandAndWife(f.partners);
    if (husband) line(1, 'HUSB', xrefOf.get(husband));
    if (wife) line(1, 'WIFE', xrefOf.get(wife));
    for (const c of f.children) line(1, 'CHIL', xrefOf.get(c));
  }

  line(0, 'TRLR');
  return lines.join(EOL) + EOL;
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

function husbandAndWife(partners: FamilyMember[]): [FamilyMember | null, FamilyMember | null] {
  // A male partner is HUSB, a female WIFE; anyone else fills the free slot (HUSB first).
  let husband = partners.find((p) => p.gender === 'male') ?? null;
  let wife = partners.find((p) => p.gender === 'female' && p !== husband) ?? null;
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
 * when the place already ends with it under another name ('Boston, Massachusetts, USA' is in
 * the United States, 'Belfast, Antrim, Ireland' in Northern Ireland).
 */
function placeText(place: string | null, country: string | null): string | null {
  const p = oneLine(place ?? '');
  const c = oneLine(country ?? '');
  if (!p) return c || null;
  if (!c) return p;
  const lastPart = p.split(',').pop()?.trim() ?? '';
  if (lastPart.toLowerCase() === c.toLowerCase()) return p;
  if (countryName(lastPart) !== null && placeToCountry(p).country === c) return p;
  return `${p}, ${c}`;
}

/** Slashes mark the surname in a GEDCOM NAME, so they cannot appear inside a name part. */
function nameText(name: string): string {
  return oneLine(name).replaceAll('/', ' ').replace(/\s+/g, ' ').trim();
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function gedcomDateOf(d: Date): string {
  return isoToGedcomDate(d.toISOString().slice(0, 10)) ?? '';
}
