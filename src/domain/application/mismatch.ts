/**
 * The mismatch rules (issue 21 item 3, decision 034): what a certificate prints, compared with
 * the tree and with the other certificates in the chain. Each flag says what to do; a flag the
 * user resolves with a note stays resolved while its message is the same. Pure.
 */
import { formatRecordDate, isRecordDate, likelyRange } from '../dates/record-date.ts';
import { formatDay, fullName, isoDay } from '../eligibility/wording.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import { CHURCH_BIRTH } from '../documents/checklist.ts';
import { NO_CIVIL_RECORD } from '../documents/fbr-requirements.ts';
import { documentKind, hasCheck, isCheckedKind, isDocumentKind } from '../documents/kinds.ts';
import {
  changesOf,
  marriagesOf,
  previousSurnames,
  surnameChangesOf,
  type NameChange,
} from '../documents/name-change.ts';
import { compareForenames, describeForenames, givenNames } from '../names/compare-forenames.ts';
import {
  documentName,
  namedDocumentOf,
  otherFormWords,
  type DocumentName,
  type OtherFormOfName,
} from '../documents/document-name.ts';
import type { DerivedItem } from './items.ts';
import type { CertificateCheck, FlagCode, FlagKind, ItemKind, MismatchFlag } from './model.ts';
import { sameSpelling, surnameDifference, surnameOf, type SurnameDifference } from './surnames.ts';

export type OpenFlag = Omit<MismatchFlag, 'resolved'>;

export type MismatchContext = {
  members: readonly FamilyMember[];
  nameChanges: readonly NameChange[];
  /** The parent each birth certificate must name: the next person up the chain, by member id. */
  chainParentOf: ReadonlyMap<string, FamilyMember>;
  /** What the chain's birth certificates print, by member id (to compare a parent's name across certificates). */
  birthChecks: ReadonlyMap<string, CertificateCheck>;
  /** Name-change events whose evidence is in hand or checked. */
  evidenceInHand: ReadonlySet<string>;
  /** Every certificate checked so far, by member id: the drafted letter paragraphs say which shows which name. */
  checksOf?: ReadonlyMap<string, readonly { kind: ItemKind; check: CertificateCheck }[]>;
};

type Item = Pick<DerivedItem, 'key' | 'kind' | 'memberId' | 'title' | 'nameChangeId'>;

const flag = (
  code: FlagCode,
  subject: string,
  message: string,
  whatToDo: string,
  kind: FlagKind = 'explain',
): OpenFlag => ({
  id: `${code}:${subject}`,
  code,
  kind,
  message,
  whatToDo,
  draft: null,
});

/** Every mismatch between a certificate's printed details and the tree or the chain's other certificates. */
export function mismatchFlags(item: Item, check: CertificateCheck, ctx: MismatchContext): OpenFlag[] {
  const member = ctx.members.find((m) => m.id === item.memberId);
  if (!member) return [];
  const flags = [
    ...forenameFlags(item, check, member, ctx),
    ...surnameFlags(item, check, member, ctx),
    ...dateFlags(item, check, member, ctx),
    ...parentForenameFlags(item, check, member, ctx),
    ...parentFlags(item, check, member, ctx),
    ...formFlags(item, check),
  ];
  // Every flag a note resolves comes with a paragraph for the covering letter to start from.
  return flags.map((f) =>
    f.kind === 'explain' && f.draft === null ? { ...f, draft: plainDraft(item, member, f) } : f,
  );
}

/**
 * The flags with the user's notes applied: a note resolves an 'explain' flag while its message is
 * unchanged; a 'replace' flag stays open whatever was written (only the right document clears it).
 */
export function withResolutions(
  flags: readonly OpenFlag[],
  resolutions: ReadonlyMap<string, { note: string; at: string; message: string }>,
): MismatchFlag[] {
  return flags.map((f) => {
    const r = f.kind === 'explain' ? resolutions.get(f.id) : undefined;
    return { ...f, resolved: r && r.message === f.message ? { note: r.note, at: r.at } : null };
  });
}

const SPELLING_TO_DO =
  'If your tree is wrong, correct it. If the certificate is right as printed, explain the difference in your ' +
  'covering letter (the same person, spelled two ways) and send any other document that shows both spellings, ' +
  'such as another certificate or a census return.';
const DIFFERENT_TO_DO =
  'Check that this is the right person’s certificate: certificates are often ordered for someone else with the ' +
  'same name. If it is, add the change of name to your tree and send the document that explains it (a civil ' +
  'marriage certificate, deed poll or adoption order).';

function differenceWords(kind: SurnameDifference): string {
  switch (kind) {
    case 'prefix':
      return 'the same name with and without its prefix (O’, Mc, Mac), which DFA reads as a different spelling';
    case 'anglicised':
      return 'the Irish and English forms of the same name, which DFA reads as different names';
    case 'spelling':
      return 'spelled differently';
    case 'different':
      return 'a different surname';
  }
}

function surnameFlags(item: Item, check: CertificateCheck, member: FamilyMember, ctx: MismatchContext): OpenFlag[] {
  if (!hasCheck(item.kind, 'surname')) return [];
  const known = [member.lastName, ...previousSurnames(member, ctx.nameChanges)].filter((s) => s.trim() !== '');
  if (known.length === 0) return [];
  if (!known.some((s) => sameSpelling(check.surname, s))) {
    const kind = mildestDifference(check.surname, known);
    return [
      flag(
        'surname_spelling',
        'surname',
        `The certificate prints the surname “${check.surname}”; your tree has “${member.lastName}”: ${differenceWords(kind)}.`,
        kind === 'different' ? DIFFERENT_TO_DO : SPELLING_TO_DO,
      ),
    ];
  }
  if (sameSpelling(check.surname, member.lastName)) return [];
  // An earlier surname: every change of name since needs its document, unless this certificate is that document.
  const unexplained = surnameChangesOf(member.id, ctx.nameChanges).filter(
    (c) => c.id !== item.nameChangeId && !ctx.evidenceInHand.has(c.id),
  );
  if (unexplained.length === 0 && surnameChangesOf(member.id, ctx.nameChanges).length > 0) return [];
  return [
    flag(
      'name_change_unexplained',
      'surname',
      `The certificate gives the surname “${check.surname}”, and ${fullName(member) || 'this person'} now uses ` +
        `“${member.lastName}”: the change of name must be explained by its document.`,
      'Have the document for every change of name in hand before you post: a civil marriage certificate (never a ' +
        'church one), a final divorce decree with the current marriage certificate, a deed poll or an adoption order.',
    ),
  ];
}

function mildestDifference(printed: string, known: readonly string[]): SurnameDifference {
  const order: SurnameDifference[] = ['prefix', 'anglicised', 'spelling', 'different'];
  const kinds = known.map((k) => surnameDifference(printed, k) ?? 'different');
  return order.find((o) => kinds.includes(o)) ?? 'different';
}

/** The tree's record dates for what the certificate records (docs/decisions/051-dates-as-records-hold-them.md); empty when none. */
function treeDates(item: Item, member: FamilyMember, nameChanges: readonly NameChange[]): string[] {
  const readable = (...values: (string | null | undefined)[]): string[] =>
    values.filter((d): d is string => typeof d === 'string' && isRecordDate(d));
  const own = item.nameChangeId ? nameChanges.find((c) => c.id === item.nameChangeId) : undefined;
  if (own && item.kind !== 'birth') return readable(own.changeDate);
  switch (item.kind) {
    case 'birth':
      return readable(member.birthDate);
    case 'death':
      return readable(member.deathDate);
    case 'citizenship':
      return readable(member.citizenshipDate);
    case 'marriage':
      return readable(...marriagesOf(member.id, nameChanges).map(({ change }) => change.changeDate));
    default:
      return [];
  }
}

/**
 * The certificate's day agrees with a tree date whose range holds it: '1936' holds 12 March 1936, and
 * 'about 1934' holds the years either side (likelyRange), so only a date outside every one is flagged.
 */
function dateFlags(item: Item, check: CertificateCheck, member: FamilyMember, ctx: MismatchContext): OpenFlag[] {
  if (!hasCheck(item.kind, 'date')) return [];
  const printed = isoDay(check.eventDate);
  const dates = treeDates(item, member, ctx.nameChanges);
  const holds = (date: string) => {
    const { from, to } = likelyRange(date);
    return printed !== null && (from === null || from <= printed) && (to === null || printed <= to);
  };
  if (!printed || dates.length === 0 || dates.some(holds)) return [];
  return [
    flag(
      'date_differs',
      'date',
      `The certificate gives ${formatDay(printed)}; your tree has ${dates.map(formatRecordDate).join(' or ')}.`,
      'If your tree is wrong, correct it: DFA goes by the certificate. If the certificate is wrong, ask the office ' +
        'that issued it about a correction, or explain the difference in your covering letter.',
    ),
  ];
}

function parentFlags(item: Item, check: CertificateCheck, member: FamilyMember, ctx: MismatchContext): OpenFlag[] {
  if (!hasCheck(item.kind, 'parents')) return [];
  const parent = ctx.chainParentOf.get(member.id);
  if (!parent) return [];
  const word = parent.gender === 'male' ? 'father' : parent.gender === 'female' ? 'mother' : 'parent';
  const printed =
    parent.gender === 'male'
      ? check.fatherName
      : parent.gender === 'female'
        ? check.motherName
        : (check.fatherName ?? check.motherName);
  const name = fullName(parent) || `the ${word}`;
  if (!printed) {
    return [
      flag(
        'parent_missing',
        'parent',
        `The certificate does not name ${name}, the ${word} the claim passes through: DFA needs the certificate ` +
          'that links each generation to the next.',
        'Order the long-form (full) certificate, which names both parents. If the parent was never registered ' +
          'on it, ask the registry about adding them, and explain in your covering letter.',
      ),
    ];
  }
  // Against the parent's own birth certificate when it is checked (and any surname taken since), else the tree.
  const own = ctx.birthChecks.get(parent.id);
  const known = own
    ? [own.surname, ...changesOf(parent.id, ctx.nameChanges).flatMap((c) => c.surnameAfterChange ?? [])]
    : [parent.lastName, ...previousSurnames(parent, ctx.nameChanges)];
  const words = printed.split(/\s+/);
  const matches = known.some(
    (s) => s.trim() !== '' && (sameSpelling(surnameOf(printed), s) || words.some((w) => sameSpelling(w, s))),
  );
  if (matches || known.every((s) => s.trim() === '')) return [];
  const kind = mildestDifference(surnameOf(printed), known);
  return [
    flag(
      'surname_spelling',
      'parent',
      `The certificate names the ${word} as “${printed}”; ${own ? `${name}’s own birth certificate prints “${own.surname}”` : `your tree has “${parent.lastName}”`}: ${differenceWords(kind)}.`,
      kind === 'different' ? DIFFERENT_TO_DO : SPELLING_TO_DO,
    ),
  ];
}

function formFlags(item: Item, check: CertificateCheck): OpenFlag[] {
  const flags: OpenFlag[] = [];
  if (hasCheck(item.kind, 'long_form') && check.longForm === false) {
    flags.push(
      flag(
        'short_form',
        'form',
        'This is a short-form birth certificate: it does not name the parents, and DFA refuses short forms.',
        'Order the long-form (full) birth certificate from the office that holds the record; ask for the version ' +
          'that names both parents. A note cannot stand in for it: record the long form when it arrives.',
        'replace',
      ),
    );
  }
  const civilOnly = hasCheck(item.kind, 'civil_issuer') && item.title !== CHURCH_BIRTH;
  if (hasCheck(item.kind, 'photocopy') && check.photocopy === true) {
    flags.push(
      flag(
        'photocopy',
        'copy',
        'This is a photocopy: DFA needs the original certificate issued by the office, and refuses photocopies.',
        'Order a certified copy from the office that holds the record (a photocopy of one is not enough). A note ' +
          'cannot stand in for it: record the certificate when it arrives.',
        'replace',
      ),
    );
  }
  if (check.issuer === 'church' && civilOnly) {
    flags.push(
      flag(
        'church_certificate',
        'issuer',
        item.kind === 'marriage'
          ? 'This is a church marriage certificate: DFA accepts only the civil (state) marriage certificate.'
          : 'This is a church certificate: DFA needs the civil (state) certificate.',
        item.kind === 'birth'
          ? `Order the civil certificate. ${NO_CIVIL_RECORD.detail} Keep the registry's reply that it has no record ` +
              'and explain it in your covering letter.'
          : 'Order the civil certificate from the civil registration office where the event was registered. A note ' +
              'cannot stand in for it: record the civil certificate when it arrives.',
        // A church birth certificate is accepted where no civil record exists, with the registry's reply.
        item.kind === 'birth' ? 'explain' : 'replace',
      ),
    );
  }
  return flags;
}

const FORENAME_TO_DO =
  'DFA compares names as printed. If your tree has the name wrong, correct it. If both are right, explain in your ' +
  'covering letter that they are the same person (a paragraph is drafted for you when you resolve this) and send ' +
  'a document that shows the other form, such as a marriage or death certificate. On the forms, copy the name as ' +
  'the certificate prints it.';
const DIFFERENT_PERSON_TO_DO =
  'Check that this is the right person’s certificate: certificates are often ordered for someone else with the ' +
  'same surname. If your tree has the wrong first name, correct it. Otherwise order the certificate of the right ' +
  'person: a note cannot stand in for it, so record that certificate when it arrives.';

const kindWord = (kind: ItemKind) =>
  isDocumentKind(kind) && isCheckedKind(kind) ? documentKind(kind).label : 'document';

const pronouns = (m: FamilyMember) =>
  m.gender === 'male'
    ? { he: 'he', his: 'his', him: 'him' }
    : m.gender === 'female'
      ? { he: 'she', his: 'her', him: 'her' }
      : { he: 'they', his: 'their', him: 'them' };

const quoted = (s: string) => `“${s}”`;
const andList = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
/** Clauses as one sentence: 'a.', 'a, and b.', 'a, b and c.'. */
const sentence = (parts: readonly string[]) =>
  parts.length === 0 ? '' : `${parts.length === 2 ? `${parts[0]}, and ${parts[1]}` : andList(parts)}.`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The name the item's document should carry, with the other forms the tree records for the person. */
function carriedName(item: Item, member: FamilyMember, ctx: MismatchContext): DocumentName | null {
  const change = ctx.nameChanges.find((c) => c.id === item.nameChangeId) ?? null;
  const document = namedDocumentOf(item.kind, change);
  return document && documentName(member, ctx.nameChanges, document);
}

/**
 * The given names the certificate prints for its person, against those the document should carry
 * (src/domain/documents/document-name.ts). A printed name the tree records as another form of the
 * person's name (an Irish form, say) is expected: still a flag to explain, naming both forms.
 */
function forenameFlags(item: Item, check: CertificateCheck, member: FamilyMember, ctx: MismatchContext): OpenFlag[] {
  const carried = carriedName(item, member, ctx);
  const known = (carried?.given ?? member.firstName).trim();
  // A deed poll or adoption order records a change of name: the names it prints differ by design.
  if (!hasCheck(item.kind, 'forenames') || known === '' || givenNames(check.firstNames).length === 0) return [];
  const c = compareForenames(check.firstNames, known);
  if (c.verdict === 'same') return [];
  const what = `The certificate prints the first name${givenNames(check.firstNames).length > 1 ? 's' : ''} ${quoted(check.firstNames)}; your tree has ${quoted(known)}`;
  const recorded = carried?.otherForms.find((f) => compareForenames(check.firstNames, f.given).verdict === 'same');
  if (recorded) {
    const told =
      c.verdict === 'replace' ? '.' : `: ${sentence(describeForenames(c, 'on the certificate', 'in your tree'))}`;
    const open = flag(
      'forename_differs',
      'forenames',
      `${what}${told} Your tree records ${quoted(recorded.name)} as ${otherFormWords(recorded.kind, pronouns(member))}.`,
      FORENAME_TO_DO,
    );
    return [{ ...open, draft: forenameDraft(item, check, member, ctx, recorded) }];
  }
  if (c.verdict === 'replace') {
    return [
      flag(
        'forename_differs',
        'forenames',
        `${what}: ${sentence(describeForenames(c, 'on the certificate', 'in your tree'))} This looks like the certificate of a different person.`,
        DIFFERENT_PERSON_TO_DO,
        'replace',
      ),
    ];
  }
  const open = flag(
    'forename_differs',
    'forenames',
    `${what}: ${sentence(describeForenames(c, 'on the certificate', 'in your tree'))}`,
    FORENAME_TO_DO,
  );
  return [{ ...open, draft: forenameDraft(item, check, member, ctx) }];
}

/**
 * The letter's paragraph for a first name that differs: who, what this certificate prints, the
 * name used elsewhere and which checked certificates show it, and why they are one person.
 */
function forenameDraft(
  item: Item,
  check: CertificateCheck,
  member: FamilyMember,
  ctx: MismatchContext,
  recorded?: OtherFormOfName,
): string {
  const p = pronouns(member);
  const name = fullName(member);
  const printed = `${check.firstNames.trim()} ${check.surname.trim()}`.trim();
  const others = (ctx.checksOf?.get(member.id) ?? []).filter(
    (o) => o.kind !== item.kind && compareForenames(o.check.firstNames, member.firstName).verdict === 'same',
  );
  const shown =
    others.length > 0
      ? `, as ${p.his} ${andList([...new Set(others.map((o) => kindWord(o.kind)))])} ${others.length > 1 ? 'show' : 'shows'}`
      : '';
  const compared = compareForenames(check.firstNames, member.firstName);
  const why =
    recorded && compared.verdict === 'replace'
      ? []
      : describeForenames(compared, `on the ${kindWord(item.kind)}`, 'in the other documents');
  const form = recorded ? `, ${otherFormWords(recorded.kind, p)}` : '';
  return (
    `The ${kindWord(item.kind)} of ${name} records ${p.him} as ${quoted(printed)}${form}. ` +
    `${capitalise(p.he)} used the name ${quoted(name)}${shown}. ` +
    `${why.length > 0 ? `${capitalise(sentence(why))} ` : ''}They are the same person.`
  );
}

/** The parent's given names as a child's birth certificate prints them, against the parent's own record. */
function parentForenameFlags(
  item: Item,
  check: CertificateCheck,
  member: FamilyMember,
  ctx: MismatchContext,
): OpenFlag[] {
  if (!hasCheck(item.kind, 'parents')) return [];
  const parent = ctx.chainParentOf.get(member.id);
  if (!parent) return [];
  const printed =
    parent.gender === 'male' ? check.fatherName : parent.gender === 'female' ? check.motherName : check.fatherName;
  if (!printed) return [];
  const words = printed.trim().split(/\s+/);
  const surname = surnameOf(printed);
  const printedGiven =
    words.length > 1
      ? printed
          .trim()
          .slice(0, printed.trim().length - surname.length)
          .trim()
      : '';
  const own = ctx.birthChecks.get(parent.id);
  const known = (own?.firstNames ?? parent.firstName).trim();
  if (printedGiven === '' || known === '') return [];
  const c = compareForenames(printedGiven, known);
  if (c.verdict === 'same') return [];
  const word = parent.gender === 'male' ? 'father' : parent.gender === 'female' ? 'mother' : 'parent';
  const name = fullName(parent) || `the ${word}`;
  const where = own ? `${name}’s own birth certificate` : 'your tree';
  const message =
    `The certificate names the ${word} ${quoted(printedGiven)}; ${own ? `${where} prints` : `${where} has`} ` +
    `${quoted(known)}: ${sentence(describeForenames(c, 'on this certificate', own ? `on ${where}` : 'in your tree'))}`;
  if (c.verdict === 'replace') {
    return [
      flag(
        'forename_differs',
        'parent_forenames',
        `${message} This may not be the same person.`,
        'Check that this certificate names the right parent. If your tree has the wrong first name, correct it. ' +
          'If the certificate is of someone else, order the right one: a note cannot stand in for it.',
        'replace',
      ),
    ];
  }
  const child = fullName(member);
  const p = pronouns(member);
  const draft =
    `The birth certificate of ${child} names ${p.his} ${word} as ${quoted(printed.trim())}` +
    `${own ? `, while ${name}’s own birth certificate records ${quoted(known)}` : ''}. ` +
    `${capitalise(sentence(describeForenames(c, `on ${child}’s birth certificate`, own ? `on ${name}’s birth certificate` : 'in the other documents')))} ` +
    `They are the same person, ${name}.`;
  return [{ ...flag('forename_differs', 'parent_forenames', message, FORENAME_TO_DO), draft }];
}

/** A paragraph for any other flag a note resolves: the person, the document and what differs, for the user to finish. */
function plainDraft(item: Item, member: FamilyMember, f: OpenFlag): string {
  const message = f.message
    .replace(/^The certificate /, `The ${kindWord(item.kind)} `)
    .replace(/your tree has/g, 'our family records give')
    .replace(/your tree/g, 'our family records');
  return `About the ${kindWord(item.kind)} of ${fullName(member)}: ${message} They are the same person.`;
}
