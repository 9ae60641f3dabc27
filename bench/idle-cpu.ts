// npm run bench:idle: what an open screen costs a phone while the player only looks at it. Each route is
// opened in a fresh Chromium (Debian's), left to settle, then the CPU time of every process of that browser
// (renderer, GPU, network, browser) is read from /proc over a quiet window, beside a static page served by
// the same server as the floor, in the same run. A screen at rest should cost about what the floor does; an
// animation left running on something hidden (decision 0163) or a timer that re-renders keeps a phone's CPU
// awake for as long as the screen is open. The live screens poll the feed every 300 ms by design: they are
// measured for reference, against no goal.
//   npm run bench:idle                         # every route, 3 runs each
//   npm run bench:idle -- --runs=5 --routes=/games?type=SLOT,/login
// DIST_DIR=<a build> measures that build (built by hand: `npx vite build --outDir .tmp/dist-x`).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { chromium } from 'playwright-core';
import { buildClientIfStale } from '../scripts/client-build.ts';
import { precompressDir } from '../scripts/precompress.ts';
import { arg } from './lib/args.ts';
import { FLOOR_PATH, writeFloorPage } from './lib/floor-page.ts';
import { inPlayOddsViewPath, startServerProcess } from './lib/server-process.ts';
import { CHROMIUM, median } from './web/lighthouse-run.ts';

const RUNS = Number(arg('runs') ?? 3);
/** A route opened, then scrolled to its end: the player reading below the first screen. */
const SCROLLED = ' (scrolled)';
/** Screens that only wait for the player (the home once its announcement line is scrolled out of sight),
 *  and the reference rows: the home's first screen, whose announcement line moves by design, and the two
 *  screens that poll the feed. */
const AT_REST = [`/${SCROLLED}`, '/login', '/signup', '/games?type=SLOT'];
const LIVE = ['/', '/exchange-inplay', 'odds'];
const ROUTES = arg('routes')?.split(',') ?? [...AT_REST, ...LIVE];
const SETTLE_MS = 5_000;
const WINDOW_MS = 10_000;
/** A screen at rest costs at most the floor plus this many points of one core (a hidden spinner alone goes past it). */
const GOAL_ABOVE_FLOOR = 1;
const CLOCK_TICKS_PER_SECOND = 100;

/** User and system CPU ticks of a process and all its descendants. */
function treeTicks(root: number): number {
  const children = new Map<number, number[]>();
  const own = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields start after the last ') '.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      const pid = Number(entry);
      const parent = Number(fields[1]);
      own.set(pid, Number(fields[11]) + Number(fields[12]));
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // the process ended while we read it
    }
  }
  let sum = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    sum += own.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return sum;
}

/** Percent of one core the browser used over the window, the screen opened and settled first. */
async function idleShare(url: string, scrolled: boolean): Promise<number> {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    // The service worker's first install caches the whole app, a one-off cost of the first visit, not of
    // a screen at rest: blocked, as in the browser tests.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(url);
    if (scrolled) {
      await page.waitForTimeout(1_000);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    }
    await page.waitForTimeout(SETTLE_MS);
    const pid = server.process().pid!;
    const before = treeTicks(pid);
    await page.waitForTimeout(WINDOW_MS);
    const used = treeTicks(pid) - before;
    await browser.close();
    return (used / CLOCK_TICKS_PER_SECOND / (WINDOW_MS / 1000)) * 100;
  } finally {
    await server.close();
  }
}

async function main() {
  const dist = process.env.DIST_DIR ?? 'dist';
  if (process.env.DIST_DIR) {
    writeFileSync(`${dist}/.build-stamp`, ''); // built by hand: the server must not rebuild it from the sources
    precompressDir(dist);
  } else await buildClientIfStale();
  writeFloorPage(dist);
  const server = await startServerProcess({ port: Number(process.env.BENCH_IDLE_PORT ?? 8961), env: { DIST_DIR: dist } });
  try {
    const odds = await inPlayOddsViewPath(server.url);
    const rows: { route: string; runs: number[]; median: number; ratio: number; goal: 'met' | 'missed' | null }[] = [];
    const floorRuns: number[] = [];
    // Interleaved: the floor once per round, so a busy minute of the machine falls on it too.
    const byRoute = new Map<string, number[]>(ROUTES.map((r) => [r, []]));
    for (let run = 0; run < RUNS; run++) {
      floorRuns.push(await idleShare(`${server.url}${FLOOR_PATH}`, false));
      for (const route of ROUTES) {
        const path = route.replace(SCROLLED, '');
        byRoute.get(route)!.push(await idleShare(`${server.url}${path === 'odds' ? odds : path}`, route.endsWith(SCROLLED)));
      }
    }
    const floor = median(floorRuns);
    console.log(
      `${availableParallelism()} cores; Chromium's CPU over ${WINDOW_MS / 1000} s after ${SETTLE_MS / 1000} s to settle, % of one core, ${RUNS} runs`,
    );
    console.log(`${'floor (a static page)'.padEnd(28)} median ${floor.toFixed(1).padStart(5)}%   runs ${floorRuns.map((v) => v.toFixed(1)).join(' ')}`);
    for (const [route, runs] of byRoute) {
      const m = median(runs);
      const live = !AT_REST.includes(route);
      // The ratio is printed for reading; the goal is in points of a core, as the floor is near zero.
      const ratio = m / Math.max(floor, 0.1);
      const goal = live ? null : m <= floor + GOAL_ABOVE_FLOOR ? 'met' : 'missed';
      rows.push({ route, runs, median: m, ratio, goal });
      const verdict = goal === null ? 'moves by design, for reference' : `goal <= the floor + ${GOAL_ABOVE_FLOOR}%: ${goal}`;
      console.log(
        `${route.padEnd(28)} median ${m.toFixed(1).padStart(5)}%  ${ratio.toFixed(1).padStart(5)}x   runs ${runs.map((v) => v.toFixed(1)).join(' ')}   ${verdict}`,
      );
    }
    writeFileSync(
      'bench/results/idle-cpu.json',
      `${JSON.stringify({ cores: availableParallelism(), windowMs: WINDOW_MS, settleMs: SETTLE_MS, floor: { runs: floorRuns, median: floor }, rows }, null, 2)}\n`,
    );
    const missed = rows.filter((r) => r.goal === 'missed').length;
    console.log(missed === 0 ? 'every screen at rest met its goal' : `${missed} screen(s) at rest MISSED the goal`);
  } finally {
    await server.stop();
  }
}

await main();
