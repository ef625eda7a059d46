import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';
import { SCRIPT_LOADER_CSP_SOURCE } from './deferred-scripts.ts';

/** Helmet's options for this service: a strict CSP, HSTS only behind https, no framing. */
export function helmetOptions(config: AppConfig): HelmetOptions {
  const secure = config.appUrl.startsWith('https://');
  // Stripe's script and frames are allowed only when Stripe is the payment provider.
  const stripe = config.stripe ? ['https://js.stripe.com'] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // One inline script is allowed, by its hash: the loader of a server-rendered page's modules.
        scriptSrc: ["'self'", SCRIPT_LOADER_CSP_SOURCE, ...stripe],
        // Radix and sonner set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: config.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers helmet sets with these options, computed once: helmet's own middleware runs against a
 * response that only records them. Per request helmet would parse the options again (a tenth of the
 * cost of a small API answer, decision 014). So CSP directives must not be functions (per-request
 * values such as nonces).
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (value) => typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')),
    )
  ) {
    throw new Error('helmetHeaders: a CSP directive computed per request cannot be precomputed');
  }
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet failed', { cause: err });
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return Object.freeze(headers);
}
