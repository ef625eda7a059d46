import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGrandparentRouteTree } from '#tests/support/application.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { WorkspaceResponse } from '#shared/application.ts';
import type { NameChangeResponse } from '#shared/family.ts';
import type { OnlineFormResponse } from '#shared/online-form.ts';

/**
 * Names as records hold them (docs/decisions/058-marriages-and-names-as-records.md): name records
 * with given names and their kind through the API, and which name each document should carry on
 * the workspace, the online form and the first-name check.
 */

let t: TestApp;
let users = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);

/** Aoife claims through her father John and his mother Mary Walsh, born O'Brien in Castlebar. */
async function applicant() {
  const u = await signIn(t, `name-records-${++users}@example.com`);
  const tree = await addGrandparentRouteTree(t, u, { deathDate: '2010-11-02', hasNameChanged: true });
  return { u, tree };
}

async function addName(u: SignedIn, body: Record<string, unknown>): Promise<NameChangeResponse> {
  const res = await call(u, 'POST', '/api/name-change-events', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('name records through the API', () => {
  it('stores an Irish form with its given names and surname, and lists it with the member’s names', async () => {
    const { u, tree } = await applicant();
    await addName(u, { familyMemberId: tree.gran, changeType: 'birth', surnameAfterChange: "O'Brien" });
    const irish = await addName(u, {
      familyMemberId: tree.gran,
      changeType: 'irish_form',
      givenNames: 'Máire',
      surnameAfterChange: 'Ní Bhriain',
    });
    expect(irish).toMatchObject({ changeType: 'irish_form', givenNames: 'Máire', surnameAfterChange: 'Ní Bhriain' });
    const listed = (
      await call(u, 'GET', `/api/name-change-events/family-member/${tree.gran}`)
    ).json() as NameChangeResponse[];
    expect(listed.map((r) => [r.changeType, r.givenNames, r.surnameAfterChange])).toEqual([
      ['birth', null, "O'Brien"],
      ['irish_form', 'Máire', 'Ní Bhriain'],
    ]);
  });

  it('takes a change of given names alone by deed poll, and refuses a name record with no name at all', async () => {
    const { u, tree } = await applicant();
    const deedPoll = await addName(u, {
      familyMemberId: tree.gran,
      changeType: 'legal_change',
      givenNames: 'Maura',
      changeDate: '1970',
      changePlace: 'London',
    });
    expect(deedPoll).toMatchObject({ givenNames: 'Maura', surnameAfterChange: null, changeDate: '1970' });
    const empty = await call(u, 'POST', '/api/name-change-events', {
      familyMemberId: tree.gran,
      changeType: 'also_known_as',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses a kind the model does not have', async () => {
    const { u, tree } = await applicant();
    const res = await call(u, 'POST', '/api/name-change-events', {
      familyMemberId: tree.gran,
      changeType: 'nickname',
      surnameAfterChange: 'Walsh',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('which name each document should carry', () => {
  it('the workspace item, the online form and the first-name check all use the birth name and the recorded forms', async () => {
    const { u, tree } = await applicant();
    await addName(u, { familyMemberId: tree.gran, changeType: 'birth', surnameAfterChange: "O'Brien" });
    await addName(u, { familyMemberId: tree.gran, changeType: 'irish_form', givenNames: 'Máire' });
    const key = `${tree.gran}.grandparent-birth`;

    const workspace = (await call(u, 'GET', '/api/application')).json() as WorkspaceResponse;
    const item = workspace.items.find((i) => i.key === key);
    expect(item?.carries).toBe(
      "Should carry the birth name: Mary O'Brien (also recorded as Máire O'Brien, Irish form).",
    );
    expect(workspace.items.find((i) => i.key === `${tree.gran}.grandparent-death`)?.carries).toBe(
      "Should carry the name at death: Mary Walsh (also recorded as Máire O'Brien, Irish form).",
    );

    const form = (await call(u, 'GET', '/api/application/online-form')).json() as OnlineFormResponse;
    const rows = form.sections.find((s) => s.title === 'Your grandparent born in Ireland')?.rows ?? [];
    expect(rows.find((r) => r.question === 'Name at birth, as the birth certificate should print it')?.answer).toBe(
      "Mary O'Brien",
    );
    expect(rows.find((r) => r.question === 'Other forms of the name')?.answer).toBe("Máire O'Brien (Irish form)");

    await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'in_hand' });
    const checked = await call(u, 'PUT', `/api/application/items/${key}/check`, {
      firstNames: 'Máire',
      surname: "O'Brien",
      eventDate: '1931-04-12',
      eventPlace: 'Castlebar',
      fatherName: 'Patrick Walsh',
      motherName: 'Bridget Walsh',
      longForm: true,
      issuer: 'civil',
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const flag = (checked.json() as WorkspaceResponse).items
      .find((i) => i.key === key)
      ?.flags.find((f) => f.id === 'forename_differs:forenames');
    expect(flag).toMatchObject({ kind: 'explain' });
    expect(flag?.message).toContain('“Máire” is the Irish form of “Mary”');
    expect(flag?.message).toContain("Your tree records “Máire O'Brien” as the Irish form of her name.");
    expect(flag?.draft).toContain("records her as “Máire O'Brien”, the Irish form of her name.");
  });
});
