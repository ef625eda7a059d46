// Only built-ins are imported statically: the compile cache must be on before the server's own
// modules are compiled, and the database must start opening before they are evaluated (decision 015).
import { enableCompileCache } from 'node:module';
import type { App } from './app.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';

enableCompileCache();

/** The database, opened and migrated: the server listens only once this is done. */
async function openMigratedDatabase(config: AppConfig) {
  const { openDatabase } = await import('./db/client.ts');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (!config.isProduction) {
    const { seedDevCoupons } = await import('./db/seed-dev-coupons.ts');
    await seedDevCoupons(database.db);
  }
  return database;
}

async function main() {
  const { ConfigError, loadConfig } = await import('./config.ts');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // PGlite reads and compiles its WebAssembly off the main thread while the app's modules load.
  // Readable lines for a developer at a terminal; JSON in production and wherever output is piped.
  const pretty = config.logFormat === 'pretty' || (!config.logFormat && !config.isProduction && process.stdout.isTTY);
  const [database, { buildApp }, logger] = await Promise.all([
    openMigratedDatabase(config),
    import('./app.ts'),
    pretty ? prettyLogger(config) : undefined,
  ]);
  const app = await buildApp({ config, database, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Idle keep-alive connections would hold close() open; each closes once its last response is sent.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(sweep);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.scheduler.start();
  app.log.info({ database: database.kind, url: config.appUrl, blobStore: app.blobs.kind }, 'ready');
  void tidyBlobStore(database.db, app);
  if (pretty) app.log.info(`Open ${config.appUrl}`);
}

/**
 * After start-up, in the background: scans still held in the database move to the blob store, and
 * files whose deletion a crash interrupted are deleted (docs/decisions/047-scans-in-a-blob-store.md).
 * Reads work meanwhile (a row not yet moved is read from the database).
 */
async function tidyBlobStore(db: Db, app: App) {
  try {
    const [{ moveScansToStore }, { drainBlobDeletions }] = await Promise.all([
      import('./modules/application/move-scans-to-store.ts'),
      import('./storage/blob-deletions.ts'),
    ]);
    const moved = await moveScansToStore(db, app.blobs);
    const deleted = await drainBlobDeletions(db, app.blobs);
    if (moved > 0 || deleted > 0)
      app.log.info({ moved, deleted }, 'blob store tidied: scans moved out of the database');
  } catch (err) {
    app.log.error({ err }, 'moving scans to the blob store failed; it is tried again at the next start');
  }
}

/** pino-pretty in this process (a development dependency, loaded only when asked for). */
async function prettyLogger(config: AppConfig) {
  const { default: pinoPretty } = await import('pino-pretty');
  return {
    level: config.logLevel,
    stream: pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
