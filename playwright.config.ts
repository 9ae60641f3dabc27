import { defineConfig } from '@playwright/test';
import { OPERATOR, OPERATOR_TOTP_SECRET } from './tests/browser/operator-session.ts';

// Browser tests drive Debian's Chromium (no browser download) against the real product,
// started on its embedded database in a fresh data directory.
const PORT = Number(process.env.E2E_PORT ?? 8931);

const config = defineConfig({
  testDir: 'tests/browser',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two browsers at once: the journeys one after another (several move shared state, such as the
  // simulator's clock), beside them the route sweep's cases, which only read (tests/browser/sweep-screens.spec.ts).
  // The stored-script walk rewrites what every visitor sees (the site title, notices, a promotion): it runs
  // last and alone, once both are done, so no sweep reads its payloads as the product's own text.
  workers: 2,
  retries: 0,
  // The sweeps are listed first. Listing the journeys first (so they start at once, beside a sweep case) was
  // measured slower: the stage is CPU-bound, and both ran slower side by side (decision 0095, session 31).
  projects: [
    { name: 'sweeps', testMatch: /sweep-screens\.spec\.ts/, fullyParallel: true },
    { name: 'journeys', testIgnore: [/sweep-screens\.spec\.ts/, /stored-script\.spec\.ts/], workers: 1 },
    { name: 'shared-content', testMatch: /stored-script\.spec\.ts/, dependencies: ['sweeps', 'journeys'], workers: 1 },
  ],
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The service worker (docs/decisions/0068) would precache every chunk in each test's fresh context
    // and stand between page.route and page loads; its own test (install.spec.ts) allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && tsx scripts/start.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    // E2E_REUSE=1 tests a server already listening on E2E_PORT (a developer's own, while working).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      // A build of its own per port, so two runs side by side never write one dist/.
      DIST_DIR: `.tmp/dist-${PORT}`,
      OPERATOR_USERNAME: OPERATOR.username,
      OPERATOR_PASSWORD: OPERATOR.password,
      // The seeded owner's authenticator, so tests compute its codes (tests/browser/operator-session.ts).
      OPERATOR_TOTP_SECRET,
      EXCHANGE_SEED: '42',
      // The e-wallet path needs a gateway; the sandbox is the development one (no real money moves).
      PAYMENT_GATEWAY: 'sandbox',
      // Bets are placed at once in browser tests; the delay itself is tested in server/exchange/bets/running-watch.test.ts.
      EXCHANGE_BET_DELAY_SCALE: '0',
      // The operator may move the simulator's clock on (tests/browser/exchange-betting.spec.ts plays a match to its end).
      EXCHANGE_TEST_CONTROLS: '1',
      // Every test signs up from 127.0.0.1: the whole run is one address (the ceiling is tested in tests/pg/).
      SIGNUP_LIMIT_PER_HOUR: '1000',
      // And every page, poll and lookup of both browsers comes from that one address, under the product's 1,200
      // lookups a minute. In the CI run of 2e2d0cc, with the sweep opening a screen about every 1.3 s, the crash
      // screen beside it showed no state for 40 s, as a spent one-minute budget would (inferred, not proven).
      // The limit itself is tested in server/middleware/lookup-rate-limit.test.ts.
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      FEED_RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
    },
  },
});

// One more server, replaying Betfair's recorded files (tests/fixtures/betfair) instead of the simulator, for
// the journeys in tests/browser-betfair/. It starts once the first is up (Playwright starts its servers one
// after another), so it serves the build the first one made. The replay starts long before the recordings'
// first market, and the journeys move it on to each recorded moment they need with the operator's test
// control, so they play the same whenever the run reaches them.
const REPLAY_PORT = Number(process.env.E2E_REPLAY_PORT ?? PORT + 10);
const mainServer = config.webServer as NonNullable<Exclude<typeof config.webServer, unknown[]>>;
config.webServer = [
  mainServer,
  {
    ...mainServer,
    command: `rm -rf .tmp/e2e-data-${REPLAY_PORT} && tsx scripts/start.ts`,
    url: `http://127.0.0.1:${REPLAY_PORT}/api/health`,
    env: {
      ...mainServer.env,
      PORT: String(REPLAY_PORT),
      DATA_DIR: `.tmp/e2e-data-${REPLAY_PORT}`,
      EXCHANGE_SOURCE: 'betfair-files',
      EXCHANGE_FILES: 'tests/fixtures/betfair/cricket-t20,tests/fixtures/betfair/greyhound',
      EXCHANGE_REPLAY_FROM: '2022-04-19T00:00:00Z',
      EXCHANGE_REPLAY_SPEED: '1',
    },
  },
];
config.projects!.push({
  name: 'betfair-replay',
  testDir: 'tests/browser-betfair',
  workers: 1,
  use: { baseURL: `http://127.0.0.1:${REPLAY_PORT}` },
});
export default config;
