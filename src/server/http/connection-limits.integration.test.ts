import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { capConnectionsPerAddress, httpServerOptions } from './connection-limits.ts';

/**
 * The limits of docs/decisions/039-timeouts-redaction-and-one-payment.md on a bare Node server,
 * over real sockets (tests/reliability/slowloris.reliability.test.ts runs them on the whole app).
 */

const LIMITS = {
  requestTimeoutMs: 20_000,
  idleTimeoutMs: 5_000,
  keepAliveTimeoutMs: 1_000,
  maxConnectionsPerAddress: 0,
};

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function start(headersTimeoutMs: number, cap: number): Promise<number> {
  server = createServer(httpServerOptions({ ...LIMITS, headersTimeoutMs }), (_req, res) => res.end('ok'));
  capConnectionsPerAddress(server, cap);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

type Opened = { socket: Socket; closed: Promise<{ afterMs: number; answer: string }> };
function open(port: number, localAddress = '127.0.0.1', firstBytes = 'GET / HTTP/1.1\r\nHost: x\r\n'): Opened {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  sockets.push(socket);
  let answer = '';
  const start = performance.now();
  socket.on('error', () => {});
  socket.on('data', (d) => (answer += String(d)));
  socket.on('connect', () => socket.write(firstBytes));
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.on('close', () => resolve({ afterMs: performance.now() - start, answer })),
  );
  return { socket, closed };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isOpen = (o: Opened) => !o.socket.destroyed && o.socket.readyState === 'open';

describe('per-address connection cap', () => {
  it('closes the connections over the cap from one address at once, not those of another address, and frees a place when one closes', async () => {
    const port = await start(10_000, 3);
    const first = Array.from({ length: 5 }, () => open(port));
    await sleep(300);
    expect(first.filter(isOpen)).toHaveLength(3);
    const other = open(port, '127.0.0.2');
    await sleep(200);
    expect(isOpen(other)).toBe(true);

    first.find(isOpen)!.socket.destroy();
    await sleep(200);
    const again = open(port, '127.0.0.1', 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect((await again.closed).answer).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
  });

  it('0 means no cap', async () => {
    const port = await start(10_000, 0);
    const many = Array.from({ length: 20 }, () => open(port));
    await sleep(300);
    expect(many.filter(isOpen)).toHaveLength(20);
  });
});

describe('header limit', () => {
  it('answers 408 and closes a connection whose headers are not complete in time, checked a quarter of the limit apart', async () => {
    const port = await start(400, 0);
    const slow = open(port);
    const { afterMs, answer } = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(afterMs).toBeGreaterThanOrEqual(350);
    expect(afterMs).toBeLessThan(400 + 100 + 600);
  });

  it('derives the check interval from the header limit, within 50 ms and 5 s', () => {
    expect(httpServerOptions({ ...LIMITS, headersTimeoutMs: 15_000 }).connectionsCheckingInterval).toBe(3_750);
    expect(httpServerOptions({ ...LIMITS, headersTimeoutMs: 60_000 }).connectionsCheckingInterval).toBe(5_000);
    expect(httpServerOptions({ ...LIMITS, headersTimeoutMs: 100 }).connectionsCheckingInterval).toBe(50);
  });
});
