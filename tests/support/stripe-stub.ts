import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the parts of Stripe's API that the server's Stripe provider calls
 * (create and retrieve PaymentIntents, create refunds), answering in Stripe's JSON shapes so the
 * real `stripe` SDK parses the answers. Point the app at it with STRIPE_API_BASE=stub.url.
 */

export type StubIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export type StubIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: StubIntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { type: 'card_error'; code: string; message: string } | null;
  created: number;
  livemode: false;
};

export type StubRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
  /** The Idempotency-Key the refund was created with (null when none was sent). */
  idempotencyKey: string | null;
};

export type StubRequest = {
  method: string;
  /** The path without the query string, e.g. /v1/payment_intents. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded into nested objects (metadata[orderId] → {metadata: {orderId}}). */
  body: Record<string, unknown>;
};

export type StripeStub = {
  /** http://127.0.0.1:<port>, for STRIPE_API_BASE. */
  url: string;
  intents: Map<string, StubIntent>;
  refunds: StubRefund[];
  /** Every request received, oldest first. */
  requests: StubRequest[];
  /** Intents whose refunds Stripe refuses, with the message it gives (as for a disputed charge). */
  refuseRefunds: Map<string, string>;
  /** What the next retrieve of this intent answers; lastError sets last_payment_error.message. */
  setStatus(id: string, status: StubIntentStatus, lastError?: string): void;
  /** The next `times` requests to method+path answer a Stripe api_error with this status (default 500). */
  failNext(method: string, path: string, status?: number, times?: number): void;
  stop(): Promise<void>;
};

type Stored = { path: string; status: number; body: unknown };

const token = (bytes = 12) => randomBytes(bytes).toString('hex');

/** Stripe's form encoding: `a[b][c]=v` → {a: {b: {c: 'v'}}}. */
export function decodeForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
      } else {
        const next = node[part];
        if (typeof next !== 'object' || next === null) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

function stripeError(status: number, type: string, message: string, code?: string, param?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } } };
}

const missing = (kind: string, id: string, param?: string) =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export async function startStripeStub(): Promise<StripeStub> {
  const intents = new Map<string, StubIntent>();
  const refunds: StubRefund[] = [];
  const requests: StubRequest[] = [];
  const refuseRefunds = new Map<string, string>();
  const idempotent = new Map<string, Stored>();
  const failures: Array<{ method: string; path: string; status: number; left: number }> = [];

  function createIntent(body: Record<string, unknown>): Stored {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return {
        path: '',
        ...stripeError(400, 'invalid_request_error', 'Invalid integer: amount', 'parameter_invalid_integer', 'amount'),
      };
    if (typeof body.currency !== 'string' || !/^[a-zA-Z]{3}$/.test(body.currency)) {
      return {
        path: '',
        ...stripeError(400, 'invalid_request_error', 'Invalid currency', 'parameter_invalid_empty', 'currency'),
      };
    }
    const id = `pi_${token()}`;
    const apm = body.automatic_payment_methods as { enabled?: string } | undefined;
    const intent: StubIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: body.currency.toLowerCase(),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${token()}`,
      metadata: Object.fromEntries(
        Object.entries((body.metadata as Record<string, string> | undefined) ?? {}).map(([k, v]) => [k, String(v)]),
      ),
      automatic_payment_methods: apm ? { enabled: apm.enabled === 'true' } : null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    return { path: '', status: 200, body: intent };
  }

  function createRefund(body: Record<string, unknown>, idempotencyKey: string | null): Stored {
    const intentId = typeof body.payment_intent === 'string' ? body.payment_intent : '';
    const intent = intents.get(intentId);
    if (!intent) return { path: '', ...missing('payment_intent', intentId, 'payment_intent') };
    if (intent.status !== 'succeeded') {
      return {
        path: '',
        ...stripeError(
          400,
          'invalid_request_error',
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          'charge_not_refundable',
        ),
      };
    }
    const refusal = refuseRefunds.get(intentId);
    if (refusal) return { path: '', ...stripeError(400, 'invalid_request_error', refusal, 'charge_disputed') };
    const already = refunds.filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount !== undefined ? Number(body.amount) : intent.amount - already;
    if (amount <= 0 || already + amount > intent.amount) {
      return {
        path: '',
        ...stripeError(
          400,
          'invalid_request_error',
          `Charge for ${intentId} has already been refunded.`,
          'charge_already_refunded',
        ),
      };
    }
    const refund: StubRefund = {
      id: `re_${token()}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
      idempotencyKey,
    };
    refunds.push(refund);
    const { idempotencyKey: _key, ...json } = refund;
    return { path: '', status: 200, body: json };
  }

  function route(method: string, path: string, body: Record<string, unknown>, idempotencyKey: string | null): Stored {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(body);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body, idempotencyKey);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (cancel && method === 'POST') {
      const id = decodeURIComponent(cancel[1]);
      const intent = intents.get(id);
      if (!intent) return { path, ...missing('payment_intent', id, 'intent') };
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return {
          path,
          ...stripeError(
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            'payment_intent_unexpected_state',
          ),
        };
      }
      intent.status = 'canceled';
      return { path, status: 200, body: intent };
    }
    const m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const id = decodeURIComponent(m[1]);
      const intent = intents.get(id);
      return intent ? { path, status: 200, body: intent } : { path, ...missing('payment_intent', id, 'intent') };
    }
    return { path, ...stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`) };
  }

  function send(res: ServerResponse, stored: Stored, replayed = false) {
    res.writeHead(stored.status, {
      'content-type': 'application/json',
      'request-id': `req_${token(7)}`,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(stored.body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0];
    const body = method === 'GET' ? {} : decodeForm(raw);
    requests.push({ method, path, headers: req.headers, body });

    const auth = req.headers.authorization;
    if (!auth || !/^Bearer sk_(test|live)_\S+$/.test(auth)) {
      return send(res, { path, ...stripeError(401, 'invalid_request_error', 'Invalid API Key provided.') });
    }

    const failure = failures.find((f) => f.method === method && f.path === path && f.left > 0);
    if (failure) {
      failure.left--;
      return send(res, {
        path,
        ...stripeError(failure.status, 'api_error', 'An unknown error occurred (stripe stub set to fail).'),
      });
    }

    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && key ? key : null;
    if (method === 'POST' && idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.path !== path) {
          return send(res, {
            path,
            ...stripeError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used for the same endpoint they were first used for.`,
            ),
          });
        }
        // Stripe replays the stored answer; for an intent that is its current state.
        const replay =
          (earlier.body as { object?: string; id?: string }).object === 'payment_intent'
            ? { ...earlier, body: intents.get((earlier.body as StubIntent).id) }
            : earlier;
        return send(res, replay, true);
      }
    }
    const answer = { ...route(method, path, body, idempotencyKey), path };
    if (method === 'POST' && idempotencyKey && answer.status < 500) idempotent.set(idempotencyKey, answer);
    send(res, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, { path: '', ...stripeError(500, 'api_error', String(err)) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    refuseRefunds,
    setStatus(id, status, lastError) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`stripe stub: no intent ${id}`);
      intent.status = status;
      intent.amount_received = status === 'succeeded' ? intent.amount : 0;
      intent.last_payment_error = lastError ? { type: 'card_error', code: 'card_declined', message: lastError } : null;
    },
    failNext(method, path, status = 500, times = 1) {
      failures.push({ method: method.toUpperCase(), path, status, left: times });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
