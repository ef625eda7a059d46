import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { userProfiles } from '#server/db/schema.ts';

const UNAUTHORIZED = { message: 'Authentication required', code: 'UNAUTHORIZED' };

/** The user profile: what a user who never saved anything sees. */
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

const IRISH_ADDRESS = {
  addressLine1: '1 Main Street',
  addressLine2: 'Apartment 4',
  city: 'Castlebar',
  county: 'Mayo',
  postalCode: 'D02 X285',
  country: 'Ireland',
  phone: '+353 87 123 4567',
};

describe('user profile API', () => {
  let t: TestApp;
  let ip = 0;
  let users = 0;
  const nextIp = () => `10.60.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  /** A new signed-in user with an address of their own (emails are unique per test). */
  const newUser = (label: string) => signIn(t, `profile-${label}-${++users}@example.com`);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const call = (opts: InjectOptions, who?: SignedIn) =>
    t.app.inject({
      ...opts,
      remoteAddress: nextIp(),
      headers: { ...(opts.headers as object), ...(who ? { cookie: who.cookie } : {}) },
    });
  const getProfile = (who?: SignedIn, url = '/api/user-profile') => call({ method: 'GET', url }, who);
  const save = (payload: unknown, who?: SignedIn) =>
    call({ method: 'POST', url: '/api/user-profile', payload: payload as InjectOptions['payload'] }, who);
  /** Every stored profile row, in a stable order: a refused request must leave all of them as they were. */
  const allRows = () => t.database.db.select().from(userProfiles).orderBy(asc(userProfiles.userId));
  const rowOf = async (userId: string) =>
    (await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0];

  async function expectProfile(who: SignedIn, expected: object) {
    const [a, b] = await Promise.all([getProfile(who), getProfile(who, '/api/user/profile')]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(expected);
    expect(b.json()).toEqual(expected);
  }

  describe('reading', () => {
    it('GET /api/user-profile and GET /api/user/profile return the same defaults before anything is saved', async () => {
      const me = await newUser('defaults');
      await expectProfile(me, DEFAULT_PROFILE);
      // Reading does not create a row.
      expect(await rowOf(me.userId)).toBeUndefined();
    });
  });

  describe('saving an address', () => {
    it('saves a full Irish address; both read routes show it and the Eircode mirrors the postal code', async () => {
      const me = await newUser('irish');
      const res = await save(IRISH_ADDRESS, me);
      expect(res.statusCode).toBe(200);
      const expected = {
        ...IRISH_ADDRESS,
        eircode: 'D02 X285',
        notificationPreferences: { email: true, sms: false },
      };
      expect(res.json()).toEqual(expected);
      await expectProfile(me, expected);
      expect(await rowOf(me.userId)).toMatchObject({
        userId: me.userId,
        addressLine1: '1 Main Street',
        postalCode: 'D02 X285',
        country: 'Ireland',
        notifyEmail: true,
        notifySms: false,
      });
    });

    it('trims the fields and stores empty optional fields as null', async () => {
      const me = await newUser('trim');
      const res = await save(
        {
          addressLine1: '  2 Shop Street ',
          addressLine2: '   ',
          city: ' Galway ',
          county: ' Galway ',
          postalCode: '',
          country: 'Ireland',
          phone: '',
        },
        me,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...DEFAULT_PROFILE,
        addressLine1: '2 Shop Street',
        city: 'Galway',
        county: 'Galway',
      });
    });

    it('defaults the country to Ireland when none is sent', async () => {
      const me = await newUser('no-country');
      const { country: _country, ...withoutCountry } = IRISH_ADDRESS;
      const res = await save(withoutCountry, me);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ country: 'Ireland', postalCode: 'D02 X285', eircode: 'D02 X285' });
    });

    it('saves a UK address with a UK postcode; there is no Eircode outside Ireland', async () => {
      const me = await newUser('uk');
      const address = {
        addressLine1: '10 Downing Street',
        city: 'London',
        county: 'Greater London',
        postalCode: 'SW1A 1AA',
        country: 'United Kingdom',
        phone: '+44 20 7946 0000',
      };
      const res = await save(address, me);
      expect(res.statusCode).toBe(200);
      const expected = { ...DEFAULT_PROFILE, ...address };
      expect(res.json()).toEqual(expected);
      expect(res.json().eircode).toBeNull();
      await expectProfile(me, expected);
    });

    it('saves a UK address without a county: the UK form asks for it but does not require it', async () => {
      const me = await newUser('uk-no-county');
      const address = { addressLine1: '1 Park Row', city: 'Leeds', postalCode: 'LS1 5AB', country: 'United Kingdom' };
      const res = await save(address, me);
      expect(res.statusCode).toBe(200);
      await expectProfile(me, { ...DEFAULT_PROFILE, ...address, county: null });
    });

    it('saves a US address with a ZIP code', async () => {
      const me = await newUser('us');
      const address = {
        addressLine1: '1600 Pennsylvania Ave',
        city: 'Boston',
        county: 'Suffolk',
        postalCode: '12345',
        country: 'United States',
      };
      const res = await save(address, me);
      expect(res.statusCode).toBe(200);
      await expectProfile(me, { ...DEFAULT_PROFILE, ...address });
    });

    it('accepts any postal code for a country without a postal-code validator', async () => {
      const me = await newUser('qatar');
      // postcode-validator has no rule for Qatar.
      const address = {
        addressLine1: '5 Corniche',
        city: 'Doha',
        county: 'Ad Dawhah',
        postalCode: 'ANY-CODE 42',
        country: 'Qatar',
      };
      const res = await save(address, me);
      expect(res.statusCode).toBe(200);
      await expectProfile(me, { ...DEFAULT_PROFILE, ...address });
    });

    it('replaces a saved address with the new one', async () => {
      const me = await newUser('replace');
      expect((await save(IRISH_ADDRESS, me)).statusCode).toBe(200);
      const moved = { addressLine1: '3 Quay Street', city: 'Westport', county: 'Mayo', country: 'Ireland' };
      const res = await save(moved, me);
      expect(res.statusCode).toBe(200);
      // Optional fields that were left out are cleared, not kept from the old address.
      await expectProfile(me, { ...DEFAULT_PROFILE, ...moved });
      expect(await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, me.userId))).toHaveLength(1);
    });

    it('accepts an Eircode typed in lower case and stores it in capitals', async () => {
      const me = await newUser('lower-eircode');
      const res = await save({ ...IRISH_ADDRESS, postalCode: 'd02 x285' }, me);
      expect(res.json()).toMatchObject({ postalCode: 'D02 X285', eircode: 'D02 X285' });
      expect(res.statusCode).toBe(200);
    });

    it('stores the country under its listed name whatever its case, so the Eircode still mirrors', async () => {
      const me = await newUser('country-case');
      const res = await save({ ...IRISH_ADDRESS, country: ' ireland ' }, me);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ country: 'Ireland', postalCode: 'D02 X285', eircode: 'D02 X285' });
      expect((await rowOf(me.userId))?.country).toBe('Ireland');
    });
  });

  describe('refusing invalid input', () => {
    let me: SignedIn;
    beforeAll(async () => {
      me = await newUser('validation');
      const res = await save({ ...IRISH_ADDRESS, addressLine1: 'Original line 1' }, me);
      expect(res.statusCode).toBe(200);
    });

    const { addressLine1: _l1, ...noLine1 } = IRISH_ADDRESS;
    const { city: _city, ...noCity } = IRISH_ADDRESS;
    const { county: _county, ...noCounty } = IRISH_ADDRESS;
    const UK = { ...IRISH_ADDRESS, country: 'United Kingdom' };

    it.each([
      ['a missing addressLine1', noLine1, 'addressLine1: Address line 1 is required'],
      [
        'a whitespace-only addressLine1',
        { ...IRISH_ADDRESS, addressLine1: '   ' },
        'addressLine1: Address line 1 is required',
      ],
      ['an empty addressLine1', { ...IRISH_ADDRESS, addressLine1: '' }, 'addressLine1: Address line 1 is required'],
      ['a null addressLine1', { ...IRISH_ADDRESS, addressLine1: null }, 'addressLine1: Address line 1 is required'],
      ['a missing city', noCity, 'city: City is required'],
      ['a whitespace-only city', { ...IRISH_ADDRESS, city: ' \t ' }, 'city: City is required'],
      ['a missing county', noCounty, 'county: County is required'],
      ['a whitespace-only county', { ...IRISH_ADDRESS, county: '  ' }, 'county: County is required'],
      // The area is named and required as the country's addresses need it (domain/address/address-format.ts).
      [
        'a US address without a state',
        { ...noCounty, country: 'United States', postalCode: '02108' },
        'county: State is required',
      ],
      [
        'a Canadian address without a province',
        { ...noCounty, country: 'Canada', postalCode: 'K1A 0B1' },
        'county: Province is required',
      ],
      [
        'a bad Eircode for Ireland',
        { ...IRISH_ADDRESS, postalCode: 'XYZ 123' },
        'postalCode: Enter a valid Eircode for Ireland',
      ],
      ['a bad UK postcode', { ...UK, postalCode: '12345' }, 'postalCode: Enter a valid UK postcode for United Kingdom'],
      // A postage label for the UK or the US needs the postcode (issue 34).
      ['a UK address without a postcode', { ...UK, postalCode: '' }, 'postalCode: Postcode is required'],
      [
        'a US address without a ZIP code',
        { ...IRISH_ADDRESS, country: 'United States', county: 'MA', postalCode: null },
        'postalCode: ZIP code is required',
      ],
      [
        'a bad US ZIP code',
        { ...IRISH_ADDRESS, country: 'United States', postalCode: 'ABCDE' },
        'postalCode: Enter a valid postal code for United States',
      ],
      ['an unknown country', { ...IRISH_ADDRESS, country: 'Atlantis' }, 'country: Choose a country from the list'],
      [
        'a 201-character addressLine1',
        { ...IRISH_ADDRESS, addressLine1: 'a'.repeat(201) },
        'addressLine1: Must be at most 200 characters',
      ],
      [
        'a 201-character addressLine2',
        { ...IRISH_ADDRESS, addressLine2: 'a'.repeat(201) },
        'addressLine2: Must be at most 200 characters',
      ],
      ['a 101-character city', { ...IRISH_ADDRESS, city: 'c'.repeat(101) }, 'city: Must be at most 100 characters'],
      [
        'a 101-character county',
        { ...IRISH_ADDRESS, county: 'c'.repeat(101) },
        'county: Must be at most 100 characters',
      ],
      [
        'a 21-character postal code',
        { ...IRISH_ADDRESS, country: 'Qatar', postalCode: '1'.repeat(21) },
        'postalCode: Must be at most 20 characters',
      ],
      ['a number for city', { ...IRISH_ADDRESS, city: 12 }, 'city: City is required'],
      [
        'an array for addressLine1',
        { ...IRISH_ADDRESS, addressLine1: ['1 Main Street'] },
        'addressLine1: Address line 1 is required',
      ],
      [
        'a phone number with letters',
        { ...IRISH_ADDRESS, phone: '087 CALL ME' },
        'phone: Enter a phone number with digits only, optionally starting with +',
      ],
      ['a number for phone', { ...IRISH_ADDRESS, phone: 871234567 }, 'phone: '],
      ['an extra unknown field', { ...IRISH_ADDRESS, isAdmin: true }, 'isAdmin'],
      [
        'address fields together with notificationPreferences',
        { ...IRISH_ADDRESS, notificationPreferences: { email: true, sms: true } },
        'addressLine1',
      ],
      [
        'a non-boolean notification preference',
        { notificationPreferences: { email: 'yes', sms: false } },
        'notificationPreferences.email',
      ],
      [
        'a missing notification preference',
        { notificationPreferences: { email: true } },
        'notificationPreferences.sms',
      ],
      [
        'an extra notification preference key',
        { notificationPreferences: { email: true, sms: false, push: true } },
        'push',
      ],
      ['notificationPreferences that is not an object', { notificationPreferences: true }, 'notificationPreferences'],
      ['a JSON array body', [IRISH_ADDRESS], 'Invalid request'],
      ['an empty body object', {}, 'Address line 1 is required'],
    ])('refuses %s with a 400 JSON error and stores nothing', async (_label, payload, message) => {
      const before = await allRows();
      const res = await save(payload, me);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      const body = res.json() as { message: string; code: string };
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message).toMatch(/^Invalid request: /);
      expect(body.message).toContain(message);
      expect(await allRows()).toEqual(before);
      await expectProfile(me, {
        ...IRISH_ADDRESS,
        addressLine1: 'Original line 1',
        eircode: 'D02 X285',
        notificationPreferences: { email: true, sms: false },
      });
    });

    it('refuses a JSON null body and malformed JSON without storing anything', async () => {
      const before = await allRows();
      for (const payload of ['null', '{"addressLine1":', '"just a string"']) {
        const res = await call(
          { method: 'POST', url: '/api/user-profile', headers: { 'content-type': 'application/json' }, payload },
          me,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toHaveProperty('message');
      }
      expect(await allRows()).toEqual(before);
    });

    it('creates no row for a user whose first save is refused', async () => {
      const fresh = await newUser('refused-first');
      const res = await save({ ...IRISH_ADDRESS, postalCode: 'XYZ 123' }, fresh);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Invalid request: postalCode: Enter a valid Eircode for Ireland',
        code: 'VALIDATION_ERROR',
      });
      expect(await rowOf(fresh.userId)).toBeUndefined();
      await expectProfile(fresh, DEFAULT_PROFILE);
    });
  });

  describe('notification preferences', () => {
    it('changes only the preferences; a later address save keeps them', async () => {
      const me = await newUser('prefs');
      expect((await save(IRISH_ADDRESS, me)).statusCode).toBe(200);

      const prefs = await save({ notificationPreferences: { email: false, sms: true } }, me);
      expect(prefs.statusCode).toBe(200);
      const withPrefs = { ...IRISH_ADDRESS, eircode: 'D02 X285', notificationPreferences: { email: false, sms: true } };
      expect(prefs.json()).toEqual(withPrefs);
      await expectProfile(me, withPrefs);

      const moved = {
        addressLine1: '7 Bridge Street',
        city: 'Westport',
        county: 'Mayo',
        postalCode: 'F28 X5K2',
        country: 'Ireland',
      };
      const address = await save(moved, me);
      expect(address.statusCode).toBe(200);
      const expected = {
        ...DEFAULT_PROFILE,
        ...moved,
        eircode: 'F28 X5K2',
        notificationPreferences: { email: false, sms: true },
      };
      expect(address.json()).toEqual(expected);
      await expectProfile(me, expected);
      expect(await rowOf(me.userId)).toMatchObject({
        notifyEmail: false,
        notifySms: true,
        addressLine1: '7 Bridge Street',
      });
    });

    it('can be saved before any address; the address stays empty', async () => {
      const me = await newUser('prefs-first');
      const res = await save({ notificationPreferences: { email: false, sms: false } }, me);
      expect(res.statusCode).toBe(200);
      const expected = { ...DEFAULT_PROFILE, notificationPreferences: { email: false, sms: false } };
      expect(res.json()).toEqual(expected);
      await expectProfile(me, expected);
    });
  });

  describe('access', () => {
    const routes: [string, InjectOptions][] = [
      ['GET /api/user-profile', { method: 'GET', url: '/api/user-profile' }],
      ['GET /api/user/profile', { method: 'GET', url: '/api/user/profile' }],
      ['POST /api/user-profile (valid body)', { method: 'POST', url: '/api/user-profile', payload: IRISH_ADDRESS }],
      [
        'POST /api/user-profile (invalid body)',
        { method: 'POST', url: '/api/user-profile', payload: { addressLine1: 42 } },
      ],
      [
        'POST /api/user-profile (preferences)',
        { method: 'POST', url: '/api/user-profile', payload: { notificationPreferences: { email: false, sms: true } } },
      ],
    ];

    it.each(routes)('%s answers 401 without a session and stores nothing', async (_label, opts) => {
      const before = await allRows();
      const res = await call(opts);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual(UNAUTHORIZED);
      expect(await allRows()).toEqual(before);
    });

    it.each(routes)('%s answers 401 to a made-up session cookie', async (_label, opts) => {
      const res = await call({ ...opts, headers: { cookie: 'better-auth.session_token=made-up.token' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    });

    it("one user never sees or changes another user's profile", async () => {
      const a = await newUser('owner-a');
      const b = await newUser('other-b');
      expect((await save(IRISH_ADDRESS, a)).statusCode).toBe(200);
      expect((await save({ notificationPreferences: { email: false, sms: true } }, a)).statusCode).toBe(200);
      const aProfile = { ...IRISH_ADDRESS, eircode: 'D02 X285', notificationPreferences: { email: false, sms: true } };

      await expectProfile(b, DEFAULT_PROFILE);

      const bAddress = {
        addressLine1: '9 High Street',
        city: 'Leeds',
        county: 'West Yorkshire',
        postalCode: 'LS1 4AP',
        country: 'United Kingdom',
      };
      expect((await save(bAddress, b)).statusCode).toBe(200);
      await expectProfile(b, { ...DEFAULT_PROFILE, ...bAddress });
      await expectProfile(a, aProfile);
    });
  });
});
