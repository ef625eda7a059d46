import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { FamilyMemberResponse, MarriageResponse, NameChangeResponse } from '#shared/family.ts';
import { nameChangeEvents } from '#server/db/schema.ts';

/** Name-change events: list, list per member, create, delete, validation and ownership. */

const MEMBER_NOT_FOUND = { message: 'Family member not found', code: 'NOT_FOUND' };
const EVENT_NOT_FOUND = { message: 'Name change not found', code: 'NOT_FOUND' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `name-changes-${++users}@example.com`);

const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);

async function addMember(u: SignedIn, body: Record<string, unknown>): Promise<FamilyMemberResponse> {
  const res = await call(u, 'POST', '/api/family-members', { firstName: 'Mary', lastName: 'Walsh', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addEvent(u: SignedIn, body: Record<string, unknown>): Promise<NameChangeResponse> {
  const res = await call(u, 'POST', '/api/name-change-events', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const allEvents = () => t.database.db.select().from(nameChangeEvents).orderBy(asc(nameChangeEvents.id));
const eventRow = async (id: string) =>
  (await t.database.db.select().from(nameChangeEvents).where(eq(nameChangeEvents.id, id)))[0];

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
  it('a new user has no name changes', async () => {
    const u = await newUser();
    const res = await call(u, 'GET', '/api/name-change-events');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('creates a marriage with every field and stores it for the user', async () => {
    const u = await newUser();
    const mother = await addMember(u, { relationship: 'parent', gender: 'female', hasNameChanged: true });
    const father = await addMember(u, { relationship: 'parent', firstName: 'John' });
    const res = await call(u, 'POST', '/api/name-change-events', {
      familyMemberId: mother.id,
      changeType: 'marriage',
      surnameBeforeChange: ' Byrne ',
      surnameAfterChange: 'Walsh',
      changeDate: '1975-06-21',
      changePlace: 'Galway',
      changeCountry: 'Ireland',
      spouseFamilyMemberId: father.id,
      spouseFirstName: 'John',
      spouseLastName: 'Walsh',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      familyMemberId: mother.id,
      changeType: 'marriage',
      givenNames: null,
      surnameBeforeChange: 'Byrne',
      surnameAfterChange: 'Walsh',
      changeDate: '1975-06-21',
      changePlace: 'Galway',
      changeCountry: 'Ireland',
      spouseFamilyMemberId: father.id,
      spouseFirstName: 'John',
      spouseLastName: 'Walsh',
      marriageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      marriageEnd: null,
      createdAt: expect.any(String),
    });
    expect(await eventRow(body.id)).toMatchObject({
      userId: u.userId,
      familyMemberId: mother.id,
      surnameBeforeChange: 'Byrne',
      marriageId: body.marriageId,
    });
    // The date, place, country and spouse are the marriage's own record (decision 058).
    expect((await call(u, 'GET', '/api/marriages')).json()).toEqual([
      {
        id: body.marriageId,
        partnerAMemberId: mother.id,
        partnerAFirstName: null,
        partnerALastName: null,
        partnerBMemberId: father.id,
        partnerBFirstName: 'John',
        partnerBLastName: 'Walsh',
        marriageDate: '1975-06-21',
        marriagePlace: 'Galway',
        marriageCountry: 'Ireland',
        end: null,
      },
    ]);
  });

  it('records marriages dated by year and about a year, and reads the dates back unchanged', async () => {
    const u = await newUser();
    const grandmother = await addMember(u, { relationship: 'parent', gender: 'female', hasNameChanged: true });
    const dates = ['1959', 'ABT 1988', 'BET 1960-01 AND 1960-06'];
    for (const changeDate of dates) {
      const res = await call(u, 'POST', '/api/name-change-events', {
        familyMemberId: grandmother.id,
        changeType: 'marriage',
        surnameAfterChange: 'Walsh',
        changeDate,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().changeDate).toBe(changeDate);
      const marriage = (await call(u, 'GET', '/api/marriages'))
        .json<MarriageResponse[]>()
        .find((m) => m.id === res.json().marriageId);
      expect(marriage?.marriageDate).toBe(changeDate);
    }
    const listed = (await call(u, 'GET', '/api/name-change-events')).json<NameChangeResponse[]>();
    expect(listed.map((e) => e.changeDate).sort()).toEqual([...dates].sort());
  });

  it('records a marriage that changed no surname: date, place, country and spouse, surnames null', async () => {
    const u = await newUser();
    const father = await addMember(u, { firstName: 'John', lastName: 'Walsh', relationship: 'parent' });
    const event = await addEvent(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      changeDate: '1985-06-01',
      changePlace: 'Boston, Massachusetts',
      changeCountry: 'United States',
      spouseFirstName: 'Ann',
      spouseLastName: 'Smith',
    });
    expect(event).toMatchObject({
      changeType: 'marriage',
      surnameBeforeChange: null,
      surnameAfterChange: null,
      changeDate: '1985-06-01',
      changePlace: 'Boston, Massachusetts',
      spouseFirstName: 'Ann',
    });
    expect(await eventRow(event.id)).toMatchObject({ familyMemberId: father.id, surnameAfterChange: null });
  });

  it('a birth-name row needs no new surname; empty strings are stored as null', async () => {
    const u = await newUser();
    const self = await addMember(u, { relationship: 'self' });
    const e = await addEvent(u, {
      familyMemberId: self.id,
      changeType: 'birth',
      surnameBeforeChange: 'Ní Bhriain',
      surnameAfterChange: '',
      changeDate: '',
      changePlace: '',
      changeCountry: '  ',
      spouseFirstName: '',
      spouseLastName: '',
      spouseFamilyMemberId: null,
    });
    const nulls = {
      surnameAfterChange: null,
      changeDate: null,
      changePlace: null,
      changeCountry: null,
      spouseFirstName: null,
      spouseLastName: null,
      spouseFamilyMemberId: null,
    };
    expect(e).toMatchObject({ changeType: 'birth', surnameBeforeChange: 'Ní Bhriain', ...nulls });
    expect(await eventRow(e.id)).toMatchObject(nulls);
  });

  it.each(['marriage', 'divorce', 'legal_change', 'adoption'])('accepts a %s', async (changeType) => {
    const u = await newUser();
    const m = await addMember(u, {
      relationship: 'grandparent',
      parentId: (await addMember(u, { relationship: 'parent' })).id,
    });
    const e = await addEvent(u, { familyMemberId: m.id, changeType, surnameAfterChange: 'Kelly' });
    expect(e).toMatchObject({ familyMemberId: m.id, changeType, surnameAfterChange: 'Kelly' });
  });

  it('lists all events oldest first, and the events of one member', async () => {
    const u = await newUser();
    const self = await addMember(u, { relationship: 'self' });
    const mother = await addMember(u, { relationship: 'parent', gender: 'female' });
    const a = await addEvent(u, { familyMemberId: mother.id, changeType: 'birth', surnameBeforeChange: 'Byrne' });
    const b = await addEvent(u, {
      familyMemberId: self.id,
      changeType: 'legal_change',
      surnameAfterChange: 'Walsh-Byrne',
    });
    const c = await addEvent(u, { familyMemberId: mother.id, changeType: 'marriage', surnameAfterChange: 'Walsh' });

    const all = await call(u, 'GET', '/api/name-change-events');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([a, b, c]);

    const mine = await call(u, 'GET', `/api/name-change-events/family-member/${mother.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([a, c]);
    expect((await call(u, 'GET', `/api/name-change-events/family-member/${self.id}`)).json()).toEqual([b]);

    const none = await addMember(u, { relationship: 'sibling' });
    expect((await call(u, 'GET', `/api/name-change-events/family-member/${none.id}`)).json()).toEqual([]);
  });

  it('deletes an event; deleting it again answers 404', async () => {
    const u = await newUser();
    const self = await addMember(u, { relationship: 'self' });
    const keep = await addEvent(u, { familyMemberId: self.id, changeType: 'birth' });
    const drop = await addEvent(u, { familyMemberId: self.id, changeType: 'marriage', surnameAfterChange: 'Kelly' });
    const res = await call(u, 'DELETE', `/api/name-change-events/${drop.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await eventRow(drop.id)).toBeUndefined();
    expect((await call(u, 'GET', '/api/name-change-events')).json()).toEqual([keep]);
    expectError(await call(u, 'DELETE', `/api/name-change-events/${drop.id}`), 404, EVENT_NOT_FOUND);
  });

  it('deleting a member deletes its events; deleting the spouse only unlinks them', async () => {
    const u = await newUser();
    const mother = await addMember(u, { relationship: 'parent', gender: 'female' });
    const father = await addMember(u, { relationship: 'parent', firstName: 'John' });
    const sibling = await addMember(u, { relationship: 'sibling' });
    const married = await addEvent(u, {
      familyMemberId: mother.id,
      changeType: 'marriage',
      surnameAfterChange: 'Walsh',
      spouseFamilyMemberId: father.id,
    });
    const siblings = await addEvent(u, {
      familyMemberId: sibling.id,
      changeType: 'legal_change',
      surnameAfterChange: 'Kelly',
    });

    expect((await call(u, 'DELETE', `/api/family-members/${father.id}`)).statusCode).toBe(200);
    expect(await eventRow(married.id)).toMatchObject({ familyMemberId: mother.id, spouseFamilyMemberId: null });

    expect((await call(u, 'DELETE', `/api/family-members/${sibling.id}`)).statusCode).toBe(200);
    expect(await eventRow(siblings.id)).toBeUndefined();
    expect((await call(u, 'GET', '/api/name-change-events')).json()).toEqual([
      { ...married, spouseFamilyMemberId: null },
    ]);
  });
});

describe('a marriage shared by both partners (decision 058)', () => {
  async function couple(u: SignedIn) {
    const mother = await addMember(u, { relationship: 'parent', gender: 'female', firstName: 'Mary' });
    const father = await addMember(u, { relationship: 'parent', firstName: 'John', lastName: 'Byrne' });
    const hers = await addEvent(u, {
      familyMemberId: mother.id,
      changeType: 'marriage',
      surnameBeforeChange: 'Walsh',
      surnameAfterChange: 'Byrne',
      changeDate: '1959-06-20',
      changePlace: 'Boston, Massachusetts',
      changeCountry: 'United States',
      spouseFamilyMemberId: father.id,
    });
    const his = await addEvent(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      spouseFamilyMemberId: mother.id,
      spouseFirstName: 'Mary',
      spouseLastName: 'Walsh',
    });
    return { mother, father, hers, his };
  }

  it('recorded on both spouses, is one marriage, and each side reads its date, place and the other as spouse', async () => {
    const u = await newUser();
    const { mother, father, hers, his } = await couple(u);
    expect(his.marriageId).toBe(hers.marriageId);
    expect(his).toMatchObject({
      changeDate: '1959-06-20',
      changePlace: 'Boston, Massachusetts',
      changeCountry: 'United States',
      spouseFamilyMemberId: mother.id,
      spouseFirstName: 'Mary',
      spouseLastName: 'Walsh',
    });
    const marriages = (await call(u, 'GET', '/api/marriages')).json<MarriageResponse[]>();
    expect(marriages).toEqual([
      expect.objectContaining({
        id: hers.marriageId,
        partnerAMemberId: mother.id,
        partnerBMemberId: father.id,
        partnerAFirstName: 'Mary',
        partnerALastName: 'Walsh',
        marriageDate: '1959-06-20',
      }),
    ]);
    const listed = (await call(u, 'GET', `/api/name-change-events/family-member/${mother.id}`)).json<
      NameChangeResponse[]
    >();
    expect(listed).toEqual([
      expect.objectContaining({ id: hers.id, spouseFamilyMemberId: father.id, changeDate: '1959-06-20' }),
    ]);
  });

  it('a second marriage of the same couple on another date is a marriage of its own', async () => {
    const u = await newUser();
    const { mother, father, hers } = await couple(u);
    const again = await addEvent(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      changeDate: '1980',
      spouseFamilyMemberId: mother.id,
    });
    expect(again.marriageId).not.toBe(hers.marriageId);
    expect((await call(u, 'GET', '/api/marriages')).json<MarriageResponse[]>()).toHaveLength(2);
  });

  it('outlives one partner’s record and the partner, and goes with the last record of it', async () => {
    const u = await newUser();
    const { mother, father, hers, his } = await couple(u);
    expect((await call(u, 'DELETE', `/api/name-change-events/${hers.id}`)).statusCode).toBe(200);
    const [left] = (await call(u, 'GET', `/api/name-change-events/family-member/${father.id}`)).json<
      NameChangeResponse[]
    >();
    expect(left).toMatchObject({ id: his.id, changeDate: '1959-06-20', changePlace: 'Boston, Massachusetts' });

    expect((await call(u, 'DELETE', `/api/family-members/${mother.id}`)).statusCode).toBe(200);
    const [kept] = (await call(u, 'GET', `/api/name-change-events/family-member/${father.id}`)).json<
      NameChangeResponse[]
    >();
    expect(kept).toMatchObject({
      changeDate: '1959-06-20',
      spouseFamilyMemberId: null,
      spouseFirstName: 'Mary',
      spouseLastName: 'Walsh',
    });

    expect((await call(u, 'DELETE', `/api/name-change-events/${his.id}`)).statusCode).toBe(200);
    expect((await call(u, 'GET', '/api/marriages')).json()).toEqual([]);
  });

  it('edited from either partner’s form, changes for both', async () => {
    const u = await newUser();
    const { mother, father, hers, his } = await couple(u);
    // The form replaces a member's records: it deletes them, then posts them again with the marriage's id.
    expect((await call(u, 'DELETE', `/api/name-change-events/${his.id}`)).statusCode).toBe(200);
    const again = await addEvent(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      changeDate: '1959-06-27',
      changePlace: 'Quincy, Massachusetts',
      changeCountry: 'United States',
      spouseFirstName: 'Mary',
      spouseLastName: 'Walsh',
      marriageId: hers.marriageId,
    });
    expect(again).toMatchObject({ marriageId: hers.marriageId, spouseFamilyMemberId: mother.id });
    const [seenByHer] = (await call(u, 'GET', `/api/name-change-events/family-member/${mother.id}`)).json<
      NameChangeResponse[]
    >();
    expect(seenByHer).toMatchObject({
      id: hers.id,
      changeDate: '1959-06-27',
      changePlace: 'Quincy, Massachusetts',
      spouseFamilyMemberId: father.id,
      surnameAfterChange: 'Byrne',
    });
    expect((await call(u, 'GET', '/api/marriages')).json()).toHaveLength(1);
  });

  it('in a locked tree, a record naming the marriage adds to it but does not change its date or place', async () => {
    const u = await newUser();
    const { father, hers, his } = await couple(u);
    expect((await call(u, 'DELETE', `/api/name-change-events/${his.id}`)).statusCode).toBe(200);
    expect((await call(u, 'POST', '/api/family-tree-lock/lock', { reason: 'Posted' })).statusCode).toBe(200);
    await addEvent(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      changeDate: '1961',
      changePlace: 'Cork',
      marriageId: hers.marriageId,
    });
    expect((await call(u, 'GET', '/api/marriages')).json()).toContainEqual(
      expect.objectContaining({
        id: hers.marriageId,
        marriageDate: '1959-06-20',
        marriagePlace: 'Boston, Massachusetts',
      }),
    );
  });

  it('another user’s marriage id edits nothing of theirs: the record gets a marriage of its own', async () => {
    const owner = await newUser();
    const { hers } = await couple(owner);
    const other = await newUser();
    const stranger = await addMember(other, { relationship: 'parent', gender: 'female' });
    const own = await addEvent(other, {
      familyMemberId: stranger.id,
      changeType: 'marriage',
      changeDate: '2001',
      marriageId: hers.marriageId,
    });
    expect(own.marriageId).not.toBe(hers.marriageId);
    expect((await call(owner, 'GET', '/api/marriages')).json()).toEqual([
      expect.objectContaining({ id: hers.marriageId, marriageDate: '1959-06-20' }),
    ]);
  });

  it('another user sees none of them', async () => {
    const u = await newUser();
    await couple(u);
    const other = await newUser();
    expect((await call(other, 'GET', '/api/marriages')).json()).toEqual([]);
  });
});

describe('validation', () => {
  const futureDate = `${new Date().getUTCFullYear() + 1}-06-01`;
  const cases: [string, (memberId: string) => Record<string, unknown>, string][] = [
    ['a missing familyMemberId', () => ({ changeType: 'birth' }), 'familyMemberId'],
    [
      'a familyMemberId that is not an id',
      () => ({ familyMemberId: '42', changeType: 'birth' }),
      'familyMemberId: Family member not found',
    ],
    ['a missing changeType', (id) => ({ familyMemberId: id }), 'changeType'],
    ['an unknown changeType', (id) => ({ familyMemberId: id, changeType: 'elopement' }), 'changeType'],
    [
      'a 101-character surname',
      (id) => ({ familyMemberId: id, changeType: 'marriage', surnameAfterChange: 'x'.repeat(101) }),
      'surnameAfterChange: Must be at most 100 characters',
    ],
    [
      'a 201-character place',
      (id) => ({ familyMemberId: id, changeType: 'birth', changePlace: 'x'.repeat(201) }),
      'changePlace: Must be at most 200 characters',
    ],
    [
      'the date 2023-02-30',
      (id) => ({ familyMemberId: id, changeType: 'birth', changeDate: '2023-02-30' }),
      'changeDate: Must be a date as the record holds it',
    ],
    [
      'the date 0000-00-00',
      (id) => ({ familyMemberId: id, changeType: 'birth', changeDate: '0000-00-00' }),
      'changeDate: Must be a date as the record holds it',
    ],
    [
      'a marriage date in words',
      (id) => ({ familyMemberId: id, changeType: 'marriage', changeDate: 'about 1959', surnameAfterChange: 'K' }),
      'changeDate: Must be a date as the record holds it',
    ],
    [
      'a future date',
      (id) => ({ familyMemberId: id, changeType: 'birth', changeDate: futureDate }),
      'changeDate: Cannot be in the future',
    ],
    [
      'a number for a surname',
      (id) => ({ familyMemberId: id, changeType: 'marriage', surnameAfterChange: 7 }),
      'surnameAfterChange',
    ],
    [
      'a spouse id that is not an id',
      (id) => ({ familyMemberId: id, changeType: 'marriage', surnameAfterChange: 'K', spouseFamilyMemberId: 'john' }),
      'spouseFamilyMemberId',
    ],
    ['an unknown field (userId)', (id) => ({ familyMemberId: id, changeType: 'birth', userId: 'someone' }), 'userId'],
    [
      'a marriage with neither a detail nor a new surname',
      (id) => ({ familyMemberId: id, changeType: 'marriage', changePlace: '  ' }),
      'a marriage needs its date, place, country, spouse or the surname after it',
    ],
    [
      'a divorce without the new surname',
      (id) => ({ familyMemberId: id, changeType: 'divorce', changeDate: '1990-01-01', spouseFirstName: 'Ann' }),
      'surnameAfterChange: the name after the change is required',
    ],
    [
      'an adoption with a blank new surname',
      (id) => ({ familyMemberId: id, changeType: 'adoption', surnameAfterChange: '  ' }),
      'surnameAfterChange: the name after the change is required',
    ],
  ];

  it.each(cases)('POST with %s answers 400 and stores nothing', async (_label, body, message) => {
    const u = await newUser();
    const self = await addMember(u, { relationship: 'self' });
    const before = await allEvents();
    const res = await call(u, 'POST', '/api/name-change-events', body(self.id));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Invalid request: /), code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain(message);
    expect(await allEvents()).toEqual(before);
  });

  it('POST for an unknown member, or with an unknown spouse, answers 404', async () => {
    const u = await newUser();
    const self = await addMember(u, { relationship: 'self' });
    const before = await allEvents();
    expectError(
      await call(u, 'POST', '/api/name-change-events', { familyMemberId: randomUUID(), changeType: 'birth' }),
      404,
      MEMBER_NOT_FOUND,
    );
    expectError(
      await call(u, 'POST', '/api/name-change-events', {
        familyMemberId: self.id,
        changeType: 'marriage',
        surnameAfterChange: 'Kelly',
        spouseFamilyMemberId: randomUUID(),
      }),
      404,
      { message: 'Spouse not found in your family tree', code: 'NOT_FOUND' },
    );
    expect(await allEvents()).toEqual(before);
  });

  it('non-uuid ids in the path answer a JSON 400; unknown ids 404', async () => {
    const u = await newUser();
    expectError(await call(u, 'GET', '/api/name-change-events/family-member/abc'), 400, {
      message: 'Invalid request: id: Family member not found',
      code: 'VALIDATION_ERROR',
    });
    expectError(await call(u, 'DELETE', '/api/name-change-events/abc'), 400, {
      message: 'Invalid request: id: Name change not found',
      code: 'VALIDATION_ERROR',
    });
    expectError(await call(u, 'GET', `/api/name-change-events/family-member/${randomUUID()}`), 404, MEMBER_NOT_FOUND);
    expectError(await call(u, 'DELETE', `/api/name-change-events/${randomUUID()}`), 404, EVENT_NOT_FOUND);
  });
});

describe('another user', () => {
  it("cannot list, create on, link to or delete someone else's name changes", async () => {
    const a = await newUser();
    const b = await newUser();
    const aMother = await addMember(a, { relationship: 'parent', gender: 'female' });
    const aFather = await addMember(a, { relationship: 'parent', firstName: 'John' });
    const aEvent = await addEvent(a, {
      familyMemberId: aMother.id,
      changeType: 'marriage',
      surnameAfterChange: 'Walsh',
    });
    const bSelf = await addMember(b, { relationship: 'self', firstName: 'Bob' });
    const bEvent = await addEvent(b, { familyMemberId: bSelf.id, changeType: 'birth' });
    const before = await allEvents();

    expectError(await call(b, 'GET', `/api/name-change-events/family-member/${aMother.id}`), 404, MEMBER_NOT_FOUND);
    expectError(await call(b, 'DELETE', `/api/name-change-events/${aEvent.id}`), 404, EVENT_NOT_FOUND);
    expectError(
      await call(b, 'POST', '/api/name-change-events', {
        familyMemberId: aMother.id,
        changeType: 'marriage',
        surnameAfterChange: 'X',
      }),
      404,
      MEMBER_NOT_FOUND,
    );
    expectError(
      await call(b, 'POST', '/api/name-change-events', {
        familyMemberId: bSelf.id,
        changeType: 'marriage',
        surnameAfterChange: 'Walsh',
        spouseFamilyMemberId: aFather.id,
      }),
      404,
      { message: 'Spouse not found in your family tree', code: 'NOT_FOUND' },
    );
    expect(await allEvents()).toEqual(before);

    expect((await call(b, 'GET', '/api/name-change-events')).json()).toEqual([bEvent]);
    expect((await call(a, 'GET', '/api/name-change-events')).json()).toEqual([aEvent]);
  });
});
