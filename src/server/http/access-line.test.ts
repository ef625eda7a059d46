import { hostname } from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessLine } from './access-line.ts';
import { redactUrl } from './redact-url.ts';

type Seen = { method: string; url: string; host?: string; ip?: string; port?: number; id: string };

const request = (s: Seen) =>
  ({
    method: s.method,
    url: s.url,
    host: s.host,
    ip: s.ip,
    socket: s.port === undefined ? undefined : { remotePort: s.port },
    id: s.id,
  }) as unknown as FastifyRequest;
const reply = (statusCode: number, elapsedTime: number) => ({ statusCode, elapsedTime }) as unknown as FastifyReply;

/** The line pino writes for the same request with the serializers the access line used to go through. */
function pinoLine(req: FastifyRequest, res: FastifyReply): string {
  let written = '';
  const logger = pino(
    {
      serializers: {
        req: (r: FastifyRequest) => ({
          method: r.method,
          url: redactUrl(r.url),
          host: r.host,
          remoteAddress: r.ip,
          remotePort: r.socket?.remotePort,
        }),
        res: (r: FastifyReply) => ({ statusCode: r.statusCode }),
      },
    },
    { write: (line: string) => (written += line) },
  );
  logger.child({ reqId: req.id }).info({ req, res, responseTime: res.elapsedTime }, 'request completed');
  return written;
}

describe('the access line', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T17:00:00.123Z'));
  });
  afterEach(() => vi.useRealTimers());

  it.each<[string, Seen, number, number]>([
    [
      'a signed-in call',
      { method: 'GET', url: '/api/session', host: 'example.ie', ip: '203.0.113.9', port: 51234, id: 'a1b2c3d4' },
      200,
      1.2345678,
    ],
    [
      "a sign-in link's token, redacted",
      {
        method: 'GET',
        url: '/api/auth/magic-link/verify?token=abc&callbackURL=%2F',
        host: 'h',
        ip: '::1',
        port: 1,
        id: 'x-1',
      },
      302,
      12,
    ],
    [
      'quotes, backslashes and non-ASCII in the URL',
      { method: 'POST', url: '/api/x?q="\\é\u2028', host: 'h"', ip: '10.0.0.1', port: 2, id: 'r' },
      404,
      0.5,
    ],
    ['no socket and no host (an injected request)', { method: 'HEAD', url: '/', id: 'req-1' }, 500, 3.25],
  ])('%s: byte for byte the line pino writes', (_name, seen, status, elapsed) => {
    const line = accessLine(request(seen), reply(status, elapsed), process.pid, hostname());
    expect(line).toBe(pinoLine(request(seen), reply(status, elapsed)));
  });

  it('never writes a secret query value', () => {
    const line = accessLine(
      request({ method: 'GET', url: '/cb?code=s3cret&state=t0ken&page=2', host: 'h', ip: '::1', port: 1, id: 'i' }),
      reply(200, 1),
      1,
      'h',
    );
    expect(line).not.toMatch(/s3cret|t0ken/);
    expect(JSON.parse(line).req.url).toBe('/cb?code=[redacted]&state=[redacted]&page=2');
  });
});
