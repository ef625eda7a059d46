import { formatRecordDate } from '../dates/record-date.ts';
import { gedcomToRecordDate } from './dates.ts';
import { decodeGedcom } from './encoding.ts';

/**
 * A small, tolerant GEDCOM 5.5.1 reader: just what the family-tree import needs.
 *
 * A GEDCOM line is `level [@xref@] TAG [value]`; a value goes on over CONT (new line) and
 * CONC (same line) children. The text is taken as already decoded (the server decodes the
 * upload's bytes by its HEAD CHAR, see encoding.ts). No I/O here.
 */

/** Uploads larger than this are refused by the server before parsing. */
export const MAX_GEDCOM_BYTES = 10 * 1024 * 1024;

export type GedcomErrorCode = 'not-gedcom' | 'malformed' | 'truncated' | 'too-large' | 'no-people' | 'unknown-person';

/** A file the import cannot use. `message` is written for the person who uploaded it. */
export class GedcomError extends Error {
  readonly code: GedcomErrorCode;
  /** 1-based line number in the file, when one line is to blame. */
  readonly line: number | null;
  constructor(code: GedcomErrorCode, message: string, line: number | null = null) {
    super(message);
    this.name = 'GedcomError';
    this.code = code;
    this.line = line;
  }
}

export type GedcomSex = 'M' | 'F' | 'U';

/** A birth, death or baptism: the raw GEDCOM date (see dates.ts) and place as written. */
export type GedcomEvent = { date: string | null; place: string | null };

/** One NAME of a person; `type` is its NAME TYPE in lower case ('birth', 'married', 'aka'...), null when untyped. */
export type GedcomName = { given: string | null; surname: string | null; type: string | null };

/** An event that changed a name: an adoption (ADOP) or a change of name (EVEN with TYPE 'Change of name'). */
export type GedcomNameEvent = GedcomEvent & { kind: 'adoption' | 'legal_change' };

/**
 * Something in the file the product does not keep, in plain words for the import preview:
 * `tag` is the GEDCOM tag it came from (to-tree drops a baptism it used as the birth).
 */
export type GedcomOtherFact = { tag: string; text: string };

export type GedcomIndividual = {
  /** The record's xref without the @ signs: `@I12@` is `I12`. */
  xref: string;
  /** Given names as written, null when the file has none. */
  given: string | null;
  surname: string | null;
  sex: GedcomSex;
  birth: GedcomEvent | null;
  /** Baptism or christening (CHR, BAPM), which old Irish records often have instead of a birth. */
  baptism: GedcomEvent | null;
  death: GedcomEvent | null;
  /** True when the file has any DEAT, BURI or CREM record for the person, even without details. */
  deceased: boolean;
  /** Families the person is a child in (FAMC), in file order. */
  famc: string[];
  /** PEDI of a FAMC link ('birth', 'adopted', 'foster', ...) by family xref, where the file gives one. */
  famcPedigree: Record<string, string>;
  /** Families the person is a spouse or partner in (FAMS). */
  fams: string[];
  /** Every NAME, in file order (the first is `given` and `surname`). */
  names: GedcomName[];
  /** Adoptions and changes of name, in file order. */
  nameEvents: GedcomNameEvent[];
  /** The person's notes (NOTE, with NOTE records they point to), in file order. */
  notes: string[];
  /** What the product does not keep about the person. */
  otherFacts: GedcomOtherFact[];
};

export type GedcomFamily = {
  xref: string;
  husband: string | null;
  wife: string | null;
  children: string[];
  /** The marriage (MARR), null when the file records none. */
  marriage: GedcomEvent | null;
  /** The divorce (DIV), null when the file records none. */
  divorce: GedcomEvent | null;
  /** The annulment (ANUL), null when the file records none. */
  annulment: GedcomEvent | null;
  /** What the product does not keep about the family (engagement, banns, notes, sources...). */
  otherFacts: GedcomOtherFact[];
};

export type GedcomFile = {
  /** HEAD SOUR: the program that wrote the file, e.g. 'Ancestry.com'. */
  source: string | null;
  /** HEAD GEDC VERS, e.g. '5.5.1'. */
  version: string | null;
  /** HEAD CHAR as declared, e.g. 'UTF-8' or 'ANSEL'. */
  charset: string | null;
  individuals: GedcomIndividual[];
  families: GedcomFamily[];
  /** Things the reader tolerated, for the person to check. */
  warnings: string[];
};

/** One parsed line with its subordinate lines. */
type Node = {
  level: number;
  xref: string | null;
  tag: string;
  /** Raw value including CONC/CONT, null when the line had none. */
  value: string | null;
  line: number;
  children: Node[];
};

// level, optional @xref@, tag, optional value after one delimiter space.
const LINE = /^(\d{1,2}) +(?:(@[^@ ]+@) +)?([A-Za-z0-9_]+)(?: (.*))?$/;
const POINTER = /^@([^@ ]+)@$/;

/** Reads GEDCOM text into individuals and families. Throws `GedcomError` for files it cannot use. */
export function parseGedcom(text: string): GedcomFile {
  if (text.length > MAX_GEDCOM_BYTES) {
    throw new GedcomError('too-large', 'This file is too large. GEDCOM files of up to 10 MB can be imported.');
  }
  const warnings: string[] = [];
  const roots = readNodes(text, warnings);

  const head = roots[0];
  const source = childValue(head, 'SOUR');
  const gedc = child(head, 'GEDC');
  const version = gedc ? childValue(gedc, 'VERS') : null;
  const charset = childValue(head, 'CHAR');
  if (text.includes('\uFFFD')) {
    warnings.push(
      `Some characters in this file could not be read${charset ? ` (it says it uses ${charset})` : ''}. ` +
        'Check names and places with accents, or export the file again as UTF-8.',
    );
  }

  const individuals: GedcomIndividual[] = [];
  const families: GedcomFamily[] = [];
  const seen = new Set<string>();
  const noteRecords = new Map<string, string>();
  for (const node of roots) {
    if (node.tag === 'NOTE' && node.xref)
      noteRecords.set(stripAt(node.xref), (node.value ?? '').replaceAll('@@', '@').trim());
  }
  for (const node of roots) {
    if (node.tag !== 'INDI' && node.tag !== 'FAM') continue;
    const xref = node.xref ? stripAt(node.xref) : null;
    if (!xref) {
      warnings.push(
        `A ${node.tag === 'INDI' ? 'person' : 'family'} record on line ${node.line} has no identifier and was skipped.`,
      );
      continue;
    }
    if (seen.has(`${node.tag}:${xref}`)) {
      warnings.push(`The identifier @${xref}@ is used twice (line ${node.line}); only the first record was read.`);
      continue;
    }
    seen.add(`${node.tag}:${xref}`);
    if (node.tag === 'INDI') individuals.push(readIndividual(node, xref, noteRecords));
    else families.push(readFamily(node, xref, warnings));
  }
  if (individuals.length === 0) {
    throw new GedcomError('no-people', 'This GEDCOM file has no people in it.');
  }
  return { source, version, charset, individuals, families, warnings };
}

/** The text of uploaded bytes, by the file's declared character set: see `decodeGedcom` in encoding.ts. */
export function decodeGedcomBytes(bytes: Uint8Array): string {
  return decodeGedcom(bytes).text;
}

function readNodes(text: string, warnings: string[]): Node[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const roots: Node[] = [];
  const stack: Node[] = [];
  let sawHead = false;
  let sawTrailer = false;
  let lastNode: Node | null = null;
  let strayLines = 0;

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const lineNo = i + 1;
    const trimmed = raw.replace(/^[ \t]+/, '');
    if (trimmed.trim() === '') continue;
    const match = LINE.exec(trimmed);

    if (!sawHead) {
      if (!match || match[1] !== '0' || match[3]?.toUpperCase() !== 'HEAD') {
        throw new GedcomError('not-gedcom', 'This file is not a GEDCOM file (it has no header).', lineNo);
      }
    }
    if (sawTrailer) {
      // Some programs pad the end of the file; anything after TRLR is ignored.
      break;
    }
    if (!match) {
      // A line that starts like a GEDCOM line but is not one ('0 @I 1@ INDI') would put its
      // children under the wrong record, so it is refused rather than guessed at.
      if (!lastNode || /^\d{1,2}\s/.test(trimmed)) {
        throw new GedcomError(
          'malformed',
          `This GEDCOM file is damaged: line ${lineNo} is not a valid GEDCOM line. Export the file again from your family tree program.`,
          lineNo,
        );
      }
      // A value that ran on to a new line without CONT: keep it as a continuation.
      lastNode.value = `${lastNode.value ?? ''}\n${raw.trim()}`;
      strayLines++;
      continue;
    }

    const level = Number(match[1]);
    const tag = (match[3] ?? '').toUpperCase();
    const value = match[4] ?? null;
    const node: Node = { level, xref: match[2] ?? null, tag, value, line: lineNo, children: [] };

    if (level > stack.length) {
      throw new GedcomError(
        'malformed',
        `This GEDCOM file is damaged: line ${lineNo} jumps to level ${level} without a parent line. Export the file again from your family tree program.`,
        lineNo,
      );
    }
    stack.length = level;

    if (tag === 'CONT' || tag === 'CONC') {
      const parent = stack[level - 1];
      if (!parent) throw new GedcomError('malformed', `Line ${lineNo} of this file continues nothing.`, lineNo);
      parent.value = `${parent.value ?? ''}${tag === 'CONT' ? '\n' : ''}${value ?? ''}`;
      continue; // CONT/CONC have no children of their own, and the parent stays open.
    }

    if (level === 0) {
      roots.push(node);
      if (tag === 'HEAD') sawHead = true;
      if (tag === 'TRLR') sawTrailer = true;
    } else {
      stack[level - 1]?.children.push(node);
    }
    stack.push(node);
    lastNode = node;
  }

  if (!sawHead) throw new GedcomError('not-gedcom', 'This file is not a GEDCOM file (it has no header).');
  if (!sawTrailer) {
    throw new GedcomError(
      'truncated',
      'This GEDCOM file seems to be cut short: it does not end with a trailer line (0 TRLR). Export it again and upload the whole file.',
    );
  }
  if (strayLines > 0) {
    const [count, verb] = strayLines === 1 ? ['1 line', 'was'] : [`${strayLines} lines`, 'were'];
    warnings.push(
      `${count} of this file did not follow the GEDCOM layout and ${verb} read as part of the line before.`,
    );
  }
  return roots;
}

function readIndividual(node: Node, xref: string, noteRecords: Map<string, string>): GedcomIndividual {
  const { given, surname } = readName(child(node, 'NAME'));
  const names = node.children
    .filter((c) => c.tag === 'NAME')
    .map((n) => ({ ...readName(n), type: clean(childValue(n, 'TYPE'))?.toLowerCase() ?? null }));
  const famc: string[] = [];
  const famcPedigree: Record<string, string> = {};
  const fams: string[] = [];
  for (const c of node.children) {
    if (c.tag !== 'FAMC' && c.tag !== 'FAMS') continue;
    const ref = pointer(c.value);
    if (!ref) continue;
    const list = c.tag === 'FAMC' ? famc : fams;
    if (list.includes(ref)) continue;
    list.push(ref);
    const pedigree = c.tag === 'FAMC' ? childValue(c, 'PEDI') : null;
    if (pedigree) famcPedigree[ref] = pedigree.toLowerCase();
  }
  return {
    xref,
    given,
    surname,
    sex: readSex(childValue(node, 'SEX')),
    birth: readEvent(node, ['BIRT']),
    baptism: readEvent(node, ['CHR', 'BAPM']),
    death: readEvent(node, ['DEAT']),
    deceased: node.children.some((c) => c.tag === 'DEAT' || c.tag === 'BURI' || c.tag === 'CREM'),
    famc,
    famcPedigree,
    fams,
    names,
    nameEvents: readNameEvents(node),
    notes: node.children
      .filter((c) => c.tag === 'NOTE')
      .map((c) => {
        const ref = pointer(c.value);
        return ref ? (noteRecords.get(ref) ?? null) : text(c.value);
      })
      .filter((n): n is string => n !== null && n !== ''),
    otherFacts: otherFactsOf(node, INDIVIDUAL_KEPT),
  };
}

const CHANGE_OF_NAME = /^(change of name|name change|changed name|legal name change|deed poll)$/i;

function readNameEvents(node: Node): GedcomNameEvent[] {
  return node.children
    .filter((c) => c.tag === 'ADOP' || (c.tag === 'EVEN' && CHANGE_OF_NAME.test(childValue(c, 'TYPE') ?? '')))
    .map((c) => ({
      kind: c.tag === 'ADOP' ? ('adoption' as const) : ('legal_change' as const),
      date: clean(childValue(c, 'DATE')),
      place: clean(childValue(c, 'PLAC')),
    }));
}

/** Record keeping (ids, change dates) that says nothing about the family. */
const ADMINISTRATIVE = new Set(['CHAN', 'RIN', 'REFN', 'RFN', 'AFN', 'UID', '_UID', 'SUBM', 'ANCI', 'DESI', 'RESN']);

/** Tags of a person the product keeps (or reads: DEAT, BURI and CREM say the person died). */
const INDIVIDUAL_KEPT = new Set(['NAME', 'SEX', 'BIRT', 'DEAT', 'FAMC', 'FAMS', 'NOTE']);
const FAMILY_KEPT = new Set(['HUSB', 'WIFE', 'CHIL', 'MARR', 'DIV', 'ANUL']);

/** Events the product keeps the date and place of. */
const KEPT_EVENT_PARTS = new Set(['DATE', 'PLAC']);

const LABELS: Record<string, string> = {
  BIRT: 'Another birth record',
  DEAT: 'Another death record',
  CHR: 'Christening',
  BAPM: 'Baptism',
  CONF: 'Confirmation',
  FCOM: 'First communion',
  BARM: 'Bar mitzvah',
  BASM: 'Bat mitzvah',
  BLES: 'Blessing',
  BURI: 'Burial',
  CREM: 'Cremation',
  ADOP: 'Adoption',
  RESI: 'Residence',
  OCCU: 'Occupation',
  EDUC: 'Education',
  GRAD: 'Graduation',
  RETI: 'Retirement',
  CENS: 'Census',
  EMIG: 'Emigration',
  IMMI: 'Immigration',
  NATU: 'Naturalisation',
  NATI: 'Nationality',
  RELI: 'Religion',
  TITL: 'Title',
  PROB: 'Probate',
  WILL: 'Will',
  ORDN: 'Ordination',
  DSCR: 'Description',
  PROP: 'Property',
  CAST: 'Caste',
  NCHI: 'Number of children',
  NMR: 'Number of marriages',
  SSN: 'Social security number',
  IDNO: 'Identity number',
  EVEN: 'Event',
  FACT: 'Fact',
  ASSO: 'Associated person',
  ALIA: 'Alias',
  ENGA: 'Engagement',
  MARB: 'Marriage banns',
  MARC: 'Marriage contract',
  MARL: 'Marriage licence',
  MARS: 'Marriage settlement',
  ANUL: 'Annulment',
  DIVF: 'Divorce filed',
  _MILT: 'Military service',
  _MIL: 'Military service',
  _DCAUSE: 'Cause of death',
  _DEG: 'Degree',
};

/**
 * What a record holds that the product does not keep, in plain words: every fact and event not in
 * `kept`, each source citation and media object counted, and the details of kept events beyond
 * their date and place.
 */
function otherFactsOf(node: Node, kept: Set<string>): GedcomOtherFact[] {
  const facts: GedcomOtherFact[] = [];
  let sources = 0;
  let media = 0;
  const countBelow = (n: Node) => {
    for (const c of n.children) {
      if (c.tag === 'SOUR') sources++;
      else if (c.tag === 'OBJE') media++;
      else countBelow(c);
    }
  };
  const seenKept = new Map<string, number>();
  for (const c of node.children) {
    if (ADMINISTRATIVE.has(c.tag)) continue;
    if (c.tag === 'SOUR') {
      sources++;
      continue;
    }
    if (c.tag === 'OBJE') {
      media++;
      continue;
    }
    if (kept.has(c.tag)) {
      const nth = (seenKept.get(c.tag) ?? 0) + 1;
      seenKept.set(c.tag, nth);
      if (['BIRT', 'DEAT', 'MARR', 'DIV', 'ANUL'].includes(c.tag)) {
        if (nth > 1 && (c.tag === 'BIRT' || c.tag === 'DEAT')) {
          facts.push({ tag: c.tag, text: describe(c) });
          countBelow(c);
          continue;
        }
        for (const part of c.children) {
          if (KEPT_EVENT_PARTS.has(part.tag)) continue;
          if (part.tag === 'SOUR') sources++;
          else if (part.tag === 'OBJE') media++;
          else if (!ADMINISTRATIVE.has(part.tag)) facts.push({ tag: c.tag, text: eventDetail(c.tag, part) });
          countBelow(part);
        }
      } else if (c.tag === 'NAME') {
        countBelow(c);
      } else if (c.tag === 'FAMC' || c.tag === 'FAMS' || c.tag === 'CHIL') {
        // Pedigree and relationship notes on a link are read where they matter (PEDI) or not kept.
      }
      continue;
    }
    // Name events are read with the names (readNameEvents); to-tree lists those it cannot pair.
    if (c.tag === 'ADOP' || (c.tag === 'EVEN' && CHANGE_OF_NAME.test(childValue(c, 'TYPE') ?? ''))) {
      countBelow(c);
      continue;
    }
    facts.push({ tag: c.tag, text: describe(c) });
    countBelow(c);
  }
  if (sources > 0)
    facts.push({ tag: 'SOUR', text: sources === 1 ? '1 source citation' : `${sources} source citations` });
  if (media > 0)
    facts.push({ tag: 'OBJE', text: media === 1 ? '1 photo or other media' : `${media} photos or other media` });
  return facts;
}

/** 'Occupation: Electrician', 'Residence: 2011, Didsbury, Manchester, England'. */
function describe(n: Node): string {
  const label =
    n.tag === 'EVEN' || n.tag === 'FACT'
      ? (clean(childValue(n, 'TYPE')) ?? LABELS[n.tag] ?? n.tag)
      : (LABELS[n.tag] ??
        (n.tag.startsWith('_')
          ? `A detail only the program that wrote the file uses (${n.tag.slice(1)})`
          : `'${n.tag}' record`));
  const value = n.value && !pointer(n.value) && n.value.trim().toUpperCase() !== 'Y' ? clip(text(n.value)) : null;
  const parts = [value, dateWords(childValue(n, 'DATE')), clip(clean(childValue(n, 'PLAC')))].filter(Boolean);
  return parts.length > 0 ? `${label}: ${parts.join(', ')}` : label;
}

/** A date in words when it reads as one ('23 November 1990', 'about 1901'), else as the file writes it. */
export function dateWords(raw: string | null): string | null {
  const date = clean(raw);
  if (date === null) return null;
  return formatRecordDate(gedcomToRecordDate(date).value) || date;
}

function eventDetail(eventTag: string, part: Node): string {
  const of =
    { BIRT: 'the birth', DEAT: 'the death', MARR: 'the marriage', DIV: 'the divorce', ANUL: 'the annulment' }[
      eventTag
    ] ?? 'the event';
  const value = clip(text(part.value));
  const what: Record<string, string> = {
    CAUS: 'Cause',
    AGE: 'Age',
    ADDR: 'Address',
    NOTE: 'A note',
    TYPE: 'Kind',
    AGNC: 'Registered by',
    HUSB: "The husband's age",
    WIFE: "The wife's age",
  };
  const label = what[part.tag] ?? `'${part.tag}'`;
  return `${label} of ${of}${value ? `: ${value}` : ''}`;
}

function clip(value: string | null): string | null {
  if (value === null) return null;
  const one = value.replace(/\s+/g, ' ').trim();
  return one.length > 80 ? `${one.slice(0, 79)}…` : one;
}

function readFamily(node: Node, xref: string, warnings: string[]): GedcomFamily {
  const partner = (tag: 'HUSB' | 'WIFE'): string | null => {
    const refs = node.children
      .filter((c) => c.tag === tag)
      .map((c) => pointer(c.value))
      .filter((r) => r !== null);
    if (refs.length > 1)
      warnings.push(`Family @${xref}@ lists more than one ${tag === 'HUSB' ? 'husband' : 'wife'}; the first was used.`);
    return refs[0] ?? null;
  };
  const children: string[] = [];
  for (const c of node.children) {
    const ref = c.tag === 'CHIL' ? pointer(c.value) : null;
    if (ref && !children.includes(ref)) children.push(ref);
  }
  return {
    xref,
    husband: partner('HUSB'),
    wife: partner('WIFE'),
    children,
    marriage: readEvent(node, ['MARR']),
    divorce: readEvent(node, ['DIV']),
    annulment: readEvent(node, ['ANUL']),
    otherFacts: otherFactsOf(node, FAMILY_KEPT),
  };
}

/** The primary (first) NAME: 'Given names /Surname/ suffix', with GIVN/SURN as fallbacks. */
function readName(name: Node | undefined): { given: string | null; surname: string | null } {
  if (!name) return { given: null, surname: null };
  const value = text(name.value) ?? '';
  let given: string | null;
  let surname: string | null = null;
  const slash = /^([^/]*)\/([^/]*)\/?(.*)$/.exec(value);
  if (slash) {
    given = clean(slash[1]);
    surname = clean(slash[2]);
  } else {
    given = clean(value);
  }
  given ??= clean(childValue(name, 'GIVN'));
  surname ??= clean(childValue(name, 'SURN'));
  return { given, surname };
}

function readSex(value: string | null): GedcomSex {
  const v = value?.trim().toUpperCase() ?? '';
  if (v.startsWith('M')) return 'M';
  if (v.startsWith('F')) return 'F';
  return 'U';
}

/** The first event of these tags that has a date or place, else the first one, else null. */
function readEvent(node: Node, tags: string[]): GedcomEvent | null {
  const events = node.children
    .filter((c) => tags.includes(c.tag))
    .map((c) => ({ date: clean(childValue(c, 'DATE')), place: clean(childValue(c, 'PLAC')) }));
  return events.find((e) => e.date !== null || e.place !== null) ?? events[0] ?? null;
}

function child(node: Node | undefined, tag: string): Node | undefined {
  return node?.children.find((c) => c.tag === tag);
}

function childValue(node: Node | undefined, tag: string): string | null {
  return text(child(node, tag)?.value ?? null);
}

/** A text value with GEDCOM's '@@' escape undone; null when empty. */
function text(value: string | null): string | null {
  if (value === null) return null;
  const v = value.replaceAll('@@', '@').trim();
  return v === '' ? null : v;
}

function clean(value: string | null | undefined): string | null {
  if (value == null) return null;
  const v = value.replace(/\s+/g, ' ').trim();
  return v === '' ? null : v;
}

function pointer(value: string | null): string | null {
  const m = POINTER.exec(value?.trim() ?? '');
  return m?.[1] ?? null;
}

function stripAt(xref: string): string {
  return xref.replace(/^@|@$/g, '');
}
