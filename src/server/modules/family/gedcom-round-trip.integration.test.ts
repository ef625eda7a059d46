import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';

/**
 * Issue 30 item 7: a GEDCOM file exported, imported and exported again through the API is the same
 * file apart from the header's date and time, for every fixture and for a family with every
 * construct the tree keeps (names with TYPE, every date form, marriages, a divorce, deaths).
 */
const dir = new URL('../../../domain/gedcom/fixtures/', import.meta.url);
const bytes = (path: string) => Buffer.from(readFileSync(new URL(path, dir))).toString('base64');

const FIXTURES: [string, string][] = [
  ['realistic.ged', 'I262281927574'],
  ['messy.ged', 'P1'],
  ['every-construct.ged', 'SELF'],
  // Every kind of name: birth, married, aka, and the Irish and English forms (decision 058).
  ['every-name.ged', 'SELF'],
  ...readdirSync(new URL('./encodings/', dir))
    .filter((f) => f.endsWith('.ged'))
    .map((f): [string, string] => [`encodings/${f}`, 'I1']),
];

/** The file without the header's date and time. */
const body = (file: string) => file.replace(/^1 DATE .*\r\n2 TIME .*\r\n/m, '');

describe('GEDCOM export, import, export through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  const call = (me: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: me.cookie }, remoteAddress: `10.7.0.${++n % 250}` });

  const importFile = async (me: SignedIn, payload: object) => {
    const res = await call(me, 'POST', '/api/family-tree/gedcom/import', payload);
    expect(res.statusCode, res.body).toBe(201);
  };
  const exportFile = async (me: SignedIn) => {
    const res = await call(me, 'GET', '/api/family-tree/gedcom');
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it.each(FIXTURES)('%s gives the same file the second time', async (path, home) => {
    const me = await signIn(t, `round-trip-${path.replace(/\W/g, '-')}@example.com`);
    await importFile(me, { gedcomBase64: bytes(path), homeXref: home });
    const first = await exportFile(me);
    await importFile(me, { gedcom: first, homeXref: 'I1', replace: true });
    const second = await exportFile(me);
    expect(body(second)).toBe(body(first));
    expect(second).toMatch(/^0 HEAD\r\n/);
  });

  it('keeps the marriages, the divorce and the names of the family with every construct', async () => {
    const me = await signIn(t, 'every-construct@example.com');
    const preview = await call(me, 'POST', '/api/family-tree/gedcom/preview', {
      gedcomBase64: bytes('every-construct.ged'),
      homeXref: 'SELF',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const mum = preview.json().draft.members.find((m: { firstName: string }) => m.firstName === 'Mary');
    expect(mum.birthDate).toBe('ABT 1960');
    expect(mum.nameRecords).toEqual(
      expect.arrayContaining([
        "Birth surname: O'Brien",
        'Marriage to Peter Kelly, between 1978 and 1980, Cork, Co. Cork, Ireland (surname Kelly)',
        "Divorce from Peter Kelly, before 1982, Cork, Co. Cork, Ireland (surname O'Brien)",
        'Marriage to John Walsh, 18 June 1983, Boston, Suffolk, Massachusetts, USA (surname Walsh)',
      ]),
    );
    const dad = preview
      .json()
      .draft.members.find(
        (m: { firstName: string; relationship: string }) => m.relationship === 'parent' && m.firstName === 'John',
      );
    expect(dad.notKept).toEqual(['Occupation: Electrician']);

    await importFile(me, { gedcomBase64: bytes('every-construct.ged'), homeXref: 'SELF' });
    const members = (await call(me, 'GET', '/api/family-members')).json() as Array<{
      id: string;
      firstName: string;
      relationship: string;
      birthDate: string | null;
      deathDate: string | null;
    }>;
    const changes = (await call(me, 'GET', '/api/name-change-events')).json() as Array<{
      familyMemberId: string;
      changeType: string;
      changeDate: string | null;
      changePlace: string | null;
      spouseFamilyMemberId: string | null;
      spouseFirstName: string | null;
      surnameAfterChange: string | null;
    }>;
    const mary = members.find((m) => m.firstName === 'Mary')!;
    const john = members.find((m) => m.firstName === 'John' && m.relationship === 'parent')!;
    expect(john).toMatchObject({ birthDate: '1958-03', deathDate: 'AFT 2019' });
    const marys = changes.filter((c) => c.familyMemberId === mary.id);
    expect(marys.map((c) => [c.changeType, c.changeDate, c.surnameAfterChange]).sort()).toEqual(
      [
        ['birth', null, "O'Brien"],
        ['divorce', 'BEF 1982', "O'Brien"],
        ['marriage', '1983-06-18', 'Walsh'],
        ['marriage', 'BET 1978 AND 1980', 'Kelly'],
      ].sort(),
    );
    expect(marys.find((c) => c.changeDate === '1983-06-18')?.spouseFamilyMemberId).toBe(john.id);
    expect(marys.find((c) => c.changeDate === 'BET 1978 AND 1980')).toMatchObject({
      spouseFamilyMemberId: null,
      spouseFirstName: 'Peter',
      changePlace: 'Cork, Co. Cork, Ireland',
    });
    // The divorce ends the Kelly marriage: its date and place are the marriage's end (decision 058).
    const marriages = (await call(me, 'GET', '/api/marriages')).json() as Array<{
      marriageDate: string | null;
      end: unknown;
    }>;
    expect(marriages.find((m) => m.marriageDate === 'BET 1978 AND 1980')?.end).toEqual({
      kind: 'divorce',
      date: 'BEF 1982',
      place: 'Cork, Co. Cork, Ireland',
      country: 'Ireland',
    });
    // The grandparents' marriage, recorded on one of them, with its year and place.
    expect(changes.filter((c) => c.changeType === 'marriage' && c.changeDate === '1951')).toHaveLength(1);

    // The marriage certificates now name the marriage and its office instead of 'no marriage recorded'.
    const application = await call(me, 'GET', '/api/application');
    expect(application.statusCode, application.body).toBe(200);
    expect(application.body).not.toContain('Your tree has no marriage recorded');
    expect(application.body).toContain('1951');
  });

  it('keeps a divorce that gave no name and an annulment as the ends of their marriages, the same file again', async () => {
    const me = await signIn(t, 'marriage-ends@example.com');
    const gedcom = [
      '0 HEAD',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      '1 NAME Ann /Byrne/',
      '1 SEX F',
      '1 FAMS @F1@',
      '1 FAMS @F2@',
      '0 @I2@ INDI',
      '1 NAME Tom /Jones/',
      '1 SEX M',
      '1 FAMS @F1@',
      '0 @I3@ INDI',
      '1 NAME Peter /Kelly/',
      '1 SEX M',
      '1 FAMS @F2@',
      '0 @F1@ FAM',
      '1 HUSB @I2@',
      '1 WIFE @I1@',
      '1 MARR',
      '2 DATE 1980',
      '2 PLAC Toronto, Ontario, Canada',
      '1 DIV',
      '2 DATE ABT MAR 1985',
      '2 PLAC Reno, Washoe County, Nevada, USA',
      '0 @F2@ FAM',
      '1 HUSB @I3@',
      '1 WIFE @I1@',
      '1 MARR',
      '2 DATE 1988',
      '1 ANUL',
      '2 DATE 1989',
      '2 PLAC Dublin, Ireland',
      '0 TRLR',
    ].join('\r\n');
    await importFile(me, { gedcom, homeXref: 'I1' });
    const ends = ((await call(me, 'GET', '/api/marriages')).json() as Array<{ end: unknown }>).map((m) => m.end);
    expect(ends).toEqual(
      expect.arrayContaining([
        { kind: 'divorce', date: 'ABT 1985-03', place: 'Reno, Washoe County, Nevada, USA', country: 'United States' },
        { kind: 'annulment', date: '1989', place: 'Dublin, Ireland', country: 'Ireland' },
      ]),
    );
    const first = await exportFile(me);
    expect(first).toContain('1 DIV\r\n2 DATE ABT MAR 1985\r\n2 PLAC Reno, Washoe County, Nevada, USA\r\n');
    expect(first).toContain('1 ANUL\r\n2 DATE 1989\r\n2 PLAC Dublin, Ireland\r\n');
    await importFile(me, { gedcom: first, homeXref: 'I1', replace: true });
    expect(body(await exportFile(me))).toBe(body(first));
  });

  it('writes a checked certificate as a source with what was read off it', async () => {
    const me = await signIn(t, 'sources@example.com');
    await importFile(me, { gedcomBase64: bytes('every-construct.ged'), homeXref: 'SELF' });
    const members = (await call(me, 'GET', '/api/family-members')).json() as Array<{
      id: string;
      relationship: string;
    }>;
    const self = members.find((m) => m.relationship === 'self')!;
    const key = `${self.id}.applicant-birth`;
    expect((await call(me, 'PATCH', `/api/application/items/${key}`, { status: 'in_hand' })).statusCode).toBe(200);
    const checked = await t.app.inject({
      method: 'PUT',
      url: `/api/application/items/${key}/check`,
      payload: {
        firstNames: 'Aoife',
        surname: 'Walsh',
        eventDate: '1990-03-12',
        eventPlace: 'Manchester',
        fatherName: 'John Walsh',
        motherName: "Mary O'Brien",
        longForm: true,
        issuer: 'civil',
      },
      headers: { cookie: me.cookie },
    });
    expect(checked.statusCode, checked.body).toBe(200);

    const file = await exportFile(me);
    expect(file).toMatch(/\r\n1 NOTE Keeps the family papers\.\r\n1 SOUR @S1@\r\n/);
    expect(file).toMatch(
      /0 @S1@ SOUR\r\n1 TITL .*Aoife Walsh\r\n1 TEXT Name: Aoife Walsh\r\n2 CONT Date: 12 MAR 1990\r\n2 CONT Place: Manchester\r\n2 CONT Father: John Walsh\r\n2 CONT Mother: Mary O'Brien\r\n/,
    );
  });
});
