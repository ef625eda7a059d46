import { randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadScan } from '#tests/support/application.ts';
import { readExportZip } from '#tests/support/export-zip.ts';
import { fileClaim, LETTERS, recordRefusal } from '#tests/support/claims.ts';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { account, devMailbox, eligibilityChecks, emailOutbox, session, user } from '#server/db/schema.ts';
import { EXPORT_JSON } from './export-zip.ts';
import { DELETED_WITH_USER, EXPORTED_TABLES, KEPT_AFTER_DELETION, NOT_EXPORTED } from './user-data.ts';

const UNAUTHORIZED = { message: 'Authentication required', code: 'UNAUTHORIZED' };
const ELIGIBLE_ANSWERS = { q1: 'yes', q2: 'no', q3: 'no', q4: 'yes' };
const DEFAULT_PROFILE = {
  addressLine1: null,
  addressLine2: null,
  city: null,
  county: null,
  eircode: null,
  postalCode: null,
  country: 'Ireland',
  phone: null,
  notificationPreferences: { email: true, sms: false },
};

/** The column naming the user in each exported table: the user table's own id, elsewhere user_id. */
const userColumn = (table: string) => (table === 'user' ? 'id' : 'user_id');

type Export = { exportedAt: string; format: string; tables: Record<string, Record<string, unknown>[]> };

/** A signed-in user with data in every personal table, and the ids of what was created. */
type Person = SignedIn & {
  surname: string;
  checkId: string;
  memberIds: string[];
  grandparentId: string;
  nameChangeId: string;
  claimId: string;
};

describe('privacy: data export and account deletion', () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.70.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const call = (opts: InjectOptions, cookie?: string) =>
    t.app.inject({
      ...opts,
      remoteAddress: nextIp(),
      headers: { ...(opts.headers as object), ...(cookie ? { cookie } : {}) },
    });
  const post = (url: string, payload: object | undefined, cookie: string) =>
    call({ method: 'POST', url, payload }, cookie);
  const exportData = (cookie?: string) => call({ method: 'POST', url: '/api/privacy/export' }, cookie);
  /** The export ZIP opened: the answer, its JSON document (as text and parsed) and every file in it. */
  const exported = async (cookie: string) => {
    const res = await exportData(cookie);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const zip = await readExportZip(res.rawPayload);
    const text = zip.files.get(EXPORT_JSON)!.toString('utf8');
    return { res, zip, text, data: JSON.parse(text) as Export };
  };
  const deleteAccount = (cookie?: string) => call({ method: 'DELETE', url: '/api/privacy/delete-account' }, cookie);

  /** Raw rows of a query; PGlite and node-postgres both answer with `.rows`. */
  async function rows<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
    const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  /** Which rows of a table belong to the user: by its user column, by their order, or by their claim. */
  const ownedBy = (table: string, userId: string) =>
    table === 'order_events' || table === 'registry_fee_lines' || table === 'order_lines'
      ? sql`order_id in (select id from document_requests where user_id = ${userId})`
      : table === 'guarantee_claim_orders' || table === 'guarantee_claim_evidence'
        ? sql`claim_id in (select id from guarantee_claims where user_id = ${userId})`
        : sql`${sql.identifier(userColumn(table))} = ${userId}`;
  const countFor = async (table: string, userId: string) =>
    Number(
      (
        await rows<{ n: number | string }>(
          sql`select count(*) as n from ${sql.identifier(table)} where ${ownedBy(table, userId)}`,
        )
      )[0].n,
    );
  const rowsFor = (table: string, userId: string) =>
    rows(sql`select * from ${sql.identifier(table)} where ${ownedBy(table, userId)} order by 1`);
  /** Pending sign-in links naming this email (better-auth keeps the email in the JSON value). */
  const verificationRowsFor = (email: string) =>
    rows(sql`select * from verification where lower(value) like ${`%${email.toLowerCase()}%`}`);

  async function created(res: Awaited<ReturnType<typeof call>>, status = 201) {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { id: string };
  }

  /** Fills every personal table through the API, as the product would. */
  async function populate(email: string, surname: string, name = ''): Promise<Person> {
    const me = await signIn(t, email);
    const c = me.cookie;
    // The display name a Google sign-in gives (a sign-in link gives none).
    if (name) await t.database.db.update(user).set({ name }).where(eq(user.id, me.userId));

    const profile = await post(
      '/api/user-profile',
      {
        addressLine1: `1 ${surname} Street`,
        city: 'Castlebar',
        county: 'Mayo',
        postalCode: 'D02 X285',
        country: 'Ireland',
        phone: '+353 87 123 4567',
      },
      c,
    );
    expect(profile.statusCode, profile.body).toBe(200);

    for (const analytics of [true, false]) {
      const consent = await post(
        '/api/user-consent',
        { consentCookiesAnalytics: analytics, consentCookiesMarketing: false, consentThirdPartySharing: false },
        c,
      );
      expect(consent.statusCode, consent.body).toBe(200);
    }

    const check = await created(await post('/api/eligibility-checks', ELIGIBLE_ANSWERS, c));

    const self = await created(
      await post('/api/family-members', { firstName: 'Pat', lastName: surname, relationship: 'self' }, c),
    );
    const father = await created(
      await post(
        '/api/family-members',
        { firstName: 'John', lastName: surname, relationship: 'parent', gender: 'male' },
        c,
      ),
    );
    const mother = await created(
      await post(
        '/api/family-members',
        { firstName: 'Mary', lastName: surname, relationship: 'parent', gender: 'female' },
        c,
      ),
    );
    const grandparent = await created(
      await post(
        '/api/family-members',
        {
          firstName: 'Seamus',
          lastName: surname,
          relationship: 'grandparent',
          gender: 'male',
          parentId: father.id,
          isIrishBorn: true,
          birthPlace: 'Westport, County Mayo',
          birthCountry: 'Ireland',
        },
        c,
      ),
    );

    const nameChange = await created(
      await post(
        '/api/name-change-events',
        {
          familyMemberId: mother.id,
          changeType: 'marriage',
          surnameBeforeChange: `${surname}-Maiden`,
          surnameAfterChange: surname,
        },
        c,
      ),
    );

    const locked = await post('/api/family-tree-lock/lock', { reason: 'Checking the tree' }, c);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({ isLocked: true });
    const unlocked = await post('/api/family-tree-lock/unlock', undefined, c);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({ isLocked: false });

    const route = await post('/api/lineage-route-preference', { selectedGrandparentId: grandparent.id }, c);
    expect(route.statusCode, route.body).toBe(200);
    expect(route.json()).toMatchObject({ selectedGrandparentId: grandparent.id });

    // An order for the PDF pack (pending, through the built-in test payment provider).
    const order = await post('/api/create-pdf-payment', {}, c);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({ freeOrder: false });

    // A certificate order for the grandparent's line, paid with the test provider: this also writes
    // an order event and queues the 'payment received' email in the outbox.
    const selection = await t.app.inject({
      method: 'PUT',
      url: `/api/document-research-selections/${me.userId}/${grandparent.id}`,
      payload: { needsBirthCertificate: true },
      headers: { cookie: c },
    });
    expect(selection.statusCode, selection.body).toBe(200);
    const request = await post(
      '/api/create-document-request',
      {
        requesterName: `Mary ${surname}`,
        requesterEmail: email,
        subjectName: `Patrick ${surname}`,
        documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
      },
      c,
    );
    expect(request.statusCode, request.body).toBe(201);
    const payment = (await post('/api/create-document-payment', { documentRequestId: request.json().id }, c)).json();
    await post(
      `/api/test-payments/${payment.paymentIntentId}/complete`,
      { clientSecret: payment.clientSecret, outcome: 'succeed' },
      c,
    );
    const settled = await t.app.inject({
      method: 'PATCH',
      url: `/api/document-requests/${request.json().id}/payment`,
      payload: { paymentIntentId: payment.paymentIntentId, status: 'succeeded' },
      headers: { cookie: c },
    });
    expect(settled.json()).toMatchObject({ status: 'paid' });

    // 'Your Application': the applicant's birth certificate in hand with its scan, and the posting.
    const birthKey = `${self.id}.applicant-birth`;
    const moved = await call(
      { method: 'PATCH', url: `/api/application/items/${birthKey}`, payload: { status: 'in_hand' } },
      c,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const scan = await uploadScan(t, me, birthKey, { content: LETTERS.png, fileName: 'birth.png', type: 'image/png' });
    expect(scan.statusCode, scan.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const posted = await call(
      { method: 'PUT', url: '/api/application/posting', payload: { postedOn: today, signedOn: today } },
      c,
    );
    expect(posted.statusCode, posted.body).toBe(200);
    // DFA's refusal, the review and the refusal confirmed: the record a claim needs (decision 053).
    await recordRefusal(t, me, { hasTree: true });

    // A success-guarantee claim on the paid certificate order, with its refusal letter.
    const claim = await fileClaim(t, me, {
      orders: [`document:${request.json().id}`],
      note: `Refused, ${surname} family`,
    });
    expect(claim.statusCode, claim.body).toBe(201);

    // Google sign-in would add an account row holding OAuth tokens; the magic link adds none.
    await t.database.db.insert(account).values({
      id: randomUUID(),
      accountId: `google-sub-${randomUUID()}`,
      providerId: 'google',
      userId: me.userId,
      accessToken: `ya29.ACCESS-${randomUUID()}`,
      refreshToken: `1//REFRESH-${randomUUID()}`,
      idToken: `eyJ.ID-TOKEN-${randomUUID()}`,
      scope: 'openid email profile',
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
    });

    return {
      ...me,
      surname,
      checkId: check.id,
      memberIds: [self.id, father.id, mother.id, grandparent.id],
      grandparentId: grandparent.id,
      nameChangeId: nameChange.id,
      claimId: claim.json().id,
    };
  }

  /** Asks for a sign-in link and leaves it unopened; returns the link's path and query. */
  async function requestPendingLink(email: string): Promise<string> {
    const res = await call({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email, callbackURL: '/auth/callback' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.to, email))
      .orderBy(desc(devMailbox.createdAt))
      .limit(1);
    const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    return url.pathname + url.search;
  }

  /** Opens a sign-in link; returns the session cookie it set, if any. */
  async function openLink(pathAndQuery: string): Promise<string | undefined> {
    const res = await call({ method: 'GET', url: pathAndQuery });
    return [res.headers['set-cookie']]
      .flat()
      .filter((c): c is string => Boolean(c))
      .map((c) => c.split(';')[0])
      .find((c) => /session_token=[^;]+/.test(c));
  }

  async function publicTables(): Promise<string[]> {
    const found = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    return found.map((r) => r.table_name).sort();
  }

  let alice: Person;
  let bob: Person;
  let alicePendingLink: string;

  beforeAll(async () => {
    alice = await populate('alice.privacy@example.com', 'Aherne');
    bob = await populate('bob.privacy@example.com', 'Brennan');
    // A sign-in link Alice asked for but never opened.
    alicePendingLink = await requestPendingLink(alice.email);
  });

  describe('export', () => {
    it('classifies every table of the database: exported or deliberately not exported, nothing else', async () => {
      const classified = [...Object.keys(EXPORTED_TABLES), ...Object.keys(NOT_EXPORTED)].sort();
      expect(new Set(classified).size).toBe(classified.length);
      // A new table fails here until it is added to EXPORTED_TABLES or NOT_EXPORTED
      // (docs/decisions/008-data-rights.md).
      expect(await publicTables()).toEqual(classified);
      for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(10);
    });

    it('the test user really has data in every exported table', async () => {
      for (const table of Object.keys(EXPORTED_TABLES)) {
        expect(await countFor(table, alice.userId), table).toBeGreaterThan(0);
      }
      expect(await verificationRowsFor(alice.email)).not.toHaveLength(0);
    });

    it("answers a dated ZIP attachment: the JSON of every exported table with exactly the user's rows, and each scan as a file", async () => {
      const before = new Date().toISOString().slice(0, 10);
      const { res, zip, data } = await exported(alice.cookie);
      const after = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['cache-control']).toBe('no-store');
      const disposition = String(res.headers['content-disposition']);
      const match = /^attachment; filename="[^"]*?(\d{4}-\d{2}-\d{2})[^"]*\.zip"$/.exec(disposition);
      expect(match, disposition).not.toBeNull();
      expect([before, after]).toContain(match![1]);

      // The scan is a file of its own, byte for byte, at the path its row names; the row holds no bytes.
      const [scanRow] = data.tables.application_scans as Array<Record<string, unknown>>;
      expect(scanRow).toMatchObject({ fileName: 'birth.png', mimeType: 'image/png', size: LETTERS.png.length });
      expect(Object.keys(scanRow!)).not.toContain('content');
      expect(Object.keys(scanRow!)).not.toContain('storageKey');
      expect(zip.files.get(String(scanRow!.file))?.equals(LETTERS.png)).toBe(true);
      expect(zip.names.sort()).toEqual([EXPORT_JSON, String(scanRow!.file)].sort());

      expect(data.format).toBe('irish-citizenship-assist/export/v1');
      expect(Math.abs(Date.parse(data.exportedAt) - Date.now())).toBeLessThan(60_000);
      expect(Object.keys(data.tables).sort()).toEqual(Object.keys(EXPORTED_TABLES).sort());

      for (const table of Object.keys(EXPORTED_TABLES)) {
        expect(Array.isArray(data.tables[table]), table).toBe(true);
        expect(data.tables[table].length, table).toBe(await countFor(table, alice.userId));
      }

      const t2 = data.tables;
      expect(t2.user).toEqual([expect.objectContaining({ id: alice.userId, email: alice.email })]);
      expect(t2.user_profiles).toEqual([
        expect.objectContaining({ addressLine1: '1 Aherne Street', postalCode: 'D02 X285', city: 'Castlebar' }),
      ]);
      expect(t2.user_consents).toHaveLength(1);
      expect(t2.consent_events).toHaveLength(2);
      expect(t2.eligibility_checks).toEqual([
        expect.objectContaining({ id: alice.checkId, reason: 'eligible', isEligible: true }),
      ]);
      expect(t2.family_members.map((m) => m.id).sort()).toEqual([...alice.memberIds].sort());
      expect(t2.name_change_events).toEqual([
        expect.objectContaining({
          id: alice.nameChangeId,
          changeType: 'marriage',
          surnameBeforeChange: 'Aherne-Maiden',
        }),
      ]);
      expect(t2.family_tree_locks).toEqual([expect.objectContaining({ isLocked: false })]);
      expect(t2.lineage_route_preferences).toEqual([
        expect.objectContaining({ selectedGrandparentId: alice.grandparentId }),
      ]);
      expect(t2.account).toEqual([expect.objectContaining({ providerId: 'google' })]);
      expect(t2.guarantee_claims).toEqual([
        expect.objectContaining({ id: alice.claimId, status: 'submitted', note: 'Refused, Aherne family' }),
      ]);
      expect(t2.guarantee_claim_orders).toEqual([
        expect.objectContaining({ claimId: alice.claimId, orderType: 'document' }),
      ]);
      // The letter itself, byte for byte.
      expect(t2.guarantee_claim_evidence).toEqual([
        expect.objectContaining({ claimId: alice.claimId, mimeType: 'application/pdf' }),
      ]);
      expect(Buffer.from(String(t2.guarantee_claim_evidence[0].content), 'base64').equals(LETTERS.pdf)).toBe(true);
    });

    it('holds nothing internal to the business: no admin note, no admin email or id, no refund or mail server error', async () => {
      const admin = await signIn(t, 'privacy-admin@example.com');
      await t.database.db.update(user).set({ isAdmin: true }).where(eq(user.id, admin.userId));
      const [order] = await rows<{ id: string }>(
        sql`select id from document_requests where user_id = ${alice.userId} limit 1`,
      );
      const noted = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order!.id}`,
        payload: { note: 'Internal: customer rang twice, very anxious', trackingNumber: 'TRK-123' },
        headers: { cookie: admin.cookie },
        remoteAddress: admin.ip,
      });
      expect(noted.statusCode, noted.body).toBe(200);
      // A mail server's answer to a failed send is internal too.
      const failedSends = await t.database.db
        .update(emailOutbox)
        .set({ lastError: '451 4.3.0 relay.internal.example: try again later' })
        .where(eq(emailOutbox.userId, alice.userId))
        .returning({ id: emailOutbox.id });
      expect(failedSends.length).toBeGreaterThan(0);

      const body = (await exported(alice.cookie)).text;
      expect(body).not.toContain('relay.internal.example');
      expect((JSON.parse(body) as Export).tables.email_outbox).toHaveLength(failedSends.length);
      expect(body).not.toContain('customer rang twice');
      expect(body).not.toContain(admin.email);
      expect(body).not.toContain(admin.userId);
      const events = (JSON.parse(body) as Export).tables.order_events;
      // What the customer can see of it stays: the tracking number and who changed it.
      expect(events).toContainEqual(expect.objectContaining({ changedBy: 'Irish Citizenship Assist' }));
      expect(JSON.stringify(events)).toContain('TRK-123');
      for (const claim of (JSON.parse(body) as Export).tables.guarantee_claims) {
        expect(Object.keys(claim)).not.toContain('decidedByEmail');
        expect(Object.keys(claim)).not.toContain('refundError');
      }
    });

    it("contains no session token, no OAuth token and no other user's data", async () => {
      const { text, data } = await exported(alice.cookie);

      const sessions = await t.database.db.select().from(session).where(eq(session.userId, alice.userId));
      expect(sessions.length).toBeGreaterThan(0);
      for (const s of sessions) expect(text).not.toContain(s.token);
      // The cookie's token value (token.signature) is not there either.
      const cookieValue = decodeURIComponent(alice.cookie.split('session_token=')[1].split(';')[0]);
      expect(text).not.toContain(cookieValue.split('.')[0]);
      for (const s of data.tables.session) expect(Object.keys(s)).not.toContain('token');

      const accounts = await t.database.db.select().from(account).where(eq(account.userId, alice.userId));
      for (const a of accounts) {
        for (const secret of [a.accessToken, a.refreshToken, a.idToken]) {
          expect(secret).toBeTruthy();
          expect(text).not.toContain(secret!);
        }
      }
      for (const a of data.tables.account) {
        for (const key of ['accessToken', 'refreshToken', 'idToken', 'password'])
          expect(Object.keys(a)).not.toContain(key);
      }
      // Nor the pending sign-in link.
      expect(text).not.toContain(new URL(alicePendingLink, 'http://x').searchParams.get('token')!);

      // Bob's identifiers, email and surname appear nowhere.
      const bobSessions = await t.database.db.select().from(session).where(eq(session.userId, bob.userId));
      const bobAccounts = await t.database.db.select().from(account).where(eq(account.userId, bob.userId));
      const bobConsentEvents = await rows<{ id: string }>(
        sql`select id from consent_events where user_id = ${bob.userId}`,
      );
      const bobValues = [
        bob.userId,
        bob.email,
        bob.surname,
        bob.checkId,
        bob.nameChangeId,
        ...bob.memberIds,
        ...bobSessions.flatMap((s) => [s.id, s.token]),
        ...bobAccounts.flatMap((a) => [a.id, a.accountId]),
        ...bobConsentEvents.map((e) => e.id),
      ];
      for (const value of bobValues) expect(text).not.toContain(value);
    });

    it('answers 401 without a session and to a made-up session cookie', async () => {
      for (const cookie of [undefined, 'better-auth.session_token=made-up.token']) {
        const res = await exportData(cookie);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(UNAUTHORIZED);
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    });
  });

  describe('account deletion', () => {
    it('answers 401 without a session and deletes nothing', async () => {
      const users = await t.database.db.select({ id: user.id }).from(user);
      for (const cookie of [undefined, 'better-auth.session_token=made-up.token']) {
        const res = await deleteAccount(cookie);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(UNAUTHORIZED);
      }
      expect(await t.database.db.select({ id: user.id }).from(user)).toEqual(users);
    });

    it('deletes everything personal at once, keeps eligibility checks anonymised and signs out everywhere', async () => {
      // A second device: two sessions for the same user.
      const second = await signIn(t, alice.email);
      expect(second.userId).toBe(alice.userId);
      expect(second.cookie).not.toBe(alice.cookie);
      expect(await countFor('session', alice.userId)).toBeGreaterThanOrEqual(2);
      for (const cookie of [alice.cookie, second.cookie]) {
        expect((await call({ method: 'GET', url: '/api/user-profile' }, cookie)).statusCode).toBe(200);
      }

      const bobBefore = Object.fromEntries(
        await Promise.all(
          Object.keys(EXPORTED_TABLES).map(async (table) => [table, await rowsFor(table, bob.userId)] as const),
        ),
      );
      const bobVerificationBefore = await verificationRowsFor(bob.email);
      const checksBefore = Number(
        (await rows<{ n: number | string }>(sql`select count(*) as n from eligibility_checks`))[0].n,
      );

      const res = await deleteAccount(alice.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deleted: true });
      const cleared = [res.headers['set-cookie']].flat().filter((c): c is string => Boolean(c));
      expect(cleared.some((c) => /^better-auth\.session_token=;/.test(c) && /max-age=0/i.test(c))).toBe(true);

      // Table by table, nothing refers to Alice any more.
      for (const table of DELETED_WITH_USER) {
        expect(await countFor(table, alice.userId), table).toBe(0);
      }
      expect(await t.database.db.select().from(user).where(eq(user.email, alice.email))).toHaveLength(0);
      expect(await verificationRowsFor(alice.email)).toHaveLength(0);

      // Her eligibility check stays, for statistics, without the link to her.
      expect(await countFor('eligibility_checks', alice.userId)).toBe(0);
      const [check] = await t.database.db
        .select()
        .from(eligibilityChecks)
        .where(eq(eligibilityChecks.id, alice.checkId));
      expect(check).toMatchObject({ id: alice.checkId, userId: null, reason: 'eligible', isEligible: true });
      expect(Number((await rows<{ n: number | string }>(sql`select count(*) as n from eligibility_checks`))[0].n)).toBe(
        checksBefore,
      );

      // Her order stays for bookkeeping, with its amount but without her email or any link to her.
      expect(await countFor('pdf_orders', alice.userId)).toBe(0);
      const keptPdf = await rows<{ customer_email: string | null; amount: number }>(
        sql`select customer_email, amount from pdf_orders where user_id is null`,
      );
      expect(keptPdf.length).toBeGreaterThan(0);
      for (const order of keptPdf) {
        expect(order.customer_email).toBeNull();
        expect(order.amount).toBeGreaterThan(0);
      }
      expect(JSON.stringify(await rows(sql`select * from pdf_orders`))).not.toContain(alice.email);
      // Her certificate order too: amounts and document types stay; no name, email, address or phone.
      const docs = await rows<Record<string, unknown>>(sql`select * from document_requests where user_id is null`);
      expect(docs.length).toBeGreaterThan(0);
      const kept = JSON.stringify(docs);
      for (const personal of [alice.email, alice.surname, 'Castlebar', '+353']) expect(kept).not.toContain(personal);
      // Stored as the kind's id (src/domain/documents/kinds.ts).
      expect(docs.map((d) => JSON.parse(String(d.documents_needed)) as unknown)).toContainEqual([
        { documentType: 'birth' },
      ]);

      // Her guarantee claim stays as a refund record, without her, her note or her letter.
      const [keptClaim] = await rows<{ user_id: string | null; note: string | null; total_amount: number }>(
        sql`select user_id, note, total_amount from guarantee_claims where id = ${alice.claimId}`,
      );
      expect(keptClaim).toMatchObject({ user_id: null, note: null });
      expect(keptClaim.total_amount).toBeGreaterThan(0);
      expect(await rows(sql`select 1 from guarantee_claim_evidence where claim_id = ${alice.claimId}`)).toHaveLength(0);
      expect(await rows(sql`select 1 from guarantee_claim_orders where claim_id = ${alice.claimId}`)).toHaveLength(1);

      // Bob's data is untouched.
      for (const table of Object.keys(EXPORTED_TABLES)) {
        expect(await rowsFor(table, bob.userId), table).toEqual(bobBefore[table]);
      }
      expect(await verificationRowsFor(bob.email)).toEqual(bobVerificationBefore);
      expect((await call({ method: 'GET', url: '/api/user-profile' }, bob.cookie)).json()).toMatchObject({
        addressLine1: '1 Brennan Street',
      });
      expect((await call({ method: 'GET', url: '/api/family-members' }, bob.cookie)).json()).toHaveLength(4);

      // Signed out everywhere: both the deleting browser and the other device.
      for (const cookie of [alice.cookie, second.cookie]) {
        const profile = await call({ method: 'GET', url: '/api/user-profile' }, cookie);
        expect(profile.statusCode).toBe(401);
        expect(profile.json()).toEqual(UNAUTHORIZED);
        expect((await call({ method: 'GET', url: '/api/session' }, cookie)).json()).toEqual({ user: null });
        expect((await exportData(cookie)).statusCode).toBe(401);
        expect((await deleteAccount(cookie)).statusCode).toBe(401);
      }

      // The sign-in link she asked for before deleting no longer opens a session.
      expect(await openLink(alicePendingLink)).toBeUndefined();
      expect(await t.database.db.select().from(user).where(eq(user.email, alice.email))).toHaveLength(0);
    });

    it('leaves the person nowhere: a walk of every column of every table finds neither their email, name nor id, not even in the records kept', async () => {
      const erin = await populate('Erin.Walk@example.com', 'Eustace', 'Erin Walkover');
      const frank = await populate('frank.walk@example.com', 'Fitzgerald');
      const boss = await signIn(t, 'walk-boss@example.com');
      await t.database.db
        .update(user)
        .set({ isAdmin: true })
        .where(inArray(user.id, [boss.userId, erin.userId]));
      const asAdmin = (admin: SignedIn, method: 'POST' | 'PATCH', url: string, payload: object) =>
        t.app.inject({ method, url, payload, headers: { cookie: admin.cookie }, remoteAddress: admin.ip });
      const orderOf = async (p: Person) =>
        (await rows<{ id: string }>(sql`select id from document_requests where user_id = ${p.userId} limit 1`))[0]!.id;
      const expectOk = (res: Awaited<ReturnType<typeof asAdmin>>) => expect(res.statusCode, res.body).toBe(200);

      // What an admin writes about her: a decline reason (copied into the audit) and an internal order note.
      expectOk(
        await asAdmin(boss, 'POST', `/api/admin/claims/${erin.claimId}/decline`, {
          reason: 'The letter is not for Eustace; please send the letter addressed to you.',
        }),
      );
      expectOk(
        await asAdmin(boss, 'PATCH', `/api/admin/orders/${await orderOf(erin)}`, {
          note: 'Rang erin.walk@example.com (Erin Walkover) about the Eustace certificates',
          trackingNumber: 'TRK-ERIN',
        }),
      );
      // What she did herself as an admin: a claim decided, an order noted, a coupon created.
      expectOk(await asAdmin(erin, 'POST', `/api/admin/claims/${frank.claimId}/decline`, { reason: 'Wrong letter' }));
      expectOk(
        await asAdmin(erin, 'PATCH', `/api/admin/orders/${await orderOf(frank)}`, {
          note: 'Posted today',
          trackingNumber: 'TRK-FRANK',
        }),
      );
      const coupon = await asAdmin(erin, 'POST', '/api/admin/coupons', {
        code: 'WALK20',
        name: 'Walk',
        percentOff: 20,
      });
      expect(coupon.statusCode, coupon.body).toBe(201);

      // The kept records about her, by id, before the deletion.
      const ids = async (query: SQL) => (await rows<{ id: string }>(query)).map((r) => String(r.id));
      const keptBefore: Record<string, string[]> = {
        eligibility_checks: await ids(sql`select id from eligibility_checks where user_id = ${erin.userId}`),
        pdf_orders: await ids(sql`select id from pdf_orders where user_id = ${erin.userId}`),
        document_requests: await ids(sql`select id from document_requests where user_id = ${erin.userId}`),
        order_events: await ids(
          sql`select id from order_events where actor_user_id = ${erin.userId} or ${ownedBy('order_events', erin.userId)}`,
        ),
        registry_fee_lines: await ids(
          sql`select id from registry_fee_lines where ${ownedBy('registry_fee_lines', erin.userId)}`,
        ),
        order_lines: await ids(
          sql`select order_id as id from order_lines where ${ownedBy('order_lines', erin.userId)}`,
        ),
        guarantee_claims: await ids(sql`select id from guarantee_claims where user_id = ${erin.userId}`),
        guarantee_claim_orders: await ids(
          sql`select claim_id as id from guarantee_claim_orders where ${ownedBy('guarantee_claim_orders', erin.userId)}`,
        ),
        admin_audit: await ids(
          sql`select id from admin_audit where admin_user_id = ${erin.userId} or target_id = ${erin.claimId}`,
        ),
      };
      expect(Object.keys(keptBefore).sort()).toEqual(Object.keys(KEPT_AFTER_DELETION).sort());
      for (const [table, kept] of Object.entries(keptBefore)) expect(kept.length, table).toBeGreaterThan(0);

      expect((await deleteAccount(erin.cookie)).statusCode).toBe(200);

      // Every table of every schema, whole rows cast to text, so every column of every type is read.
      const needles = sql.join(
        [erin.email, 'Erin Walkover', erin.surname, erin.userId].map((n) => sql`${`%${n}%`}`),
        sql`, `,
      );
      const tables = await rows<{ table_schema: string; table_name: string }>(
        sql`select table_schema, table_name from information_schema.tables
            where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
      );
      const walked = tables.map((r) => r.table_name);
      for (const table of [...Object.keys(EXPORTED_TABLES), ...Object.keys(NOT_EXPORTED)])
        expect(walked).toContain(table);
      const found: string[] = [];
      for (const { table_schema: schema, table_name: table } of tables) {
        const from = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
        const [hit] = await rows<{ n: number | string }>(
          sql`select count(*) as n from ${from} r where r::text ilike any (array[${needles}])`,
        );
        if (Number(hit!.n) === 0) continue;
        const columns = await rows<{ column_name: string }>(
          sql`select column_name from information_schema.columns where table_schema = ${schema} and table_name = ${table}`,
        );
        for (const { column_name: column } of columns) {
          const [inColumn] = await rows<{ n: number | string }>(
            sql`select count(*) as n from ${from} where ${sql.identifier(column)}::text ilike any (array[${needles}])`,
          );
          if (Number(inColumn!.n) > 0) found.push(`${table}.${column}`);
        }
      }
      expect(found).toEqual([]);

      // The allow-listed records are kept (anonymised, as the walk shows), not deleted.
      for (const [table, kept] of Object.entries(keptBefore)) {
        const column = table === 'guarantee_claim_orders' ? 'claim_id' : table === 'order_lines' ? 'order_id' : 'id';
        const [left] = await rows<{ n: number | string }>(
          sql`select count(distinct ${sql.identifier(column)}) as n from ${sql.identifier(table)}
              where ${sql.identifier(column)}::text in (${sql.join(
                kept.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        );
        expect(Number(left!.n), table).toBe(new Set(kept).size);
      }
      // What she decided as an admin is still on record, under one label that names nobody.
      const [decided] = await rows<{ decided_by_email: string }>(
        sql`select decided_by_email from guarantee_claims where id = ${frank.claimId}`,
      );
      expect(decided!.decided_by_email).toMatch(/^Former admin [0-9a-f]{6}$/);
      const labels = await rows<{ label: string }>(
        sql`select admin_email as label from admin_audit where id::text in (${sql.join(
          keptBefore.admin_audit.map((id) => sql`${id}`),
          sql`, `,
        )}) and admin_user_id is null
            union all select actor_label from order_events where order_id = ${await orderOf(frank)} and note = 'Posted today'`,
      );
      expect(new Set(labels.map((l) => l.label))).toEqual(new Set([decided!.decided_by_email]));
      expect(labels.length).toBeGreaterThanOrEqual(2);
    });

    it('deletes a locked tree too, and the same email can then start afresh with nothing', async () => {
      const carol = await populate('carol.privacy@example.com', 'Costello');
      expect(
        (await post('/api/family-tree-lock/lock', { reason: 'Ready to order' }, carol.cookie)).json(),
      ).toMatchObject({ isLocked: true });

      const res = await deleteAccount(carol.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deleted: true });
      for (const table of DELETED_WITH_USER) expect(await countFor(table, carol.userId), table).toBe(0);

      const again = await signIn(t, carol.email);
      expect(again.userId).not.toBe(carol.userId);
      const get = (url: string) => call({ method: 'GET', url }, again.cookie);

      expect((await get('/api/session')).json()).toMatchObject({ user: { id: again.userId, email: carol.email } });
      expect((await get('/api/family-members')).json()).toEqual([]);
      const profile = await get('/api/user-profile');
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toEqual(DEFAULT_PROFILE);
      expect((await get('/api/user/profile')).json()).toEqual(DEFAULT_PROFILE);
      const consent = await get('/api/user-consent');
      expect(consent.statusCode).toBe(404);
      expect((await get('/api/family-tree-lock')).json()).toMatchObject({ isLocked: false });
      expect((await get('/api/lineage-route-preference')).json()).toEqual({
        selectedGrandparentId: null,
        routeDescription: null,
      });

      // The old, anonymised eligibility check is not handed back to the new account.
      const fresh = (await exported(again.cookie)).data;
      expect(fresh.tables.eligibility_checks).toEqual([]);
      expect(fresh.tables.family_members).toEqual([]);
      expect(fresh.tables.consent_events).toEqual([]);
      expect(fresh.tables.user_profiles).toEqual([]);
      const [oldCheck] = await t.database.db
        .select()
        .from(eligibilityChecks)
        .where(eq(eligibilityChecks.id, carol.checkId));
      expect(oldCheck?.userId).toBeNull();
    });

    it('also removes pending sign-in links whose email was typed in another case', async () => {
      const dora = await signIn(t, 'dora.privacy@example.com');
      const pending = await requestPendingLink('Dora.Privacy@Example.com');
      expect(await verificationRowsFor(dora.email)).toHaveLength(1);

      const res = await deleteAccount(dora.cookie);
      expect(res.statusCode, res.body).toBe(200);

      expect(await verificationRowsFor(dora.email)).toHaveLength(0);
      expect(await openLink(pending)).toBeUndefined();
      expect(await t.database.db.select().from(user).where(eq(user.email, dora.email))).toHaveLength(0);
    });
  });
});
