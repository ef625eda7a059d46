import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { addGrandparentRouteTree } from './application.ts';
import { requestAs, type SignedIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

/** Refusal letters as a claimant would upload them, recognised by their content. */
export const LETTERS = {
  /** A small but well-formed one-page PDF. */
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  /** A 1×1 PNG, as a phone photo of the letter would be (only much smaller). */
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  /** Plain text dressed up as a PDF by its name and declared type. */
  fakePdf: Buffer.from('This is not really a letter from DFA.\n'),
};

export type ClaimInput = {
  orders: string[];
  decisionDate?: string;
  note?: string;
  letter?: { content: Buffer; fileName: string; type: string } | null;
  extraFields?: Record<string, string>;
};

/** A multipart body exactly as a browser's FormData would send it. */
export async function claimForm(input: ClaimInput): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const order of input.orders) form.append('order', order);
  if (input.decisionDate !== undefined) form.append('decisionDate', input.decisionDate);
  if (input.note !== undefined) form.append('note', input.note);
  for (const [k, v] of Object.entries(input.extraFields ?? {})) form.append(k, v);
  const letter =
    input.letter === undefined
      ? { content: LETTERS.pdf, fileName: 'refusal-letter.pdf', type: 'application/pdf' }
      : input.letter;
  if (letter) form.append('letter', new Blob([new Uint8Array(letter.content)], { type: letter.type }), letter.fileName);
  const request = new Request('http://localhost/api/claims', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Today in UTC as yyyy-mm-dd, optionally shifted by whole days. */
export const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Files a claim as `u`, from a fresh address each time (so many refused attempts are not rate limited). */
export async function fileClaim(t: TestApp, u: SignedIn, input: ClaimInput) {
  const { payload, headers } = await claimForm({ decisionDate: isoDay(), ...input });
  const remoteAddress = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/claims',
    payload,
    headers: { ...headers, cookie: u.cookie },
    remoteAddress,
  } as InjectOptions);
}

/** Buys the PDF pack through the built-in test provider's card step; returns the paid order. */
export async function buyPdfWithTestProvider(
  t: TestApp,
  u: SignedIn,
): Promise<{ orderId: string; paymentIntentId: string }> {
  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: u.cookie }, remoteAddress: u.ip });
  const created = (await call('/api/create-pdf-payment', {})).json() as {
    orderId: string;
    paymentIntentId: string;
    clientSecret: string;
  };
  await call(`/api/test-payments/${created.paymentIntentId}/complete`, {
    clientSecret: created.clientSecret,
    outcome: 'succeed',
  });
  const settled = (await call('/api/confirm-payment', { paymentIntentId: created.paymentIntentId })).json() as {
    status: string;
  };
  if (settled.status !== 'paid') throw new Error(`test purchase not paid: ${JSON.stringify(settled)}`);
  return { orderId: created.orderId, paymentIntentId: created.paymentIntentId };
}

/**
 * Records in `u`'s tracker what a claim needs (docs/decisions/053-claims-match-the-record.md),
 * through the API: posted on `postedOn`, refused, a review asked for, and the refusal confirmed on
 * `refusedOn` (the date the claim's letter must carry; every step that day unless `firstRefusedOn`).
 * Without `hasTree`, first adds the grandparent-route tree that posting needs.
 */
export async function recordRefusal(
  t: TestApp,
  u: SignedIn,
  opts: { refusedOn?: string; postedOn?: string; firstRefusedOn?: string; hasTree?: boolean } = {},
): Promise<void> {
  const refusedOn = opts.refusedOn ?? isoDay();
  const postedOn = opts.postedOn ?? refusedOn;
  const firstRefusedOn = opts.firstRefusedOn ?? refusedOn;
  if (!opts.hasTree) await addGrandparentRouteTree(t, u);
  const steps: Array<['PUT' | 'POST', string, object]> = [
    ['PUT', '/api/application/posting', { postedOn, signedOn: postedOn }],
    ['POST', '/api/application/timeline', { step: 'refused', on: firstRefusedOn }],
    ['POST', '/api/application/timeline', { step: 'review_requested', on: firstRefusedOn }],
    ['POST', '/api/application/timeline', { step: 'refused', on: refusedOn }],
  ];
  for (const [method, url, body] of steps) {
    const res = await requestAs(t, u, method, url, body);
    if (res.statusCode >= 300)
      throw new Error(`recordRefusal: ${method} ${url} answered ${res.statusCode} ${res.body}`);
  }
}
