import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { SCRIPT_LOADER_CSP_SOURCE } from './deferred-scripts.ts';
import { helmetHeaders, helmetOptions } from './security-headers.ts';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};
const CONFIGS: [string, Record<string, string>][] = [
  ['plain http', {}],
  ['behind https', { APP_URL: 'https://irish.example' }],
  ['behind https with Stripe', { APP_URL: 'https://irish.example', ...STRIPE }],
];

/** What helmet's middleware sets on a real Node response, per request, as @fastify/helmet ran it. */
function helmetOnRealResponse(options: Parameters<typeof helmet>[0]) {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.setHeader('X-Powered-By', 'something');
  let error: unknown = 'not called';
  helmet(options)(req, res, (err?: unknown) => (error = err));
  expect(error).toBeUndefined();
  return res.getHeaders();
}

describe('helmetHeaders', () => {
  it.each(CONFIGS)('%s: the precomputed set is exactly what helmet sets per request', (_label, env) => {
    const options = helmetOptions(loadConfig(env));
    expect(helmetHeaders(options)).toEqual(helmetOnRealResponse(options));
  });

  // The values @fastify/helmet sent before the headers were precomputed (decision 014).
  it('plain http: no HSTS, no upgrade of insecure requests', () => {
    expect(helmetHeaders(helmetOptions(loadConfig({})))).toEqual({
      'content-security-policy': `default-src 'self';script-src 'self' ${SCRIPT_LOADER_CSP_SOURCE};style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';frame-src 'none';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'`,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('behind https with Stripe: HSTS for a year, Stripe allowed, insecure requests upgraded', () => {
    const headers = helmetHeaders(helmetOptions(loadConfig({ APP_URL: 'https://irish.example', ...STRIPE })));
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'self' ${SCRIPT_LOADER_CSP_SOURCE} https://js.stripe.com;style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self' https://api.stripe.com;frame-src https://js.stripe.com https://hooks.stripe.com;frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self';upgrade-insecure-requests`,
    );
  });

  it('is frozen: one set shared by every request', () => {
    expect(Object.isFrozen(helmetHeaders(helmetOptions(loadConfig({}))))).toBe(true);
  });

  it('refuses options helmet refuses', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self';script-src *"] } } }),
    ).toThrow(/invalid/i);
  });

  it('refuses CSP values computed per request', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } } }),
    ).toThrow(/per request/);
  });
});
