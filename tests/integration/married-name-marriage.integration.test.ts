import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultValues,
  marriagesRecordedOnSpouse,
  rowsFromEvents,
  toNameChangeInputs,
} from '#client/features/family-tree/member-form-values.ts';
import type { FamilyMemberResponse, MarriageResponse, NameChangeResponse } from '#shared/family.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * A married name's marriage is edited on the married-name row under Names, and it is the one
 * marriage the spouse's form shows under Marriages (docs/decisions/058-marriages-and-names-as-records.md).
 * The form's own conversions build what is sent and what the spouse's form shows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);

async function addMember(u: SignedIn, body: Record<string, unknown>): Promise<FamilyMemberResponse> {
  const res = await call(u, 'POST', '/api/family-members', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const recordsOf = async (u: SignedIn, memberId: string) =>
  (await call(u, 'GET', `/api/name-change-events/family-member/${memberId}`)).json<NameChangeResponse[]>();
const allRecords = async (u: SignedIn) =>
  (await call(u, 'GET', '/api/name-change-events')).json<NameChangeResponse[]>();

/** Saves a member's names as the member form does: the stored records replaced by the form's. */
async function saveForm(u: SignedIn, memberId: string, values: ReturnType<typeof defaultValues>) {
  for (const stored of await recordsOf(u, memberId)) {
    expect((await call(u, 'DELETE', `/api/name-change-events/${stored.id}`)).statusCode).toBe(200);
  }
  for (const { input } of toNameChangeInputs(values)) {
    const res = await call(u, 'POST', '/api/name-change-events', { ...input, familyMemberId: memberId });
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe("a married name's marriage", () => {
  it('edited on her married-name row (spouse from the tree, a divorce) is the marriage his form shows', async () => {
    const u = await signIn(t, 'married-name-marriage@example.com');
    const mother = await addMember(u, {
      relationship: 'parent',
      gender: 'female',
      firstName: 'Mary',
      lastName: 'Byrne',
    });
    const father = await addMember(u, { relationship: 'parent', gender: 'male', firstName: 'John', lastName: 'Byrne' });

    // Her form: a married name, first with a spouse typed ('Not in the tree').
    const values = { ...defaultValues(mother, null), hasNameChanged: true, ...rowsFromEvents([]) };
    values.nameChanges[0]!.name = 'Walsh';
    values.nameChanges.push({
      ...values.nameChanges[0]!,
      changeType: 'marriage',
      name: 'Byrne',
      changeDate: 'June 1959',
      changePlace: 'Boston, Massachusetts',
      changeCountry: 'United States',
      spouseFirstName: 'John',
      spouseLastName: 'Byrne',
    });
    await saveForm(u, mother.id, values);

    // Her form again: the husband chosen from the tree on the married-name row, and the divorce.
    const reopened = {
      ...defaultValues(mother, null),
      hasNameChanged: true,
      ...rowsFromEvents(await recordsOf(u, mother.id)),
    };
    const married = reopened.nameChanges[1]!;
    expect(married).toMatchObject({ changeType: 'marriage', name: 'Byrne', endKind: '' });
    Object.assign(married, {
      spouseFamilyMemberId: father.id,
      endKind: 'divorce',
      endDate: '1970',
      endPlace: 'Reno, Nevada',
      endCountry: 'United States',
    });
    await saveForm(u, mother.id, reopened);

    const hers = (await recordsOf(u, mother.id)).find((r) => r.changeType === 'marriage')!;
    const end = { kind: 'divorce', date: '1970', place: 'Reno, Nevada', country: 'United States' };
    expect(hers).toMatchObject({ spouseFamilyMemberId: father.id, marriageEnd: end });
    const marriages = (await call(u, 'GET', '/api/marriages')).json<MarriageResponse[]>();
    expect(marriages).toEqual([expect.objectContaining({ id: hers.marriageId, end })]);

    // His form: the same marriage under Marriages, with its date, place and end.
    const members = [mother, father];
    const his = marriagesRecordedOnSpouse(father.id, await allRecords(u), members);
    expect(his).toEqual([
      expect.objectContaining({
        marriageId: hers.marriageId,
        spouseFamilyMemberId: mother.id,
        changeDate: 'June 1959',
        changePlace: 'Boston, Massachusetts',
        endKind: 'divorce',
        endDate: '1970',
        endPlace: 'Reno, Nevada',
        recordedOnSpouse: true,
      }),
    ]);
  });
});
