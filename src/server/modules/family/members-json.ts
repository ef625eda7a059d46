import { getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { familyMemberResponse, type FamilyMemberResponse } from '#shared/family.ts';
import { familyMembers } from '#server/db/schema.ts';

/**
 * Columns named with their table: drizzle leaves the table out in a query from one table, and a bare
 * "id" in the subquery below would be the member's, not the user's.
 */
const col = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const memberColumn = (column: string) => col('family_members', column);

function columnOf(key: string) {
  const column = getTableColumns(familyMembers)[key as keyof typeof familyMembers.$inferSelect];
  if (!column) throw new Error(`family_members has no column for the response's ${key}`);
  return column.name;
}

/**
 * Each key of the API's member, as PostgreSQL builds it: the column of the same name, 'person' for
 * the type, and the creation time in Date.toISOString's form (to_char truncates to the millisecond,
 * as Date does).
 */
const memberJsonFields = sql.join(
  Object.keys(familyMemberResponse.shape).map((key) => {
    const value =
      key === 'type'
        ? sql`'person'`
        : key === 'createdAt'
          ? sql`to_char(${memberColumn('created_at')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : memberColumn(columnOf(key));
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  }),
  sql`, `,
);

/**
 * The user's members as one JSON array in the API's shape, oldest first (as listMembers), for the
 * "user" row of the query around it. PostgreSQL builds the JSON, so the server parses one value
 * instead of 26 columns of each member and maps none of them (issue 33).
 */
export const membersJson = sql<FamilyMemberResponse[]>`(select coalesce(json_agg(json_build_object(${memberJsonFields})
  order by ${memberColumn('created_at')}, ${memberColumn('id')}), '[]'::json)
  from ${familyMembers} where ${memberColumn('user_id')} = ${col('user', 'id')})`;

/** membersJson as PostgreSQL writes it, for an answer sent as it is (src/server/http/checked-json.ts). */
export const membersJsonText = sql<string>`${membersJson}::text`;

/**
 * What GET /api/family-members checks membersJsonText against before sending it as it is: every
 * member strict, so that a key the API does not declare is refused (src/server/http/checked-json.ts).
 */
export const memberListText = z.array(familyMemberResponse.strict());
