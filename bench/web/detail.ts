// The why behind a bench:web figure: one Lighthouse run on one route, printing what moved (layout
// shifts and their elements), the largest paint's element and phases, the script start-up by file,
// the main-thread work by kind, and every request with its bytes. For finding a cause, not a score.
//   npx tsx bench/web/detail.ts /              # or /login, odds (an in-play odds view, signed in), /deposit …
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { buildClientIfStale } from '../../scripts/client-build.ts';
import { precompressDir } from '../../scripts/precompress.ts';
import { writeFloorPage } from '../lib/floor-page.ts';
import { inPlayOddsViewPath, signUpPlayer, startServerProcess } from '../lib/server-process.ts';
import { prepareVisit, startBrowser } from './lighthouse-run.ts';

const route = process.argv[2] ?? '/';
const SERVER_PORT = Number(process.env.BENCH_WEB_PORT ?? 8971);
const BROWSER_PORT = Number(process.env.BENCH_BROWSER_PORT ?? 8970);
const DIST = process.env.DIST_DIR ?? 'dist';

type Item = Record<string, unknown>;
const items = (audit: { details?: unknown } | undefined): Item[] => (audit?.details as { items?: Item[] } | undefined)?.items ?? [];
const node = (n: unknown) => {
  const x = n as { selector?: string; snippet?: string } | undefined;
  return x ? `${x.selector ?? ''} ${x.snippet ?? ''}`.slice(0, 160) : '';
};

await buildClientIfStale();
writeFloorPage(DIST);
precompressDir(DIST);
const server = await startServerProcess({ port: SERVER_PORT });
const browser = await startBrowser(BROWSER_PORT);
try {
  const signedIn = !['/', '/login', '/signup', '/games?type=SLOT'].includes(route);
  const player = await signUpPlayer(server.url);
  const session = { token: player.token, remote_id: player.remote_id, username: player.username, role: 'player' };
  const path = route === 'odds' ? await inPlayOddsViewPath(server.url) : route;
  await prepareVisit(browser, server.url, signedIn ? session : null);
  const result = await lighthouse(`${server.url}${path}`, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: signedIn,
  });
  const a = result!.lhr.audits;
  writeFileSync(`.tmp/lhr-${route.replace(/\W+/g, '_')}.json`, JSON.stringify(result!.lhr));
  console.log(
    `score ${Math.round((result!.lhr.categories.performance?.score ?? 0) * 100)} LCP ${a['largest-contentful-paint']?.numericValue?.toFixed(0)} TBT ${a['total-blocking-time']?.numericValue?.toFixed(0)} CLS ${a['cumulative-layout-shift']?.numericValue?.toFixed(3)} bytes ${a['total-byte-weight']?.numericValue}`,
  );
  console.log('\nlayout shifts:');
  for (const s of items(a['layout-shifts']))
    console.log(
      `  ${Number(s.score).toFixed(4)}  ${node(s.node)}`,
      JSON.stringify((s.subItems as { items?: unknown[] } | undefined)?.items ?? []).slice(0, 300),
    );
  console.log('\nLCP element:');
  for (const table of items(a['largest-contentful-paint-element']))
    for (const row of (table as { items?: Item[] }).items ?? []) console.log(`  ${node(row.node) || JSON.stringify(row)}`);
  console.log('\nscript start-up (bootup-time):');
  for (const s of items(a['bootup-time']))
    console.log(
      `  ${String(Math.round(Number(s.total))).padStart(6)} ms  script ${Math.round(Number(s.scripting))}  parse ${Math.round(Number(s.scriptParseCompile))}  ${s.url}`,
    );
  console.log('\nmain thread:');
  for (const s of items(a['mainthread-work-breakdown'])) console.log(`  ${String(Math.round(Number(s.duration))).padStart(6)} ms  ${s.groupLabel ?? s.group}`);
  console.log('\nrequests:');
  for (const r of items(a['network-requests']))
    console.log(
      `  ${String(r.transferSize).padStart(8)}  ${String(Math.round(Number(r.networkRequestTime ?? 0))).padStart(6)}-${String(Math.round(Number(r.networkEndTime ?? 0))).padEnd(6)} ${r.priority ?? ''} ${String(r.url).replace(server.url, '')}`,
    );
} finally {
  await browser.close();
  await server.stop();
}
