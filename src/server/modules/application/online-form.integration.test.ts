import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGrandparentRouteTree } from '#tests/support/application.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { WorkspaceResponse } from '#shared/application.ts';
import type { OnlineFormResponse } from '#shared/online-form.ts';

/** GET /api/application/online-form: the online form's values from the tree, the profile and checked certificates. */

let t: TestApp;
let users = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(t, u, method, url, payload);

/** Aoife claims through her father and his mother Mary, born in Mayo, who has died (the date not in the tree). */
async function applicant() {
  const email = `online-form-${++users}@example.com`;
  const u = await signIn(t, email);
  await addGrandparentRouteTree(t, u);
  return { u, email };
}

const form = async (u: SignedIn) => {
  const res = await call(u, 'GET', '/api/application/online-form');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OnlineFormResponse;
};
const answer = (f: OnlineFormResponse, title: RegExp, question: string) =>
  f.sections.find((s) => title.test(s.title))?.rows.find((r) => r.question === question);

describe('GET /api/application/online-form', () => {
  it('lists the basis of claim first, then you, your parent and your grandparent, with your email from your account', async () => {
    const { u, email } = await applicant();
    const f = await form(u);
    expect(f.sections.map((s) => s.title)).toEqual([
      'Basis of your claim',
      'You (the applicant)',
      'The parent through whom you claim',
      'Your grandparent born in Ireland',
    ]);
    expect(f.sections[0].rows[0]).toMatchObject({ answer: 'Born abroad to a parent born in Ireland', filled: true });
    // Whose details each section holds, for the copy buttons' names.
    expect(f.sections.map((s) => s.person)).toEqual([null, 'Aoife Walsh', 'John Walsh', 'Mary Walsh']);
    expect(answer(f, /^You/, 'Email address')).toMatchObject({ answer: email, filled: true });
    expect(answer(f, /grandparent/, 'Date of death')).toMatchObject({ filled: false, note: null });
  });

  it('fills a date the tree lacks from the certificate the user checked', async () => {
    const { u } = await applicant();
    const w = (await call(u, 'GET', '/api/application')).json() as WorkspaceResponse;
    const death = w.items.find((i) => i.kind === 'death' && i.role === 'irish_grandparent')!;
    const path = `/api/application/items/${death.key}`;
    expect((await call(u, 'PATCH', path, { status: 'in_hand' })).statusCode).toBe(200);
    const check = await call(u, 'PUT', `${path}/check`, {
      firstNames: 'Mary',
      surname: 'Walsh',
      eventDate: '2010-11-02',
      eventPlace: 'Leeds',
      fatherName: null,
      motherName: null,
      longForm: null,
      issuer: 'civil',
    });
    expect(check.statusCode, check.body).toBe(200);
    const flags = (check.json() as WorkspaceResponse).items.find((i) => i.key === death.key)!.flags;
    for (const flag of flags) {
      await call(u, 'POST', `${path}/flags/${flag.id}/resolve`, { note: 'Checked by hand' });
    }
    expect((await call(u, 'PATCH', path, { status: 'checked' })).statusCode).toBe(200);

    const f = await form(u);
    expect(answer(f, /grandparent/, 'Date of death')).toEqual({
      question: 'Date of death',
      answer: '2 November 2010',
      filled: true,
      note: 'From the certificate you checked',
    });
  });

  it('answers 401 without a session and 409 when the tree gives no route yet', async () => {
    expect((await call(null, 'GET', '/api/application/online-form')).statusCode).toBe(401);
    const empty = await signIn(t, `online-form-empty-${++users}@example.com`);
    const res = await call(empty, 'GET', '/api/application/online-form');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_ROUTE' });
  });
});
