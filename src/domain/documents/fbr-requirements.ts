/**
 * What the Department of Foreign Affairs asks every FBR applicant to send, as docs/rules/documents.md
 * states it (checked November 2026): the one source of these rules for the checklist, the steps, the
 * answer sheet, the PDF pack, the quiz and the blog test. Each rule carries the source it came
 * from and when it was last checked; a screen that states one of these facts reads it here.
 */

export type FactSource = {
  /** Who says it, as a reader would recognise it. */
  title: string;
  url: string;
  /** 'official' (DFA, Citizens Information, Dáil answers) or 'third-party' (reported by that site). */
  kind: 'official' | 'third-party';
  /** When the source said it (its own date where it gives one). */
  dated: string;
};

/** When these requirements were last checked against their sources. */
export const REQUIREMENTS_CHECKED = 'November 2026';

export const SOURCES = {
  citizensInformation: {
    title: 'Citizens Information, "Foreign Births Register" (Steps 2 and 5)',
    url: 'https://www.citizensinformation.ie/en/moving_country/irish_citizenship/foreign_births_register.html',
    kind: 'official',
    dated: 'page edited 19 January 2024',
  },
  dailProcessing: {
    title: 'Dáil written answer on FBR processing (45,000 applications, 9,000 waiting on applicants)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-04-01a.349',
    kind: 'official',
    dated: '1 April 2025',
  },
  processing2026: {
    title: 'EasyPassport, "Ireland: Foreign Births Register processing time now about 12 months" (reporting DFA)',
    url: 'https://www.easypassport.co/blog/ireland-foreign-births-register-processing-time-now-about-12-months',
    kind: 'third-party',
    dated: '21 June 2026',
  },
  dailBaptismal: {
    title: 'Dáil written answer on births with no civil record',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-10-21a.298',
    kind: 'official',
    dated: '21 October 2025',
  },
  dfaWitness: {
    title: 'DFA, "Witnessing your application" (Foreign Births Registration guide)',
    url: 'https://www.dfa.ie/irish-embassy/zambia/our-services/citizenship/born-outside-ireland/foreign-births-registration-guide/witnessingyourapplication',
    kind: 'official',
    dated: 'seen November 2026',
  },
} as const satisfies Record<string, FactSource>;

/** Four passport photos, two of them signed by the witness. */
export const PHOTOS = {
  count: 4,
  witnessed: 2,
  title: 'Four passport photos, two of them signed by your witness',
  detail:
    'Send four identical passport photos. Your witness signs the back of two of them when they witness your form; ' +
    'unsigned photos are a common reason for an application to be sent back. For a child, send photos of the child ' +
    'and of the parent applying.',
  source: SOURCES.citizensInformation,
} as const;

/** Two original proofs of address. */
export const PROOF_OF_ADDRESS = {
  count: 2,
  title: 'Two original proofs of address',
  detail:
    'Two original documents (not photocopies) showing your name and current address, such as a recent utility ' +
    "bill or bank statement. For a child, also a letter from the child's school or doctor; a guardian who is not " +
    'the parent adds proof of guardianship.',
  source: SOURCES.citizensInformation,
} as const;

/** Certified copies of current state-issued photo ID (the witness certifies them). */
export const CERTIFIED_ID = {
  title: 'Certified copy of current state photo ID',
  detail:
    'A photocopy of a current passport, driving licence or national ID card, certified as a true copy: your ' +
    'witness signs and stamps the copy. A plain photocopy is not enough.',
  source: SOURCES.citizensInformation,
} as const;

/** In place of ID, for someone in the chain who has died. */
export const DEATH_CERTIFICATE_INSTEAD = {
  detail: 'For someone who has died, send a certified copy of their death certificate in place of their photo ID.',
  source: SOURCES.citizensInformation,
} as const;

/** The witness and the two sections of the printed form they complete. */
export const WITNESS = {
  professions:
    'a member of a profession listed on ireland.ie who is currently practising (for example a doctor, solicitor, ' +
    'school principal, bank manager, police officer, member of the clergy, magistrate or judge), and not a relative',
  detail:
    'Your witness must know you personally and be a member of a profession listed on ireland.ie, currently ' +
    'practising and not a relative. They complete Section E, the "Certificate of Identity", watch you sign the ' +
    'declaration in Section D, stamp the form (or enclose their business card), sign two of your photos and ' +
    'certify the copies of ID.',
  sectionSignature: 'Section D',
  sectionIdentity: 'Section E',
  source: SOURCES.citizensInformation,
} as const;

/** The fee for an adult and for a minor, alone: the landing page shows these without the sources (a smaller bundle). */
export const FEE_ADULT = '€278';
export const FEE_MINOR = '€153';

/** The fee, paid online, including return postage of your documents. */
export const FEE = {
  adultEur: 278,
  minorEur: 153,
  adult: FEE_ADULT,
  minor: FEE_MINOR,
  detail:
    '€278 for an adult, €153 for a minor, paid online; it includes the return postage of your documents and is not refundable.',
  source: SOURCES.citizensInformation,
} as const;

/** How long DFA takes once every document has arrived. */
export const PROCESSING = {
  detail:
    'DFA said processing took about 12 months in mid-2026 (9 to 10 months in early 2025). The clock starts only ' +
    'when every document has arrived: in April 2025, 9,000 of 45,000 applications were waiting on applicants for ' +
    'missing documents.',
  sources: [SOURCES.processing2026, SOURCES.dailProcessing],
} as const;

/** A church record stands in when no civil birth record exists. */
export const NO_CIVIL_RECORD = {
  detail:
    'If the General Register Office has no civil record of a birth, DFA accepts a church birth and baptismal ' +
    'certificate instead, also for births after 1864.',
  source: SOURCES.dailBaptismal,
} as const;

/** Every marriage in the chain that explains a name or parentage. */
export const MARRIAGES = {
  detail:
    'Send the civil marriage certificate of every married person in the chain (you, your parent, your ' +
    'grandparent) whose name or parentage it explains; church marriage certificates are not accepted. A couple ' +
    'who never married needs none.',
  source: SOURCES.citizensInformation,
} as const;

/** The sources of this module, for a pack's list of sources. */
export function requirementSources(): FactSource[] {
  return Object.values(SOURCES);
}
