import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminFamilyTreeResponse, adminUsersResponse, type AdminUser } from '#shared/admin.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { documentRequests, pdfOrders, user } from '#server/db/schema.ts';
import { buildAdminTree, containsPattern } from './users-service.ts';

/** GET /api/admin/users (search, pagination, activity counts) and GET /api/admin/users/{id}/family-tree. */

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;

const get = (u: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: u.cookie } });
const listUsers = async (query: string) => {
  const res = await get(admin, `/api/admin/users${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminUsersResponse.parse(res.json());
};
const emails = (users: AdminUser[]) => users.map((u) => u.email);

/** 24 stored users, one a day from 1 March 2026: user 24 is the newest. */
const SEEDED = Array.from({ length: 24 }, (_, i) => {
  const n = i + 1;
  const named: Record<number, [string, string]> = {
    3: ["Siobhán O'Brien", 'siobhan.obrien@example.ie'],
    7: ['Sean OBRIEN', 'sean@mail.example.com'],
    11: ['Mary Kelly', 'MKELLY@Example.IE'],
    15: ['Percy 100% Sure', 'percy@example.com'],
    19: ['Under_Score', 'under.score@example.com'],
  };
  const [name, email] = named[n] ?? [
    `Person ${String(n).padStart(2, '0')}`,
    `person${String(n).padStart(2, '0')}@example.com`,
  ];
  return { id: `seeded-${String(n).padStart(2, '0')}`, name, email, createdAt: new Date(Date.UTC(2026, 2, n, 12)) };
});

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'users.admin@example.com' });
  admin = await signIn(t, 'users.admin@example.com');
  owner = await signIn(t, 'tree.owner@example.com');
  const db = t.database.db;
  // Fixed join dates: the owner after every seeded user, the admin the newest.
  await db
    .update(user)
    .set({ createdAt: new Date('2026-05-01T09:00:00Z'), name: 'Tree Owner' })
    .where(eq(user.id, owner.userId));
  await db
    .update(user)
    .set({ createdAt: new Date('2026-06-01T09:00:00Z'), name: 'Users Admin' })
    .where(eq(user.id, admin.userId));
  await db.insert(user).values(SEEDED);
});
afterAll(() => t?.close());

describe('GET /api/admin/users', () => {
  it('lists every user newest first with the default page size of 20', async () => {
    const body = await listUsers('');
    expect(body.total).toBe(26);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(20);
    expect(body.users).toHaveLength(20);
    expect(emails(body.users).slice(0, 3)).toEqual([
      'users.admin@example.com',
      'tree.owner@example.com',
      'person24@example.com',
    ]);
    const times = body.users.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.users[0]).toEqual({
      id: admin.userId,
      name: 'Users Admin',
      email: 'users.admin@example.com',
      isAdmin: true,
      createdAt: '2026-06-01T09:00:00.000Z',
      activityCounts: { familyMembers: 0, pdfOrders: 0, documentRequests: 0 },
    });
    expect(body.users[2]).toMatchObject({ isAdmin: false, createdAt: '2026-03-24T12:00:00.000Z' });
  });

  it('pages through all users without gaps or repeats', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await listUsers(`?page=${page}&pageSize=10`));
    expect(pages.map((p) => p.users.length)).toEqual([10, 10, 6]);
    expect(pages.every((p) => p.total === 26 && p.pageSize === 10)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    const all = pages.flatMap((p) => emails(p.users));
    expect(new Set(all).size).toBe(26);
    expect(all.at(-1)).toBe('person01@example.com');
    const beyond = await listUsers('?page=4&pageSize=10');
    expect(beyond).toEqual({ users: [], total: 26, page: 4, pageSize: 10 });
  });

  it('searches part of the name, any case', async () => {
    // 'OBRIEN' in Sean's name, 'obrien' in Siobhán's email.
    const body = await listUsers('?search=obrien');
    expect(emails(body.users)).toEqual(['sean@mail.example.com', 'siobhan.obrien@example.ie']);
    const accented = await listUsers(`?search=${encodeURIComponent("o'bri")}`);
    expect(emails(accented.users)).toEqual(['siobhan.obrien@example.ie']);
    const kelly = await listUsers('?search=KeLLy');
    expect(kelly).toMatchObject({ total: 1, users: [{ name: 'Mary Kelly' }] });
  });

  it('searches part of the email, any case, newest first, with totals for the search', async () => {
    const body = await listUsers('?search=EXAMPLE.ie');
    expect(emails(body.users)).toEqual(['MKELLY@Example.IE', 'siobhan.obrien@example.ie']);
    expect(body.total).toBe(2);
    const paged = await listUsers('?search=%40example.com&pageSize=5&page=2');
    // @example.com: 21 seeded (not the two at example.ie nor sean@mail.example.com) + tree.owner + users.admin.
    expect(paged.total).toBe(23);
    expect(paged.users).toHaveLength(5);
  });

  it('takes % and _ in a search literally', async () => {
    expect(emails((await listUsers(`?search=${encodeURIComponent('%')}`)).users)).toEqual(['percy@example.com']);
    expect(emails((await listUsers(`?search=${encodeURIComponent('100%')}`)).users)).toEqual(['percy@example.com']);
    expect(emails((await listUsers('?search=person_1')).users)).toEqual([]); // as a wildcard it would find person01
    expect(emails((await listUsers('?search=r_S')).users)).toEqual(['under.score@example.com']);
    expect(containsPattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });

  it('finds nobody for an unknown fragment, and treats a blank search as none', async () => {
    expect(await listUsers('?search=zzz-nobody')).toEqual({ users: [], total: 0, page: 1, pageSize: 20 });
    expect((await listUsers('?search=%20%20')).total).toBe(26);
  });

  it('refuses a bad page or page size (400)', async () => {
    for (const query of [
      '?page=0',
      '?page=-1',
      '?pageSize=0',
      '?pageSize=101',
      '?page=abc',
      `?search=${'x'.repeat(101)}`,
    ]) {
      const res = await get(admin, `/api/admin/users${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await listUsers('?pageSize=100')).users).toHaveLength(26);
  });
});

describe('GET /api/admin/users/{id}/family-tree', () => {
  const add = async (body: Record<string, unknown>): Promise<FamilyMemberResponse> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/family-members',
      headers: { cookie: owner.cookie },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('answers the user with activity counts, the nested tree and the eligibility result', async () => {
    const self = await add({
      firstName: 'Aoife',
      lastName: 'Walsh',
      relationship: 'self',
      birthDate: '1990-04-02',
      birthPlace: 'Leeds',
    });
    const sister = await add({ firstName: 'Ciara', lastName: 'Walsh', relationship: 'sibling', gender: 'female' });
    const father = await add({
      firstName: 'John',
      lastName: 'Walsh',
      relationship: 'parent',
      birthDate: '1960-01-01',
      birthPlace: 'Leeds',
    });
    const mother = await add({ firstName: 'Mary', lastName: 'Byrne', relationship: 'parent', gender: 'female' });
    const grandad = await add({
      firstName: 'Patrick',
      lastName: 'Walsh',
      relationship: 'grandparent',
      parentId: father.id,
      birthDate: '1931-03-17',
      birthPlace: 'Castlebar, County Mayo',
      birthCountry: 'Ireland',
      isIrishBorn: true,
      isIrishCitizen: true,
    });
    const nan = await add({
      firstName: 'Nora',
      lastName: 'Walsh',
      relationship: 'grandparent',
      parentId: father.id,
      gender: 'female',
      birthDate: 'ABT 1934',
    });
    await t.database.db.insert(pdfOrders).values({
      userId: owner.userId,
      baseAmount: 1500,
      amount: 1500,
      currency: 'eur',
      status: 'paid',
      provider: 'test',
      paidAt: new Date(),
    });
    await t.database.db.insert(documentRequests).values(
      [1, 2].map(() => ({
        userId: owner.userId,
        kind: 'manual' as const,
        documentsNeeded: '[]',
        documentsRequestedCount: 1,
        unitPrice: 1500,
        baseAmount: 1500,
        totalCost: 1500,
        currency: 'eur',
      })),
    );

    const res = await get(admin, `/api/admin/users/${owner.userId}/family-tree`);
    expect(res.statusCode, res.body).toBe(200);
    const body = adminFamilyTreeResponse.parse(res.json());
    expect(body.user).toEqual({
      id: owner.userId,
      name: 'Tree Owner',
      email: 'tree.owner@example.com',
      isAdmin: false,
      createdAt: '2026-05-01T09:00:00.000Z',
      activityCounts: { familyMembers: 6, pdfOrders: 1, documentRequests: 2 },
    });
    expect(body.totalMembers).toBe(6);

    const shape = (n: (typeof body.familyTree)[number]): unknown => ({
      id: n.id,
      fullName: n.fullName,
      relationship: n.relationship,
      children: n.children.map(shape),
    });
    expect(body.familyTree.map(shape)).toEqual([
      { id: self.id, fullName: 'Aoife Walsh', relationship: 'self', children: [] },
      { id: sister.id, fullName: 'Ciara Walsh', relationship: 'sibling', children: [] },
      {
        id: father.id,
        fullName: 'John Walsh',
        relationship: 'parent',
        children: [
          { id: grandad.id, fullName: 'Patrick Walsh', relationship: 'grandparent', children: [] },
          { id: nan.id, fullName: 'Nora Walsh', relationship: 'grandparent', children: [] },
        ],
      },
      { id: mother.id, fullName: 'Mary Byrne', relationship: 'parent', children: [] },
    ]);
    expect(body.familyTree[0]).toMatchObject({
      birthYear: 1990,
      birthPlace: 'Leeds',
      isIrishBorn: false,
      isIrishCitizen: false,
    });
    expect(body.familyTree[2].children[0]).toMatchObject({
      firstName: 'Patrick',
      lastName: 'Walsh',
      birthYear: 1931,
      birthDate: '1931-03-17',
      birthPlace: 'Castlebar, County Mayo',
      isIrishBorn: true,
      isIrishCitizen: true,
      parentId: father.id,
    });
    // 'about 1934' gives no year for sure: the panel shows the record's words from birthDate.
    expect(body.familyTree[2].children[1]).toMatchObject({ birthYear: null, birthDate: 'ABT 1934' });
    expect(body.familyTree[3]).toMatchObject({ birthYear: null, birthPlace: null });
    expect(body.eligibility).toMatchObject({
      status: 'eligible',
      route: { kind: 'irish_born_grandparent', grandparentId: grandad.id, parentId: father.id },
      memberCount: 6,
    });

    const listed = (await listUsers('?search=tree.owner')).users[0];
    expect(listed).toEqual(body.user);
  });

  it('answers an empty tree for a user without members', async () => {
    const res = await get(admin, '/api/admin/users/seeded-05/family-tree');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user: {
        id: 'seeded-05',
        name: 'Person 05',
        activityCounts: { familyMembers: 0, pdfOrders: 0, documentRequests: 0 },
      },
      totalMembers: 0,
      familyTree: [],
      eligibility: { status: 'incomplete', memberCount: 0 },
    });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await get(admin, '/api/admin/users/no-such-user/family-tree');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
  });
});

describe('buildAdminTree', () => {
  const member = (
    id: string,
    relationship: FamilyMemberResponse['relationship'],
    parentId: string | null = null,
  ): FamilyMemberResponse => ({
    id,
    type: 'person',
    firstName: id,
    lastName: 'X',
    relationship,
    gender: 'male',
    birthDate: null,
    deathDate: null,
    birthPlace: null,
    birthCountry: null,
    deathPlace: null,
    deathCountry: null,
    isIrishBorn: false,
    isIrishCitizen: false,
    isDeceased: false,
    isLineageAnchor: false,
    hasNameChanged: false,
    citizenshipDate: null,
    citizenshipBasis: null,
    isAdoptiveParent: false,
    naturalisedElsewhere: false,
    inIrishPublicServiceAbroad: false,
    parentId,
    notes: null,
    includeInApplication: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  });

  it('keeps a grandparent without a parent at the root, after everyone else, so nobody is lost', () => {
    const tree = buildAdminTree([
      member('g', 'grandparent'),
      member('p', 'parent'),
      member('s', 'self'),
      member('g2', 'grandparent', 'p'),
    ]);
    expect(tree.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['s', []],
      ['p', ['g2']],
      ['g', []],
    ]);
  });
});
