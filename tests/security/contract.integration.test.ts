/**
 * The contract is complete (issue 16): every JSON route under /api declares the schema of its
 * success answers (src/shared), so what the server sends is checked and the client's types come
 * from the same schema. A new route without one fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapturedApp, type CapturedApp } from './route-table.ts';

/** Routes that answer no JSON body of their own, and why. */
const NOT_JSON: Record<string, string> = {
  'GET /api/auth/*': "better-auth's own answers (redirects, its JSON), passed through",
  'POST /api/auth/*': "better-auth's own answers, passed through",
  'POST /api/auth/sign-in/magic-link': "better-auth's answer, passed through",
  'POST /api/generate-pdf': 'a PDF file',
  'POST /api/privacy/export':
    'a ZIP file download: the JSON of every table the user has rows in (its shape is the database) and each scan',
  'GET /api/family-tree/gedcom': 'a GEDCOM file',
  'GET /api/admin/exports/orders.csv': 'a CSV file (docs/decisions/060-the-admin-queue.md)',
  'GET /api/admin/exports/refunds.csv': 'a CSV file (docs/decisions/060-the-admin-queue.md)',
  'GET /api/claims/:id/letter': 'the uploaded letter (PDF or image)',
  'GET /api/admin/claims/:id/letter': 'the uploaded letter (PDF or image)',
  'GET /api/application/items/:key/scan': 'the uploaded scan (PDF or image)',
  'GET /api/admin/users/:id/application/items/:key/scan': 'the uploaded scan (PDF or image)',
  'GET /dev/mailbox': 'an HTML page (development only)',
};

describe('the API contract', () => {
  let captured: CapturedApp;
  beforeAll(async () => {
    captured = await createCapturedApp();
  });
  afterAll(() => captured?.close());

  it('every JSON route under /api declares the schema of its success answers', () => {
    const apiRoutes = captured.routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(40);
    const missing = apiRoutes
      .filter((r) => !NOT_JSON[r.key])
      .filter((r) => {
        const response = r.schema?.response as Record<string, unknown> | undefined;
        return !response || !Object.keys(response).some((status) => /^2\d\d$/.test(status));
      })
      .map((r) => r.key);
    expect(missing).toEqual([]);
  });

  it('lists as not JSON only routes that exist', () => {
    const keys = new Set(captured.routes.map((r) => r.key));
    expect(Object.keys(NOT_JSON).filter((key) => !keys.has(key) && !key.startsWith('GET /dev/'))).toEqual([]);
  });
});
