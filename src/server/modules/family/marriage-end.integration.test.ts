import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { FamilyMemberResponse, MarriageResponse, NameChangeResponse } from '#shared/family.ts';

/**
 * The end of a marriage (divorce, annulment, a partner's death) is a fact of the shared marriage
 * (docs/decisions/058-marriages-and-names-as-records.md): written from either partner's form, read
 * by both, by a divorce name record that ends it, and a marriage can be removed from either side.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `marriage-end-${++users}@example.com`);
const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);

async function addMember(u: SignedIn, body: Record<string, unknown>): Promise<FamilyMemberResponse> {
  const res = await call(u, 'POST', '/api/family-members', { firstName: 'Mary', lastName: 'Walsh', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addRecord(u: SignedIn, body: Record<string, unknown>): Promise<NameChangeResponse> {
  const res = await call(u, 'POST', '/api/name-change-events', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const marriagesOf = async (u: SignedIn) => (await call(u, 'GET', '/api/marriages')).json<MarriageResponse[]>();
const recordsOf = async (u: SignedIn, memberId: string) =>
  (await call(u, 'GET', `/api/name-change-events/family-member/${memberId}`)).json<NameChangeResponse[]>();

async function couple(u: SignedIn) {
  const mother = await addMember(u, { relationship: 'parent', gender: 'female', firstName: 'Mary' });
  const father = await addMember(u, { relationship: 'parent', firstName: 'John', lastName: 'Byrne' });
  const hers = await addRecord(u, {
    familyMemberId: mother.id,
    changeType: 'marriage',
    surnameBeforeChange: 'Walsh',
    surnameAfterChange: 'Byrne',
    changeDate: '1959-06-20',
    changePlace: 'Boston, Massachusetts',
    changeCountry: 'United States',
    spouseFamilyMemberId: father.id,
  });
  return { mother, father, hers };
}

describe('the end of a marriage', () => {
  it('written with a marriage, is the marriage’s for both partners, a year-only date kept as it is', async () => {
    const u = await newUser();
    const { mother, father, hers } = await couple(u);
    const his = await addRecord(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      spouseFamilyMemberId: mother.id,
      marriageId: hers.marriageId,
      changeDate: '1959-06-20',
      marriageEnd: { kind: 'divorce', date: '1970', place: 'Reno, Nevada', country: 'United States' },
    });
    const end = { kind: 'divorce', date: '1970', place: 'Reno, Nevada', country: 'United States' };
    expect(his).toMatchObject({ marriageId: hers.marriageId, marriageEnd: end });
    expect(await marriagesOf(u)).toEqual([expect.objectContaining({ id: hers.marriageId, end })]);
    expect((await recordsOf(u, mother.id))[0]).toMatchObject({ id: hers.id, marriageEnd: end });
  });

  it('a record that says nothing of the end leaves it; null takes it away', async () => {
    const u = await newUser();
    const { mother, father, hers } = await couple(u);
    const end = { kind: 'annulment', date: 'ABT 1962', place: null, country: null };
    await addRecord(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      marriageId: hers.marriageId,
      spouseFamilyMemberId: mother.id,
      marriageEnd: { kind: 'annulment', date: 'ABT 1962' },
    });
    expect((await recordsOf(u, mother.id))[0]?.marriageEnd).toEqual(end);
    // Her form's married-name row sends the marriage's id but not its end: the end stays.
    expect((await call(u, 'DELETE', `/api/name-change-events/${hers.id}`)).statusCode).toBe(200);
    await addRecord(u, {
      familyMemberId: mother.id,
      changeType: 'marriage',
      surnameAfterChange: 'Byrne',
      changeDate: '1959-06-20',
      marriageId: hers.marriageId,
    });
    expect((await marriagesOf(u))[0]?.end).toEqual(end);
    const [his] = await recordsOf(u, father.id);
    expect((await call(u, 'DELETE', `/api/name-change-events/${his?.id}`)).statusCode).toBe(200);
    await addRecord(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      marriageId: hers.marriageId,
      spouseFamilyMemberId: mother.id,
      marriageEnd: null,
    });
    expect(await marriagesOf(u)).toEqual([expect.objectContaining({ id: hers.marriageId, end: null })]);
  });

  it('a divorce naming the spouse ends their marriage: its date and place are the marriage’s end, for both', async () => {
    const u = await newUser();
    const { mother, father, hers } = await couple(u);
    const divorce = await addRecord(u, {
      familyMemberId: mother.id,
      changeType: 'divorce',
      surnameBeforeChange: 'Byrne',
      surnameAfterChange: 'Walsh',
      changeDate: '1970-03',
      changePlace: 'Reno, Nevada',
      changeCountry: 'United States',
      spouseFamilyMemberId: father.id,
    });
    expect(divorce).toMatchObject({
      marriageId: hers.marriageId,
      changeDate: '1970-03',
      changePlace: 'Reno, Nevada',
      spouseFamilyMemberId: father.id,
    });
    expect(await marriagesOf(u)).toEqual([
      expect.objectContaining({
        id: hers.marriageId,
        end: { kind: 'divorce', date: '1970-03', place: 'Reno, Nevada', country: 'United States' },
      }),
    ]);
    // Her husband's form corrects the date of the divorce: her divorce record reads the correction.
    await addRecord(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      marriageId: hers.marriageId,
      spouseFamilyMemberId: mother.id,
      changeDate: '1959-06-20',
      marriageEnd: { kind: 'divorce', date: '1971-03', place: 'Reno, Nevada', country: 'United States' },
    });
    const records = await recordsOf(u, mother.id);
    expect(records.find((r) => r.id === divorce.id)).toMatchObject({
      changeType: 'divorce',
      surnameAfterChange: 'Walsh',
      changeDate: '1971-03',
    });
  });

  it('of a couple who married twice, a divorce ends the marriage before it; without a spouse it ends none', async () => {
    const u = await newUser();
    const { mother, father, hers } = await couple(u);
    const again = await addRecord(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      changeDate: '1980',
      spouseFamilyMemberId: mother.id,
    });
    const first = await addRecord(u, {
      familyMemberId: mother.id,
      changeType: 'divorce',
      surnameAfterChange: 'Walsh',
      changeDate: '1970',
      spouseFamilyMemberId: father.id,
    });
    const second = await addRecord(u, {
      familyMemberId: mother.id,
      changeType: 'divorce',
      surnameAfterChange: 'Walsh',
      changeDate: '1990',
      spouseFamilyMemberId: father.id,
    });
    const unnamed = await addRecord(u, {
      familyMemberId: mother.id,
      changeType: 'divorce',
      surnameAfterChange: 'Kelly',
      changeDate: '1995',
    });
    expect([first.marriageId, second.marriageId, unnamed.marriageId]).toEqual([
      hers.marriageId,
      again.marriageId,
      null,
    ]);
    expect(unnamed).toMatchObject({ changeDate: '1995' });
    const ends = Object.fromEntries((await marriagesOf(u)).map((m) => [m.id, m.end?.date]));
    expect(ends).toEqual({ [hers.marriageId!]: '1970', [again.marriageId!]: '1990' });
  });

  it('refuses an end dated as no record holds it, or of a kind the product does not know', async () => {
    const u = await newUser();
    const { mother } = await couple(u);
    for (const marriageEnd of [
      { kind: 'divorce', date: '12/03/1970' },
      { kind: 'separation', date: '1970' },
    ]) {
      const res = await call(u, 'POST', '/api/name-change-events', {
        familyMemberId: mother.id,
        changeType: 'marriage',
        changeDate: '1990',
        marriageEnd,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('marriageEnd');
    }
    expect(await marriagesOf(u)).toHaveLength(1);
  });
});

describe('the spouse chosen in the form', () => {
  it('another member of the tree, or nobody in it (null) with a name, changes the marriage; omitted keeps the spouse', async () => {
    const u = await newUser();
    const { mother, father, hers } = await couple(u);
    const self = await addMember(u, { relationship: 'self', firstName: 'Ann' });
    await addRecord(u, {
      familyMemberId: self.id,
      changeType: 'marriage',
      changeDate: '2010',
      spouseFamilyMemberId: father.id,
    });
    const [anns] = (await marriagesOf(u)).filter((m) => m.marriageDate === '2010');
    const [own] = await recordsOf(u, self.id);
    expect((await call(u, 'DELETE', `/api/name-change-events/${own?.id}`)).statusCode).toBe(200);
    // Gone with her record: the form posts it again as a new marriage, to someone not in the tree.
    const again = await addRecord(u, {
      familyMemberId: self.id,
      changeType: 'marriage',
      changeDate: '2010',
      spouseFamilyMemberId: null,
      spouseFirstName: 'Tom',
      spouseLastName: 'Kelly',
      marriageId: anns?.id,
    });
    expect(again).toMatchObject({ spouseFamilyMemberId: null, spouseFirstName: 'Tom', spouseLastName: 'Kelly' });
    // A marriage the other partner records too keeps them: another spouse makes a marriage of its own.
    const his = await addRecord(u, {
      familyMemberId: father.id,
      changeType: 'marriage',
      marriageId: hers.marriageId,
      changeDate: '1990',
      spouseFamilyMemberId: null,
      spouseFirstName: 'Rose',
      spouseLastName: 'Daly',
    });
    expect(his.marriageId).not.toBe(hers.marriageId);
    expect(his).toMatchObject({ spouseFamilyMemberId: null, spouseFirstName: 'Rose', changeDate: '1990' });
    expect((await marriagesOf(u)).find((m) => m.id === hers.marriageId)).toMatchObject({
      partnerAMemberId: mother.id,
      partnerBMemberId: father.id,
      marriageDate: '1959-06-20',
    });
  });
});

describe('removing a marriage (DELETE /api/marriages/:id)', () => {
  it('from the partner who did not record it: it goes for both, a married name stays, a divorce keeps its date', async () => {
    const u = await newUser();
    const { mother, father, hers } = await couple(u);
    const self = await addMember(u, { relationship: 'self', firstName: 'Ann' });
    const anns = await addRecord(u, {
      familyMemberId: self.id,
      changeType: 'marriage',
      changeDate: '2010',
      spouseFirstName: 'Tom',
      spouseLastName: 'Kelly',
    });
    const divorce = await addRecord(u, {
      familyMemberId: mother.id,
      changeType: 'divorce',
      surnameAfterChange: 'Walsh',
      changeDate: '1970',
      changePlace: 'Reno, Nevada',
      spouseFamilyMemberId: father.id,
    });
    expect(divorce.marriageId).toBe(hers.marriageId);

    // A marriage that changed no surname goes with its record.
    expect((await call(u, 'DELETE', `/api/marriages/${anns.marriageId}`)).statusCode).toBe(200);
    expect(await recordsOf(u, self.id)).toEqual([]);
    // The marriage is not recorded on the father; his form removes it.
    expect(await recordsOf(u, father.id)).toEqual([]);
    expect((await call(u, 'DELETE', `/api/marriages/${hers.marriageId}`)).statusCode).toBe(200);
    expect(await marriagesOf(u)).toEqual([]);
    const left = await recordsOf(u, mother.id);
    expect(left.map((r) => [r.changeType, r.surnameAfterChange, r.marriageId, r.changeDate, r.changePlace])).toEqual([
      ['marriage', 'Byrne', null, null, null],
      ['divorce', 'Walsh', null, '1970', 'Reno, Nevada'],
    ]);
  });

  it('answers 404 for a marriage that is gone or another user’s, 400 for a bad id, 423 in a locked tree', async () => {
    const owner = await newUser();
    const { hers } = await couple(owner);
    const other = await newUser();
    expect((await call(other, 'DELETE', `/api/marriages/${hers.marriageId}`)).json()).toEqual({
      message: 'Marriage not found',
      code: 'NOT_FOUND',
    });
    expect(await marriagesOf(owner)).toHaveLength(1);
    expect((await call(owner, 'DELETE', '/api/marriages/42')).statusCode).toBe(400);
    expect((await call(owner, 'POST', '/api/family-tree-lock/lock', { reason: 'Posted' })).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/marriages/${hers.marriageId}`)).statusCode).toBe(423);
    expect(await marriagesOf(owner)).toHaveLength(1);
  });
});
