import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { familyMembers, nameChangeEvents } from '#server/db/schema.ts';
import { memberListText } from './members-json.ts';
import { listMembers } from './members-service.ts';

/** Family members: create, list, edit, delete, the placement rules, cascades and who may see what. */

const PARENT_LIMIT = 'A person can only have 2 parents. Please edit an existing parent or delete one first.';
const GRANDPARENT_LIMIT = 'Each parent can have at most 2 grandparents in the tree. Edit or delete one first.';
const GRANDPARENT_NEEDS_PARENT = 'A grandparent must be linked to one of your parents.';
const NOT_FOUND = { message: 'Family member not found', code: 'NOT_FOUND' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `members-${++users}@example.com`);

const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);

const person = (relationship: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Aoife',
  lastName: 'Walsh',
  relationship,
  ...extra,
});

async function add(u: SignedIn, body: Record<string, unknown>): Promise<FamilyMemberResponse> {
  const res = await call(u, 'POST', '/api/family-members', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** self + father + mother, each parent with its two grandparents. */
async function fullTree(u: SignedIn) {
  const self = await add(u, person('self'));
  const father = await add(u, person('parent', { firstName: 'John', gender: 'male' }));
  const mother = await add(u, person('parent', { firstName: 'Mary', lastName: 'Byrne', gender: 'female' }));
  const gpF1 = await add(u, person('grandparent', { firstName: 'Patrick', parentId: father.id }));
  const gpF2 = await add(u, person('grandparent', { firstName: 'Nora', gender: 'female', parentId: father.id }));
  const gpM1 = await add(u, person('grandparent', { firstName: 'Sean', lastName: 'Byrne', parentId: mother.id }));
  const gpM2 = await add(
    u,
    person('grandparent', { firstName: 'Kate', lastName: 'Byrne', gender: 'female', parentId: mother.id }),
  );
  return { self, father, mother, gpF1, gpF2, gpM1, gpM2 };
}

const allMembers = () => t.database.db.select().from(familyMembers).orderBy(asc(familyMembers.id));
const membersOf = (u: SignedIn) =>
  t.database.db.select().from(familyMembers).where(eq(familyMembers.userId, u.userId)).orderBy(asc(familyMembers.id));
const rowOf = async (id: string) =>
  (await t.database.db.select().from(familyMembers).where(eq(familyMembers.id, id)))[0];

function expectError(
  res: Awaited<ReturnType<typeof call>>,
  status: number,
  error: { message: unknown; code: unknown },
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toEqual(error);
}

describe('happy paths', () => {
  it('a new user has an empty tree', async () => {
    const u = await newUser();
    const res = await call(u, 'GET', '/api/family-members');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('creates a member with the defaults filled in and stores it for the signed-in user', async () => {
    const u = await newUser();
    const res = await call(u, 'POST', '/api/family-members', {
      firstName: 'Aoife',
      lastName: 'Walsh',
      relationship: 'self',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'person',
      firstName: 'Aoife',
      lastName: 'Walsh',
      relationship: 'self',
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
      parentId: null,
      notes: null,
      includeInApplication: true,
      createdAt: expect.any(String),
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    const rows = await membersOf(u);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      userId: u.userId,
      firstName: 'Aoife',
      relationship: 'self',
      idempotencyKey: null,
    });
  });

  it('stores every field of a full member and lists members oldest first', async () => {
    const u = await newUser();
    const self = await add(u, person('self', { birthDate: '1990-05-01', birthPlace: 'Boston', birthCountry: 'USA' }));
    const father = await add(
      u,
      person('parent', {
        firstName: 'John',
        gender: 'male',
        birthDate: '1950-01-31',
        birthPlace: 'Leeds',
        birthCountry: 'England',
        isDeceased: true,
        deathDate: '2020-02-29',
        deathPlace: 'London',
        deathCountry: 'England',
        isIrishCitizen: true,
        citizenshipDate: '1980-06-15',
        isLineageAnchor: true,
        hasNameChanged: true,
        notes: 'Registered in the FBR in 1980.',
      }),
    );
    expect(father).toMatchObject({
      relationship: 'parent',
      gender: 'male',
      birthDate: '1950-01-31',
      deathDate: '2020-02-29',
      deathPlace: 'London',
      deathCountry: 'England',
      isDeceased: true,
      isIrishCitizen: true,
      isIrishBorn: false,
      citizenshipDate: '1980-06-15',
      isLineageAnchor: true,
      hasNameChanged: true,
      notes: 'Registered in the FBR in 1980.',
      includeInApplication: true,
    });
    const sibling = await add(u, person('sibling', { firstName: 'Ciara', gender: 'female' }));
    const grandparent = await add(u, person('grandparent', { firstName: 'Patrick', parentId: father.id }));
    expect(grandparent.parentId).toBe(father.id);

    const res = await call(u, 'GET', '/api/family-members');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([self, father, sibling, grandparent]);
  });

  it('lists each member exactly as stored: quotes, backslashes, line breaks, Irish letters, the time to the millisecond', async () => {
    const u = await newUser();
    const self = await add(u, person('self', { firstName: 'Seán "Jack"', lastName: "Ó Briain-O'Brien" }));
    const father = await add(
      u,
      person('parent', { notes: 'Line one\nC:\\records\\1921 \u00e9 \u{1F340} </script>', birthPlace: 'Béal Feirste' }),
    );
    await t.database.db
      .update(familyMembers)
      .set({ createdAt: new Date('1999-12-31T23:59:59.999Z') })
      .where(eq(familyMembers.id, self.id));
    await t.database.db.execute(
      sql`update family_members set created_at = '2000-01-01 00:00:00.123999+00' where id = ${father.id}`,
    );

    const res = await call(u, 'GET', '/api/family-members');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await listMembers(t.database.db, u.userId));
    expect(res.json()).toEqual([
      { ...self, createdAt: '1999-12-31T23:59:59.999Z' },
      { ...father, createdAt: '2000-01-01T00:00:00.123Z' },
    ]);
    expect(res.json()[1].notes).toBe('Line one\nC:\\records\\1921 é 🍀 </script>');
  });

  it('accepts names of exactly 100 characters and notes of exactly 2000', async () => {
    const u = await newUser();
    const m = await add(
      u,
      person('sibling', { firstName: 'a'.repeat(100), lastName: 'b'.repeat(100), notes: 'n'.repeat(2000) }),
    );
    expect(m.firstName).toHaveLength(100);
    expect((await rowOf(m.id))?.notes).toHaveLength(2000);
  });

  it('updates a member with PUT and the change is stored', async () => {
    const u = await newUser();
    const father = await add(u, person('parent', { firstName: 'John' }));
    const before = await rowOf(father.id);
    const res = await call(u, 'PUT', `/api/family-members/${father.id}`, {
      firstName: 'Johnny',
      lastName: 'Walsh',
      gender: 'male',
      birthDate: '1951-03-03',
      isIrishBorn: true,
      birthPlace: 'Cork',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: father.id,
      firstName: 'Johnny',
      relationship: 'parent',
      birthDate: '1951-03-03',
      isIrishBorn: true,
      birthPlace: 'Cork',
      createdAt: father.createdAt,
    });
    const after = await rowOf(father.id);
    expect(after).toMatchObject({
      firstName: 'Johnny',
      birthDate: '1951-03-03',
      isIrishBorn: true,
      birthPlace: 'Cork',
    });
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
  });

  it('accepts the echoed read-only fields of a member on PUT (id, type, createdAt, relationship unchanged)', async () => {
    const u = await newUser();
    const sibling = await add(u, person('sibling'));
    const res = await call(u, 'PUT', `/api/family-members/${sibling.id}`, {
      ...sibling,
      firstName: 'Ciara',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: sibling.id, firstName: 'Ciara', relationship: 'sibling' });
  });

  it('editing yourself or a parent of two does not trip the limits', async () => {
    const u = await newUser();
    const self = await add(u, person('self'));
    const p1 = await add(u, person('parent'));
    await add(u, person('parent', { gender: 'female' }));
    const g1 = await add(u, person('grandparent', { parentId: p1.id }));
    await add(u, person('grandparent', { parentId: p1.id }));
    for (const [m, extra] of [
      [self, {}],
      [p1, {}],
      [g1, { parentId: p1.id }],
    ] as const) {
      const res = await call(u, 'PUT', `/api/family-members/${m.id}`, {
        firstName: 'Edited',
        lastName: 'Walsh',
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().firstName).toBe('Edited');
    }
  });

  it('deletes a member', async () => {
    const u = await newUser();
    const sibling = await add(u, person('sibling'));
    const keep = await add(u, person('self'));
    const res = await call(u, 'DELETE', `/api/family-members/${sibling.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await membersOf(u)).map((r) => r.id)).toEqual([keep.id]);
    expect((await call(u, 'GET', '/api/family-members')).json()).toEqual([keep]);
    expectError(await call(u, 'DELETE', `/api/family-members/${sibling.id}`), 404, NOT_FOUND);
  });

  it('children-count counts the grandparents linked to a member', async () => {
    const u = await newUser();
    const tree = await fullTree(u);
    const sibling = await add(u, person('sibling'));
    const count = async (id: string) => {
      const res = await call(u, 'GET', `/api/family-members/${id}/children-count`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await count(tree.father.id)).toEqual({ childrenCount: 2 });
    expect(await count(tree.mother.id)).toEqual({ childrenCount: 2 });
    expect(await count(tree.self.id)).toEqual({ childrenCount: 0 });
    expect(await count(sibling.id)).toEqual({ childrenCount: 0 });
    expect(await count(tree.gpF1.id)).toEqual({ childrenCount: 0 });
    await call(u, 'DELETE', `/api/family-members/${tree.gpF1.id}`);
    expect(await count(tree.father.id)).toEqual({ childrenCount: 1 });
  });
});

describe('the list is checked before it is sent (docs/decisions/079-member-list-sent-as-postgresql-writes-it.md)', () => {
  it("lists nobody when a stored member is outside the API's shape: a 500, nothing of the tree sent", async () => {
    const u = await newUser();
    const self = await add(u, person('self', { firstName: 'Caoimhe' }));
    await add(u, person('parent', { firstName: 'Donal' }));
    await t.database.db.execute(sql`update family_members set gender = 'unknown' where id = ${self.id}`);

    const res = await call(u, 'GET', '/api/family-members');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    expect(res.body).not.toContain('Caoimhe');
    expect(res.body).not.toContain('Donal');
  });

  it('checks the list with every member strict: a key the API does not declare is refused, not sent', async () => {
    const member = await add(await newUser(), person('self'));
    expect(memberListText.safeParse([member]).success).toBe(true);
    expect(memberListText.safeParse([{ ...member, passwordHash: 'x' }]).success).toBe(false);
  });
});

describe('dates as records hold them (docs/decisions/051-dates-as-records-hold-them.md)', () => {
  it('stores a year-only birth, an about birth and a between citizenship date and reads them back unchanged', async () => {
    const u = await newUser();
    await add(u, person('self', { birthDate: '1990-05-01' }));
    const father = await add(u, person('parent', { firstName: 'John', birthDate: '1961' }));
    const grandmother = await add(
      u,
      person('grandparent', {
        firstName: 'Nora',
        gender: 'female',
        parentId: father.id,
        birthDate: 'ABT 1934',
        birthPlace: 'Tralee',
        birthCountry: 'Ireland',
        isIrishBorn: true,
        isDeceased: true,
        deathDate: '2009',
      }),
    );
    const mother = await add(
      u,
      person('parent', {
        firstName: 'Ann',
        gender: 'female',
        isIrishCitizen: true,
        citizenshipBasis: 'naturalisation',
        citizenshipDate: 'BET 1988 AND 1989',
      }),
    );
    expect(mother.citizenshipDate).toBe('BET 1988 AND 1989');
    expect((await rowOf(mother.id))?.citizenshipDate).toBe('BET 1988 AND 1989');
    expect(grandmother).toMatchObject({
      birthDate: 'ABT 1934',
      deathDate: '2009',
    });
    expect(await rowOf(grandmother.id)).toMatchObject({
      birthDate: 'ABT 1934',
      deathDate: '2009',
    });
    const listed = (await call(u, 'GET', '/api/family-members')).json<FamilyMemberResponse[]>();
    expect(listed.find((m) => m.id === father.id)?.birthDate).toBe('1961');
    expect(listed.find((m) => m.id === grandmother.id)?.birthDate).toBe('ABT 1934');
  });

  it('updates an exact day to a month, then to before a year, with PUT', async () => {
    const u = await newUser();
    const father = await add(u, person('parent', { firstName: 'John', birthDate: '1951-03-03' }));
    for (const birthDate of ['1951-03', 'BEF 1952', 'AFT 1950-06', '1951-03-03']) {
      const res = await call(u, 'PUT', `/api/family-members/${father.id}`, {
        firstName: 'John',
        lastName: 'Walsh',
        birthDate,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ birthDate });
      expect((await rowOf(father.id))?.birthDate).toBe(birthDate);
    }
  });

  it('keeps a death that may be in the birth year: about 1950 and 1949 can both be true', async () => {
    const u = await newUser();
    const father = await add(
      u,
      person('parent', {
        isDeceased: true,
        birthDate: 'ABT 1950',
        deathDate: '1949',
        isIrishCitizen: true,
        citizenshipBasis: 'naturalisation',
        citizenshipDate: 'BEF 1951',
      }),
    );
    expect(father).toMatchObject({ birthDate: 'ABT 1950', deathDate: '1949', citizenshipDate: 'BEF 1951' });
  });

  it('a date in words answers 400 on PUT and changes nothing', async () => {
    const u = await newUser();
    const father = await add(u, person('parent', { firstName: 'John', birthDate: 'ABT 1934' }));
    const before = await rowOf(father.id);
    const res = await call(u, 'PUT', `/api/family-members/${father.id}`, {
      firstName: 'Johnny',
      lastName: 'Walsh',
      birthDate: '12/03/1936',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      message:
        'Invalid request: birthDate: Must be a date as the record holds it: 1936-03-12, 1936-03, 1936, ABT 1934, BEF 1940, AFT 1921 or BET 1930 AND 1935',
      code: 'VALIDATION_ERROR',
    });
    expect(await rowOf(father.id)).toEqual(before);
  });
});

describe('validation: a bad request answers 400 with a clear message and stores nothing', () => {
  const futureDate = `${new Date().getUTCFullYear() + 1}-01-01`;
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing firstName', { lastName: 'Walsh', relationship: 'sibling' }, 'firstName: First name is required'],
    ['a blank firstName', person('sibling', { firstName: '   ' }), 'First name is required'],
    ['an empty firstName', person('sibling', { firstName: '' }), 'First name is required'],
    ['a null firstName', person('sibling', { firstName: null }), 'First name is required'],
    ['a missing lastName', { firstName: 'Aoife', relationship: 'sibling' }, 'lastName: Last name is required'],
    ['a blank lastName', person('sibling', { lastName: ' ' }), 'Last name is required'],
    ['a number for firstName', person('sibling', { firstName: 42 }), 'First name is required'],
    ['a number for lastName', person('sibling', { lastName: 7 }), 'Last name is required'],
    [
      'a 101-character firstName',
      person('sibling', { firstName: 'a'.repeat(101) }),
      'firstName: Must be at most 100 characters',
    ],
    [
      'a 101-character lastName',
      person('sibling', { lastName: 'b'.repeat(101) }),
      'lastName: Must be at most 100 characters',
    ],
    [
      '2001 characters of notes',
      person('sibling', { notes: 'n'.repeat(2001) }),
      'notes: Must be at most 2000 characters',
    ],
    [
      'a 201-character birthPlace',
      person('sibling', { birthPlace: 'p'.repeat(201) }),
      'birthPlace: Must be at most 200 characters',
    ],
    [
      'a 101-character birthCountry',
      person('sibling', { birthCountry: 'c'.repeat(101) }),
      'birthCountry: Must be at most 100 characters',
    ],
    ['an unknown gender', person('sibling', { gender: 'unknown' }), 'gender:'],
    ['an unknown relationship', person('cousin'), 'relationship:'],
    ['a missing relationship', { firstName: 'Aoife', lastName: 'Walsh' }, 'relationship:'],
    [
      'the date 0000-00-00',
      person('sibling', { birthDate: '0000-00-00' }),
      'birthDate: Must be a date as the record holds it',
    ],
    [
      'the date 2023-02-30',
      person('sibling', { birthDate: '2023-02-30' }),
      'birthDate: Must be a date as the record holds it',
    ],
    [
      'the date 1901-13-01',
      person('sibling', { birthDate: '1901-13-01' }),
      'birthDate: Must be a date as the record holds it',
    ],
    [
      'the date 2021-02-29 (not a leap year)',
      person('sibling', { birthDate: '2021-02-29' }),
      'Must be a date as the record holds it',
    ],
    ['a dd/mm/yyyy date', person('sibling', { birthDate: '01/02/1950' }), 'Must be a date as the record holds it'],
    [
      'a timestamp for a date',
      person('sibling', { birthDate: '1950-01-02T00:00:00Z' }),
      'Must be a date as the record holds it',
    ],
    [
      'a date in words',
      person('sibling', { birthDate: 'about 1934' }),
      'birthDate: Must be a date as the record holds it',
    ],
    ['a lower-case qualifier', person('sibling', { birthDate: 'abt 1934' }), 'Must be a date as the record holds it'],
    ['a year in two digits', person('sibling', { birthDate: '36' }), 'Must be a date as the record holds it'],
    ['a between in the wrong order', person('sibling', { birthDate: 'BET 1935 AND 1930' }), 'Must be a date as'],
    [
      'a month that does not exist',
      person('sibling', { birthDate: '1936-13' }),
      'Must be a date as the record holds it',
    ],
    ['a date before 1800', person('sibling', { birthDate: '1799-12-31' }), 'birthDate: Must be after 1800'],
    ['before 1800', person('sibling', { birthDate: 'BEF 1800' }), 'birthDate: Must be after 1800'],
    [
      'a year in the future',
      person('sibling', { birthDate: String(new Date().getUTCFullYear() + 1) }),
      'Cannot be in the future',
    ],
    ['a future birth date', person('sibling', { birthDate: futureDate }), 'birthDate: Cannot be in the future'],
    [
      'a future death date',
      person('parent', { isDeceased: true, deathDate: futureDate }),
      'deathDate: Cannot be in the future',
    ],
    [
      'a death before the birth',
      person('parent', { isDeceased: true, birthDate: '1950-01-01', deathDate: '1949-12-31' }),
      'deathDate: Date of death cannot be before the date of birth',
    ],
    [
      'a death in a year surely before the birth year',
      person('parent', { isDeceased: true, birthDate: '1950', deathDate: 'BEF 1950' }),
      'deathDate: Date of death cannot be before the date of birth',
    ],
    [
      'a citizenship before the birth',
      person('parent', { isIrishCitizen: true, birthDate: '1950-01-01', citizenshipDate: '1940-01-01' }),
      'citizenshipDate: Citizenship date cannot be before the date of birth',
    ],
    ['a string for a boolean', person('parent', { isIrishBorn: 'true' }), 'isIrishBorn:'],
    [
      'a string for includeInApplication',
      person('sibling', { includeInApplication: 'false' }),
      'includeInApplication:',
    ],
    ['a number for a boolean', person('parent', { isDeceased: 1 }), 'isDeceased:'],
    ['a number for a place', person('sibling', { birthPlace: 12 }), 'birthPlace:'],
    [
      'a parentId that is not an id',
      person('grandparent', { parentId: 'father' }),
      'parentId: Must be a family member id',
    ],
    ['an unknown field (userId)', person('sibling', { userId: 'someone-else' }), 'userId'],
    ['an unknown field (children)', person('sibling', { children: [] }), 'children'],
    ['a wrong type (literal)', person('sibling', { type: 'pet' }), 'type:'],
    ['a too-short idempotencyKey', person('sibling', { idempotencyKey: 'abc' }), 'idempotencyKey:'],
    ['a 101-character idempotencyKey', person('sibling', { idempotencyKey: 'k'.repeat(101) }), 'idempotencyKey:'],
  ];

  it.each(cases)('POST with %s', async (_label, body, message) => {
    const u = await newUser();
    await add(u, person('self'));
    const before = await allMembers();
    const res = await call(u, 'POST', '/api/family-members', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Invalid request: /), code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain(message);
    expect(await allMembers()).toEqual(before);
  });

  it.each([
    ['an array', [person('sibling')]],
    ['a string', 'Aoife Walsh'],
    ['null', null],
    ['an empty object', {}],
  ])('POST with %s as the body', async (_label, body) => {
    const u = await newUser();
    const before = await allMembers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/family-members',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Invalid request/), code: expect.any(String) });
    expect(await allMembers()).toEqual(before);
  });

  it('POST with malformed JSON answers a JSON 400', async () => {
    const u = await newUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/family-members',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      payload: '{"firstName": "Aoife",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(await membersOf(u)).toEqual([]);
  });

  it.each([
    ['a missing firstName', { lastName: 'Walsh' }, 'First name is required'],
    ['a 101-character lastName', { firstName: 'Aoife', lastName: 'b'.repeat(101) }, 'Must be at most 100 characters'],
    [
      'an impossible date',
      { firstName: 'Aoife', lastName: 'Walsh', birthDate: '2023-02-30' },
      'Must be a date as the record holds it',
    ],
    ['an unknown field', { firstName: 'Aoife', lastName: 'Walsh', userId: 'x' }, 'userId'],
    ['a string for a boolean', { firstName: 'Aoife', lastName: 'Walsh', isDeceased: 'yes' }, 'isDeceased'],
    ['includeInApplication as a string', { includeInApplication: 'false' }, 'includeInApplication'],
    ['an empty body', {}, ''],
  ])('PUT with %s answers 400 and leaves the member unchanged', async (_label, body, message) => {
    const u = await newUser();
    const sibling = await add(u, person('sibling'));
    const before = await allMembers();
    const res = await call(u, 'PUT', `/api/family-members/${sibling.id}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Invalid request: /), code: 'VALIDATION_ERROR' });
    // A person reading the message must learn what to fix.
    expect(res.json().message).toContain(message);
    expect(await allMembers()).toEqual(before);
  });

  it.each([
    ['PUT', '/api/family-members/123', { firstName: 'A', lastName: 'B' }],
    ['DELETE', '/api/family-members/not-a-uuid', undefined],
    ['GET', '/api/family-members/%27%20or%201=1--/children-count', undefined],
  ] as const)('%s %s with a non-uuid id answers a JSON 400', async (method, url, body) => {
    const u = await newUser();
    await add(u, person('self'));
    const before = await allMembers();
    const res = await call(u, method, url, body);
    expectError(res, 400, { message: 'Invalid request: id: Family member not found', code: 'VALIDATION_ERROR' });
    expect(await allMembers()).toEqual(before);
  });

  it.each([
    ['PUT', { firstName: 'A', lastName: 'B' }],
    ['PUT', { includeInApplication: false }],
    ['DELETE', undefined],
  ] as const)('%s of an unknown member id answers 404 and changes nothing', async (method, body) => {
    const u = await newUser();
    await add(u, person('self'));
    const before = await allMembers();
    expectError(await call(u, method, `/api/family-members/${randomUUID()}`, body), 404, NOT_FOUND);
    expectError(await call(u, 'GET', `/api/family-members/${randomUUID()}/children-count`), 404, NOT_FOUND);
    expect(await allMembers()).toEqual(before);
  });
});

describe('stored values', () => {
  it('stores empty strings of optional fields as null, and trims text', async () => {
    const u = await newUser();
    const m = await add(u, {
      firstName: '  Mary ',
      lastName: ' Byrne  ',
      relationship: 'parent',
      gender: 'female',
      birthDate: '',
      deathDate: '',
      birthPlace: '',
      birthCountry: '   ',
      deathPlace: '',
      deathCountry: '',
      citizenshipDate: '',
      notes: '',
      isDeceased: true,
      isIrishCitizen: true,
    });
    const expected = {
      firstName: 'Mary',
      lastName: 'Byrne',
      birthDate: null,
      deathDate: null,
      birthPlace: null,
      birthCountry: null,
      deathPlace: null,
      deathCountry: null,
      citizenshipDate: null,
      notes: null,
    };
    expect(m).toMatchObject(expected);
    expect(await rowOf(m.id)).toMatchObject(expected);
  });

  it('empty strings on PUT clear the stored values', async () => {
    const u = await newUser();
    const m = await add(u, person('sibling', { birthDate: '1992-01-01', birthPlace: 'Boston', notes: 'twin' }));
    const res = await call(u, 'PUT', `/api/family-members/${m.id}`, {
      firstName: 'Aoife',
      lastName: 'Walsh',
      birthDate: '',
      birthPlace: '',
      notes: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(m.id)).toMatchObject({ birthDate: null, birthPlace: null, notes: null });
  });

  it('drops the death fields of someone who is not deceased', async () => {
    const u = await newUser();
    const m = await add(
      u,
      person('parent', { isDeceased: false, deathDate: '2001-01-01', deathPlace: 'Galway', deathCountry: 'Ireland' }),
    );
    expect(m).toMatchObject({ isDeceased: false, deathDate: null, deathPlace: null, deathCountry: null });
    expect(await rowOf(m.id)).toMatchObject({ deathDate: null, deathPlace: null, deathCountry: null });

    // Switching 'deceased' off on an edit clears what was stored.
    const dead = await add(u, person('parent', { isDeceased: true, deathDate: '2001-01-01', deathPlace: 'Galway' }));
    expect(dead).toMatchObject({ isDeceased: true, deathDate: '2001-01-01', deathPlace: 'Galway' });
    const res = await call(u, 'PUT', `/api/family-members/${dead.id}`, {
      firstName: 'Aoife',
      lastName: 'Walsh',
      isDeceased: false,
      deathDate: '2001-01-01',
      deathPlace: 'Galway',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(dead.id)).toMatchObject({ isDeceased: false, deathDate: null, deathPlace: null });
  });

  it('drops the citizenship date of an Irish-born member, keeps it for a naturalised one', async () => {
    const u = await newUser();
    const born = await add(
      u,
      person('parent', {
        isIrishBorn: true,
        isIrishCitizen: true,
        birthDate: '1950-01-01',
        citizenshipDate: '1970-01-01',
      }),
    );
    expect(born).toMatchObject({ isIrishBorn: true, isIrishCitizen: true, citizenshipDate: null });
    expect((await rowOf(born.id))?.citizenshipDate).toBeNull();

    const naturalised = await add(
      u,
      person('parent', { isIrishCitizen: true, birthDate: '1950-01-01', citizenshipDate: '1970-01-01' }),
    );
    expect(naturalised).toMatchObject({ isIrishBorn: false, isIrishCitizen: true, citizenshipDate: '1970-01-01' });

    // Not a citizen: no citizenship date either.
    const grandparent = await add(
      u,
      person('grandparent', { parentId: naturalised.id, isIrishCitizen: false, citizenshipDate: '1970-01-01' }),
    );
    expect(grandparent.citizenshipDate).toBeNull();
  });

  it('self and siblings keep only the name-changed and born-on-the-island switches', async () => {
    const u = await newUser();
    const facts = {
      isDeceased: true,
      deathDate: '2010-01-01',
      isIrishBorn: true,
      isIrishCitizen: true,
      isLineageAnchor: true,
      hasNameChanged: true,
    };
    const kept = {
      isDeceased: false,
      deathDate: null,
      // The applicant's (or a sibling's) own birth on the island can decide their case
      // (docs/rules/eligibility.md 'Born on the island').
      isIrishBorn: true,
      isIrishCitizen: false,
      isLineageAnchor: false,
      hasNameChanged: true,
    };
    expect(await add(u, person('self', facts))).toMatchObject(kept);
    expect(await add(u, person('sibling', facts))).toMatchObject(kept);
  });

  it('stores how a parent born abroad became Irish, and clears it where it does not apply', async () => {
    const u = await newUser();
    const naturalised = await add(
      u,
      person('parent', { isIrishCitizen: true, citizenshipDate: '1985-01-01', citizenshipBasis: 'naturalisation' }),
    );
    expect(naturalised).toMatchObject({ citizenshipBasis: 'naturalisation', citizenshipDate: '1985-01-01' });
    const bornThere = await add(
      u,
      person('parent', { isIrishCitizen: true, isIrishBorn: true, citizenshipBasis: 'naturalisation' }),
    );
    expect(bornThere.citizenshipBasis).toBeNull();
    const bad = await call(u, 'POST', '/api/family-members', person('sibling', { citizenshipBasis: 'birthright' }));
    expect(bad.statusCode).toBe(400);
  });

  it('parents and grandparents are always included in the application', async () => {
    const u = await newUser();
    const parent = await add(u, person('parent', { includeInApplication: false }));
    const grandparent = await add(u, person('grandparent', { parentId: parent.id, includeInApplication: false }));
    const sibling = await add(u, person('sibling', { includeInApplication: false }));
    expect(parent.includeInApplication).toBe(true);
    expect(grandparent.includeInApplication).toBe(true);
    expect(sibling.includeInApplication).toBe(false);

    // A full edit cannot take a parent out either.
    const res = await call(u, 'PUT', `/api/family-members/${parent.id}`, {
      firstName: 'Aoife',
      lastName: 'Walsh',
      includeInApplication: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(parent.id))?.includeInApplication).toBe(true);
  });

  it('PUT {includeInApplication} toggles a sibling or yourself and changes nothing else', async () => {
    const u = await newUser();
    const self = await add(u, person('self', { birthPlace: 'Boston' }));
    const sibling = await add(u, person('sibling', { firstName: 'Ciara', birthDate: '1993-04-04' }));
    const res = await call(u, 'PUT', `/api/family-members/${sibling.id}`, { includeInApplication: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...sibling, includeInApplication: false });
    expect(await rowOf(sibling.id)).toMatchObject({
      includeInApplication: false,
      firstName: 'Ciara',
      birthDate: '1993-04-04',
    });

    const again = await call(u, 'PUT', `/api/family-members/${sibling.id}`, { includeInApplication: true });
    expect(again.json().includeInApplication).toBe(true);

    const me = await call(u, 'PUT', `/api/family-members/${self.id}`, { includeInApplication: false });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ ...self, includeInApplication: false });
  });

  it.each(['parent', 'grandparent'])(
    'PUT {includeInApplication:false} on a %s answers 400 and changes nothing',
    async (rel) => {
      const u = await newUser();
      const parent = await add(u, person('parent'));
      const target = rel === 'parent' ? parent : await add(u, person('grandparent', { parentId: parent.id }));
      const before = await allMembers();
      expectError(await call(u, 'PUT', `/api/family-members/${target.id}`, { includeInApplication: false }), 400, {
        message: 'Parents and grandparents are always included in the application.',
        code: 'REQUIRED_MEMBER',
      });
      expect(await allMembers()).toEqual(before);
    },
  );
});

describe('tree rules', () => {
  it('refuses a second self with 409', async () => {
    const u = await newUser();
    await add(u, person('self'));
    const before = await allMembers();
    expectError(await call(u, 'POST', '/api/family-members', person('self', { firstName: 'Other' })), 409, {
      message: 'You are already in the family tree. Edit your own entry instead.',
      code: 'SELF_EXISTS',
    });
    expect(await allMembers()).toEqual(before);
  });

  it('refuses a third parent with 409', async () => {
    const u = await newUser();
    await add(u, person('parent'));
    await add(u, person('parent', { gender: 'female' }));
    const before = await allMembers();
    expectError(await call(u, 'POST', '/api/family-members', person('parent')), 409, {
      message: PARENT_LIMIT,
      code: 'PARENT_LIMIT',
    });
    expect(await allMembers()).toEqual(before);
  });

  it('refuses a third grandparent for one parent with 409, the other parent still takes two', async () => {
    const u = await newUser();
    const father = await add(u, person('parent'));
    const mother = await add(u, person('parent', { gender: 'female' }));
    await add(u, person('grandparent', { parentId: father.id }));
    await add(u, person('grandparent', { parentId: father.id }));
    const before = await allMembers();
    expectError(await call(u, 'POST', '/api/family-members', person('grandparent', { parentId: father.id })), 409, {
      message: GRANDPARENT_LIMIT,
      code: 'GRANDPARENT_LIMIT',
    });
    expect(await allMembers()).toEqual(before);
    await add(u, person('grandparent', { parentId: mother.id }));
    await add(u, person('grandparent', { parentId: mother.id }));
  });

  it('refuses moving a grandparent onto a parent that already has two', async () => {
    const u = await newUser();
    const { father, gpM1 } = await fullTree(u);
    const before = await allMembers();
    expectError(
      await call(u, 'PUT', `/api/family-members/${gpM1.id}`, {
        firstName: 'Sean',
        lastName: 'Byrne',
        parentId: father.id,
      }),
      409,
      { message: GRANDPARENT_LIMIT, code: 'GRANDPARENT_LIMIT' },
    );
    expect(await allMembers()).toEqual(before);
  });

  it('a grandparent must be linked to one of your own parents', async () => {
    const u = await newUser();
    const other = await newUser();
    await add(u, person('parent'));
    const sibling = await add(u, person('sibling'));
    const self = await add(u, person('self'));
    const othersParent = await add(other, person('parent'));
    const before = await allMembers();
    const invalid = { message: GRANDPARENT_NEEDS_PARENT, code: 'INVALID_PARENT' };
    for (const parentId of [undefined, null, sibling.id, self.id, othersParent.id, randomUUID()]) {
      const res = await call(
        u,
        'POST',
        '/api/family-members',
        person('grandparent', parentId === undefined ? {} : { parentId }),
      );
      expectError(res, 400, invalid);
    }
    expect(await allMembers()).toEqual(before);
    expect((await call(other, 'GET', `/api/family-members/${othersParent.id}/children-count`)).json()).toEqual({
      childrenCount: 0,
    });
  });

  it('an edit cannot unlink a grandparent from its parent', async () => {
    const u = await newUser();
    const parent = await add(u, person('parent'));
    const grandparent = await add(u, person('grandparent', { parentId: parent.id }));
    const before = await allMembers();
    expectError(
      await call(u, 'PUT', `/api/family-members/${grandparent.id}`, {
        firstName: 'A',
        lastName: 'B',
        parentId: grandparent.id,
      }),
      400,
      { message: GRANDPARENT_NEEDS_PARENT, code: 'INVALID_PARENT' },
    );
    expect(await allMembers()).toEqual(before);
  });

  it.each([
    ['sibling', 'A sibling cannot be linked to a parent.'],
    ['parent', 'A parent cannot be linked to another parent.'],
    ['self', 'You cannot be linked to a parent.'],
  ])('a %s sent with a parentId answers 400', async (relationship, message) => {
    const u = await newUser();
    const parent = await add(u, person('parent'));
    const before = await allMembers();
    expectError(await call(u, 'POST', '/api/family-members', person(relationship, { parentId: parent.id })), 400, {
      message,
      code: 'INVALID_PARENT',
    });
    expect(await allMembers()).toEqual(before);
  });

  it('the relationship of a member cannot be changed by PUT', async () => {
    const u = await newUser();
    const sibling = await add(u, person('sibling'));
    const parent = await add(u, person('parent'));
    const before = await allMembers();
    const fixed = {
      message: 'The relationship of a family member cannot be changed. Delete and add them again.',
      code: 'RELATIONSHIP_FIXED',
    };
    expectError(
      await call(u, 'PUT', `/api/family-members/${sibling.id}`, {
        firstName: 'A',
        lastName: 'B',
        relationship: 'parent',
      }),
      400,
      fixed,
    );
    expectError(
      await call(u, 'PUT', `/api/family-members/${parent.id}`, {
        firstName: 'A',
        lastName: 'B',
        relationship: 'grandparent',
        parentId: parent.id,
      }),
      400,
      fixed,
    );
    expect(await allMembers()).toEqual(before);
    // Sending the same relationship back is fine.
    const same = await call(u, 'PUT', `/api/family-members/${sibling.id}`, {
      firstName: 'A',
      lastName: 'B',
      relationship: 'sibling',
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('deleting a parent', () => {
  it('deletes its grandparents and their name changes; the other side stays', async () => {
    const u = await newUser();
    const tree = await fullTree(u);
    const event = (familyMemberId: string) =>
      call(u, 'POST', '/api/name-change-events', {
        familyMemberId,
        changeType: 'marriage',
        surnameAfterChange: 'Walsh',
      });
    const gone = [await event(tree.gpF1.id), await event(tree.gpF2.id), await event(tree.father.id)];
    const kept = [await event(tree.gpM1.id), await event(tree.mother.id)];
    for (const res of [...gone, ...kept]) expect(res.statusCode, res.body).toBe(201);

    const count = await call(u, 'GET', `/api/family-members/${tree.father.id}/children-count`);
    expect(count.json()).toEqual({ childrenCount: 2 });

    const res = await call(u, 'DELETE', `/api/family-members/${tree.father.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const ids = (await membersOf(u)).map((r) => r.id).sort();
    expect(ids).toEqual([tree.self.id, tree.mother.id, tree.gpM1.id, tree.gpM2.id].sort());
    const events = await t.database.db.select().from(nameChangeEvents).where(eq(nameChangeEvents.userId, u.userId));
    expect(events.map((e) => e.id).sort()).toEqual(kept.map((r) => r.json().id).sort());

    const list = (await call(u, 'GET', '/api/family-members')).json() as FamilyMemberResponse[];
    expect(list.map((m) => m.id)).toEqual([tree.self.id, tree.mother.id, tree.gpM1.id, tree.gpM2.id]);
    expectError(await call(u, 'GET', `/api/family-members/${tree.gpF1.id}/children-count`), 404, NOT_FOUND);
    expect((await call(u, 'GET', `/api/family-members/${tree.mother.id}/children-count`)).json()).toEqual({
      childrenCount: 2,
    });
    // A new parent can take the freed place.
    await add(u, person('parent'));
  });

  it('deleting a grandparent leaves its parent and the other grandparent', async () => {
    const u = await newUser();
    const tree = await fullTree(u);
    expect((await call(u, 'DELETE', `/api/family-members/${tree.gpF2.id}`)).statusCode).toBe(200);
    expect((await membersOf(u)).map((r) => r.id).sort()).toEqual(
      [tree.self.id, tree.father.id, tree.mother.id, tree.gpF1.id, tree.gpM1.id, tree.gpM2.id].sort(),
    );
  });
});

describe('great-grandparents', () => {
  const GREAT_LIMIT = 'Each grandparent can have at most 2 great-grandparents in the tree. Edit or delete one first.';
  const GREAT_NEEDS_GRANDPARENT = 'A great-grandparent must be linked to one of your grandparents.';

  it('takes two under each grandparent, refuses a third with 409 and stores nothing', async () => {
    const u = await newUser();
    const tree = await fullTree(u);
    const honora = await add(
      u,
      person('great_grandparent', {
        firstName: 'Honora',
        gender: 'female',
        parentId: tree.gpF1.id,
        birthPlace: 'Sligo',
        birthCountry: 'Ireland',
        isIrishBorn: true,
        isDeceased: true,
        deathDate: '1950-01-01',
      }),
    );
    expect(honora).toMatchObject({ relationship: 'great_grandparent', parentId: tree.gpF1.id, isDeceased: true });
    await add(u, person('great_grandparent', { firstName: 'James', parentId: tree.gpF1.id }));
    const before = await allMembers();
    expectError(
      await call(u, 'POST', '/api/family-members', person('great_grandparent', { parentId: tree.gpF1.id })),
      409,
      { message: GREAT_LIMIT, code: 'GREAT_GRANDPARENT_LIMIT' },
    );
    expect(await allMembers()).toEqual(before);
    // The other grandparent still takes two.
    await add(u, person('great_grandparent', { parentId: tree.gpF2.id }));
    expect((await call(u, 'GET', `/api/family-members/${tree.gpF1.id}/children-count`)).json()).toEqual({
      childrenCount: 2,
    });
  });

  it("must hang under one of your own grandparents, not a parent, yourself or someone else's", async () => {
    const u = await newUser();
    const other = await newUser();
    const tree = await fullTree(u);
    const othersTree = await fullTree(other);
    const before = await allMembers();
    for (const parentId of [undefined, null, tree.father.id, tree.self.id, othersTree.gpF1.id, randomUUID()]) {
      expectError(
        await call(
          u,
          'POST',
          '/api/family-members',
          person('great_grandparent', parentId === undefined ? {} : { parentId }),
        ),
        400,
        { message: GREAT_NEEDS_GRANDPARENT, code: 'INVALID_PARENT' },
      );
    }
    expect(await allMembers()).toEqual(before);
  });

  it('is always part of the family, cannot be toggled out, and goes when its grandparent or parent is deleted', async () => {
    const u = await newUser();
    const tree = await fullTree(u);
    const great = await add(u, person('great_grandparent', { parentId: tree.gpF1.id }));
    expectError(await call(u, 'PUT', `/api/family-members/${great.id}`, { includeInApplication: false }), 400, {
      message: 'Parents and grandparents are always included in the application.',
      code: 'REQUIRED_MEMBER',
    });
    const other = await add(u, person('great_grandparent', { parentId: tree.gpM1.id }));
    expect((await call(u, 'DELETE', `/api/family-members/${tree.gpF1.id}`)).statusCode).toBe(200);
    expect(await rowOf(great.id)).toBeUndefined();
    expect(await rowOf(other.id)).toBeDefined();
    // Deleting a parent takes its grandparents and, through them, their great-grandparents.
    expect((await call(u, 'DELETE', `/api/family-members/${tree.mother.id}`)).statusCode).toBe(200);
    expect(await rowOf(other.id)).toBeUndefined();
  });

  it('feeds the assessment: who in the family can register through an Irish-born great-grandmother', async () => {
    const u = await newUser();
    const tree = await fullTree(u);
    await add(
      u,
      person('great_grandparent', {
        firstName: 'Honora',
        gender: 'female',
        parentId: tree.gpF1.id,
        birthPlace: 'Sligo',
        birthCountry: 'Ireland',
        isIrishBorn: true,
      }),
    );
    const res = await call(u, 'GET', '/api/family-tree/eligibility');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { status: string; reasons: string[]; family: { memberId: string; text: string }[] };
    expect(body.status).toBe('ineligible');
    expect(body.reasons.join('\n')).toContain(
      'You cannot register through your great-grandmother Honora Walsh (Sligo)',
    );
    expect(body.family.map((f) => f.memberId)).toEqual([tree.gpF1.id, tree.father.id]);
    expect(body.family[1]?.text).toContain('can register in the Foreign Births Register now through his grandmother');
  });
});

describe('another user', () => {
  it("cannot see, count, edit or delete someone else's members", async () => {
    const a = await newUser();
    const b = await newUser();
    const tree = await fullTree(a);
    const sibling = await add(a, person('sibling'));
    await add(b, person('self', { firstName: 'Bob' }));
    const before = await allMembers();

    for (const m of [tree.self, tree.father, tree.gpF1, sibling]) {
      expectError(await call(b, 'GET', `/api/family-members/${m.id}/children-count`), 404, NOT_FOUND);
      expectError(
        await call(b, 'PUT', `/api/family-members/${m.id}`, { firstName: 'Hacked', lastName: 'X' }),
        404,
        NOT_FOUND,
      );
      expectError(await call(b, 'PUT', `/api/family-members/${m.id}`, { includeInApplication: false }), 404, NOT_FOUND);
      expectError(await call(b, 'DELETE', `/api/family-members/${m.id}`), 404, NOT_FOUND);
    }
    expectError(
      await call(b, 'POST', '/api/family-members', person('grandparent', { parentId: tree.father.id })),
      400,
      { message: GRANDPARENT_NEEDS_PARENT, code: 'INVALID_PARENT' },
    );
    expect(await allMembers()).toEqual(before);

    const bList = (await call(b, 'GET', '/api/family-members')).json() as FamilyMemberResponse[];
    expect(bList.map((m) => m.firstName)).toEqual(['Bob']);
    const aList = (await call(a, 'GET', '/api/family-members')).json() as FamilyMemberResponse[];
    expect(aList).toHaveLength(8);
  });
});

describe('idempotency', () => {
  it('the same idempotencyKey twice creates one member: 201 then 200 with the same member', async () => {
    const u = await newUser();
    const key = `key-${randomUUID()}`;
    const body = person('sibling', { idempotencyKey: key });
    const first = await call(u, 'POST', '/api/family-members', body);
    const second = await call(u, 'POST', '/api/family-members', body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await membersOf(u);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotencyKey).toBe(key);
  });

  it('a retried self or third parent with its key does not answer 409', async () => {
    const u = await newUser();
    const self = person('self', { idempotencyKey: 'self-key-0001' });
    expect((await call(u, 'POST', '/api/family-members', self)).statusCode).toBe(201);
    expect((await call(u, 'POST', '/api/family-members', self)).statusCode).toBe(200);
    await add(u, person('parent'));
    const second = person('parent', { idempotencyKey: 'parent-key-0002' });
    expect((await call(u, 'POST', '/api/family-members', second)).statusCode).toBe(201);
    expect((await call(u, 'POST', '/api/family-members', second)).statusCode).toBe(200);
    expect(await membersOf(u)).toHaveLength(3);
  });

  it('a different key creates a new member', async () => {
    const u = await newUser();
    await add(u, person('sibling', { idempotencyKey: 'sibling-key-1' }));
    await add(u, person('sibling', { idempotencyKey: 'sibling-key-2' }));
    expect(await membersOf(u)).toHaveLength(2);
  });

  it("the same key used by another user creates that user's own member", async () => {
    const a = await newUser();
    const b = await newUser();
    const key = `shared-${randomUUID()}`;
    const first = await call(a, 'POST', '/api/family-members', person('sibling', { idempotencyKey: key }));
    const other = await call(
      b,
      'POST',
      '/api/family-members',
      person('sibling', { firstName: 'Bea', idempotencyKey: key }),
    );
    expect(first.statusCode).toBe(201);
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
    expect(other.json().firstName).toBe('Bea');
    expect(await membersOf(a)).toHaveLength(1);
    expect(await membersOf(b)).toHaveLength(1);
  });
});

describe('adoption, another citizenship and Irish public service abroad', () => {
  it('stores the facts a place can hold, clears the rest, and the eligibility answer follows them', async () => {
    const u = await newUser();
    await add(u, person('self', { birthDate: '1980-05-01', birthCountry: 'United States' }));
    const mother = await add(
      u,
      person('parent', {
        firstName: 'Susan',
        gender: 'female',
        birthPlace: 'Cork',
        birthCountry: 'Ireland',
        isIrishBorn: true,
        isAdoptiveParent: true,
        naturalisedElsewhere: true,
        inIrishPublicServiceAbroad: false,
      }),
    );
    expect(mother).toMatchObject({ isAdoptiveParent: true, naturalisedElsewhere: true });
    const sibling = await add(u, person('sibling', { isAdoptiveParent: true, inIrishPublicServiceAbroad: true }));
    expect(sibling).toMatchObject({ isAdoptiveParent: false, inIrishPublicServiceAbroad: false });
    expect(await rowOf(sibling.id)).toMatchObject({ isAdoptiveParent: false, inIrishPublicServiceAbroad: false });

    const res = await call(u, 'GET', '/api/family-tree/eligibility');
    expect(res.statusCode).toBe(200);
    const assessment = res.json();
    // Adopted abroad by an Irish-born mother: not 'Irish citizen from birth', but the adoption answer.
    expect(assessment.status).toBe('incomplete');
    expect(assessment.summary).toContain('Register of Intercountry Adoptions');
    expect(assessment.reasons.join('\n')).not.toContain('from birth: apply');
  });

  it('refuses a switch that is not a boolean, and stores nothing', async () => {
    const u = await newUser();
    const res = await call(u, 'POST', '/api/family-members', person('self', { naturalisedElsewhere: 'yes' }));
    expect(res.statusCode).toBe(400);
    expect(await membersOf(u)).toEqual([]);
  });
});
