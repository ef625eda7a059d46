import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGedcom } from '#domain/gedcom/parse.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { familyMembers } from '#server/db/schema.ts';

const realistic = readFileSync(new URL('../../../domain/gedcom/fixtures/realistic.ged', import.meta.url), 'utf8');
const messy = readFileSync(new URL('../../../domain/gedcom/fixtures/messy.ged', import.meta.url), 'utf8');
const HOME = 'I262281927574'; // Seán Michael Walsh, born in Manchester

describe('GEDCOM import and export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (me: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: me.cookie } });
  const membersOf = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(familyMembers).where(eq(familyMembers.userId, userId)))[0].n;

  it('previews the people of a file and the tree for a home person without saving anything', async () => {
    const me = await signIn(t, 'preview@example.com');
    const list = await call(me, 'POST', '/api/family-tree/gedcom/preview', { gedcom: realistic });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().candidates.map((c: { name: string }) => c.name)).toContain('Seán Michael Walsh');
    expect(list.json().draft).toBeNull();

    const preview = (
      await call(me, 'POST', '/api/family-tree/gedcom/preview', { gedcom: realistic, homeXref: HOME })
    ).json();
    const grandfather = preview.draft.members.find((m: { firstName: string }) => m.firstName === 'Michael');
    expect(grandfather).toMatchObject({
      relationship: 'grandparent',
      isIrishBorn: true,
      birthCountry: 'Ireland',
      isDeceased: true,
    });
    expect(await membersOf(me.userId)).toBe(0);
  });

  it('imports the tree for the home person; the engine then names the Mayo-born grandfather', async () => {
    const me = await signIn(t, 'importer@example.com');
    const res = await call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom: realistic, homeXref: HOME });
    expect(res.statusCode, res.body).toBe(201);
    const members = (await call(me, 'GET', '/api/family-members')).json() as Array<{
      relationship: string;
      firstName: string;
      parentId: string | null;
      id: string;
    }>;
    expect(res.json().imported).toBe(members.length);
    expect(members.filter((m) => m.relationship === 'self')).toHaveLength(1);
    expect(members.filter((m) => m.relationship === 'parent')).toHaveLength(2);
    expect(members.filter((m) => m.relationship === 'grandparent').length).toBeGreaterThanOrEqual(3);
    const michael = members.find((m) => m.firstName === 'Michael')!;
    const patrick = members.find((m) => m.firstName.startsWith('Patrick'))!;
    expect(michael.parentId).toBe(patrick.id);

    const eligibility = (await call(me, 'GET', '/api/family-tree/eligibility')).json();
    expect(eligibility.status).toBe('eligible');
    expect(eligibility.route).toMatchObject({
      kind: 'irish_born_grandparent',
      grandparentId: michael.id,
      parentId: patrick.id,
    });
  });

  it('refuses to overwrite a tree unless asked, then replaces it whole', async () => {
    const me = await signIn(t, 'replacer@example.com');
    expect(
      (await call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom: realistic, homeXref: HOME })).statusCode,
    ).toBe(201);
    const before = await membersOf(me.userId);
    const again = await call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom: realistic, homeXref: HOME });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TREE_NOT_EMPTY');
    expect(await membersOf(me.userId)).toBe(before);
    const replaced = await call(me, 'POST', '/api/family-tree/gedcom/import', {
      gedcom: realistic,
      homeXref: HOME,
      replace: true,
    });
    expect(replaced.statusCode).toBe(201);
    expect(await membersOf(me.userId)).toBe(before);
  });

  it('imports the messy file too', async () => {
    const me = await signIn(t, 'messy@example.com');
    const list = (await call(me, 'POST', '/api/family-tree/gedcom/preview', { gedcom: messy })).json();
    const home = list.candidates[0].xref;
    const res = await call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom: messy, homeXref: home });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('imports a name and a place holding control characters with them stripped (issue 19 item 21)', async () => {
    const me = await signIn(t, 'controls@example.com');
    const gedcom = [
      '0 HEAD',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      '1 NAME Ma\u001Bry\u0085 /Wal\tsh/',
      '1 SEX F',
      '1 BIRT',
      '2 DATE 1 JAN 1990',
      '2 PLAC Castle\u007Fbar,\tCo. Mayo, Ireland',
      '0 TRLR',
      '',
    ].join('\n');
    const res = await call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom, homeXref: 'I1' });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.database.db.select().from(familyMembers).where(eq(familyMembers.userId, me.userId));
    expect(stored.firstName).toBe('Mary');
    expect(stored.lastName).toBe('Wal sh');
    expect(
      [...(stored.birthPlace ?? '')].some(
        (c) => c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f),
      ),
    ).toBe(false);
  });

  it.each([
    ['not a GEDCOM file', 'Hello, this is my family:\nGranny Walsh from Mayo', 400],
    ['a file cut in half', realistic.slice(0, Math.floor(realistic.length / 2)), 400],
    ['a file over 10 MB', `0 HEAD\n${'1 NOTE x\n'.repeat(1_200_000)}0 TRLR\n`, 413],
  ])('rejects %s with a clear message and changes nothing', async (_label, gedcom, status) => {
    const me = await signIn(t, `bad-${status}-${gedcom.length}@example.com`);
    const res = await call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom, homeXref: HOME });
    expect(res.statusCode).toBe(status);
    expect(res.json().message.length).toBeGreaterThan(10);
    expect(await membersOf(me.userId)).toBe(0);
  });

  it('an unknown home person is a 400; a locked tree a 423', async () => {
    const me = await signIn(t, 'locked-import@example.com');
    expect(
      (await call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom: realistic, homeXref: 'I999' })).statusCode,
    ).toBe(400);
    await call(me, 'POST', '/api/family-tree-lock/lock', { reason: 'Manual lock by user' });
    const locked = await call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom: realistic, homeXref: HOME });
    expect(locked.statusCode).toBe(423);
    expect(await membersOf(me.userId)).toBe(0);
  });

  it('exports the tree as a GEDCOM file that reads back with the same people', async () => {
    const me = await signIn(t, 'exporter@example.com');
    await call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom: realistic, homeXref: HOME });
    const res = await call(me, 'GET', '/api/family-tree/gedcom');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="family-tree-\d{4}-\d{2}-\d{2}\.ged"/);
    const back = parseGedcom(res.body);
    expect(back.individuals).toHaveLength(await membersOf(me.userId));
    expect(back.individuals.map((i) => i.given)).toEqual(
      expect.arrayContaining(['Seán Michael', 'Michael', 'Patrick Joseph']),
    );
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/family-tree/gedcom' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/family-tree/gedcom/preview', payload: { gedcom: realistic } }))
        .statusCode,
    ).toBe(401);
  });
});
