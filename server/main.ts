// The one process: database (PGlite on disk by default, or PostgreSQL), API, exchange feed, client.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { logger } from './lib/logger.ts';
import { mountClient } from './static.ts';
import { prepareDatabase } from './startup.ts';
import { startBackground } from './background.ts';
import { createDelivery } from './delivery/adapter.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(database, config);

const deps = { database, config, now: () => new Date(), delivery: createDelivery(database) };
const app = createApp(deps);
mountClient(app, process.env.DIST_DIR ?? 'dist');
const stopBackground = await startBackground(deps);

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  logger.info('listening', { url: `http://${info.address}:${info.port}`, db: database.kind });
  console.log(`Chakka is running at http://${config.host}:${info.port}`);
});

async function shutdown() {
  server.close();
  await stopBackground();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
