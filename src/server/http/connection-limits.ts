import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AppConfig } from '../config.ts';

/**
 * Node's http.createServer options for the limits Fastify does not set itself (docs/decisions/039-timeouts-redaction-and-one-payment.md):
 * the time a client has to send its headers, and how often Node looks for requests past their
 * limits (its default, 30 s, would let a slow client stay that much longer than configured).
 */
export function httpServerOptions(http: AppConfig['http']) {
  return {
    headersTimeout: http.headersTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(http.headersTimeoutMs / 4))),
  };
}

/**
 * At most `max` open connections per peer address: one more is closed at once, before Node reads
 * a byte of it, so one address cannot hold every file descriptor while everyone else is refused.
 * The peer is the socket's address, never X-Forwarded-For (a header anyone can write).
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
