import { sql, type SQL } from 'drizzle-orm';
import type { AdminFamilyTree, AdminTreeNode, AdminUser, AdminUsersResponse } from '#shared/admin.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { isAdmin } from '#server/auth/roles.ts';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { loadWorkspace, toResponse } from '../application/load.ts';
import { notFound } from '#server/errors.ts';
import { assessUser } from '../family/lineage-service.ts';
import { STATS_TIME_ZONE } from './stats-service.ts';
import { parseRecordDate, recordYear } from '#domain/dates/record-date.ts';

type UserRow = {
  id: string;
  name: string;
  email: string;
  is_admin: boolean;
  created_at: string | Date;
  family_members: number;
  pdf_orders: number;
  document_requests: number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `%fragment%` for LIKE/ILIKE, with the pattern characters of the fragment taken literally. */
export const containsPattern = (fragment: string) => `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Users whose name or email contains the fragment, any case. `name ilike … or email ilike …` is
 * what a trigram GIN index on each column (pg_trgm, gin_trgm_ops) serves; without one it is a
 * sequential scan, which is still fast at 100,000 users (see tests/perf/admin-perf.ts).
 */
const searchFilter = (search: string | undefined): SQL =>
  search
    ? sql`("user".name ilike ${containsPattern(search)} or "user".email ilike ${containsPattern(search)})`
    : sql`true`;

/** One page of the users matching `where`, newest first, by LIMIT … OFFSET on (created_at, id). */
const pageOf = (where: SQL, limit: number, offset: number): SQL => sql`
  select "user".id, "user".created_at
  from "user"
  where ${where}
  order by "user".created_at desc, "user".id desc
  limit ${limit} offset ${offset}`;

/**
 * One page of all users, newest first, without walking the rows before it (decision 033). The
 * signup counters say how many users joined on each Irish day; the page starts on the day that
 * holds its first row, so the index scan skips only that day's newer users. The counters and the
 * users are read in one statement, under one snapshot, so the page is exactly pageOf(true, …).
 */
const pageOfAll = (limit: number, offset: number): SQL => sql`
  with days as (
    select day, sum(n) over (order by day desc) - n as newer
    from admin_daily_counts
    where metric = 'signups'
  ), first_day as (
    select day, newer from days where newer <= ${offset} order by day limit 1
  )
  select "user".id, "user".created_at
  from "user"
  where "user".created_at < (select (day + 1)::timestamp at time zone ${STATS_TIME_ZONE} from first_day)
  order by "user".created_at desc, "user".id desc
  limit ${limit} offset (select (${offset} - newer)::bigint from first_day)`;

/** The page's users and their activity counts, counted for that page only. */
async function selectUsers(db: Db, page: SQL): Promise<UserRow[]> {
  const result = await db.execute(sql`
    select u.id, u.name, u.email, u.is_admin, u.created_at,
      (select count(*)::int from family_members fm where fm.user_id = u.id) as family_members,
      (select count(*)::int from pdf_orders po where po.user_id = u.id) as pdf_orders,
      (select count(*)::int from document_requests dr where dr.user_id = u.id) as document_requests
    from (${page}) p
    join "user" u on u.id = p.id
    order by p.created_at desc, p.id desc`);
  return rowsOf<UserRow>(result);
}

const toAdminUser = (config: AppConfig, r: UserRow): AdminUser => ({
  id: r.id,
  name: r.name,
  email: r.email,
  isAdmin: isAdmin(config, { email: r.email, isAdmin: r.is_admin }),
  createdAt: new Date(r.created_at).toISOString(),
  activityCounts: {
    familyMembers: Number(r.family_members),
    pdfOrders: Number(r.pdf_orders),
    documentRequests: Number(r.document_requests),
  },
});

/** GET /api/admin/users: newest first, searched by part of the name or email, one page at a time. */
export async function listAdminUsers(
  db: Db,
  config: AppConfig,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<AdminUsersResponse> {
  const offset = (query.page - 1) * query.pageSize;
  const where = searchFilter(query.search);
  const [rows, totalResult] = await Promise.all([
    selectUsers(db, query.search ? pageOf(where, query.pageSize, offset) : pageOfAll(query.pageSize, offset)),
    // Every user: the signup counters (decision 033), not a count over the whole table.
    query.search
      ? db.execute(sql`select count(*)::int as total from "user" where ${where}`)
      : db.execute(sql`select coalesce(sum(n), 0)::int as total from admin_daily_counts where metric = 'signups'`),
  ]);
  return {
    users: rows.map((r) => toAdminUser(config, r)),
    total: Number(rowsOf<{ total: number }>(totalResult)[0].total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getAdminUser(db: Db, config: AppConfig, userId: string): Promise<AdminUser> {
  const [row] = await selectUsers(db, pageOf(sql`"user".id = ${userId}`, 1, 0));
  if (!row) throw notFound('User not found');
  return toAdminUser(config, row);
}

/** The birth year when the record states one for sure ('1936', 'March 1936'); null for 'about 1934' and other ranges. */
const birthYear = (date: string | null) => (parseRecordDate(date)?.kind === 'exact' ? recordYear(date) : null);

const ROOT_ORDER: Record<FamilyMemberResponse['relationship'], number> = {
  self: 0,
  sibling: 1,
  parent: 2,
  grandparent: 3,
  great_grandparent: 4,
};

/**
 * The nested tree the admin panel shows: the applicant, siblings and parents at the root, each
 * parent's grandparents as its children, each grandparent's great-grandparents as theirs. A grandparent not linked to a parent stays at the root,
 * so every member appears exactly once.
 */
export function buildAdminTree(members: FamilyMemberResponse[]): AdminTreeNode[] {
  const nodes = new Map<string, AdminTreeNode>(
    members.map((m) => [
      m.id,
      { ...m, fullName: `${m.firstName} ${m.lastName}`.trim(), birthYear: birthYear(m.birthDate), children: [] },
    ]),
  );
  const roots: AdminTreeNode[] = [];
  for (const m of members) {
    const node = nodes.get(m.id)!;
    const parent = m.parentId ? nodes.get(m.parentId) : undefined;
    if (parent && parent.id !== m.id) parent.children.push(node);
    else roots.push(node);
  }
  // Stable: members keep their creation order within a relationship.
  return roots
    .map((node, index) => ({ node, index }))
    .sort((a, b) => ROOT_ORDER[a.node.relationship] - ROOT_ORDER[b.node.relationship] || a.index - b.index)
    .map(({ node }) => node);
}

/** GET /api/admin/users/{id}/family-tree: the user, the nested tree and the engine's assessment. */
export async function getAdminFamilyTree(db: Db, config: AppConfig, userId: string): Promise<AdminFamilyTree> {
  const user = await getAdminUser(db, config, userId);
  const { assessment, members } = await assessUser(db, userId);
  const application = toResponse(await loadWorkspace(db, userId), config);
  return {
    user,
    totalMembers: members.length,
    familyTree: buildAdminTree(members),
    eligibility: { ...assessment, memberCount: members.length },
    application: application.available || application.application ? application.summary : null,
  };
}
