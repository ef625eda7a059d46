/**
 * An open-loop load generator: requests leave at a fixed rate, evenly spaced, whether or not the
 * earlier ones have been answered, and each latency counts from the moment its request was due.
 * A server that stalls therefore shows as latency, not as fewer requests (no coordinated omission),
 * and the generator's own lateness is counted in (and reported, to show it kept up).
 *
 * It speaks HTTP/1.1 on plain keep-alive sockets: one request written as prepared bytes, the answer
 * read up to its Content-Length (or a chunked body's last chunk). undici's pool cost about 100 µs of
 * the generator's core per request (37–60 % of a core at 3,798 req/s, stop 27), so at half the twin's
 * capacity (8,000–13,000 req/s) the generator, sharing its core with PostgreSQL, sent thousands of
 * requests late and its own queue set the p99 of both servers (docs/performance.md, stop 48).
 */
import { connect, type Socket } from 'node:net';

export type OpenLoopFigures = {
  /** The arrival rate asked for, and the one achieved (answers ÷ measured seconds). */
  rate: number;
  achievedRps: number;
  sent: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** Requests the generator sent more than 5 ms after they were due. */
  lateSends: number;
  /** Requests sent in all, warm-up included (to divide the server's CPU time by). */
  sentWithWarmUp: number;
};

const MAX_CONNECTIONS = 256;
const ANSWER_TIMEOUT_MS = 15_000;
const HEADER_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('0\r\n\r\n');

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

type Answer = (outcome: { status: number } | { error: Error }) => void;

/** One keep-alive connection with at most one request in flight. */
class Connection {
  readonly socket: Socket;
  private received: Buffer[] = [];
  private receivedBytes = 0;
  private waiting: Answer | null = null;
  private timer: NodeJS.Timeout | undefined;
  closed = false;

  constructor(port: number, host: string, onIdle: (c: Connection) => void, onClosed: () => void) {
    this.socket = connect({ port, host, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.received.push(chunk);
      this.receivedBytes += chunk.length;
      const done = this.complete();
      if (done === null) return;
      const answer = this.waiting;
      this.waiting = null;
      this.received = [];
      this.receivedBytes = 0;
      clearTimeout(this.timer);
      // An answer that says the server closes the connection ends its use: a request written before
      // the close arrives would be lost. Its 'close' then lets a waiting request open a new one.
      if (done.closing) this.socket.end();
      else onIdle(this);
      answer?.({ status: done.status });
    });
    const fail = (error: Error) => {
      if (!this.closed) queueMicrotask(onClosed);
      this.closed = true;
      clearTimeout(this.timer);
      const answer = this.waiting;
      this.waiting = null;
      answer?.({ error });
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed before the answer')));
  }

  send(request: Buffer, answer: Answer) {
    this.waiting = answer;
    this.timer = setTimeout(() => this.socket.destroy(new Error('no answer in time')), ANSWER_TIMEOUT_MS);
    this.socket.write(request);
  }

  /** The answer's status, and whether the server closes the connection, once all of it has arrived; null while more is to come. */
  private complete(): { status: number; closing: boolean } | null {
    const data = this.received.length === 1 ? this.received[0] : Buffer.concat(this.received, this.receivedBytes);
    this.received = [data];
    const headerEnd = data.indexOf(HEADER_END);
    if (headerEnd === -1) return null;
    const head = data.toString('latin1', 0, headerEnd).toLowerCase();
    const status = Number(head.slice(9, 12));
    const done = { status, closing: /\r\nconnection:\s*close/.test(head) };
    const length = /\r\ncontent-length:\s*(\d+)/.exec(head);
    if (length) return data.length >= headerEnd + 4 + Number(length[1]) ? done : null;
    if (/\r\ntransfer-encoding:\s*chunked/.test(head))
      return data.subarray(-LAST_CHUNK.length).equals(LAST_CHUNK) ? done : null;
    return status === 204 || status === 304 ? done : null;
  }
}

/** `warmUpSeconds` at the same rate first (not counted), then `seconds` measured, on up to 256 keep-alive connections. */
export async function openLoop(
  url: string,
  opts: { rate: number; seconds: number; warmUpSeconds: number; headers?: Record<string, string> },
): Promise<OpenLoopFigures> {
  const { hostname, port, host, pathname, search } = new URL(url);
  const request = Buffer.from(
    `GET ${pathname}${search} HTTP/1.1\r\nhost: ${host}\r\n${Object.entries(opts.headers ?? {})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
    'latin1',
  );
  const idle: Connection[] = [];
  const queued: ((c: Connection) => void)[] = [];
  let open = 0;
  const onIdle = (c: Connection) => {
    const next = queued.shift();
    if (next) queueMicrotask(() => next(c));
    else idle.push(c);
  };
  // A request waiting for a connection is not left behind when connections close instead of coming free.
  const onClosed = () => {
    open--;
    const next = queued.shift();
    if (next) withConnection(next);
  };
  /** An idle open connection, a new one, or (all 256 busy) the next one to come free. */
  const withConnection = (use: (c: Connection) => void) => {
    let c = idle.pop();
    while (c?.closed) c = idle.pop();
    if (c) return use(c);
    if (open < MAX_CONNECTIONS) {
      open++;
      return use(new Connection(Number(port), hostname, onIdle, onClosed));
    }
    queued.push(use);
  };

  const interval = 1000 / opts.rate;
  const warmUp = Math.round(opts.rate * opts.warmUpSeconds);
  const total = warmUp + Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let lateSends = 0;
  const answers: Promise<void>[] = [];

  const fire = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const counted = index >= warmUp;
      withConnection((c) => {
        if (counted && performance.now() - due > 5) lateSends++;
        c.send(request, (outcome) => {
          if (counted) {
            if ('error' in outcome) errors++;
            else {
              latencies.push(performance.now() - due);
              if (outcome.status < 200 || outcome.status > 299) non2xx++;
            }
          }
          resolve();
        });
      });
    });

  const start = performance.now();
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      for (; next < total && start + next * interval <= now; next++) answers.push(fire(next, start + next * interval));
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all(answers);
  // Every request has its answer now, so each connection still open is idle.
  for (const c of idle) c.socket.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate: opts.rate,
    achievedRps: latencies.length / opts.seconds,
    sent: total - warmUp,
    non2xx,
    errors,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    lateSends,
    sentWithWarmUp: total,
  };
}
