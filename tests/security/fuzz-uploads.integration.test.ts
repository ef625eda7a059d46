/**
 * Property-based fuzzing of the two ways in that are not JSON fields (issue 17): multipart claim
 * forms (cut short, bytes flipped, wrong boundaries, huge or repeated fields), GEDCOM text
 * (random levels, tags and values, broken structure) and GEDCOM bytes (any declared CHAR, byte
 * order marks, bytes cut short, flipped or replaced). Whatever arrives, the answer is a JSON
 * 4xx or a success, never a 5xx, and the server keeps answering. Reproduce a failure with the
 * seed fast-check prints: FUZZ_SEED=<seed> (and FUZZ_RUNS=<n>).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimForm, isoDay, LETTERS } from '#tests/support/claims.ts';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: TestApp;
let users: SignedIn[];
let call = 0;
/** Each call from its own address and, in turn, another user: the budgets are not what is tested here. */
const nextCaller = () => ({
  user: users[call % users.length]!,
  ip: `10.93.${Math.floor(call / 250) % 250}.${(call++ % 250) + 1}`,
});

beforeAll(async () => {
  t = await createTestApp();
  users = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => signIn(t, `fuzz-upload-${n}@example.com`)));
});
afterAll(() => t?.close());

function expectJsonAnswer(res: { statusCode: number; body: string; headers: Record<string, unknown> }, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers['content-type']), label).toContain('application/json');
    expect(JSON.parse(res.body), label).toMatchObject({ message: expect.any(String) });
  }
}

describe('multipart claim forms', () => {
  type Mutation =
    | { kind: 'cut'; at: number }
    | { kind: 'flip'; at: number; byte: number }
    | { kind: 'boundary'; boundary: string }
    | { kind: 'field'; name: string; value: string; times: number }
    | { kind: 'order'; value: string };

  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
    fc.record({
      kind: fc.constant('flip' as const),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      byte: fc.integer({ min: 0, max: 255 }),
    }),
    fc.record({ kind: fc.constant('boundary' as const), boundary: fc.string({ maxLength: 80 }) }),
    fc.record({
      kind: fc.constant('field' as const),
      name: fc.oneof(
        fc.constantFrom('order', 'note', 'decisionDate', '__proto__', 'letter'),
        fc.string({ maxLength: 20 }),
      ),
      value: fc.oneof(fc.string({ maxLength: 50 }), fc.constant('x'.repeat(10_000))),
      times: fc.integer({ min: 1, max: 45 }),
    }),
    fc.record({
      kind: fc.constant('order' as const),
      value: fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^(pdf|document):[0-9a-fA-F-]{36}$/)),
    }),
  );

  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(mutation, async (m) => {
        const base = await claimForm({
          orders: m.kind === 'order' ? [m.value] : [`pdf:${crypto.randomUUID()}`],
          decisionDate: isoDay(),
          note: 'Refused after review.',
          extraFields:
            m.kind === 'field'
              ? Object.fromEntries(Array.from({ length: m.times }, (_, i) => [`${m.name}${i}`, m.value]))
              : {},
          letter: { content: LETTERS.pdf, fileName: 'letter.pdf', type: 'application/pdf' },
        });
        let payload = base.payload;
        let contentType = base.headers['content-type']!;
        if (m.kind === 'cut') payload = payload.subarray(0, Math.floor(payload.length * m.at));
        if (m.kind === 'flip') {
          payload = Buffer.from(payload);
          payload[Math.min(payload.length - 1, Math.floor(payload.length * m.at))] = m.byte;
        }
        if (m.kind === 'boundary') contentType = `multipart/form-data; boundary=${m.boundary}`;
        const { user, ip } = nextCaller();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/claims',
          payload,
          headers: { 'content-type': contentType, cookie: user.cookie },
          remoteAddress: ip,
        });
        expectJsonAnswer(res, JSON.stringify(m).slice(0, 200));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

describe('GEDCOM text', () => {
  const line = fc.oneof(
    fc
      .tuple(
        fc.oneof(fc.integer({ min: -2, max: 120 }).map(String), fc.string({ maxLength: 3 })),
        fc.oneof(
          fc.constantFrom(
            '@I1@ INDI',
            '@F1@ FAM',
            'NAME',
            'BIRT',
            'DATE',
            'PLAC',
            'FAMC',
            'FAMS',
            'HUSB',
            'WIFE',
            'CHIL',
            'SEX',
            'CONC',
            'CONT',
            'CHAR',
            'HEAD',
            'TRLR',
          ),
          fc.string({ maxLength: 12 }),
        ),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom('@I1@', '@F1@', '@I2@', 'Aoife /Walsh/', '1 JAN 1900', 'Cork, Ireland'),
          fc.constant('Z'.repeat(5_000)),
        ),
      )
      .map(([level, tag, value]) => `${level} ${tag} ${value}`),
    fc.string({ maxLength: 80 }),
  );
  const file = fc
    .tuple(fc.boolean(), fc.array(line, { maxLength: 60 }), fc.constantFrom('\n', '\r\n', '\r'))
    .map(([head, lines, eol]) => [...(head ? ['0 HEAD', '1 CHAR UTF-8'] : []), ...lines, '0 TRLR'].join(eol));

  it('preview and import never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        file,
        fc.option(fc.constantFrom('I1', 'I2', 'X'), { nil: undefined }),
        async (gedcom, homeXref) => {
          const { user, ip } = nextCaller();
          const preview = await t.app.inject({
            method: 'POST',
            url: '/api/family-tree/gedcom/preview',
            payload: { gedcom, ...(homeXref ? { homeXref } : {}) },
            headers: { cookie: user.cookie },
            remoteAddress: ip,
          });
          expectJsonAnswer(preview, `preview ${JSON.stringify(gedcom.slice(0, 200))}`);
          if (!homeXref) return;
          const imported = await t.app.inject({
            method: 'POST',
            url: '/api/family-tree/gedcom/import',
            payload: { gedcom, homeXref, replace: true },
            headers: { cookie: user.cookie },
            remoteAddress: nextCaller().ip,
          });
          expectJsonAnswer(imported, `import ${JSON.stringify(gedcom.slice(0, 200))}`);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('GEDCOM bytes', () => {
  const person = fc.constantFrom('Seán /Ó Súilleabháin/', 'Máire /Ní Bhriain/', 'Ōjin /Tanaka/', 'Aoife /Walsh/');
  const text = fc
    .tuple(
      fc.constantFrom('UTF-8', 'ANSEL', 'ANSI', 'IBMPC', 'IBM PC', 'ASCII', 'UNICODE', 'MACINTOSH', 'KLINGON', ''),
      person,
      person,
    )
    .map(([char, a, b]) =>
      [
        '0 HEAD',
        `1 CHAR ${char}`,
        '0 @I1@ INDI',
        `1 NAME ${a}`,
        '1 FAMC @F1@',
        '0 @I2@ INDI',
        `1 NAME ${b}`,
        '1 FAMS @F1@',
        '0 @F1@ FAM',
        '1 HUSB @I2@',
        '1 CHIL @I1@',
        '0 TRLR',
      ].join('\r\n'),
    );
  const encode = (value: string, how: string): Uint8Array => {
    if (how === 'utf-16le' || how === 'utf-16be') {
      const le = Buffer.from(value, 'utf16le');
      if (how === 'utf-16be') le.swap16();
      return new Uint8Array([...(how === 'utf-16le' ? [0xff, 0xfe] : [0xfe, 0xff]), ...le]);
    }
    if (how === 'latin1') return new Uint8Array(Buffer.from(value, 'latin1'));
    return new TextEncoder().encode(value);
  };
  const bytes = fc.oneof(
    fc
      .tuple(
        text,
        fc.constantFrom('utf-8', 'utf-16le', 'utf-16be', 'latin1'),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.option(fc.nat(), { nil: undefined }),
      )
      .map(([value, how, flips, cut]) => {
        const out = encode(value, how);
        for (const [at, byte] of flips) out[at % out.length] = byte;
        return cut === undefined ? out : out.subarray(0, cut % (out.length + 1));
      }),
    fc.uint8Array({ maxLength: 300 }),
  );

  it('preview and import never answer 5xx, and a refused import changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(bytes, async (file) => {
        const gedcomBase64 = Buffer.from(file).toString('base64');
        const { user, ip } = nextCaller();
        const preview = await t.app.inject({
          method: 'POST',
          url: '/api/family-tree/gedcom/preview',
          payload: { gedcomBase64 },
          headers: { cookie: user.cookie },
          remoteAddress: ip,
        });
        expectJsonAnswer(preview, `preview ${gedcomBase64.slice(0, 200)}`);
        const before = (
          await t.app.inject({ method: 'GET', url: '/api/family-members', headers: { cookie: user.cookie } })
        ).body;
        const imported = await t.app.inject({
          method: 'POST',
          url: '/api/family-tree/gedcom/import',
          payload: { gedcomBase64, homeXref: 'I1', replace: true },
          headers: { cookie: user.cookie },
          remoteAddress: nextCaller().ip,
        });
        expectJsonAnswer(imported, `import ${gedcomBase64.slice(0, 200)}`);
        if (imported.statusCode >= 400) {
          const after = (
            await t.app.inject({ method: 'GET', url: '/api/family-members', headers: { cookie: user.cookie } })
          ).body;
          expect(after, `import ${gedcomBase64.slice(0, 200)}`).toBe(before);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
