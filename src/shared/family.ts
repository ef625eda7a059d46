import { z } from 'zod';
import { earliestDay, isRecordDate, isSurelyBefore, latestDay, statedDays } from '#domain/dates/record-date.ts';
import { MARRIAGE_END_KINDS } from '#domain/documents/marriage-end.ts';
import { CHANGE_TYPES } from '#domain/documents/name-change.ts';
import { CITIZENSHIP_BASES, RELATIONSHIPS } from '#domain/tree/family-member.ts';
import { multiLine, singleLine } from './text.ts';

/** Empty strings from forms are stored as null (spec 'Member form'). */
const emptyToNull = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v;

const optionalText = (max: number) => z.preprocess(emptyToNull, singleLine(max).nullable().optional());
const optionalNotes = (max: number) => z.preprocess(emptyToNull, multiLine(max).nullable().optional());

const today = () => new Date().toISOString().slice(0, 10);

/** What the API says when a date is not a record date (docs/decisions/051-dates-as-records-hold-them.md). */
export const RECORD_DATE_MESSAGE =
  'Must be a date as the record holds it: 1936-03-12, 1936-03, 1936, ABT 1934, BEF 1940, AFT 1921 or BET 1930 AND 1935';

/**
 * A date as the record holds it (exact day, month and year, year, about, before, after, between),
 * in its canonical string, from 1800 up to today: the day it could be at the earliest is not in the
 * future, and the day it could be at the latest is not before 1800.
 */
export const recordDate = z.preprocess(
  emptyToNull,
  z
    .string()
    .max(40, RECORD_DATE_MESSAGE)
    .refine((d) => isRecordDate(d), RECORD_DATE_MESSAGE)
    .refine(
      (d) => !isRecordDate(d) || (latestDay(d) ?? statedDays(d)?.last ?? '') >= '1800-01-01',
      'Must be after 1800',
    )
    .refine(
      (d) => !isRecordDate(d) || (earliestDay(d) ?? statedDays(d)?.first ?? '') <= today(),
      'Cannot be in the future',
    )
    .nullable()
    .optional(),
);

/**
 * The longest text each member field may hold, whatever the way in (member API, GEDCOM import):
 * the one set of limits (issue: one schema per entity).
 */
export const MEMBER_TEXT_LIMITS = {
  firstName: 100,
  lastName: 100,
  birthPlace: 200,
  birthCountry: 100,
  deathPlace: 200,
  deathCountry: 100,
  notes: 2000,
} as const;

/** The longest account display name (sign-up through a provider, later edits). */
export const USER_NAME_MAX = 100;

const requiredName = (message: string, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), singleLine(max, message).min(1, message));

export const relationshipSchema = z.enum(RELATIONSHIPS);
export const genderSchema = z.enum(['male', 'female', 'other']);

const memberFields = {
  firstName: requiredName('First name is required', MEMBER_TEXT_LIMITS.firstName),
  lastName: requiredName('Last name is required', MEMBER_TEXT_LIMITS.lastName),
  gender: genderSchema.default('male'),
  birthDate: recordDate,
  deathDate: recordDate,
  birthPlace: optionalText(MEMBER_TEXT_LIMITS.birthPlace),
  birthCountry: optionalText(MEMBER_TEXT_LIMITS.birthCountry),
  deathPlace: optionalText(MEMBER_TEXT_LIMITS.deathPlace),
  deathCountry: optionalText(MEMBER_TEXT_LIMITS.deathCountry),
  isIrishBorn: z.boolean().default(false),
  isIrishCitizen: z.boolean().default(false),
  isDeceased: z.boolean().default(false),
  isLineageAnchor: z.boolean().default(false),
  hasNameChanged: z.boolean().default(false),
  citizenshipDate: recordDate,
  citizenshipBasis: z.enum(CITIZENSHIP_BASES, 'Choose how they became an Irish citizen').nullable().optional(),
  isAdoptiveParent: z.boolean().default(false),
  naturalisedElsewhere: z.boolean().default(false),
  inIrishPublicServiceAbroad: z.boolean().default(false),
  parentId: z.uuid('Must be a family member id').nullable().optional(),
  notes: optionalNotes(MEMBER_TEXT_LIMITS.notes),
  includeInApplication: z.boolean().default(true),
  // Echoed fields a client may send back; ignored.
  id: z.string().max(100).optional(),
  type: z.literal('person').optional(),
  createdAt: z.string().max(40).optional(),
  updatedAt: z.string().max(40).optional(),
};

function datesInOrder(
  m: { birthDate?: string | null; deathDate?: string | null; citizenshipDate?: string | null },
  ctx: z.RefinementCtx,
) {
  // Only when the records say so for certain: 'ABT 1950' and '1949' may be the same year.
  if (isSurelyBefore(m.deathDate, m.birthDate)) {
    ctx.addIssue({ code: 'custom', path: ['deathDate'], message: 'Date of death cannot be before the date of birth' });
  }
  if (isSurelyBefore(m.citizenshipDate, m.birthDate)) {
    ctx.addIssue({
      code: 'custom',
      path: ['citizenshipDate'],
      message: 'Citizenship date cannot be before the date of birth',
    });
  }
}

export const createFamilyMemberBody = z
  .object({ ...memberFields, relationship: relationshipSchema, idempotencyKey: z.string().min(8).max(100).optional() })
  .strict()
  .superRefine(datesInOrder);
export type CreateFamilyMemberBody = z.infer<typeof createFamilyMemberBody>;

/** PUT with only {includeInApplication} (the toggle on a sibling or yourself). */
export const includeOnlyBody = z.object({ includeInApplication: z.boolean() }).strict();

/** PUT with the whole member. */
export const updateFamilyMemberBody = z
  .object({
    ...memberFields,
    relationship: relationshipSchema.optional(),
    idempotencyKey: z.string().max(100).optional(),
  })
  .strict()
  .superRefine(datesInOrder);

export type UpdateFamilyMemberBody = z.infer<typeof updateFamilyMemberBody> | z.infer<typeof includeOnlyBody>;

/** The PUT schema for a body's shape, so field errors name the field (a union would only say 'Invalid input'). */
export const updateSchemaFor = (body: object) =>
  Object.keys(body).length === 1 && 'includeInApplication' in body ? includeOnlyBody : updateFamilyMemberBody;

export const familyMemberResponse = z.object({
  id: z.string(),
  type: z.literal('person'),
  firstName: z.string(),
  lastName: z.string(),
  relationship: relationshipSchema,
  gender: genderSchema,
  birthDate: z.string().nullable(),
  deathDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  birthCountry: z.string().nullable(),
  deathPlace: z.string().nullable(),
  deathCountry: z.string().nullable(),
  isIrishBorn: z.boolean(),
  isIrishCitizen: z.boolean(),
  isDeceased: z.boolean(),
  isLineageAnchor: z.boolean(),
  hasNameChanged: z.boolean(),
  citizenshipDate: z.string().nullable(),
  citizenshipBasis: z.enum(CITIZENSHIP_BASES).nullable(),
  isAdoptiveParent: z.boolean(),
  naturalisedElsewhere: z.boolean(),
  inIrishPublicServiceAbroad: z.boolean(),
  parentId: z.string().nullable(),
  notes: z.string().nullable(),
  includeInApplication: z.boolean(),
  createdAt: z.string(),
});
export type FamilyMemberResponse = z.infer<typeof familyMemberResponse>;

export const memberIdParams = z.object({ id: z.uuid('Family member not found') });

export const changeTypeSchema = z.enum(CHANGE_TYPES);

/** How a marriage ended, and when and where (docs/decisions/058-marriages-and-names-as-records.md). */
export const marriageEndBody = z
  .object({
    kind: z.enum(MARRIAGE_END_KINDS),
    date: recordDate,
    place: optionalText(200),
    country: optionalText(100),
  })
  .strict();
export const marriageEndResponse = z.object({
  kind: z.enum(MARRIAGE_END_KINDS),
  date: z.string().nullable(),
  place: z.string().nullable(),
  country: z.string().nullable(),
});

export const createNameChangeBody = z
  .object({
    familyMemberId: z.uuid('Family member not found'),
    changeType: changeTypeSchema,
    /** The given names this name carries ('Padraig' for an Irish form); omitted or null when they are the member's own. */
    givenNames: optionalText(100),
    surnameBeforeChange: optionalText(100),
    surnameAfterChange: optionalText(100),
    changeDate: recordDate,
    changePlace: optionalText(200),
    changeCountry: optionalText(100),
    spouseFamilyMemberId: z.uuid().nullable().optional(),
    spouseFirstName: optionalText(100),
    spouseLastName: optionalText(100),
    /**
     * A 'marriage' record of a marriage already shared with the other partner: the record joins it
     * and its date, place, country and spouse become the marriage's, for both partners (decision 058).
     */
    marriageId: z.uuid().nullable().optional(),
    /** A 'marriage' record: how the marriage ended, for both partners; null while it lasts, omitted to leave it as it is. */
    marriageEnd: marriageEndBody.nullable().optional(),
  })
  .strict();
export type CreateNameChangeBody = z.infer<typeof createNameChangeBody>;

export const nameChangeResponse = z.object({
  id: z.string(),
  familyMemberId: z.string(),
  changeType: changeTypeSchema,
  givenNames: z.string().nullable(),
  surnameBeforeChange: z.string().nullable(),
  surnameAfterChange: z.string().nullable(),
  changeDate: z.string().nullable(),
  changePlace: z.string().nullable(),
  changeCountry: z.string().nullable(),
  spouseFamilyMemberId: z.string().nullable(),
  spouseFirstName: z.string().nullable(),
  spouseLastName: z.string().nullable(),
  /** The shared marriage a 'marriage' record belongs to (docs/decisions/058-marriages-and-names-as-records.md). */
  marriageId: z.string().nullable(),
  /** A 'marriage' record's marriage: how it ended, if it did. A divorce record that ends it reads its date and place from here. */
  marriageEnd: marriageEndResponse.nullable().optional(),
  createdAt: z.string(),
});
export type NameChangeResponse = z.infer<typeof nameChangeResponse>;

/**
 * A marriage, one record for both partners (docs/decisions/058-marriages-and-names-as-records.md).
 * A partner outside the tree has no member id, only the names the marriage record holds.
 */
export const marriageResponse = z.object({
  id: z.string(),
  partnerAMemberId: z.string().nullable(),
  partnerAFirstName: z.string().nullable(),
  partnerALastName: z.string().nullable(),
  partnerBMemberId: z.string().nullable(),
  partnerBFirstName: z.string().nullable(),
  partnerBLastName: z.string().nullable(),
  marriageDate: z.string().nullable(),
  marriagePlace: z.string().nullable(),
  marriageCountry: z.string().nullable(),
  end: marriageEndResponse.nullable(),
});
export type MarriageResponse = z.infer<typeof marriageResponse>;

export const treeLockResponse = z.object({
  isLocked: z.boolean(),
  hasActiveOrders: z.boolean(),
  paidOrdersCount: z.number().int(),
  reason: z.string().nullable(),
  lockedAt: z.string().nullable(),
  /** Why it is locked: an active paid order (cannot be unlocked until it completes), by hand, or not locked. */
  lockedBy: z.enum(['order', 'user']).nullable(),
  /** The paid certificate orders the lock waits for, oldest first. */
  activeOrders: z.array(z.object({ id: z.string(), status: z.string() })),
  /** Certificate orders waiting for payment: once paid, the tree stays locked until they are delivered. */
  awaitingPayment: z.array(z.object({ id: z.string() })),
});
export type TreeLockResponse = z.infer<typeof treeLockResponse>;

export const lockBody = z.object({ reason: z.string().trim().min(1).max(200).default('Manual lock by user') }).strict();

export const lineagePreferenceBody = z
  .object({
    selectedGrandparentId: z.uuid('Choose one of your Irish-born grandparents'),
    routeDescription: z.string().trim().max(300).nullable().optional(),
  })
  .strict();

export const lineagePreferenceResponse = z.object({
  selectedGrandparentId: z.string().nullable(),
  routeDescription: z.string().nullable(),
});

/** DELETE /api/family-members/:id and /api/name-change-events/:id. */
export const successResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponse>;

/** GET /api/family-members/:id/children-count: how many grandparents go with a parent when it is deleted. */
export const childrenCountResponse = z.object({ childrenCount: z.number().int() });
export type ChildrenCountResponse = z.infer<typeof childrenCountResponse>;

const optionPerson = familyMemberResponse.pick({
  id: true,
  firstName: true,
  lastName: true,
  gender: true,
  birthPlace: true,
  relationship: true,
  parentId: true,
});
export type OptionPerson = z.infer<typeof optionPerson>;

/** GET /api/document-request/family-member-options: the people a certificate can be ordered for. */
export const familyMemberOptionsResponse = z.object({
  irishGrandparents: z.array(optionPerson),
  parents: z.array(optionPerson),
  grandparents: z.array(optionPerson),
  applicant: optionPerson.nullable(),
  currentSelection: lineagePreferenceResponse.nullable(),
});
export type FamilyMemberOptions = z.infer<typeof familyMemberOptionsResponse>;
