import { createServer, type RequestListener } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoop } from './open-loop.ts';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});
async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('openLoop', () => {
  it('reads answers with a length, chunked answers and error statuses, and sends the given headers', async () => {
    const cookies: (string | undefined)[] = [];
    const url = await serve((req, res) => {
      cookies.push(req.headers.cookie);
      if (req.url === '/chunked') {
        res.write('{"a":');
        setTimeout(() => res.end('1}'), 2);
      } else if (req.url === '/missing') res.writeHead(404).end('{"message":"no"}');
      else res.end('{"ok":true}');
    });
    const opts = { rate: 400, seconds: 0.25, warmUpSeconds: 0.05, headers: { cookie: 'session=abc' } };
    const plain = await openLoop(`${url}/plain`, opts);
    const chunked = await openLoop(`${url}/chunked`, opts);
    const missing = await openLoop(`${url}/missing`, opts);
    for (const figures of [plain, chunked, missing]) {
      expect(figures).toMatchObject({ sent: 100, sentWithWarmUp: 120, errors: 0, achievedRps: 400 });
    }
    expect([plain.non2xx, chunked.non2xx, missing.non2xx]).toEqual([0, 0, 100]);
    expect(new Set(cookies)).toEqual(new Set(['session=abc']));
  });

  it('answers every request when more are due than 256 connections can carry, latency counted from when each was due', async () => {
    const url = await serve((_req, res) => setTimeout(() => res.end('{}'), 150));
    const figures = await openLoop(url, { rate: 3000, seconds: 0.5, warmUpSeconds: 0 });
    expect(figures).toMatchObject({ sent: 1500, errors: 0, non2xx: 0, achievedRps: 3000 });
    // 256 connections carry about 1,700 answers a second here, so the last requests wait for a free one.
    expect(figures.lateSends).toBeGreaterThan(0);
    expect(figures.max).toBeGreaterThan(250);
  });

  it('opens a new connection when the server closes each one after its answer', async () => {
    const url = await serve((_req, res) => res.setHeader('connection', 'close').end('{}'));
    const figures = await openLoop(url, { rate: 500, seconds: 0.2, warmUpSeconds: 0 });
    expect(figures).toMatchObject({ sent: 100, errors: 0, non2xx: 0, achievedRps: 500 });
  });

  it('sends nothing more on a connection whose answer said it closes, even before the close arrives', async () => {
    // Answers each connection's first request with `Connection: close`, then closes it 30 ms later
    // and ignores whatever else arrives on it: a request written there in between is lost.
    const server = createTcpServer((socket) => {
      let answered = false;
      socket.on('data', () => {
        if (answered) return;
        answered = true;
        socket.write('HTTP/1.1 200 OK\r\nconnection: close\r\ncontent-length: 2\r\n\r\n{}');
        setTimeout(() => socket.destroy(), 30);
      });
      socket.on('error', () => {});
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const figures = await openLoop(`http://127.0.0.1:${port}/`, { rate: 500, seconds: 0.2, warmUpSeconds: 0 });
      expect(figures).toMatchObject({ sent: 100, errors: 0, non2xx: 0 });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
