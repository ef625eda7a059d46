/**
 * The FBR application step by step, the checks to make before posting (docs/rules/documents.md),
 * and the answer sheet: the details the online form asks for, filled from
 * the tree. Figures are as last seen, with the date they were seen. Pure: no I/O, no clock.
 */
import type { EligibilityAssessment } from '../eligibility/engine.ts';
import { formatRecordDate, isExactDay, isRecordDate } from '../dates/record-date.ts';
import { CITIZENSHIP_BASIS_LABELS, fullName, roleWord } from '../eligibility/wording.ts';
import { placeToCountry } from '../gedcom/places.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import { nameOf, needsNoRegistration, resolveChain, type Chain } from './chain.ts';
import { applyingSiblings, type PersonChecklist } from './checklist.ts';
import {
  FEE,
  MARRIAGES,
  PHOTOS,
  PROCESSING,
  PROOF_OF_ADDRESS,
  REQUIREMENTS_CHECKED,
  WITNESS,
} from './fbr-requirements.ts';
import { FILL_IN_YOURSELF, NONE_RECORDED, NOT_IN_SETTINGS, NOT_IN_TREE, PARTIAL_DATE_HINT } from './answer-words.ts';
import { documentName } from './document-name.ts';
import { marriagesOf, previousSurnames, spouseName, type NameChange } from './name-change.ts';

export type ApplicationStep = {
  number: number;
  title: string;
  /** What to do, in plain words. */
  paragraphs: string[];
  /** A figure or fact that changes over time, with its date: check it. Null when there is none. */
  caution: string | null;
};

/** Steps 1–8 of an application; step 1 quotes the assessment's summary when given. */
export function applicationSteps(assessment?: Pick<EligibilityAssessment, 'summary'>): ApplicationStep[] {
  return [
    {
      number: 1,
      title: 'Check that you are eligible',
      paragraphs: [
        ...(assessment ? [`From your family tree: ${assessment.summary}`] : []),
        'You need an email address to apply. You can apply for yourself or for a dependent child.',
      ],
      caution: null,
    },
    {
      number: 2,
      title: 'Collect every document first',
      paragraphs: [
        'The online form cannot be saved part-way, and payment is taken online. Have every document on the ' +
          'checklists in this pack in hand before you start.',
      ],
      caution: null,
    },
    {
      number: 3,
      title: 'Complete the online application and pay',
      paragraphs: [
        'Fill in the online Foreign Births Register application and pay the fee online. The answer sheet in this ' +
          'pack lists the details the form asks for, person by person.',
      ],
      caution: `The fee: ${FEE.detail} Last checked ${REQUIREMENTS_CHECKED}.`,
    },
    {
      number: 4,
      title: 'Print the form and have it witnessed',
      paragraphs: [
        `${WITNESS.detail} Applications that are not properly witnessed are sent back.`,
        `Your witness must be ${WITNESS.professions}. The printed form lists the professions that qualify.`,
      ],
      caution: null,
    },
    {
      number: 5,
      title: 'Post the form, your original documents and the photos',
      paragraphs: [
        `Send the witnessed form, every original document, the certified ID copies and all ${PHOTOS.count} photos ` +
          `(${PHOTOS.witnessed} of them signed by your witness). Brothers and sisters can send their applications ` +
          "together, with a covering letter naming each applicant; through a grandparent, they share the grandparent's " +
          "documents (ask DFA whether the parent's can be sent once too).",
      ],
      caution:
        'Post it to the address DFA prints on your application form, at the end of the online application: it has ' +
        'changed over time (applications once went to embassies; by 2021 processing was centralised at the ' +
        'Passport Service in Ireland), so use the one on your form. The covering letter in Your Application leaves ' +
        'a marked space for it.',
    },
    {
      number: 6,
      title: 'Wait for processing',
      paragraphs: [
        `${PROCESSING.detail} A complete application is the fastest one.`,
        'Expectant parents and stateless applicants can ask for urgent handling.',
      ],
      caution: `Last checked ${REQUIREMENTS_CHECKED}.`,
    },
    {
      number: 7,
      title: 'The outcome',
      paragraphs: [
        'If you are registered you receive a Foreign Births Register certificate: an A4 document on security ' +
          'paper with a harp watermark. It proves your citizenship for passport purposes on its own. Your ' +
          'citizenship starts on the date you are registered.',
        'If you are refused after sending a complete application, you can ask for a review within 6 weeks. An ' +
          'incomplete application that is sent back becomes invalid 6 months after you signed it, and has no ' +
          'right of review: send what is missing promptly.',
      ],
      caution: null,
    },
    {
      number: 8,
      title: 'Apply for your Irish passport',
      paragraphs: [
        'This is a separate application: you cannot apply for a passport and the FBR at the same time. As a ' +
          'first-time adult applicant you must prove your identity, the name you use and your address.',
      ],
      caution:
        'Ask the Passport Service for the current processing time of a first-time adult application, and do not ' +
        'book travel until the passport arrives.',
    },
  ];
}

/** The date printed with the steps. */
export const STEPS_FACTS_LINE = `Facts last checked: ${REQUIREMENTS_CHECKED}`;

export type PostCheck = { text: string; detail: string | null };

/**
 * What to check before posting (docs/rules/documents.md: the general rules and the causes of
 * delay). With the
 * checklists, the name-change line lists the evidence each change needs.
 */
export function beforeYouPost(checklists: readonly PersonChecklist[] = []): PostCheck[] {
  const evidence = checklists.flatMap((list) =>
    list.items.filter((i) => i.nameChangeId !== null).map((i) => `${list.name}: ${i.title.toLowerCase()}`),
  );
  return [
    { text: 'Every certificate is an original', detail: 'Photocopies and laminated documents are refused.' },
    {
      text: 'Birth certificates are the long form, and every certificate is a civil (state) one',
      detail:
        'The long form names the parents; short forms are refused. A church birth and baptismal certificate only ' +
        'where no civil record exists, as your checklist says.',
    },
    {
      text: 'A civil marriage certificate for each marriage in the chain that explains a name or a parentage',
      detail: MARRIAGES.detail,
    },
    {
      text: `${WITNESS.sectionIdentity} and ${WITNESS.sectionSignature} are complete and ${PHOTOS.witnessed} photos are signed`,
      detail: WITNESS.detail,
    },
    { text: `${PROOF_OF_ADDRESS.title} are enclosed`, detail: PROOF_OF_ADDRESS.detail },
    {
      text: 'There is evidence for every change of name',
      detail:
        evidence.length > 0
          ? evidence.join('; ')
          : 'Marriage, divorce, deed poll or adoption: unexplained name changes delay applications.',
    },
    {
      text: 'Spelling variants are explained',
      detail:
        "If a name is spelled differently across documents (O' or Mac prefixes, another spelling of the surname), " +
        'explain in a covering note that it is the same person.',
    },
    {
      text: 'Each certificate is for the right person',
      detail: "With a common name, check the parents' names and dates on every certificate you ordered.",
    },
    { text: 'The fee is paid online and the form is signed', detail: null },
    ...(checklists.some((list) => list.role === 'sibling')
      ? [
          {
            text: "Your siblings' applications are in the same envelope, with a covering letter",
            detail:
              'The letter names every application in the envelope, so a grandparent’s documents are sent once for ' +
              'all of you; ask DFA whether your parent’s can be sent once too.',
          },
        ]
      : []),
  ];
}

export type AnswerRow = { question: string; answer: string; filled: boolean };
export type AnswerSection = { title: string; memberId: string | null; rows: AnswerRow[] };

/** What the user already gave us: their sign-in email and, from Settings, phone and delivery address. */
export type ApplicantContact = {
  email?: string | null;
  phone?: string | null;
  /** The address as its country writes it, one line per entry (domain/address/address-format.ts). */
  postalAddress?: readonly string[] | null;
};

/**
 * The details the online form asks for, person by person: you, each sibling applying with you
 * (their own form), the parent you claim through, then (on the grandparent route) the Irish-born
 * grandparent. Each answer comes from the tree, or is NOT_IN_TREE; your email, phone and postal
 * address come from `contact` (or NOT_IN_SETTINGS); a sibling's are theirs to fill in.
 */
export function answerSheet(
  members: readonly FamilyMember[],
  nameChanges: readonly NameChange[],
  assessment: EligibilityAssessment,
  contact: ApplicantContact = {},
): AnswerSection[] {
  const chain = resolveChain(members, assessment);
  const sections: AnswerSection[] = [applicantSection(chain.applicant, nameChanges, contact)];
  if (needsNoRegistration(chain)) return sections;
  sections.push(...applyingSiblings(members, chain).map((sibling) => siblingSection(sibling, nameChanges)));
  sections.push(parentSection(chain, nameChanges, members));
  if (chain.kind === 'grandparent') {
    sections.push(grandparentSection(chain.grandparent, chain.parent, nameChanges, members));
  }
  return sections;
}

/**
 * The answers the sheet leaves blank because the tree does not hold them ('Your father John
 * Walsh: Date of marriage'), so the pack never says nothing is missing while it prints blanks.
 * Contact details are the applicant's to fill in and are not counted.
 */
export function answerSheetGaps(sections: readonly AnswerSection[]): string[] {
  return sections.flatMap((section) =>
    section.rows
      .filter((row) => row.answer === NOT_IN_TREE)
      .map((row) => `${section.title}: ${row.question.toLowerCase()}`),
  );
}

function applicantSection(
  me: FamilyMember | null,
  nameChanges: readonly NameChange[],
  contact: ApplicantContact,
): AnswerSection {
  return {
    title: 'You (the applicant)',
    memberId: me?.id ?? null,
    rows: [
      ...identityRows(me, nameChanges),
      ...birthRows(me),
      row('Email address', contact.email, NOT_IN_SETTINGS),
      row('Phone number', contact.phone, NOT_IN_SETTINGS),
      row('Postal address', contact.postalAddress?.join(', '), NOT_IN_SETTINGS),
    ],
  };
}

/** A sibling's own online form: their details from the tree; their contact details are theirs to give. */
function siblingSection(sibling: FamilyMember, nameChanges: readonly NameChange[]): AnswerSection {
  const name = fullName(sibling);
  return {
    title: `Your ${roleWord(sibling)}${name ? ` ${name}` : ''} (their own application)`,
    memberId: sibling.id,
    rows: [
      ...identityRows(sibling, nameChanges),
      ...birthRows(sibling),
      row('Email address', null, FILL_IN_YOURSELF),
      row('Phone number', null, FILL_IN_YOURSELF),
      row('Postal address', null, FILL_IN_YOURSELF),
    ],
  };
}

function parentSection(
  chain: Chain,
  nameChanges: readonly NameChange[],
  members: readonly FamilyMember[],
): AnswerSection {
  const parent = chain.parent;
  return {
    title: 'The parent through whom you claim',
    memberId: parent?.id ?? null,
    rows: [
      row('Relationship to you', parent ? capital(roleWord(parent)) : null),
      ...identityRows(parent, nameChanges),
      ...birthRows(parent),
      ...marriageRows(parent, nameChanges, members),
      row('Basis of their Irish citizenship', parent ? citizenshipBasis(chain, parent) : null),
      ...deathRows(parent),
    ],
  };
}

function grandparentSection(
  grandparent: FamilyMember | null,
  parent: FamilyMember | null,
  nameChanges: readonly NameChange[],
  members: readonly FamilyMember[],
): AnswerSection {
  const asParent = grandparent
    ? ({ male: 'father', female: 'mother', other: 'parent' } as const)[grandparent.gender]
    : '';
  const relation = grandparent
    ? `${capital(roleWord(grandparent))}${parent ? ` (${asParent} of ${nameOf(parent)})` : ''}`
    : null;
  return {
    title: 'Your grandparent born in Ireland',
    memberId: grandparent?.id ?? null,
    rows: [
      row('Relationship to you', relation),
      ...identityRows(grandparent, nameChanges),
      ...birthRows(grandparent),
      ...marriageRows(grandparent, nameChanges, members),
      ...deathRows(grandparent, { showLiving: true }),
    ],
  };
}

function identityRows(member: FamilyMember | null, nameChanges: readonly NameChange[]): AnswerRow[] {
  const previous = member ? previousSurnames(member, nameChanges) : [];
  const previousAnswer =
    previous.length > 0 ? previous.join(', ') : member && !member.hasNameChanged ? NONE_RECORDED : null;
  const born = member && documentName(member, nameChanges, { kind: 'birth' });
  const forms = born?.otherForms ?? [];
  return [
    row('First name(s)', member?.firstName),
    row('Surname', member?.lastName),
    row('Previous or birth surnames', previousAnswer),
    // Which name the birth certificate should carry, where it is not the name now (docs/decisions/058-marriages-and-names-as-records.md).
    ...(born && born.name !== fullName(member)
      ? [row('Name at birth, as the birth certificate should print it', born.name)]
      : []),
    ...(forms.length > 0
      ? [row('Other forms of the name', forms.map((f) => `${f.name} (${f.label})`).join(', '))]
      : []),
  ];
}

function birthRows(member: FamilyMember | null): AnswerRow[] {
  const country = member?.birthCountry?.trim() || placeToCountry(member?.birthPlace).country;
  return [
    row('Date of birth', day(member?.birthDate)),
    row('Place of birth', member?.birthPlace),
    row('Country of birth', country),
  ];
}

function marriageRows(
  member: FamilyMember | null,
  nameChanges: readonly NameChange[],
  members: readonly FamilyMember[],
): AnswerRow[] {
  const found = member ? marriagesOf(member.id, nameChanges)[0] : undefined;
  const marriage = found?.change;
  const where = marriage
    ? [marriage.changePlace?.trim(), marriage.changeCountry?.trim()].filter(Boolean).join(', ')
    : '';
  const recorder = found?.recordedOnSpouse ? members.find((m) => m.id === found.change.familyMemberId) : undefined;
  const spouse = recorder ? fullName(recorder) : marriage ? spouseName(marriage) : null;
  return [
    row('Date of marriage', day(marriage?.changeDate)),
    row('Place of marriage', where),
    ...(spouse ? [row('Spouse', spouse)] : []),
  ];
}

function deathRows(member: FamilyMember | null, options: { showLiving?: boolean } = {}): AnswerRow[] {
  if (!member) return options.showLiving ? [row('Date of death', null)] : [];
  if (!member.isDeceased) return options.showLiving ? [row('Date of death', 'Living (according to your tree)')] : [];
  const where = [member.deathPlace?.trim(), member.deathCountry?.trim()].filter(Boolean).join(', ');
  return [row('Date of death', day(member.deathDate)), row('Place of death', where)];
}

function citizenshipBasis(chain: Chain, parent: FamilyMember): string {
  if (chain.kind === 'citizen_parent') {
    const since = day(parent.citizenshipDate);
    const how = parent.citizenshipBasis
      ? CITIZENSHIP_BASIS_LABELS[parent.citizenshipBasis].toLowerCase()
      : 'Foreign Births Register registration or naturalisation (check their certificate)';
    return `Irish citizen${since ? ` since ${since}` : ''}: ${how}`;
  }
  // docs/rules/documents.md 'Online form': the grandparent route's answer is this option of the form.
  const grandparent = chain.grandparent;
  const option = `Choose '${CITIZENSHIP_BASIS_LABELS.irish_born_parent}'`;
  return grandparent
    ? `${option}: Irish citizen from birth, as the child of ${nameOf(grandparent)}, who was born in Ireland`
    : `${option}: Irish citizen from birth, as the child of a parent born in Ireland`;
}

function row(question: string, value: string | null | undefined, blank: string = NOT_IN_TREE): AnswerRow {
  const text = value?.trim() ?? '';
  return text === '' ? { question, answer: blank, filled: false } : { question, answer: text, filled: true };
}

/**
 * A tree date in words, as precise as the record and no more ('12 March 1936', 'March 1936', 'about
 * 1934'); a date short of a day says where to find the rest (docs/decisions/051-dates-as-records-hold-them.md).
 */
function day(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!isRecordDate(text)) return text;
  return isExactDay(text) ? formatRecordDate(text) : `${formatRecordDate(text)} ${PARTIAL_DATE_HINT}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
