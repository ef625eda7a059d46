import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { RELATIONSHIPS } from '#domain/tree/family-member.ts';
import { user } from './auth-schema.ts';

/**
 * The shape of a record date (docs/decisions/051-dates-as-records-hold-them.md): `1936-03-12`,
 * `1936-03`, `1936`, `ABT …`, `BEF …`, `AFT …`, `BET … AND …`. The database guards the shape;
 * the API's schema (parseRecordDate) guards the calendar.
 */
const PLAIN_DATE = String.raw`[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?`;
export const RECORD_DATE_PATTERN = `^(${PLAIN_DATE}|(ABT|BEF|AFT) ${PLAIN_DATE}|BET ${PLAIN_DATE} AND ${PLAIN_DATE})$`;
const recordDateShape = (column: AnyPgColumn) => sql`${column} ~ ${sql.raw(`'${RECORD_DATE_PATTERN}'`)}`;

export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relationship: text('relationship', { enum: RELATIONSHIPS }).notNull(),
    gender: text('gender', { enum: ['male', 'female', 'other'] })
      .notNull()
      .default('male'),
    birthDate: text('birth_date'),
    deathDate: text('death_date'),
    birthPlace: text('birth_place'),
    birthCountry: text('birth_country'),
    deathPlace: text('death_place'),
    deathCountry: text('death_country'),
    isIrishBorn: boolean('is_irish_born').notNull().default(false),
    isIrishCitizen: boolean('is_irish_citizen').notNull().default(false),
    isDeceased: boolean('is_deceased').notNull().default(false),
    isLineageAnchor: boolean('is_lineage_anchor').notNull().default(false),
    hasNameChanged: boolean('has_name_changed').notNull().default(false),
    citizenshipDate: text('citizenship_date'),
    citizenshipBasis: text('citizenship_basis', {
      enum: ['fbr', 'naturalisation', 'post_nuptial', 'adoption', 'irish_born_parent'],
    }),
    isAdoptiveParent: boolean('is_adoptive_parent').notNull().default(false),
    naturalisedElsewhere: boolean('naturalised_elsewhere').notNull().default(false),
    inIrishPublicServiceAbroad: boolean('in_irish_public_service_abroad').notNull().default(false),
    // Deleting a parent deletes the grandparents linked to it (and theirs in turn).
    parentId: uuid('parent_id').references((): AnyPgColumn => familyMembers.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    includeInApplication: boolean('include_in_application').notNull().default(true),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('family_members_user_id_idx').on(t.userId, t.createdAt),
    index('family_members_parent_id_idx').on(t.parentId),
    uniqueIndex('family_members_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('family_members_one_self_idx')
      .on(t.userId)
      .where(sql`${t.relationship} = 'self'`),
    check('family_members_birth_date_shape', recordDateShape(t.birthDate)),
    check('family_members_death_date_shape', recordDateShape(t.deathDate)),
    check('family_members_citizenship_date_shape', recordDateShape(t.citizenshipDate)),
  ],
);

/**
 * A marriage as its own record, shared by both partners (docs/decisions/058-marriages-and-names-as-records.md).
 * Partner B may be outside the tree: then only the names recorded for them say who they were. Each
 * partner's names are as the marriage record holds them (a maiden name, say), not the member's
 * current name. A partner's name records point here through `name_change_events.marriage_id`.
 */
export const marriages = pgTable(
  'marriages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Deleting a partner keeps the marriage for the other one, with the names recorded for them.
    partnerAMemberId: uuid('partner_a_member_id').references((): AnyPgColumn => familyMembers.id, {
      onDelete: 'set null',
    }),
    partnerAFirstName: text('partner_a_first_name'),
    partnerALastName: text('partner_a_last_name'),
    partnerBMemberId: uuid('partner_b_member_id').references((): AnyPgColumn => familyMembers.id, {
      onDelete: 'set null',
    }),
    partnerBFirstName: text('partner_b_first_name'),
    partnerBLastName: text('partner_b_last_name'),
    marriageDate: text('marriage_date'),
    marriagePlace: text('marriage_place'),
    marriageCountry: text('marriage_country'),
    /** How the marriage ended, if it did: a divorce, an annulment, or a partner's death; null while it lasts. */
    endKind: text('end_kind', { enum: ['divorce', 'annulment', 'death'] }),
    /** When and where it ended (a divorce's decree, an annulment): a record date like the marriage's own. */
    endDate: text('end_date'),
    endPlace: text('end_place'),
    endCountry: text('end_country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marriages_user_idx').on(t.userId),
    index('marriages_partner_a_idx').on(t.partnerAMemberId),
    index('marriages_partner_b_idx').on(t.partnerBMemberId),
    check('marriages_marriage_date_shape', recordDateShape(t.marriageDate)),
    check('marriages_end_date_shape', recordDateShape(t.endDate)),
    check('marriages_end_kind', sql`${t.endKind} in ('divorce', 'annulment', 'death')`),
  ],
);

export const nameChangeEvents = pgTable(
  'name_change_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    changeType: text('change_type', {
      enum: ['birth', 'marriage', 'divorce', 'legal_change', 'adoption', 'irish_form', 'english_form', 'also_known_as'],
    }).notNull(),
    /** The given names this name carries (docs/decisions/058-marriages-and-names-as-records.md); null when they are the member's own. */
    givenNames: text('given_names'),
    surnameBeforeChange: text('surname_before_change'),
    surnameAfterChange: text('surname_after_change'),
    changeDate: text('change_date'),
    changePlace: text('change_place'),
    changeCountry: text('change_country'),
    spouseFamilyMemberId: uuid('spouse_family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    spouseFirstName: text('spouse_first_name'),
    spouseLastName: text('spouse_last_name'),
    /** The marriage that explains this name (a 'marriage' record's date, place and spouse live there). */
    marriageId: uuid('marriage_id').references((): AnyPgColumn => marriages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('name_change_events_member_idx').on(t.familyMemberId),
    index('name_change_events_user_idx').on(t.userId),
    index('name_change_events_marriage_idx').on(t.marriageId),
    check('name_change_events_change_date_shape', recordDateShape(t.changeDate)),
  ],
);

/** One row per user: the lock state, and the row write transactions lock to serialise tree changes. */
export const familyTreeLocks = pgTable('family_tree_locks', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  isLocked: boolean('is_locked').notNull().default(false),
  reason: text('reason'),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lineageRoutePreferences = pgTable('lineage_route_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  selectedGrandparentId: uuid('selected_grandparent_id').references(() => familyMembers.id, { onDelete: 'set null' }),
  routeDescription: text('route_description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
