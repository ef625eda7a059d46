import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGrandparentRouteTree } from '#tests/support/application.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { WorkspaceResponse } from '#shared/application.ts';
import type { OnlineFormResponse } from '#shared/online-form.ts';
import { applicationItems } from '#server/db/schema.ts';

/**
 * First names compared on every check, and flags to replace that no note clears
 * (docs/rules/forenames.md, decisions 049 and 050), through the API on the test database.
 */

let t: TestApp;
let users = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);
const itemOf = (w: WorkspaceResponse, key: string) => w.items.find((i) => i.key === key);
const workspace = async (u: SignedIn) => (await call(u, 'GET', '/api/application')).json() as WorkspaceResponse;

/** Aoife claims through her father John and his mother Mary, born in Mayo. */
async function applicant() {
  const u = await signIn(t, `forenames-${++users}@example.com`);
  const tree = await addGrandparentRouteTree(t, u, { deathDate: '2010-11-02' });
  const key = `${tree.gran}.grandparent-birth`;
  await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'in_hand' });
  return { u, tree, key };
}

/** Mary's Irish birth certificate as the tree has her. */
const maryBirth = {
  firstNames: 'Mary',
  surname: 'Walsh',
  eventDate: null,
  eventPlace: 'Castlebar',
  fatherName: 'Patrick Walsh',
  motherName: 'Bridget Walsh',
  longForm: true,
  issuer: 'civil',
};

describe('first names on a check', () => {
  it('flags the Irish form naming both forms, with a drafted paragraph; a note resolves it and the letter paragraph can be edited', async () => {
    const { u, key } = await applicant();
    const checked = await call(u, 'PUT', `/api/application/items/${key}/check`, { ...maryBirth, firstNames: 'Máire' });
    expect(checked.statusCode, checked.body).toBe(200);
    const [flag] = itemOf(checked.json() as WorkspaceResponse, key)?.flags ?? [];
    expect(flag).toMatchObject({ id: 'forename_differs:forenames', kind: 'explain', resolved: null });
    expect(flag.message).toContain('“Máire” is the Irish form of “Mary”');
    expect(flag.draft).toContain('The birth certificate of Mary Walsh records her as “Máire Walsh”');
    expect((await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' })).statusCode).toBe(409);

    const url = `/api/application/items/${key}/flags/forename_differs:forenames/resolve`;
    expect((await call(u, 'POST', url, { note: flag.draft })).statusCode).toBe(200);
    const edited = `${flag.draft} Her family always called her Mary.`;
    const again = await call(u, 'POST', url, { note: edited });
    expect(again.statusCode, again.body).toBe(200);
    expect(itemOf(again.json() as WorkspaceResponse, key)?.flags[0]?.resolved?.note).toBe(edited);
    expect((await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' })).statusCode).toBe(200);
    expect(itemOf(await workspace(u), key)?.status).toBe('checked');
  });

  it('a certificate of a different person is to replace: no note resolves it, it stays short of Checked and the gate lists it', async () => {
    const { u, key } = await applicant();
    await call(u, 'PUT', `/api/application/items/${key}/check`, { ...maryBirth, firstNames: 'Margaret' });
    for (const note of ['Same person', 'DFA will accept this, she was known as Margaret', 'x'.repeat(900)]) {
      const res = await call(u, 'POST', `/api/application/items/${key}/flags/forename_differs:forenames/resolve`, {
        note,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DOCUMENT_NOT_ACCEPTED' });
    }
    const rows = await t.database.db.select().from(applicationItems).where(eq(applicationItems.userId, u.userId));
    expect(rows.find((r) => r.itemKey === key)?.resolutions).toEqual([]);
    expect((await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' })).statusCode).toBe(409);
    const w = await workspace(u);
    expect(itemOf(w, key)?.flags).toEqual([
      expect.objectContaining({ code: 'forename_differs', kind: 'replace', draft: null, resolved: null }),
    ]);
    expect(w.gate.missing.find((m) => m.itemKey === key)?.message).toMatch(
      /^DFA does not accept this document: The certificate prints the first name “Margaret”/,
    );

    // The right certificate, recorded when it arrives, clears it.
    await call(u, 'PUT', `/api/application/items/${key}/check`, maryBirth);
    expect((await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' })).statusCode).toBe(200);
  });

  it('a photocopy is to replace, and a checked certificate recorded again as a photocopy goes back to In hand', async () => {
    const { u, key } = await applicant();
    await call(u, 'PUT', `/api/application/items/${key}/check`, maryBirth);
    expect((await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' })).statusCode).toBe(200);
    const res = await call(u, 'PUT', `/api/application/items/${key}/check`, { ...maryBirth, photocopy: true });
    expect(res.statusCode, res.body).toBe(200);
    const item = itemOf(res.json() as WorkspaceResponse, key);
    expect(item?.status).toBe('in_hand');
    expect(item?.flags).toEqual([expect.objectContaining({ code: 'photocopy', kind: 'replace' })]);
    const note = await call(u, 'POST', `/api/application/items/${key}/flags/photocopy:copy/resolve`, { note: 'Fine' });
    expect(note.statusCode).toBe(400);
  });

  it("flags the mother's first name on her son's birth certificate against her own, and a note resolves it", async () => {
    const { u, tree, key } = await applicant();
    await call(u, 'PUT', `/api/application/items/${key}/check`, { ...maryBirth, firstNames: 'Máire' });
    const dadKey = `${tree.dad}.parent-birth`;
    await call(u, 'PATCH', `/api/application/items/${dadKey}`, { status: 'in_hand' });
    const res = await call(u, 'PUT', `/api/application/items/${dadKey}/check`, {
      ...maryBirth,
      firstNames: 'John',
      fatherName: 'Michael Walsh',
      motherName: 'Mary Walsh',
    });
    const flag = itemOf(res.json() as WorkspaceResponse, dadKey)?.flags.find((f) => f.code === 'forename_differs');
    expect(flag).toMatchObject({ id: 'forename_differs:parent_forenames', kind: 'explain' });
    expect(flag?.message).toContain('Mary Walsh’s own birth certificate prints “Máire”');
    const resolved = await call(u, 'POST', `/api/application/items/${dadKey}/flags/${flag?.id}/resolve`, {
      note: flag?.draft,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
  });

  it('the online form gives the first names the checked birth certificate prints, and says what the tree has', async () => {
    const { u, key } = await applicant();
    await call(u, 'PUT', `/api/application/items/${key}/check`, { ...maryBirth, firstNames: 'Máire' });
    await call(u, 'POST', `/api/application/items/${key}/flags/forename_differs:forenames/resolve`, {
      note: 'Mary Walsh is Máire Walsh.',
    });
    await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' });
    const res = await call(u, 'GET', '/api/application/online-form');
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json() as OnlineFormResponse).sections.flatMap((s) =>
      s.rows.filter((r) => r.question === 'First name(s)').map((r) => [s.title, r.answer, r.note]),
    );
    // Aoife and John as the tree has them (their certificates are not checked); Mary as printed.
    expect(names).toEqual([
      [expect.any(String), 'Aoife', null],
      [expect.any(String), 'John', null],
      ['Your grandparent born in Ireland', 'Máire', 'As printed on the birth certificate; your tree has ‘Mary’'],
    ]);
  });
});
