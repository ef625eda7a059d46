import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '#tests/support/pdf-text.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';

/** The text of a PDF, as a person copying it would get it. */
const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).layout;

describe('POST /api/generate-pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (me: SignedIn, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: me.cookie } });

  async function buildTree(me: SignedIn) {
    const add = async (body: object) => (await post(me, '/api/family-members', body)).json() as { id: string };
    await add({
      relationship: 'self',
      firstName: 'Aoife',
      lastName: 'Walsh',
      birthDate: '1990-05-01',
      birthPlace: 'Leeds',
      birthCountry: 'England',
    });
    const father = await add({
      relationship: 'parent',
      firstName: 'John',
      lastName: 'Walsh',
      gender: 'male',
      birthDate: '1960-02-02',
      birthPlace: 'Liverpool',
      birthCountry: 'England',
    });
    await add({
      relationship: 'parent',
      firstName: 'Susan',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1962-03-03',
      birthPlace: 'York',
      birthCountry: 'England',
    });
    await add({
      relationship: 'grandparent',
      parentId: father.id,
      firstName: 'Bridget',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1930-07-07',
      birthPlace: 'Castlebar, Co. Mayo',
      birthCountry: 'Ireland',
      isIrishBorn: true,
      isDeceased: true,
      deathDate: '2001-01-01',
    });
  }

  async function payForGuide(me: SignedIn) {
    const payment = (await post(me, '/api/create-pdf-payment')).json();
    await post(me, `/api/test-payments/${payment.paymentIntentId}/complete`, {
      clientSecret: payment.clientSecret,
      outcome: 'succeed',
    });
    expect((await post(me, '/api/confirm-payment', { paymentIntentId: payment.paymentIntentId })).json().status).toBe(
      'paid',
    );
  }

  it('answers 402 before the guide is paid for, and 401 without a session', async () => {
    const me = await signIn(t, 'unpaid@example.com');
    await buildTree(me);
    const res = await post(me, '/api/generate-pdf');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REQUIRED', message: expect.stringContaining('PDF guide') });
    // A pending (unpaid) order is not enough.
    await post(me, '/api/create-pdf-payment');
    expect((await post(me, '/api/generate-pdf')).statusCode).toBe(402);
    expect((await t.app.inject({ method: 'POST', url: '/api/generate-pdf' })).statusCode).toBe(401);
  });

  it('returns the personalised pack naming the applicant, the grandparent and the right documents', async () => {
    const me = await signIn(t, 'paid@example.com');
    await buildTree(me);
    await payForGuide(me);
    const res = await post(me, '/api/generate-pdf');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Irish-FBR-Application-Pack-Walsh-${today}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Aoife Walsh');
    expect(text).toContain('Bridget Walsh');
    expect(text).toMatch(/long-form/i);
    // Bridget was born in Mayo (Irish GRO) and died, so her death certificate is needed too;
    // John was born in England (GRO for England and Wales).
    expect(text).toMatch(/General Register Office/);
    expect(text).toMatch(/gov\.uk|England (and|&) Wales/);
    expect(text).toMatch(/death certificate/i);
    expect(text).toContain('€278');
  });

  it('fills the answer sheet from the profile and gives each included sibling their own documents', async () => {
    const me = await signIn(t, 'family@example.com');
    await buildTree(me);
    const saved = await post(me, '/api/user-profile', {
      addressLine1: '12 Beacon Street',
      city: 'Boston',
      county: 'MA',
      postalCode: '02108',
      country: 'United States',
      phone: '+1 617 555 0100',
    });
    expect(saved.statusCode).toBe(200);
    const add = async (body: object) => (await post(me, '/api/family-members', body)).json() as { id: string };
    await add({
      relationship: 'sibling',
      firstName: 'Ciara',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1993-02-01',
      birthPlace: 'Leeds',
      birthCountry: 'England',
    });
    const liam = await add({ relationship: 'sibling', firstName: 'Liam', lastName: 'Walsh', gender: 'male' });
    // The switch 'Add this person's documents to your application pack', turned off for Liam.
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/family-members/${liam.id}`,
      payload: { includeInApplication: false },
      headers: { cookie: me.cookie },
    });
    expect(off.statusCode).toBe(200);
    await payForGuide(me);

    const res = await post(me, '/api/generate-pdf');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    const text = pdf.layout;
    // Section 7, your answers: the sign-in email and the phone and address saved in Settings.
    const answers = text.slice(text.indexOf('Your answer sheet for the online form'));
    expect(answers).toContain('family@example.com');
    expect(answers).toContain('+1 617 555 0100');
    expect(answers).toMatch(/12 Beacon Street, Boston, MA 02108, United States/);
    expect(answers).not.toContain('not in your Settings yet');
    // Ciara applies with you: her own documents and answers; the parent's and grandparent's are shared.
    expect(text).toContain('Your sister Ciara Walsh, applying with you');
    expect(pdf.flowing).toContain('Their own printed application form, witnessed');
    expect(pdf.flowing).toContain('Two original proofs of their address');
    expect(pdf.flowing).toMatch(
      /covering letter naming both applications\. Bridget Walsh's documents are then sent once, for you both; ask DFA whether John Walsh's can be too\./,
    );
    expect(answers).toContain('Your sister Ciara Walsh (their own application)');
    expect(text.match(/Your grandmother Bridget Walsh, born in Ireland/g)).toHaveLength(1);
    // Liam (switched off) may be eligible too, but his documents are not in this pack.
    expect(text).not.toContain('Your brother Liam Walsh, applying with you');
    expect(text).not.toContain('Liam Walsh (their own application)');
  });

  it('explains what is missing when the tree is not ready', async () => {
    const me = await signIn(t, 'empty@example.com');
    await payForGuide(me);
    const empty = await post(me, '/api/generate-pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('add family members');
    await post(me, '/api/family-members', { relationship: 'self', firstName: 'Only', lastName: 'Me' });
    const notReady = await post(me, '/api/generate-pdf');
    expect(notReady.statusCode).toBe(422);
    expect(notReady.json().code).toBe('NOT_READY');
  });
});
