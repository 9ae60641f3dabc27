// npm run bench:web-ab: two (or more) client builds measured side by side with Lighthouse, as bench:web
// measures one: each build served by its own server process (fresh PGlite), the runs interleaved
// (A, B, A, B …) so a busy machine's slow minute falls on both. A change's effect on TBT is within
// run-to-run noise unless it shows in most pairs; this prints every run and the medians.
//   npx vite build --outDir .tmp/dist-a   (at the base commit)   npx vite build --outDir .tmp/dist-b   (with the change)
//   npm run bench:web-ab -- --dists=.tmp/dist-a,.tmp/dist-b --runs=5 --routes=/odds-view,/games?type=SLOT
import { writeFileSync } from 'node:fs';
import { precompressDir } from '../scripts/precompress.ts';
import { arg } from './lib/args.ts';
import { inPlayOddsViewPath, signUpPlayer, startServerProcess, type ServerProcess } from './lib/server-process.ts';
import { lighthouseRun, median, prepareVisit, startBrowser, type Figures } from './web/lighthouse-run.ts';

const DISTS = (arg('dists') ?? '').split(',').filter(Boolean);
const RUNS = Number(arg('runs') ?? 5);
const ROUTES = (arg('routes') ?? '/odds-view').split(',');
/** Routes Lighthouse opens signed in (as bench:web does). */
const SIGNED_IN = (route: string) => route === '/deposit' || route.startsWith('/exchange') || route === '/odds-view';
const FIRST_PORT = Number(process.env.BENCH_AB_PORT ?? 8981);

async function main() {
  if (DISTS.length < 2) throw new Error('--dists=<build A>,<build B>: two or more built client folders');
  const servers: ServerProcess[] = [];
  for (const [i, dist] of DISTS.entries()) {
    writeFileSync(`${dist}/.build-stamp`, ''); // built by hand: the server must not rebuild it from the sources
    precompressDir(dist);
    servers.push(await startServerProcess({ port: FIRST_PORT + i, env: { DIST_DIR: dist } }));
  }
  const browser = await startBrowser(FIRST_PORT - 1);
  try {
    const sessions = [];
    for (const s of servers) {
      const p = await signUpPlayer(s.url);
      sessions.push({ token: p.token, remote_id: p.remote_id, username: p.username, role: 'player' });
    }
    for (const route of ROUTES) {
      const figures: Figures[][] = DISTS.map(() => []);
      for (let run = 0; run < RUNS; run++) {
        for (const [i, s] of servers.entries()) {
          // An in-play event is picked before each run: one picked earlier may have ended.
          const path = route === '/odds-view' ? await inPlayOddsViewPath(s.url) : route;
          await prepareVisit(browser, s.url, SIGNED_IN(route) ? sessions[i]! : null);
          const f = (await lighthouseRun(browser, `${s.url}${path}`, SIGNED_IN(route))).figures;
          figures[i]!.push(f);
          console.log(`${route} ${DISTS[i]} run ${run + 1}: LCP ${f.lcpMs.toFixed(0)} TBT ${f.tbtMs.toFixed(0)} CLS ${f.cls.toFixed(3)} ${f.bytes} B`);
        }
      }
      for (const [i, dist] of DISTS.entries()) {
        const m = (pick: (f: Figures) => number) => median(figures[i]!.map(pick));
        console.log(
          `MEDIAN ${route} ${dist}: LCP ${m((f) => f.lcpMs).toFixed(0)} ms, TBT ${m((f) => f.tbtMs).toFixed(0)} ms, CLS ${m((f) => f.cls).toFixed(3)}, ${m((f) => f.bytes)} B`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) await s.stop();
  }
}

await main();
