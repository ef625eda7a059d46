import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { familyMembers, nameChangeEvents } from '#server/db/schema.ts';

/** The tree's size limits on every way in: the member API, name records and GEDCOM import. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `limits-${++users}@example.com`);
const call = (me: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: me.cookie } });
const membersOf = async (userId: string) =>
  (await t.database.db.select({ n: count() }).from(familyMembers).where(eq(familyMembers.userId, userId)))[0].n;

/**
 * The largest tree the limits accept, and more: the home person with `siblings` brothers and
 * sisters, both parents, four grandparents (one born in Kerry) and eight great-grandparents.
 */
function bigFamily(siblings: number): string {
  const lines = ['0 HEAD', '1 CHAR UTF-8'];
  const person = (xref: string, name: string, links: string[], place = 'Boston, Massachusetts') =>
    lines.push(`0 @${xref}@ INDI`, `1 NAME ${name}`, '1 BIRT', '2 DATE 1 JAN 1950', `2 PLAC ${place}`, ...links);
  person('C', 'Megan /Walsh/', ['1 FAMC @F1@']);
  for (let i = 0; i < siblings; i++) person(`S${i}`, `Child${i} /Walsh/`, ['1 FAMC @F1@']);
  person('P1', 'Robert /Walsh/', ['1 FAMS @F1@', '1 FAMC @F2@']);
  person('P2', 'Susan /Byrne/', ['1 FAMS @F1@', '1 FAMC @F3@']);
  person('G1', 'Patrick /Walsh/', ['1 FAMS @F2@', '1 FAMC @F4@'], 'Cahersiveen, Co. Kerry, Ireland');
  person('G2', 'Ann /Walsh/', ['1 FAMS @F2@', '1 FAMC @F5@']);
  person('G3', 'Thomas /Byrne/', ['1 FAMS @F3@', '1 FAMC @F6@']);
  person('G4', 'Kate /Byrne/', ['1 FAMS @F3@', '1 FAMC @F7@']);
  for (let f = 4; f <= 7; f++) {
    person(`H${f}`, `Husband${f} /Elder/`, [`1 FAMS @F${f}@`]);
    person(`W${f}`, `Wife${f} /Elder/`, [`1 FAMS @F${f}@`]);
  }
  const family = (f: string, husband: string, wife: string, children: string[]) =>
    lines.push(`0 @${f}@ FAM`, `1 HUSB @${husband}@`, `1 WIFE @${wife}@`, ...children.map((c) => `1 CHIL @${c}@`));
  family('F1', 'P1', 'P2', ['C', ...Array.from({ length: siblings }, (_, i) => `S${i}`)]);
  family('F2', 'G1', 'G2', ['P1']);
  family('F3', 'G3', 'G4', ['P2']);
  for (const [f, child] of [
    [4, 'G1'],
    [5, 'G2'],
    [6, 'G3'],
    [7, 'G4'],
  ] as const)
    family(`F${f}`, `H${f}`, `W${f}`, [child]);
  lines.push('0 TRLR');
  return lines.join('\n');
}

/** The largest tree the limits accept: you, 20 siblings, 2 parents, 4 grandparents, 8 great-grandparents. */
const LARGEST = 35;

describe('tree size limits', () => {
  it('refuses a 21st brother or sister with a clear 400 and stores nothing', async () => {
    const me = await newUser();
    for (let i = 0; i < 20; i++) {
      const res = await call(me, 'POST', '/api/family-members', {
        firstName: `Child${i}`,
        lastName: 'Walsh',
        relationship: 'sibling',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await call(me, 'POST', '/api/family-members', {
      firstName: 'One',
      lastName: 'Toomany',
      relationship: 'sibling',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Your family tree can hold at most 20 brothers and sisters.',
      code: 'SIBLING_LIMIT',
    });
    expect(await membersOf(me.userId)).toBe(20);
  });

  it('refuses an 11th name record for one person', async () => {
    const me = await newUser();
    const self = (
      await call(me, 'POST', '/api/family-members', { firstName: 'Megan', lastName: 'Walsh', relationship: 'self' })
    ).json();
    const record = { familyMemberId: self.id, changeType: 'legal_change', surnameAfterChange: 'Walsh' };
    for (let i = 0; i < 10; i++) {
      const res = await call(me, 'POST', '/api/name-change-events', record);
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await call(me, 'POST', '/api/name-change-events', record);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NAME_RECORD_LIMIT');
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(nameChangeEvents)
      .where(eq(nameChangeEvents.familyMemberId, self.id));
    expect(n).toBe(10);
  });

  it('a GEDCOM family of 2,000 children previews with one warning and imports the largest accepted tree (35) in under 10 s, /healthz answering under 200 ms meanwhile', async () => {
    const me = await newUser();
    const gedcom = bigFamily(2000);
    const preview = await call(me, 'POST', '/api/family-tree/gedcom/preview', { gedcom, homeXref: 'C' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().draft.members).toHaveLength(LARGEST);
    expect(preview.json().draft.warnings.join('\n')).toContain(
      'Your family tree holds at most 20 brothers and sisters, so 1,980 in the file were left out',
    );

    const started = Date.now();
    const importing = call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom, homeXref: 'C' });
    // The file is read in a worker and written in one statement: the server answers meanwhile.
    const healthz: number[] = [];
    let done = false;
    void importing.finally(() => (done = true));
    while (!done) {
      const asked = performance.now();
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      healthz.push(performance.now() - asked);
      // An in-process request never waits on the network: leave the event loop time for the import.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const imported = await importing;
    expect(imported.statusCode, imported.body).toBe(201);
    expect(Math.max(...healthz), healthz.map((ms) => ms.toFixed(0)).join(', ')).toBeLessThan(200);
    expect(imported.json().imported).toBe(LARGEST);
    expect(await membersOf(me.userId)).toBe(LARGEST);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers 409 to a second import of the same user while the first runs', async () => {
    const me = await newUser();
    // A file that takes the first import about a second to read, so that the second request, sent
    // with it, arrives while it runs even when the database answers slowly (CI's PostgreSQL under load).
    const gedcom = bigFamily(5_000);
    const [first, second] = await Promise.all([
      call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom, homeXref: 'C' }),
      call(me, 'POST', '/api/family-tree/gedcom/import', { gedcom, homeXref: 'C', replace: true }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toEqual({
      message: 'An import is already running. Wait for it to finish, then try again.',
      code: 'IMPORT_RUNNING',
    });
    expect(await membersOf(me.userId)).toBe(LARGEST);
  });
});
