import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDevCoupons } from './db/seed-dev-coupons.ts';
import { startOutboxWorker } from './email/outbox.ts';

async function main() {
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

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (!config.isProduction) await seedDevCoupons(database.db);
  const app = await buildApp({ config, database });

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

  const outbox = startOutboxWorker(database.db, app.mailer, app.log);
  app.addHook('onClose', async () => outbox.stop());

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, url: config.appUrl }, 'ready');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
