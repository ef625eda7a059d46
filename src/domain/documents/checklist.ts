/**
 * The documents each person in the application chain must send, exactly as docs/rules/documents.md
 * lists them, with where to order each certificate (docs/rules/office-facts.md) and the evidence for
 * every recorded change of name. Statuses come from the tree only where it can honestly say:
 * a death certificate only for someone recorded as deceased, a marriage certificate as
 * 'check' unless a marriage is recorded, and 'need' for the rest. The tree never says a
 * document is already in hand, so 'have' is left to the person ticking the box.
 */
import type { EligibilityAssessment } from '../eligibility/engine.ts';
import {
  formatRecordDate,
  isLikelyBefore,
  isRecordDate,
  isSurelyAfter,
  recordDatePhrase,
} from '../dates/record-date.ts';
import { fullName, roleWord } from '../eligibility/wording.ts';
import { bornBeforeCitizenParent, irishByIslandBirth } from '../eligibility/family.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import { certificateOffice, countryIsIreland, type CertificateOffice } from './certificate-office.ts';
import { nameOf, needsNoRegistration, resolveChain, whose, type Chain } from './chain.ts';
import { CERTIFIED_ID, DEATH_CERTIFICATE_INSTEAD, FEE, NO_CIVIL_RECORD, PHOTOS, WITNESS } from './fbr-requirements.ts';
import { addMonths } from './offices/freshness.ts';
import {
  DOCUMENT_KINDS,
  documentKind,
  officeEvent,
  type ChainRole,
  type DocumentKind,
  type DocumentKindId,
  type Person,
} from './kinds.ts';
import { documentName, documentNameSentence, namedDocumentOf } from './document-name.ts';
import { decreesNeeded } from './marriage-end.ts';
import {
  isOtherForm,
  marriagesOf,
  surnameChangesOf,
  spouseName,
  surnameShift,
  type NameChange,
} from './name-change.ts';

/** What the tree can honestly say of a document: still needed, or to check (the person ticks 'have'). */
export type ChecklistStatus = 'have' | 'need' | 'check';

export type ChecklistItem = {
  /** Unique within a checklist: '<role>-<document>', or 'name-change-<change id>'. */
  id: string;
  kind: DocumentKindId;
  title: string;
  /** Why DFA wants it, in plain words. */
  why: string;
  status: ChecklistStatus;
  /** The office that issues it, for a civil certificate; null for documents that come from elsewhere. */
  source: CertificateOffice | null;
  /** How to get a document that is not a civil certificate (photos, court papers, ID). */
  obtain: string | null;
  /** The fee and time as a person reads them (from `source`: figure, last checked, source; or what to ask), or null. */
  cost: string | null;
  time: string | null;
  /** The name-change event this item is evidence for, if any. */
  nameChangeId: string | null;
  /** Which name the document should carry ('Should carry the birth name: …'), or null when no name applies. */
  carries: string | null;
};

export type PersonChecklist = {
  memberId: string;
  role: ChainRole;
  /** 'You', 'Mary Walsh' or 'Your grandmother' when the tree has no name. */
  name: string;
  /** 'You: Aoife Walsh', 'Your father John Walsh, the parent you claim through'. */
  heading: string;
  items: ChecklistItem[];
};

/** The document that proves a parent's own Irish citizenship, by how they became Irish (docs/rules/documents.md). */
const PROOF = documentKind('citizenship').title;
const CITIZENSHIP_PROOF: Record<NonNullable<FamilyMember['citizenshipBasis']> | 'unknown', string> = {
  fbr: `${PROOF}: their Foreign Births Register certificate`,
  naturalisation: `${PROOF}: their certificate of naturalisation`,
  post_nuptial: `${PROOF}: their post-nuptial declaration`,
  adoption: `${PROOF}: the adoption order and its registration with the Adoption Authority of Ireland`,
  irish_born_parent: `${PROOF}: their Irish-born parent's civil birth certificate`,
  unknown: `${PROOF}: Foreign Births Register certificate or naturalisation certificate`,
};

/** The title used for every long-form birth certificate (the applicant's and the parent's). */
export const LONG_FORM_BIRTH = documentKind('birth').title;
export const CIVIL_MARRIAGE = documentKind('marriage').title;
export const CIVIL_DEATH = documentKind('death').title;
export const CHURCH_BIRTH = 'Church birth and baptismal certificate';
const NOT_CHURCH = 'It must be the civil (state) certificate: church marriage certificates are not accepted.';
const ORIGINALS = 'Send the original: photocopies and laminated documents are refused.';

/**
 * The documents for each person in the chain of the engine's route: applicant, connecting
 * parent and Irish-born grandparent (grandparent route), or applicant and citizen parent
 * (citizen-parent route, with the parent's proof of citizenship). Siblings included in the
 * application follow the applicant with their own documents; they share the parent's and the
 * grandparent's (`applyingSiblings`). Empty for a route that needs no FBR application (a parent
 * born in Ireland) and for a tree without an applicant.
 */
export function buildDocumentChecklist(
  members: readonly FamilyMember[],
  nameChanges: readonly NameChange[],
  assessment: EligibilityAssessment,
  today: string,
): PersonChecklist[] {
  const chain = resolveChain(members, assessment);
  if (needsNoRegistration(chain) || !chain.applicant) return [];
  const names = new Map(members.map((m) => [m.id, m]));
  const lists: PersonChecklist[] = [
    applicantChecklist(chain.applicant, chain, nameChanges, today),
    ...applyingSiblings(members, chain).map((sibling) => siblingChecklist(sibling, chain, nameChanges, today)),
  ];
  if (chain.parent) {
    lists.push(
      chain.kind === 'citizen_parent'
        ? citizenParentChecklist(chain.parent, nameChanges, names, today)
        : connectingParentChecklist(chain.parent, chain.grandparent, nameChanges, names, today),
    );
  }
  if (chain.kind === 'grandparent' && chain.grandparent) {
    lists.push(grandparentChecklist(chain.grandparent, nameChanges, names, today));
  }
  return lists.map((list) => withNamesCarried(list, members, nameChanges));
}

function applicantChecklist(
  me: FamilyMember,
  chain: Chain,
  nameChanges: readonly NameChange[],
  today: string,
): PersonChecklist {
  const parentText = chain.parent ? nameOf(chain.parent) : 'the parent you claim through';
  return {
    memberId: me.id,
    role: 'applicant',
    name: 'You',
    heading: fullName(me) ? `You: ${fullName(me)}` : 'You',
    items: [
      item('applicant-form', 'form', documentKind('form').title, {
        why: `After you apply and pay online, print the form. ${WITNESS.detail} Forms that are not properly witnessed are sent back.`,
        obtain: 'Printed from the online application once you have paid.',
      }),
      item('applicant-photos', 'photos', documentKind('photos').title, {
        why: PHOTOS.detail,
        obtain: 'Any passport photo service; your witness signs two of them when they witness the form.',
      }),
      birthItem(
        'applicant-birth',
        me,
        `Your original birth certificate in the long form, which names your parents: it links you to ${parentText}. ` +
          `Short forms are refused. ${ORIGINALS}`,
        today,
      ),
      ...nameChangeItems(me, nameChanges, { withMarriage: true }, today),
      ...endDecreeItems(me, nameChanges),
      item('applicant-photo-id', 'photo_id', 'Certified copy of your state photo ID', {
        why: CERTIFIED_ID.detail,
        obtain:
          'Photocopy your current passport, driving licence or national ID card; your witness certifies the copy.',
      }),
      ...registryItems('applicant', me, { name: 'You', isApplicant: true }, 'applicant'),
    ],
  };
}

/**
 * The siblings whose documents go in the pack: those with the switch 'Add this person's
 * documents to your application pack' on. A sibling recorded as deceased is left out: only a
 * living person (or the parent of a minor) can ask for an entry (docs/rules/eligibility.md 'No posthumous registration').
 * So is one born before the citizen parent of the chain became Irish, who cannot register through
 * them (docs/rules/eligibility.md 'Registration takes effect from its date'; 'Who in your family can register' says so),
 * and one born on the island of Ireland before 2005, an Irish citizen by birth ('Born on the island').
 */
export function applyingSiblings(members: readonly FamilyMember[], chain: Chain): FamilyMember[] {
  const citizenParent = chain.kind === 'citizen_parent' ? chain.parent : null;
  const citizenOn = citizenParent?.citizenshipDate;
  const shutOut = (sibling: FamilyMember) =>
    !!citizenParent &&
    !!citizenOn &&
    isRecordDate(citizenOn) &&
    bornBeforeCitizenParent(sibling, citizenOn, citizenParent.citizenshipBasis);
  return members.filter(
    (m) =>
      m.relationship === 'sibling' && m.includeInApplication && !m.isDeceased && !shutOut(m) && !irishByIslandBirth(m),
  );
}

/**
 * A sibling's own documents (an applicant's, docs/rules/documents.md): each sibling applies and pays
 * separately, but siblings may post their applications together with a covering letter and send the
 * parent's and grandparent's documents once (docs/rules/documents.md 'After posting').
 */
function siblingChecklist(
  sibling: FamilyMember,
  chain: Chain,
  nameChanges: readonly NameChange[],
  today: string,
): PersonChecklist {
  const name = capital(nameOf(sibling));
  const parentText = chain.parent ? nameOf(chain.parent) : 'the parent you claim through';
  const parentDocs = chain.parent ? whose(chain.parent) : "your parent's";
  // docs/rules/documents.md 'After posting': the sources name only the grandparent's documents as shared.
  const shared =
    chain.kind === 'grandparent' && chain.grandparent
      ? `${capital(whose(chain.grandparent))} documents are then sent once, for you both; ask DFA whether ${parentDocs} can be too.`
      : `Ask DFA whether ${parentDocs} documents can then be sent once, for you both.`;
  const id = (what: string) => `sibling-${sibling.id}-${what}`;
  const child = underEighteen(sibling, today);
  const applies = child
    ? `${name} is under 18: a parent or guardian applies online for them and pays the fee for a minor (${FEE.minor}), ` +
      'then prints the form and has it witnessed as you do.'
    : `${name} applies online and pays the fee separately, then prints and has the form witnessed as you do.`;
  return {
    memberId: sibling.id,
    role: 'sibling',
    name,
    heading: `${personHeading(sibling)}, applying with you`,
    items: [
      item(id('form'), 'form', 'Their own printed application form, witnessed', {
        why: `${applies} Post it in the same envelope as yours with a covering letter naming both applications. ${shared}`,
        obtain: 'Printed from their own online application once they have paid.',
      }),
      item(id('photos'), 'photos', PHOTOS.title.replace('your witness', 'their witness'), {
        why:
          `${name}'s own photos, all identical: their witness signs the back of two of them when they witness ` +
          'the form. Unsigned photos are a common reason for an application to be sent back.' +
          (child ? ' For a child, also send photos of the parent applying for them.' : ''),
        obtain: 'Any passport photo service; their witness signs two of them.',
      }),
      birthItem(
        id('birth'),
        sibling,
        `${name}'s original birth certificate in the long form, which names their parents: it links them to ` +
          `${parentText}. Short forms are refused. ${ORIGINALS}`,
        today,
      ),
      ...nameChangeItems(sibling, nameChanges, { withMarriage: true }, today),
      ...endDecreeItems(sibling, nameChanges),
      item(id('photo-id'), 'photo_id', 'Certified copy of their state photo ID', {
        why:
          CERTIFIED_ID.detail.replace('your witness', 'their witness') +
          (child ? ' If they have no photo ID of their own, ask DFA what to send for a child.' : ''),
        obtain: `${name} photocopies their current passport, driving licence or national ID card; their witness certifies the copy.`,
      }),
      ...registryItems('sibling', sibling, { name, isApplicant: false }, `sibling-${sibling.id}`),
    ],
  };
}

/** docs/rules/documents.md 'A sibling under 18': surely under 18 on `today` (yyyy-mm-dd), by the date of birth recorded. */
function underEighteen(member: FamilyMember, today: string): boolean {
  const born = recordDate(member.birthDate);
  return born !== null && isSurelyAfter(born, addMonths(today, -18 * 12));
}

function connectingParentChecklist(
  parent: FamilyMember,
  grandparent: FamilyMember | null,
  nameChanges: readonly NameChange[],
  names: ReadonlyMap<string, FamilyMember>,
  today: string,
): PersonChecklist {
  const link = grandparent ? `${nameOf(grandparent)}, born in Ireland,` : 'your Irish-born grandparent';
  return {
    memberId: parent.id,
    role: 'connecting_parent',
    name: capital(nameOf(parent)),
    heading: `${personHeading(parent)}, the parent you claim through`,
    items: [
      birthItem(
        'parent-birth',
        parent,
        `Shows that ${link} is ${whose(parent)} ${grandparent ? roleWordAsParent(grandparent) : 'parent'}: the link ` +
          `between Ireland and you. It must be the long form that names the parents. ${ORIGINALS}`,
        today,
      ),
      ...marriageItems('parent', parent, nameChanges, names, today),
      ...endDecreeItems(parent, nameChanges),
      ...nameChangeItems(parent, nameChanges, { withMarriage: false }, today),
      idOrDeathItem('parent', parent, today),
      ...registryItems('connecting_parent', parent, { name: capital(nameOf(parent)), isApplicant: false }, 'parent'),
    ],
  };
}

function citizenParentChecklist(
  parent: FamilyMember,
  nameChanges: readonly NameChange[],
  names: ReadonlyMap<string, FamilyMember>,
  today: string,
): PersonChecklist {
  const since = recordDate(parent.citizenshipDate);
  return {
    memberId: parent.id,
    role: 'citizen_parent',
    name: capital(nameOf(parent)),
    heading: `${personHeading(parent)}, the Irish-citizen parent you claim through`,
    items: [
      item('parent-citizenship', 'citizenship', CITIZENSHIP_PROOF[parent.citizenshipBasis ?? 'unknown'], {
        why:
          `Your claim rests on ${whose(parent)} own Irish citizenship${since ? ` (from ${formatRecordDate(since)})` : ''}: ` +
          'send the document that made them Irish. That is their FBR certificate or naturalisation certificate ' +
          '(or, where that was the basis, their post-nuptial declaration or adoption papers).',
        obtain:
          'The original certificate they were given. If it is lost, ask the department that issued it ' +
          '(DFA for the Foreign Births Register) how to get a replacement.',
      }),
      birthItem(
        'parent-birth',
        parent,
        `${capital(whose(parent))} birth certificate, in the long form that names their parents. ${ORIGINALS}`,
        today,
      ),
      ...marriageItems('parent', parent, nameChanges, names, today),
      ...endDecreeItems(parent, nameChanges),
      ...nameChangeItems(parent, nameChanges, { withMarriage: false }, today),
      idOrDeathItem('parent', parent, today),
      ...registryItems('citizen_parent', parent, { name: capital(nameOf(parent)), isApplicant: false }, 'parent'),
    ],
  };
}

function grandparentChecklist(
  grandparent: FamilyMember,
  nameChanges: readonly NameChange[],
  names: ReadonlyMap<string, FamilyMember>,
  today: string,
): PersonChecklist {
  return {
    memberId: grandparent.id,
    role: 'irish_grandparent',
    name: capital(nameOf(grandparent)),
    heading: `${personHeading(grandparent)}, born in Ireland`,
    items: [
      grandparentBirthItem(grandparent, today),
      ...marriageItems('grandparent', grandparent, nameChanges, names, today),
      ...endDecreeItems(grandparent, nameChanges),
      ...nameChangeItems(grandparent, nameChanges, { withMarriage: false }, today),
      idOrDeathItem('grandparent', grandparent, today),
      ...registryItems(
        'irish_grandparent',
        grandparent,
        { name: capital(nameOf(grandparent)), isApplicant: false },
        'grandparent',
      ),
    ],
  };
}

/**
 * An Irish civil birth certificate, or a church record for a birth before 1864
 * (docs/rules/documents.md 'No civil record').
 */
function grandparentBirthItem(grandparent: FamilyMember, today: string): ChecklistItem {
  const born = recordDate(grandparent.birthDate);
  // Advice, so an 'about' date counts by its likely years (docs/decisions/051-dates-as-records-hold-them.md).
  if (born !== null && isLikelyBefore(born, '1864-01-01')) {
    return item('grandparent-birth', 'birth', CHURCH_BIRTH, {
      why:
        `Civil registration of births in Ireland began on 1 January 1864, so there is no civil certificate for a ` +
        `birth ${recordDatePhrase(born)}. DFA accepts a church birth and baptismal certificate instead (another option is a late ` +
        "civil registration based on the baptismal record). Census returns, emigration records and siblings' " +
        "certificates can support it; acceptance is at DFA's discretion.",
      obtain: `The parish where ${nameOf(grandparent)} was baptised.`,
    });
  }
  const source = certificateOffice(officeEvent('birth', grandparent)!, today);
  const title = source?.entryId === 'ni' ? 'Northern Ireland civil birth certificate' : 'Irish civil birth certificate';
  return item('grandparent-birth', 'birth', title, {
    why:
      `Proves that ${nameOf(grandparent)} was born on the island of Ireland: the basis of your claim. About 15% of ` +
      `early events were never registered: ${NO_CIVIL_RECORD.detail} ${ORIGINALS}`,
    source,
  });
}

function birthItem(
  id: string,
  member: FamilyMember,
  why: string,
  today: string,
  nameChangeId: string | null = null,
): ChecklistItem {
  return item(id, 'birth', LONG_FORM_BIRTH, {
    why,
    nameChangeId,
    source: certificateOffice(officeEvent('birth', member)!, today),
  });
}

/**
 * A parent's or grandparent's civil marriage certificate: one per recorded marriage ('need',
 * ordered where the marriage took place; a marriage recorded on their spouse counts too), or
 * one 'check' item when no marriage is recorded.
 */
function marriageItems(
  role: string,
  member: FamilyMember,
  nameChanges: readonly NameChange[],
  names: ReadonlyMap<string, FamilyMember>,
  today: string,
): ChecklistItem[] {
  const marriages = marriagesOf(member.id, nameChanges);
  if (marriages.length > 0) {
    return marriages.map(({ change, recordedOnSpouse }) => {
      if (!recordedOnSpouse) return nameChangeEvidence(member, change, today);
      const spouse = names.get(change.familyMemberId);
      return item(`${role}-marriage-${change.id}`, 'marriage', CIVIL_MARRIAGE, {
        why: `For the marriage of ${nameOf(member)}${spouse ? ` and ${nameOf(spouse)}` : ''}${eventWords(change)}. ${NOT_CHURCH}`,
        source: certificateOffice(officeEvent('marriage', member, change)!, today),
      });
    });
  }
  return [
    item(`${role}-marriage`, 'marriage', CIVIL_MARRIAGE, {
      status: 'check',
      why:
        `Needed if ${nameOf(member)} married. Your tree has no marriage recorded, so we cannot say where to order ` +
        `it: add the marriage to the tree, or order it from the office where the marriage took place. ${NOT_CHURCH}`,
      source: certificateOffice({ country: null, place: null, kind: 'marriage' }, today),
    }),
  ];
}

/**
 * The decree that ended a marriage a later marriage rests on (src/domain/documents/marriage-end.ts),
 * sent with the current marriage certificate. A divorce that changed a name has its own item.
 */
function endDecreeItems(member: FamilyMember, nameChanges: readonly NameChange[]): ChecklistItem[] {
  return decreesNeeded(member.id, nameChanges).map(({ marriage, decree }) => {
    const end = marriage.marriageEnd!;
    const how = end.kind === 'divorce' ? 'divorce' : 'annulment';
    const spouse = marriage.familyMemberId === member.id ? spouseName(marriage) : null;
    const when = [recordDate(end.date) ? formatRecordDate(end.date) : null, end.place?.trim(), end.country?.trim()]
      .filter(Boolean)
      .join(', ');
    return item(`marriage-end-${marriage.marriageId ?? marriage.id}`, 'name_change', decree, {
      why:
        `${capital(whose(member))} marriage${spouse ? ` to ${spouse}` : ''} ended by ${how}${when ? ` (${when})` : ''}, ` +
        `and a later marriage rests on it: send the ${decree.toLowerCase()} with the current civil marriage certificate.`,
      obtain: `The ${decree.toLowerCase()}, or a certified copy of it, from the court that granted the ${how}.`,
    });
  });
}

/** Evidence for every recorded change of name; marriages too when asked (the applicant has no marriage item otherwise). */
function nameChangeItems(
  member: FamilyMember,
  nameChanges: readonly NameChange[],
  options: { withMarriage: boolean },
  today: string,
): ChecklistItem[] {
  const changes = surnameChangesOf(member.id, nameChanges);
  const items = changes
    .filter((c) => options.withMarriage || c.changeType !== 'marriage')
    .map((c) => nameChangeEvidence(member, c, today));
  if (changes.length === 0 && member.hasNameChanged) {
    items.push(
      item(`name-change-unrecorded-${member.id}`, 'name_change', 'Evidence of the change of name', {
        status: 'check',
        why:
          `Your tree says ${nameOf(member)} changed name but has no details. Add the change (marriage, divorce, ` +
          'deed poll or adoption) so we can say which document explains it: every change of name needs evidence.',
        obtain: null,
      }),
    );
  }
  return items;
}

/**
 * The document that explains one change of name (docs/rules/documents.md 'Name changes and
 * spelling'): a civil marriage certificate (never a church one); for a divorce the final decree
 * plus the current marriage certificate; a deed poll; an adoption order (a foreign adoption
 * registered with the Adoption Authority of Ireland, docs/rules/eligibility.md 'Adopted applicants').
 */
export function nameChangeEvidence(member: FamilyMember, change: NameChange, today: string): ChecklistItem {
  const who = whose(member);
  const shift = surnameShift(change);
  const what = `${who} change of surname${shift ? ` ${shift}` : ''}`;
  const when = eventWords(change);
  const spouse = spouseName(change);
  const id = `name-change-${change.id}`;
  const base = { nameChangeId: change.id };
  switch (change.changeType) {
    case 'birth':
      return birthItem(
        id,
        member,
        `Shows the surname ${who === 'your' ? 'you were' : `${nameOf(member)} was`} born with` +
          `${change.surnameAfterChange?.trim() ? ` (${change.surnameAfterChange.trim()})` : ''}.`,
        today,
        change.id,
      );
    case 'marriage':
      // A married name whose marriage was removed keeps its surname only (docs/decisions/058-marriages-and-names-as-records.md).
      if (!change.marriageId && !spouse && !when)
        return item(id, 'marriage', CIVIL_MARRIAGE, {
          ...base,
          why:
            `It explains ${what}, but your tree has no marriage recorded for this married name, so we cannot say ` +
            `which marriage or where to order it: record the spouse, date and place of the marriage on the married ` +
            `name under Names, or order it from the office where the marriage took place. ${NOT_CHURCH}`,
          source: certificateOffice({ country: null, place: null, kind: 'marriage' }, today),
        });
      return item(id, 'marriage', CIVIL_MARRIAGE, {
        ...base,
        why: `For the marriage${spouse ? ` to ${spouse}` : ''}${when}; it explains ${what}. ${NOT_CHURCH}`,
        source: certificateOffice(officeEvent('marriage', member, change)!, today),
      });
    case 'divorce':
      return item(id, 'name_change', 'Final divorce decree and current marriage certificate', {
        ...base,
        why: `Explains ${what}${when}: the final divorce decree, plus the current marriage certificate if there is one.`,
        obtain:
          'The final decree from the court that granted the divorce; the current civil marriage certificate from ' +
          'the office where that marriage was registered.',
      });
    case 'legal_change':
      return item(id, 'name_change', 'Deed poll', {
        ...base,
        why: `Explains ${what}${when}: send the deed poll (the legal record of the change of name).`,
        obtain: 'The original deed poll, or a certified copy from wherever it was registered.',
      });
    case 'adoption':
      return item(id, 'name_change', 'Adoption order', {
        ...base,
        why:
          `Explains ${what}${when}. Send the adoption order; for an adoption abroad by an Irish citizen, also its ` +
          'registration with the Adoption Authority of Ireland.',
        obtain:
          'The court or authority that made the adoption order; the Adoption Authority of Ireland for its register entry.',
      });
    case 'irish_form':
    case 'english_form':
    case 'also_known_as':
      // Another form of a name changes nothing, so no document explains it (`changesOf` leaves it out).
      throw new Error(`${change.changeType} is not a change of name`);
  }
}

/**
 * A certified copy of current photo ID for everyone in the chain, or a death certificate
 * (docs/rules/documents.md 'Certified ID copies').
 */
function idOrDeathItem(role: string, member: FamilyMember, today: string): ChecklistItem {
  if (member.isDeceased) {
    return item(`${role}-death`, 'death', CIVIL_DEATH, {
      why: `${capital(nameOf(member))} has died. ${DEATH_CERTIFICATE_INSTEAD.detail}`,
      source: certificateOffice(officeEvent('death', member)!, today),
    });
  }
  return item(`${role}-photo-id`, 'photo_id', 'Certified copy of their state photo ID', {
    why: `A certified copy (not a plain photocopy) of ${whose(member)} current passport, driving licence or national ID card.`,
    obtain: `${capital(nameOf(member))} has the ID photocopied and the copy certified as a true copy by a witness.`,
  });
}

/**
 * The items of the kinds whose rule the registry states (src/domain/documents/kinds.ts): one for
 * each kind that this person's role needs and whose condition the member meets, in registry order.
 */
function registryItems(role: ChainRole, member: FamilyMember, person: Person, idPrefix: string): ChecklistItem[] {
  return DOCUMENT_KINDS.flatMap((kind) => {
    const rule: DocumentKind['rule'] = kind.rule;
    if (!rule || !(kind.neededBy as readonly ChainRole[]).includes(role) || !rule.when(member)) return [];
    return [
      item(`${idPrefix}-${kind.id.replace(/_/g, '-')}`, kind.id, rule.title?.(person) ?? kind.title, {
        why: rule.why(person),
        obtain: rule.obtain(person),
      }),
    ];
  });
}

type ItemFields = {
  why: string;
  status?: ChecklistStatus;
  source?: CertificateOffice | null;
  obtain?: string | null;
  nameChangeId?: string | null;
};

function item(id: string, kind: DocumentKindId, title: string, fields: ItemFields): ChecklistItem {
  const source = fields.source ?? null;
  return {
    id,
    kind,
    title,
    why: fields.why,
    status: fields.status ?? 'need',
    source,
    obtain: fields.obtain ?? null,
    cost: source?.fee ?? null,
    time: source?.time ?? null,
    nameChangeId: fields.nameChangeId ?? null,
    carries: null,
  };
}

/** Each item with the name its document should carry (src/domain/documents/document-name.ts). */
function withNamesCarried(
  list: PersonChecklist,
  members: readonly FamilyMember[],
  nameChanges: readonly NameChange[],
): PersonChecklist {
  const member = members.find((m) => m.id === list.memberId);
  if (!member) return list;
  return {
    ...list,
    items: list.items.map((i) => {
      const document = namedDocumentOf(i.kind, nameChanges.find((c) => c.id === i.nameChangeId) ?? null);
      const name = document && documentName(member, nameChanges, document);
      return name && document ? { ...i, carries: documentNameSentence(name, document.kind) } : i;
    }),
  };
}

/** The record date, or null when empty or unreadable. */
function recordDate(value: string | null | undefined): string | null {
  return value && isRecordDate(value) ? value : null;
}

/** ' (12 May 1985, Boston, United States)' or ''. */
function eventWords(change: NameChange): string {
  const day = recordDate(change.changeDate);
  const parts = [
    day ? formatRecordDate(day) : null,
    change.changePlace?.trim() || null,
    change.changeCountry?.trim() || null,
  ];
  const text = parts.filter((p): p is string => p !== null).join(', ');
  return text ? ` (${text})` : '';
}

function personHeading(member: FamilyMember): string {
  const name = fullName(member);
  return `Your ${roleWord(member)}${name ? ` ${name}` : ''}`;
}

/** How the grandparent relates to the parent: 'father' or 'mother'. */
function roleWordAsParent(grandparent: FamilyMember): string {
  return grandparent.gender === 'male' ? 'father' : grandparent.gender === 'female' ? 'mother' : 'parent';
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Which certificates can be ordered for a member from what the tree holds, by kind. */
export type DocumentAvailability = {
  birth: boolean;
  death: boolean;
  citizenship: boolean;
  /** At least one of the member's name changes can be evidenced (see `nameChangeDocumentAvailable`). */
  name_change: boolean;
};

/**
 * Which documents can be ordered for a member: a birth certificate needs a birth date, place or
 * country; a death certificate needs the member deceased plus a death date, place or country;
 * a naturalisation certificate needs an Irish citizen who was not born in Ireland and whose
 * birth country is not Ireland; a name-change document needs a change with a new name.
 */
export function documentAvailability(
  member: FamilyMember,
  nameChanges: readonly NameChange[] = [],
): DocumentAvailability {
  return {
    birth: anyText(member.birthDate, member.birthPlace, member.birthCountry),
    death: member.isDeceased && anyText(member.deathDate, member.deathPlace, member.deathCountry),
    // The research is for a naturalisation certificate: not for an FBR entry, a declaration, an adoption or a birthright.
    citizenship:
      member.isIrishCitizen &&
      !member.isIrishBorn &&
      !countryIsIreland(member.birthCountry) &&
      (member.citizenshipBasis === null || member.citizenshipBasis === 'naturalisation'),
    name_change: nameChanges.some((c) => c.familyMemberId === member.id && nameChangeDocumentAvailable(c)),
  };
}

/** A name-change document can be ordered when the change has a type and a name after the change. */
export function nameChangeDocumentAvailable(change: Pick<NameChange, 'changeType' | 'surnameAfterChange'>): boolean {
  return Boolean(change.changeType) && !isOtherForm(change.changeType) && anyText(change.surnameAfterChange);
}

function anyText(...values: (string | null | undefined)[]): boolean {
  return values.some((v) => (v?.trim() ?? '') !== '');
}
