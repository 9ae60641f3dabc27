// The server process: database (PGlite on disk by default, or PostgreSQL), API, exchange feed, client.
// Over PostgreSQL any number of these may run side by side (server/cluster/, docs/decisions/0115).
import { createApp } from './app.ts';
import { serveApp } from './serve.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { logger } from './lib/logger.ts';
import { cachedSettings, cachedSliders, logoList } from './services/content.ts';
import { gameAdaptersOf } from './services/game-adapters.ts';
import { mountClient } from './pages/client-files.ts';
import { prepareDatabase } from './startup.ts';
import { startBackground } from './background.ts';
import { startCluster } from './cluster/cluster.ts';
import { underStartupLock } from './cluster/startup-lock.ts';
import type { Deps } from './context.ts';
import { createDelivery } from './delivery/adapter.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Over PostgreSQL several processes may start at once: one prepares the database at a time.
if (config.databaseUrl) await underStartupLock(config.databaseUrl, () => prepareDatabase(database, config));
else await prepareDatabase(database, config);

const deps: Deps = { database, config, now: () => new Date(), delivery: createDelivery(database) };
const app = createApp(deps);
// What index.html's first paint draws and preloads from the site's own data (server/pages/page-variants.ts):
// the header's logo; the home's first main banner (its largest paint); the sign-in card's logo (theirs);
// the picture preloaded is the largest of these the route draws first.
const AUTH_CARD_ROUTES = new Set(['/login', '/signup', '/register', '/page/guest/register.jsp', '/forgot-password']);
mountClient(app, process.env.DIST_DIR ?? 'dist', {
  firstPaint: async (route) => {
    const [logo] = logoList(await cachedSettings(database));
    const banner = route === '/' ? (await cachedSliders(database, gameAdaptersOf(deps))).main[0]?.thubmnail : null;
    const cardLogo = AUTH_CARD_ROUTES.has(route) ? logo?.logo : null;
    const headerLogo = logo?.mobile_logo || logo?.logo;
    // Preloaded: the route's largest picture where the server knows it, else the static frame's own logo, so
    // the first frame is drawn whole as soon as the styles are in.
    return { image: banner ?? cardLogo ?? headerLogo, banner, cardLogo, logo: headerLogo };
  },
  // The in-play lists and the odds view's market (server/pages/exchange-feed-block.ts), the lobby's games and providers
  // (server/pages/game-lobby-block.ts): public answers, written into their pages.
  feed: async (path) => app.request(path, { headers: { accept: 'application/json' } }),
});
// Over PostgreSQL: lead or follow, and a leader that loses its lock steps down to following (cluster.ts).
const cluster = config.databaseUrl ? await startCluster(deps, config.databaseUrl) : null;
const stopBackground = cluster ? cluster.stop : await startBackground(deps);

const server = serveApp(app, { hostname: config.host, port: config.port }, (info) => {
  logger.info('listening', {
    url: `http://${info.address}:${info.port}`,
    db: database.kind,
    role: cluster ? (cluster.isLeader() ? 'leader' : 'follower') : 'single',
  });
  console.log(`Chakka is running at http://${config.host}:${info.port}`);
});
// A port another program holds (or one below 1024 without the right): say which and stop, instead of
// an unhandled 'error' event's stack trace.
server.on('error', (error: NodeJS.ErrnoException) => {
  const why = error.code === 'EADDRINUSE' ? 'is already in use' : error.code === 'EACCES' ? 'is not open to this user' : `failed (${error.message})`;
  logger.error('listen failed', { host: config.host, port: config.port, code: error.code });
  console.error(`Chakka cannot listen on ${config.host}:${config.port}: the port ${why}. Set PORT to a free one.`);
  process.exit(1);
});

async function shutdown() {
  // A stop that hangs (a database gone away) must not leave a process holding the leader's lock.
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close();
  await stopBackground();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
