import { formatRecordDate, isExactDay, readDateInput } from '#domain/dates/record-date.ts';
import { NAME_KIND_LABELS } from '#domain/documents/document-name.ts';
import { MARRIAGE_END_KINDS, type MarriageEnd } from '#domain/documents/marriage-end.ts';
import { isOtherForm, marriagesOf } from '#domain/documents/name-change.ts';
import { CITIZENSHIP_BASES } from '#domain/tree/family-member.ts';
import { normaliseMember } from '#domain/tree/normalise-member.ts';
import { FILLABLE_WHILE_LOCKED } from '#domain/tree/locked-edits.ts';
import { z } from 'zod';
import {
  changeTypeSchema,
  createFamilyMemberBody,
  createNameChangeBody,
  genderSchema,
  type CreateFamilyMemberBody,
  type FamilyMemberResponse,
  type NameChangeResponse,
} from '#shared/family.ts';
import type { NameChangeInput } from './api/replace-name-changes.ts';

type Relationship = FamilyMemberResponse['relationship'];
type Gender = FamilyMemberResponse['gender'];
export type ChangeType = z.infer<typeof changeTypeSchema>;

/** What the tree asks the form to do: add into a slot, or edit a member. */
export type CreateMemberTarget = {
  mode: 'create';
  relationship: Relationship;
  parentId: string | null;
  gender?: Gender;
};
export type MemberFormTarget = CreateMemberTarget | { mode: 'edit'; memberId: string };

export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = NAME_KIND_LABELS;

/** The kinds of name a user can add; 'birth' is the fixed first row. */
export const ADDABLE_CHANGE_TYPES = [
  'marriage',
  'divorce',
  'legal_change',
  'adoption',
  'irish_form',
  'english_form',
  'also_known_as',
] as const satisfies readonly ChangeType[];

/** A change of name happened somewhere, on a date; another form of the name did not. */
export const isChangeOfName = (type: ChangeType) => type !== 'birth' && !isOtherForm(type);

export const hasSpouse = (type: ChangeType) => type === 'marriage' || type === 'divorce';

/**
 * Not shown: the shared marriage a stored marriage belongs to and the spouse in the tree, sent back
 * on save so that editing from either partner edits the one marriage (docs/decisions/058-marriages-and-names-as-records.md).
 */
const sharedMarriage = {
  marriageId: z.string().nullable().optional(),
  spouseFamilyMemberId: z.string().nullable().optional(),
};

/** How the marriage ended: '' while it lasts; a divorce or annulment with the decree's date, court and country. */
const marriageEndFields = {
  endKind: z.enum(['', ...MARRIAGE_END_KINDS]),
  endDate: z.string(),
  endPlace: z.string(),
  endCountry: z.string(),
};

const nameChangeRow = z.object({
  changeType: changeTypeSchema,
  /** The given names this name carries; '' when they are the member's own. */
  givenNames: z.string(),
  /** Surname at birth (first row), the surname after the change, or the surname of this form of the name. */
  name: z.string(),
  changeDate: z.string(),
  changePlace: z.string(),
  changeCountry: z.string(),
  spouseFirstName: z.string(),
  spouseLastName: z.string(),
  ...sharedMarriage,
  /** A married name's marriage: how it ended, edited on the row as under Marriages (decision 058). */
  ...marriageEndFields,
});
export type NameChangeRow = z.infer<typeof nameChangeRow>;

/**
 * A marriage that changed no surname: recorded for its certificate and the online form (issue 18
 * item 6). The spouse is chosen from the tree (spouseFamilyMemberId) or named ('' for the select's
 * 'Not in the tree'); how it ended is the marriage's own (decision 058).
 */
const marriageRow = z.object({
  changeDate: z.string(),
  changePlace: z.string(),
  changeCountry: z.string(),
  spouseFirstName: z.string(),
  spouseLastName: z.string(),
  ...sharedMarriage,
  ...marriageEndFields,
  /** Not shown: recorded only on the spouse, so removing the row removes the marriage itself. */
  recordedOnSpouse: z.boolean().optional(),
});
export type MarriageRow = z.infer<typeof marriageRow>;

export const emptyMarriageRow = (): MarriageRow => ({
  changeDate: '',
  changePlace: '',
  changeCountry: '',
  spouseFirstName: '',
  spouseLastName: '',
  ...endFields(null),
});

/** A stored end of a marriage as the Marriages section's fields. */
function endFields(
  end: MarriageEnd | null | undefined,
): Pick<MarriageRow, 'endKind' | 'endDate' | 'endPlace' | 'endCountry'> {
  return {
    endKind: end?.kind ?? '',
    endDate: dateText(end?.date),
    endPlace: end?.place ?? '',
    endCountry: end?.country ?? '',
  };
}

const formShape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** '' until the user chooses: a new member has no gender by default (docs/decisions/068-small-things.md). */
  gender: z.union([genderSchema, z.literal('')]),
  birthDate: z.string(),
  birthPlace: z.string(),
  birthCountry: z.string(),
  isDeceased: z.boolean(),
  deathDate: z.string(),
  deathPlace: z.string(),
  deathCountry: z.string(),
  isIrishBorn: z.boolean(),
  isIrishCitizen: z.boolean(),
  citizenshipDate: z.string(),
  /** '' when not given. */
  citizenshipBasis: z.enum(['', ...CITIZENSHIP_BASES]),
  isAdoptiveParent: z.boolean(),
  naturalisedElsewhere: z.boolean(),
  inIrishPublicServiceAbroad: z.boolean(),
  hasNameChanged: z.boolean(),
  notes: z.string(),
  includeInApplication: z.boolean(),
  nameChanges: z.array(nameChangeRow),
  marriages: z.array(marriageRow),
});
export type MemberFormValues = z.infer<typeof formShape>;

/**
 * Whether a field of a stored member stays editable in a locked tree (decision 026): notes, and
 * a date or death detail still empty when the form opened, and 'Deceased' while it is off.
 */
export function mayAddWhileLocked(name: keyof MemberFormValues, initial: MemberFormValues): boolean {
  if (name === 'notes') return true;
  if (name === 'isDeceased') return !initial.isDeceased;
  if (!(FILLABLE_WHILE_LOCKED as readonly string[]).includes(name)) return false;
  const value = initial[name];
  // A date held loosely ('about 1934') may still be made exact (docs/decisions/051-dates-as-records-hold-them.md).
  if (DATE_FIELDS.includes(name) && typeof value === 'string' && value.trim()) return !isExactDay(dateValue(value));
  return !value;
}

/** The member's date fields: typed as people write dates, sent as record dates. */
export const DATE_FIELDS: readonly (keyof MemberFormValues)[] = ['birthDate', 'deathDate', 'citizenshipDate'];

/** A stored record date as the form shows it for editing: 'ABT 1934' as 'about 1934'; '' for none. */
export const dateText = (stored: string | null | undefined): string => formatRecordDate(stored ?? null);

/**
 * What was typed, as the record date to send ('c. 1934' as 'ABT 1934'); what cannot be read is
 * sent as typed, for the schema to refuse with the reader's message.
 */
export function dateValue(typed: string): string | null {
  const read = readDateInput(typed);
  return read.ok ? read.value : typed.trim() || null;
}

/** The reader's message for what cannot be read as a date, or null. */
export function dateError(typed: string): string | null {
  const read = readDateInput(typed);
  return read.ok ? null : read.error;
}

/** Where the member sits in the tree: fixed by the slot, not edited in the form. */
export type MemberPlacement = { relationship: Relationship; parentId: string | null; isLineageAnchor: boolean };

export { isOlderGeneration, memberControls } from '#domain/tree/normalise-member.ts';

export const emptyNameChangeRow = (changeType: ChangeType): NameChangeRow => ({
  changeType,
  givenNames: '',
  name: '',
  changeDate: '',
  changePlace: '',
  changeCountry: '',
  spouseFirstName: '',
  spouseLastName: '',
  ...endFields(null),
});

/** A stored marriage that names no surname: shown under Marriages, not in the name-change table. */
const isPlainMarriage = (e: NameChangeResponse) =>
  e.changeType === 'marriage' && !e.surnameAfterChange?.trim() && !e.surnameBeforeChange?.trim();

/** The hidden links of a stored marriage or divorce, only when it has them. */
const storedMarriage = (e: NameChangeResponse) => ({
  ...(e.marriageId ? { marriageId: e.marriageId } : {}),
  ...(e.spouseFamilyMemberId ? { spouseFamilyMemberId: e.spouseFamilyMemberId } : {}),
  ...endFields(e.marriageEnd),
});

/**
 * What a row sends back of its stored marriage: the marriage and how it ended for a marriage, the
 * spouse in the tree for both.
 */
const sentMarriage = (row: NameChangeRow, type: ChangeType) => ({
  ...(type === 'marriage' && row.marriageId ? { marriageId: row.marriageId } : {}),
  ...(type === 'marriage' ? { marriageEnd: sentEnd(row) } : {}),
  ...(hasSpouse(type) && row.spouseFamilyMemberId ? { spouseFamilyMemberId: row.spouseFamilyMemberId } : {}),
});

/** How the marriage ended as sent: null while it lasts. */
const sentEnd = (row: Pick<MarriageRow, 'endKind' | 'endDate' | 'endPlace' | 'endCountry'>): MarriageEnd | null =>
  row.endKind
    ? { kind: row.endKind, date: dateValue(row.endDate), place: text(row.endPlace), country: text(row.endCountry) }
    : null;

/**
 * The stored events as the form's rows: the name-change table (the birth row first, empty if none
 * was stored, then the changes in order) and the marriages that changed no name.
 */
export function rowsFromEvents(
  events: readonly NameChangeResponse[],
): Pick<MemberFormValues, 'nameChanges' | 'marriages'> {
  const toRow = (e: NameChangeResponse): NameChangeRow => ({
    changeType: e.changeType,
    givenNames: e.givenNames ?? '',
    name: (e.changeType === 'birth' ? (e.surnameAfterChange ?? e.surnameBeforeChange) : e.surnameAfterChange) ?? '',
    changeDate: dateText(e.changeDate),
    changePlace: e.changePlace ?? '',
    changeCountry: e.changeCountry ?? '',
    spouseFirstName: e.spouseFirstName ?? '',
    spouseLastName: e.spouseLastName ?? '',
    ...storedMarriage(e),
  });
  const birth = events.find((e) => e.changeType === 'birth');
  return {
    nameChanges: [
      birth ? toRow(birth) : emptyNameChangeRow('birth'),
      ...events.filter((e) => e.changeType !== 'birth' && !isPlainMarriage(e)).map(toRow),
    ],
    marriages: events.filter(isPlainMarriage).map((e) => ({
      changeDate: dateText(e.changeDate),
      changePlace: e.changePlace ?? '',
      changeCountry: e.changeCountry ?? '',
      spouseFirstName: e.spouseFirstName ?? '',
      spouseLastName: e.spouseLastName ?? '',
      ...(e.marriageId ? { marriageId: e.marriageId } : {}),
      ...(e.spouseFamilyMemberId ? { spouseFamilyMemberId: e.spouseFamilyMemberId } : {}),
      ...endFields(e.marriageEnd),
    })),
  };
}

/**
 * The member's marriages recorded only on the spouse (a GEDCOM import records a marriage on one
 * partner): shown under Marriages too, so that one marriage shows on both partners and either can
 * edit it (docs/decisions/058-marriages-and-names-as-records.md). The spouse is the partner who
 * recorded it, named as the tree names them.
 */
export function marriagesRecordedOnSpouse(
  memberId: string,
  all: readonly NameChangeResponse[],
  members: readonly { id: string; firstName: string; lastName: string }[],
): MarriageRow[] {
  return marriagesOf(memberId, all)
    .filter((m) => m.recordedOnSpouse)
    .map(({ change }) => {
      const spouse = members.find((m) => m.id === change.familyMemberId);
      return {
        changeDate: dateText(change.changeDate),
        changePlace: change.changePlace ?? '',
        changeCountry: change.changeCountry ?? '',
        spouseFirstName: spouse?.firstName ?? '',
        spouseLastName: spouse?.lastName ?? '',
        ...(change.marriageId ? { marriageId: change.marriageId } : {}),
        spouseFamilyMemberId: change.familyMemberId,
        ...endFields(all.find((e) => e.id === change.id)?.marriageEnd),
        recordedOnSpouse: true,
      };
    });
}

/**
 * The stored marriages whose rows were removed from the Marriages section: they are removed for
 * both partners on save (decision 058), also those only the spouse recorded.
 */
export function removedMarriages(initial: MemberFormValues, values: MemberFormValues): string[] {
  const kept = new Set(values.marriages.map((row) => row.marriageId).filter(Boolean));
  return initial.marriages.flatMap((row) => (row.marriageId && !kept.has(row.marriageId) ? [row.marriageId] : []));
}

export function defaultValues(
  member: FamilyMemberResponse | null,
  target: CreateMemberTarget | null,
): MemberFormValues {
  if (member) {
    return {
      firstName: member.firstName,
      lastName: member.lastName,
      gender: member.gender,
      birthDate: dateText(member.birthDate),
      birthPlace: member.birthPlace ?? '',
      birthCountry: member.birthCountry ?? '',
      isDeceased: member.isDeceased,
      deathDate: dateText(member.deathDate),
      deathPlace: member.deathPlace ?? '',
      deathCountry: member.deathCountry ?? '',
      isIrishBorn: member.isIrishBorn,
      isIrishCitizen: member.isIrishCitizen,
      citizenshipDate: dateText(member.citizenshipDate),
      citizenshipBasis: member.citizenshipBasis ?? '',
      isAdoptiveParent: member.isAdoptiveParent,
      naturalisedElsewhere: member.naturalisedElsewhere,
      inIrishPublicServiceAbroad: member.inIrishPublicServiceAbroad,
      hasNameChanged: member.hasNameChanged,
      notes: member.notes ?? '',
      includeInApplication: member.includeInApplication,
      nameChanges: [emptyNameChangeRow('birth')],
      marriages: [],
    };
  }
  return {
    firstName: '',
    lastName: '',
    gender: target?.gender ?? '',
    birthDate: '',
    birthPlace: '',
    birthCountry: '',
    isDeceased: false,
    deathDate: '',
    deathPlace: '',
    deathCountry: '',
    isIrishBorn: false,
    isIrishCitizen: false,
    citizenshipDate: '',
    citizenshipBasis: '',
    isAdoptiveParent: false,
    naturalisedElsewhere: false,
    inIrishPublicServiceAbroad: false,
    hasNameChanged: false,
    notes: '',
    includeInApplication: true,
    nameChanges: [emptyNameChangeRow('birth')],
    marriages: [],
  };
}

/** The form's schema requires a gender before save; a payload without one is a programming error. */
function chosenGender(gender: MemberFormValues['gender']): Gender {
  if (gender === '') throw new Error('No gender chosen: memberFormSchema requires one before save');
  return gender;
}

/** Trimmed text, or null when empty (spec: empty strings are sent as null). */
const text = (value: string): string | null => value.trim() || null;

/** The request body: hidden facts are cleared as the server would (normaliseMember), empty strings are null. */
export function toMemberPayload(
  values: MemberFormValues,
  placement: MemberPlacement,
): Omit<CreateFamilyMemberBody, 'idempotencyKey'> {
  return normaliseMember({
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    relationship: placement.relationship,
    gender: chosenGender(values.gender),
    birthDate: dateValue(values.birthDate),
    birthPlace: text(values.birthPlace),
    birthCountry: text(values.birthCountry),
    isDeceased: values.isDeceased,
    deathDate: dateValue(values.deathDate),
    deathPlace: text(values.deathPlace),
    deathCountry: text(values.deathCountry),
    isIrishBorn: values.isIrishBorn,
    isIrishCitizen: values.isIrishCitizen,
    citizenshipDate: dateValue(values.citizenshipDate),
    citizenshipBasis: values.citizenshipBasis || null,
    isAdoptiveParent: values.isAdoptiveParent,
    naturalisedElsewhere: values.naturalisedElsewhere,
    inIrishPublicServiceAbroad: values.inIrishPublicServiceAbroad,
    // Not edited here: kept as stored so a save does not clear it.
    isLineageAnchor: placement.isLineageAnchor,
    hasNameChanged: values.hasNameChanged,
    parentId: placement.parentId,
    notes: text(values.notes),
    includeInApplication: values.includeInApplication,
  });
}

/** Where an event came from in the form: a row of the name-change table or of the marriages. */
type EventSource = { list: 'nameChanges' | 'marriages'; row: number; input: NameChangeInput };

/**
 * The name records to store, with the form row each came from. Rows with neither surname nor given
 * names are not sent; each change records the surname before it (the previous change's), and
 * another form of the name (Irish form, English form, also known as) only its names;
 * marriages without any detail are not sent.
 */
export function toNameChangeInputs(values: MemberFormValues): EventSource[] {
  const out: EventSource[] = [];
  if (values.hasNameChanged) {
    let previous: string | null = null;
    values.nameChanges.forEach((row, index) => {
      const name = text(row.name);
      const givenNames = text(row.givenNames);
      if (!name && !givenNames) return;
      const spouse = hasSpouse(row.changeType);
      out.push({
        list: 'nameChanges',
        row: index,
        input:
          row.changeType === 'birth' || isOtherForm(row.changeType)
            ? { changeType: row.changeType, givenNames, surnameBeforeChange: null, surnameAfterChange: name }
            : {
                changeType: row.changeType,
                givenNames,
                surnameBeforeChange: previous,
                surnameAfterChange: name,
                changeDate: dateValue(row.changeDate),
                changePlace: text(row.changePlace),
                changeCountry: text(row.changeCountry),
                spouseFirstName: spouse ? text(row.spouseFirstName) : null,
                spouseLastName: spouse ? text(row.spouseLastName) : null,
                ...sentMarriage(row, row.changeType),
              },
      });
      if (!isOtherForm(row.changeType)) previous = name ?? previous;
    });
  }
  values.marriages.forEach((row, index) => {
    const inTree = row.spouseFamilyMemberId || null;
    const details = {
      changeDate: dateValue(row.changeDate),
      changePlace: text(row.changePlace),
      changeCountry: text(row.changeCountry),
      // A spouse in the tree keeps the names the marriage holds for them (a maiden name, say).
      spouseFirstName: text(row.spouseFirstName),
      spouseLastName: text(row.spouseLastName),
      spouseFamilyMemberId: inTree,
    };
    if (Object.values(details).every((v) => v === null) && !row.endKind) return;
    out.push({
      list: 'marriages',
      row: index,
      input: {
        changeType: 'marriage',
        surnameBeforeChange: null,
        surnameAfterChange: null,
        ...details,
        ...(row.marriageId ? { marriageId: row.marriageId } : {}),
        marriageEnd: sentEnd(row),
      },
    });
  });
  return out;
}

const FORM_FIELDS = new Set<string>(Object.keys(formShape.shape));
const ROW_FIELD: Record<string, keyof NameChangeRow> = {
  givenNames: 'givenNames',
  surnameAfterChange: 'name',
  surnameBeforeChange: 'name',
  changeType: 'changeType',
  changeDate: 'changeDate',
  changePlace: 'changePlace',
  changeCountry: 'changeCountry',
  spouseFirstName: 'spouseFirstName',
  spouseLastName: 'spouseLastName',
};
/** Stands in for the member id, which a new member does not have yet, when checking name-change rows. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The form's resolver schema: the shape of the inputs, checked with the same request schemas the
 * server validates with (src/shared/family.ts), so the messages ('First name is required', date
 * bounds, lengths) are the server's own.
 */
export function memberFormSchema(placement: MemberPlacement) {
  return formShape.superRefine((values, ctx) => {
    // What the date reader could not read is told in its own words first ('Write the month in words…').
    const unread = new Set<string>();
    for (const field of DATE_FIELDS) {
      const error = dateError(values[field] as string);
      if (error) {
        unread.add(field);
        ctx.addIssue({ code: 'custom', message: error, path: [field] });
      }
    }
    if (values.gender === '') ctx.addIssue({ code: 'custom', message: 'Gender is required', path: ['gender'] });
    // While no gender is chosen, a stand-in lets the server's schema check the other fields.
    const member = createFamilyMemberBody.safeParse(
      toMemberPayload({ ...values, gender: values.gender || 'other' }, placement),
    );
    for (const issue of member.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      if (unread.has(field)) continue;
      ctx.addIssue({ code: 'custom', message: issue.message, path: FORM_FIELDS.has(field) ? [field] : ['root'] });
    }
    for (const { list, row, input } of toNameChangeInputs(values)) {
      const typed = values[list][row]?.changeDate ?? '';
      const dateUnread = dateError(typed);
      if (dateUnread) ctx.addIssue({ code: 'custom', message: dateUnread, path: [list, row, 'changeDate'] });
      const endUnread = dateError(values[list][row]?.endDate ?? '');
      if (endUnread) ctx.addIssue({ code: 'custom', message: endUnread, path: [list, row, 'endDate'] });
      const event = createNameChangeBody.safeParse({ ...input, familyMemberId: PLACEHOLDER_ID });
      for (const issue of event.error?.issues ?? []) {
        const key = String(issue.path[0] ?? '');
        const field =
          key === 'marriageEnd' ? 'endDate' : (ROW_FIELD[key] ?? (list === 'marriages' ? 'changeDate' : 'name'));
        if ((dateUnread && field === 'changeDate') || (endUnread && field === 'endDate')) continue;
        ctx.addIssue({ code: 'custom', message: issue.message, path: [list, row, field] });
      }
    }
  });
}
