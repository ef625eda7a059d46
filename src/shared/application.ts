import { z } from 'zod';
import {
  FLAG_CODES,
  ITEM_KINDS,
  ITEM_STATUSES,
  MISSING_REASONS,
  PERSON_ROLES,
  TIMELINE_STEPS,
} from '#domain/application/model.ts';
import { multiLine, singleLine } from './text.ts';

export {
  CERTIFICATE_KINDS,
  FLAG_CODES,
  ITEM_KINDS,
  ITEM_STATUSES,
  MISSING_REASONS,
  PERSON_ROLES,
  TIMELINE_STEPS,
  inHandAction,
  isCertificateKind,
} from '#domain/application/model.ts';
export type {
  CertificateCheck,
  FlagCode,
  ItemKind,
  ItemStatus,
  MissingReason,
  PersonRole,
  TimelineStep,
} from '#domain/application/model.ts';

/**
 * 'Your Application' (issue 21): the contract of /api/application. Items are derived from the
 * tree by the same document rules as the checklist and the pack; what the user records about
 * each item (its status moves, where it was ordered, what the certificate says, notes that
 * resolve a mismatch, a scan) is stored against the item's key.
 */

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : trim(v)), singleLine(max).nullable());
const isoDate = (message: string) => z.iso.date(message);

/** An item key: '<member id>.<checklist item id>' for a derived item, 'dfa.<uuid>' for one DFA asked for. */
export const itemKeySchema = z.string().regex(/^[A-Za-z0-9-]{1,64}\.[A-Za-z0-9-]{1,100}$/, 'Unknown item');

/** Where and when an item was ordered. */
export const orderedDetails = z
  .object({
    where: z.preprocess(trim, singleLine(200).min(1, 'Say where you ordered it')),
    orderedOn: isoDate('Enter the date you ordered it'),
    expectedBy: isoDate('Enter the date it is expected by').nullable().default(null),
    reference: optionalText(100).default(null),
  })
  .strict()
  .refine((o) => o.expectedBy === null || o.expectedBy >= o.orderedOn, {
    path: ['expectedBy'],
    message: 'The expected date cannot be before the order date',
  });
export type OrderedDetails = z.infer<typeof orderedDetails>;

/** What a certificate prints, as the user reads it off the paper. */
export const certificateCheck = z
  .object({
    /** The given names of the person it concerns (for a marriage, the chain member). */
    firstNames: z.preprocess(trim, singleLine(200).min(1, 'Enter the first names as printed')),
    surname: z.preprocess(trim, singleLine(200).min(1, 'Enter the surname as printed')),
    /** The date of the event it records (birth, marriage, death, registration, change). */
    eventDate: isoDate('Enter the date as printed').nullable(),
    eventPlace: optionalText(200),
    /** Parents' full names as printed; null when the certificate does not print one. */
    fatherName: optionalText(200),
    motherName: optionalText(200),
    /** For a marriage: the other spouse's full name as printed. */
    spouseName: optionalText(200).default(null),
    /** A birth certificate: true for the long form that names the parents. Null for other kinds. */
    longForm: z.boolean().nullable(),
    /** Issued by the state ('civil') or a church. */
    issuer: z.enum(['civil', 'church']),
    /** A photocopy, not the office's own certificate: DFA refuses it (docs/rules/documents.md). */
    photocopy: z.boolean().default(false),
  })
  .strict();

/** The response shapes of the two above (responses are serialised without transforms). */
const orderedView = z.object({
  where: z.string(),
  orderedOn: z.string(),
  expectedBy: z.string().nullable(),
  reference: z.string().nullable(),
});
const certificateCheckView = z.object({
  firstNames: z.string(),
  surname: z.string(),
  eventDate: z.string().nullable(),
  eventPlace: z.string().nullable(),
  fatherName: z.string().nullable(),
  motherName: z.string().nullable(),
  spouseName: z.string().nullable(),
  longForm: z.boolean().nullable(),
  issuer: z.enum(['civil', 'church']),
  photocopy: z.boolean().optional(),
});

export const mismatchFlag = z.object({
  /** Stable within an item: '<code>:<what was compared>'. */
  id: z.string(),
  code: z.enum(FLAG_CODES),
  /** 'explain': a note resolves it. 'replace': only the right document does (docs/decisions/049-flags-to-explain-and-flags-to-replace.md). */
  kind: z.enum(['explain', 'replace']),
  message: z.string(),
  whatToDo: z.string(),
  /** For an 'explain' flag, the covering letter's paragraph the note starts from; null for 'replace'. */
  draft: z.string().nullable(),
  /** The note the user resolved it with, or null while it is open. */
  resolved: z.object({ note: z.string(), at: z.string() }).nullable(),
});
export type MismatchFlag = z.infer<typeof mismatchFlag>;

export const officeSummary = z.object({
  office: z.string(),
  region: z.string(),
  orderUrl: z.string().nullable(),
  askFor: z.string(),
  fee: z.string(),
  time: z.string(),
});

export const scanSummary = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});

export const applicationItem = z.object({
  key: z.string(),
  kind: z.enum(ITEM_KINDS),
  /** The person it concerns; shared ancestors' items serve every applicant in `sharedBy`. */
  memberId: z.string().nullable(),
  role: z.enum(PERSON_ROLES).nullable(),
  personName: z.string(),
  title: z.string(),
  why: z.string(),
  /** Which name the document should carry ('Should carry the birth name: …'); null when no name applies. */
  carries: z.string().nullable(),
  /** Where to order a civil certificate; null for documents that come from elsewhere. */
  office: officeSummary.nullable(),
  /** How to get a document that is not a civil certificate. */
  obtain: z.string().nullable(),
  /** 'if_applicable' items (a marriage the tree does not record) can be set aside with a reason. */
  required: z.enum(['always', 'if_applicable']),
  notApplicable: z.object({ reason: z.string(), at: z.string() }).nullable(),
  status: z.enum(ITEM_STATUSES),
  /** The date of each move (ISO timestamps); null for a step not reached. */
  statusDates: z.object({
    needed: z.string().nullable(),
    ordered: z.string().nullable(),
    in_hand: z.string().nullable(),
    checked: z.string().nullable(),
  }),
  ordered: orderedView.nullable(),
  /** True for certificates: 'checked' needs what is printed and no open flag. */
  needsCheck: z.boolean(),
  check: certificateCheckView.nullable(),
  flags: z.array(mismatchFlag),
  scan: scanSummary.nullable(),
  /** The DFA request that put it back into the list, if any. */
  requestedByDfa: z.object({ on: z.string(), requested: z.string() }).nullable(),
  /** The applicants (member ids) this document serves: more than one for shared ancestors' documents. */
  sharedBy: z.array(z.string()),
  /** The moves this item allows now (for the buttons). */
  allowedMoves: z.array(z.enum(ITEM_STATUSES)),
  /** A certificate we research (Ireland and the UK, the document orders' scope): 'Order our research'. */
  researchable: z.boolean(),
});
export type ApplicationItem = z.infer<typeof applicationItem>;

export const applicationPerson = z.object({
  memberId: z.string(),
  role: z.enum(PERSON_ROLES),
  name: z.string(),
  fullName: z.string(),
  heading: z.string(),
});
export type ApplicationPerson = z.infer<typeof applicationPerson>;

export const timelineEntry = z.object({
  id: z.string(),
  step: z.enum(TIMELINE_STEPS),
  on: z.string(),
  /** What DFA asked for (further_documents_requested only). */
  requested: z.string().nullable(),
  /** Items it put back into the list. */
  itemKeys: z.array(z.string()),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** The date the current step sets (src/domain/application/deadlines.ts): the lapse day, or the last day to ask for a review. */
export const applicationDeadline = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lapse'),
    date: z.string(),
    signedOn: z.string(),
    requestedOn: z.string(),
    passed: z.boolean(),
  }),
  z.object({ kind: z.literal('review'), date: z.string(), refusedOn: z.string(), passed: z.boolean() }),
]);
export type ApplicationDeadline = z.infer<typeof applicationDeadline>;

export const applicationRecord = z.object({
  postedOn: z.string(),
  signedOn: z.string(),
  trackingNumber: z.string().nullable(),
  dfaReference: z.string().nullable(),
  /** The gate's answer when posted: complete and every item checked. */
  readyWhenPosted: z.boolean(),
  missingWhenPosted: z.array(z.string()),
  timeline: z.array(timelineEntry),
  currentStep: z.enum(TIMELINE_STEPS),
  /** The steps that may follow the current one. */
  nextSteps: z.array(z.enum(TIMELINE_STEPS)),
  deadline: applicationDeadline.nullable(),
});
export type ApplicationRecord = z.infer<typeof applicationRecord>;

/** The ready-to-post gate: exactly what is missing or unresolved. */
export const gateAnswer = z.object({
  ready: z.boolean(),
  missing: z.array(
    z.object({
      itemKey: z.string().nullable(),
      personName: z.string(),
      title: z.string(),
      reason: z.enum(MISSING_REASONS),
      message: z.string(),
    }),
  ),
});
export type GateAnswer = z.infer<typeof gateAnswer>;

/** The dashboard card: '7 of 15 items ready' and where the application is. */
export const workspaceSummary = z.object({
  itemsReady: z.number().int(),
  itemsTotal: z.number().int(),
  currentStep: z.enum(['gathering', 'ready_to_post', ...TIMELINE_STEPS]),
  postedOn: z.string().nullable(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummary>;

/** The expected decision window, from configuration (the current official processing time). */
export const decisionWindow = z.object({
  from: z.string(),
  to: z.string(),
  basis: z.string(),
  sourceUrl: z.string(),
});
export type DecisionWindow = z.infer<typeof decisionWindow>;

/** GET /api/application. */
export const workspaceResponse = z.object({
  /** False when the tree gives no FBR route yet (no applicant, or no registration needed): `message` says why. */
  available: z.boolean(),
  message: z.string().nullable(),
  route: z.enum(['grandparent', 'citizen_parent']).nullable(),
  people: z.array(applicationPerson),
  items: z.array(applicationItem),
  summary: workspaceSummary,
  gate: gateAnswer,
  /** The covering letter's sender: the postal address saved in Settings, in lines, or null. */
  sender: z.object({ address: z.array(z.string()).nullable() }),
  application: applicationRecord.nullable(),
  expectedDecision: decisionWindow.nullable(),
  /** How much of the user's storage quota their scans take ('12 MB of 100 MB used'). */
  scanStorage: z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int(), label: z.string() }),
});
export type WorkspaceResponse = z.infer<typeof workspaceResponse>;

/** PATCH /api/application/items/:key: move the item, or set an 'if applicable' item aside. */
export const itemStatusBody = z
  .object({ status: z.enum(ITEM_STATUSES), ordered: orderedDetails.optional() })
  .strict()
  .refine((b) => b.status !== 'ordered' || b.ordered !== undefined, {
    path: ['ordered'],
    message: 'Say where and when you ordered it',
  })
  .refine((b) => b.status === 'ordered' || b.ordered === undefined, {
    path: ['ordered'],
    message: 'Order details go with the status ordered',
  });
export type ItemStatusBody = z.infer<typeof itemStatusBody>;

/** Why an 'if applicable' document does not apply to this family. */
export const notApplicableReason = z.preprocess(trim, multiLine(1000).min(3, 'Say why it does not apply'));

export const itemApplicabilityBody = z
  .object({
    notApplicable: z.boolean(),
    reason: notApplicableReason.optional(),
  })
  .strict()
  .refine((b) => !b.notApplicable || b.reason !== undefined, {
    path: ['reason'],
    message: 'Say why it does not apply',
  });
export type ItemApplicabilityBody = z.infer<typeof itemApplicabilityBody>;

/** The PATCH schema for a body's shape (field errors name the field). */
export const itemPatchSchemaFor = (body: unknown) =>
  body !== null && typeof body === 'object' && 'notApplicable' in body ? itemApplicabilityBody : itemStatusBody;

/** PUT /api/application/items/:key/check. */
export const certificateCheckBody = certificateCheck;
export type CertificateCheckBody = z.infer<typeof certificateCheckBody>;

/** POST /api/application/items/:key/flags/:flagId/resolve. */
export const flagResolveBody = z
  .object({ note: z.preprocess(trim, multiLine(1000).min(3, 'Write a note saying how it is resolved')) })
  .strict();
export type FlagResolveBody = z.infer<typeof flagResolveBody>;

/** PUT /api/application/posting: the posting details (creates the 'posted' step the first time). */
export const postingBody = z
  .object({
    postedOn: isoDate('Enter the date you posted it'),
    signedOn: isoDate('Enter the date you signed the form'),
    trackingNumber: optionalText(100).default(null),
    dfaReference: optionalText(100).default(null),
  })
  .strict()
  .refine((b) => b.signedOn <= b.postedOn, {
    path: ['signedOn'],
    message: 'The form is signed before it is posted',
  });
export type PostingBody = z.infer<typeof postingBody>;

const stepOn = isoDate('Enter the date of this step');

/** POST /api/application/timeline: the next step, with its date. */
export const timelineStepBody = z.discriminatedUnion('step', [
  z.object({ step: z.literal('received'), on: stepOn }).strict(),
  z
    .object({
      step: z.literal('further_documents_requested'),
      on: stepOn,
      requested: z.preprocess(trim, multiLine(2000).min(3, 'Write what DFA asked for')),
      /** Items of the list DFA asked for again: they go back to 'needed'. */
      itemKeys: z.array(itemKeySchema).max(100).default([]),
      /** Documents DFA asked for that the list does not have: each becomes an item. */
      extraDocuments: z
        .array(z.preprocess(trim, singleLine(200).min(1, 'Name the document')))
        .max(20)
        .default([]),
    })
    .strict(),
  z.object({ step: z.literal('approved'), on: stepOn }).strict(),
  z.object({ step: z.literal('certificate_received'), on: stepOn }).strict(),
  z.object({ step: z.literal('refused'), on: stepOn }).strict(),
  z.object({ step: z.literal('review_requested'), on: stepOn }).strict(),
]);
export type TimelineStepBody = z.infer<typeof timelineStepBody>;

export const itemParams = z.object({ key: itemKeySchema }).strict();
export const flagParams = z
  .object({ key: itemKeySchema, flagId: z.string().regex(/^[a-z_]{1,40}:[a-z_]{1,40}$/, 'Unknown flag') })
  .strict();
export const adminScanParams = z.object({ id: z.string().min(1).max(100), key: itemKeySchema }).strict();

/** Where the workspace lives in the app (the dashboard card and the reminder emails link here). */
export const APPLICATION_PATH = '/application';
