import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { familyMembers } from '#server/db/schema.ts';

/** Issue 19 item 23: files in ANSEL, ANSI, IBM PC and UTF-16 keep their accents through preview and import. */
const fixture = (name: string) =>
  readFileSync(new URL(`../../../domain/gedcom/fixtures/encodings/${name}`, import.meta.url));
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('GEDCOM files in other character sets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  const call = (me: SignedIn, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: me.cookie },
      remoteAddress: `10.9.0.${++n % 250}`,
    });
  const membersOf = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(familyMembers).where(eq(familyMembers.userId, userId)))[0].n;

  it.each([
    ['utf-8.ged', 'Ōjin', 'Ó Súilleabháin'],
    ['utf-8-bom.ged', 'Ōjin', 'Ó Súilleabháin'],
    ['utf-16le.ged', 'Ōjin', 'Ó Súilleabháin'],
    ['utf-16be.ged', 'Ōjin', 'Ó Súilleabháin'],
    ['ansel.ged', 'Ōjin', 'Ó Súilleabháin'],
    ['windows-1252.ged', 'Pádraig', 'Ó Súilleabháin'],
    ['ibmpc-cp850.ged', 'Pádraig', 'Ó Súilleabháin'],
    ['ibmpc-cp437.ged', 'Pádraig', 'O Súilleabháin'],
    ['macintosh.ged', 'Pádraig', 'Ó Súilleabháin'],
  ])('%s: the preview and the stored tree have the names exactly', async (file, father, surname) => {
    const me = await signIn(t, `enc-${file.replace(/\W/g, '-')}@example.com`);
    const gedcomBase64 = b64(fixture(file));

    const list = await call(me, '/api/family-tree/gedcom/preview', { gedcomBase64 });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().warnings).toEqual([]);
    expect(list.json().candidates.map((c: { name: string }) => c.name)).toEqual([
      `Seán ${surname}`,
      `${father} ${surname}`,
      'Máire Ní Bhriain',
    ]);

    const preview = await call(me, '/api/family-tree/gedcom/preview', { gedcomBase64, homeXref: 'I1' });
    const drafted = (preview.json().draft.members as Array<{ firstName: string; lastName: string }>).map(
      (m) => `${m.firstName} ${m.lastName}`,
    );
    expect(drafted.sort()).toEqual([`${father} ${surname}`, 'Máire Ní Bhriain', `Seán ${surname}`].sort());
    expect(await membersOf(me.userId)).toBe(0);

    const imported = await call(me, '/api/family-tree/gedcom/import', { gedcomBase64, homeXref: 'I1' });
    expect(imported.statusCode, imported.body).toBe(201);
    const stored = await t.database.db
      .select({ firstName: familyMembers.firstName, lastName: familyMembers.lastName, place: familyMembers.birthPlace })
      .from(familyMembers)
      .where(eq(familyMembers.userId, me.userId));
    expect(stored.map((m) => `${m.firstName}|${m.lastName}`).sort()).toEqual(
      [`Seán|${surname}`, `${father}|${surname}`, 'Máire|Ní Bhriain'].sort(),
    );
    const mother = stored.find((m) => m.firstName === 'Máire')!;
    expect(mother.place).toContain(file === 'ibmpc-cp437.ged' ? 'Baile Atha Cliath' : 'Baile Átha Cliath');
  });

  it('warns in the preview when a file says UTF-8 but is Windows-1252, and still reads the fadas', async () => {
    const me = await signIn(t, 'enc-mislabelled@example.com');
    const res = await call(me, '/api/family-tree/gedcom/preview', {
      gedcomBase64: b64(fixture('mislabelled-utf-8.ged')),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().candidates[0].name).toBe('Seán Ó Súilleabháin');
    expect(res.json().warnings).toEqual([
      expect.stringContaining('This file says its characters are UTF-8, but they are not; they were read as Windows'),
    ]);
  });

  it('still takes the text of a file (older callers)', async () => {
    const me = await signIn(t, 'enc-text@example.com');
    const res = await call(me, '/api/family-tree/gedcom/preview', {
      gedcom: fixture('utf-8.ged').toString('utf8'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().candidates[0].name).toBe('Seán Ó Súilleabháin');
  });

  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  const ansel = fixture('ansel.ged');
  it.each([
    ['no file', { homeXref: 'I1' }, /Send the file once/],
    ['both text and bytes', { gedcom: '0 HEAD', gedcomBase64: b64(ansel), homeXref: 'I1' }, /Send the file once/],
    ['an empty file', { gedcomBase64: '', homeXref: 'I1' }, /The file is empty/],
    ['not base64', { gedcomBase64: '0 HEAD\n0 TRLR', homeXref: 'I1' }, /must be sent as base64/],
    ['base64 cut short', { gedcomBase64: b64(ansel).slice(0, 101), homeXref: 'I1' }, /cut short in transit/],
    ['an image', { gedcomBase64: b64(png), homeXref: 'I1' }, /not a GEDCOM file/],
    ['a file cut short', { gedcomBase64: b64(ansel.subarray(0, 300)), homeXref: 'I1' }, /cut short/],
    [
      'UTF-16 cut mid-character',
      { gedcomBase64: b64(fixture('utf-16le.ged').subarray(0, 501)), homeXref: 'I1' },
      /cut short/,
    ],
  ])('refuses %s with a JSON 400 and saves nothing', async (_name, payload, message) => {
    const me = await signIn(t, `enc-bad-${++n}@example.com`);
    for (const url of ['/api/family-tree/gedcom/preview', '/api/family-tree/gedcom/import']) {
      const res = await call(me, url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().message).toMatch(message);
    }
    expect(await membersOf(me.userId)).toBe(0);
  });

  it('refuses bytes over 10 MB with 413', async () => {
    const me = await signIn(t, 'enc-large@example.com');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    const res = await call(me, '/api/family-tree/gedcom/preview', { gedcomBase64: b64(big) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 10 MB/);
  });
});
