import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** PostgreSQL's Terminate message: what a client sends before it closes a connection on purpose. */
const TERMINATE = Buffer.from([0x58, 0, 0, 0, 4]);

export type ConnectionRecord = { id: number; openedAt: number; closedAt: number | null; clientSentTerminate: boolean };

export type TcpProxy = {
  port: number;
  /** Listening and forwarding (the database is 'up'). */
  readonly state: 'up' | 'refusing' | 'blackhole';
  /** Every connection the proxy accepted, in order. */
  connections: ConnectionRecord[];
  /** Connections that are open right now. */
  openCount(): number;
  /**
   * Outage: stop listening (new connections are refused) and cut every open connection,
   * as a stopped or crashed database server would.
   */
  refuse(): Promise<void>;
  /**
   * Network partition: keep accepting connections but forward nothing either way, so queries
   * and connection attempts hang instead of failing.
   */
  blackhole(): void;
  /** Back to forwarding (listening again on the same port after refuse()). */
  up(): Promise<void>;
  close(): Promise<void>;
};

/** A tiny TCP proxy on 127.0.0.1 in front of target (default: the machine's PostgreSQL). */
export async function startTcpProxy(target = { host: '127.0.0.1', port: 5432 }): Promise<TcpProxy> {
  let state: TcpProxy['state'] = 'up';
  let server: Server | null = null;
  let port = 0;
  let nextId = 1;
  const connections: ConnectionRecord[] = [];
  const open = new Set<Socket>();

  const onConnection = (client: Socket) => {
    const record: ConnectionRecord = { id: nextId++, openedAt: Date.now(), closedAt: null, clientSentTerminate: false };
    connections.push(record);
    open.add(client);
    let tail = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      tail = Buffer.concat([tail, chunk]).subarray(-TERMINATE.length);
      record.clientSentTerminate = tail.equals(TERMINATE);
    });
    client.on('error', () => {});
    client.on('close', () => {
      record.closedAt = Date.now();
      open.delete(client);
    });
    if (state === 'blackhole') return; // accept, read, never answer
    const upstream = createConnection(target);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk: Buffer) => {
      if (state === 'up') upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (state === 'up') client.write(chunk);
    });
    // Mark the socket so refuse() can cut both sides.
    (client as Socket & { upstream?: Socket }).upstream = upstream;
  };

  const listen = (wanted: number) =>
    new Promise<void>((resolve, reject) => {
      const srv = createServer(onConnection);
      srv.once('error', reject);
      srv.listen(wanted, '127.0.0.1', () => {
        srv.off('error', reject);
        server = srv;
        port = (srv.address() as { port: number }).port;
        resolve();
      });
    });

  const cutAll = () => {
    for (const socket of open) {
      (socket as Socket & { upstream?: Socket }).upstream?.destroy();
      socket.destroy();
    }
  };

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const srv = server;
      server = null;
      if (!srv) return resolve();
      srv.close(() => resolve());
      cutAll();
    });

  await listen(0);

  return {
    get port() {
      return port;
    },
    get state() {
      return state;
    },
    connections,
    openCount: () => open.size,
    async refuse() {
      state = 'refusing';
      await stopListening();
    },
    blackhole() {
      state = 'blackhole';
    },
    async up() {
      // Bytes dropped during a partition leave those connections unusable: end them.
      if (state === 'blackhole') cutAll();
      if (!server) await listen(port);
      state = 'up';
    },
    async close() {
      await stopListening();
    },
  };
}
