// npm run bench:odds [-- --quick] [-- --only=S1,S4@10%] [-- --samples=N] [-- --tag=x]: the odds-view render benchmark.
// Builds bench/odds/page with vite, serves it on a loopback port, and runs every scenario in
// headless Chromium, variants interleaved (atoms, naive, vanilla, atoms, ...), each sample in a
// fresh browser context. Writes bench/results/odds-render.json and odds-render.html.
import { readFileSync, mkdirSync, writeFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chart } from './chart.ts';
import { benchDist as dist } from './vite.config.ts';
import { cpus, nproc } from './machine.ts';
import { SCENARIOS, scenarioKey, type Scenario } from './fixtures.ts';
import { aggregate, besides, keyOf, ratios, table, targets, type Ratio, type Row } from './report.ts';
import { IMPLS, runSample, type Impl, type SampleOptions, type SampleResult, type Tick } from './sample.ts';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const onlyArg = argv.find((a) => a.startsWith('--only='))?.slice(7) ?? (argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined);
const only = onlyArg ? onlyArg.split(',') : null;
/** --tag=x writes odds-render.x.json/.html, so a partial run does not replace the last whole one. */
const tag = argv.find((a) => a.startsWith('--tag='))?.slice(6);
const outName = tag ? `odds-render.${tag}` : 'odds-render';

const samplesArg = Number(argv.find((a) => a.startsWith('--samples='))?.slice(10));
/**
 * Samples per variant. An S6 sample opens 200 events for 20 ticks each (4,000 ticks, about 140 s on
 * a 2-core machine), so the full run takes 3 of those per variant, not 15: its point is the count of
 * atoms and the heap after it, which do not vary between samples. `--only=S6 --samples=15` runs more.
 */
const SAMPLES = samplesArg || (quick ? 2 : 15);
const S6_SAMPLES = samplesArg || (quick ? 1 : 3);
const opts: SampleOptions = quick
  ? { ticks: 10, bigTicks: 3, warmup: 1, s6Events: 3, s6Ticks: 20, burstMs: 1000, seed: 20261123 }
  : { ticks: 30, bigTicks: 10, warmup: 3, s6Events: 200, s6Ticks: 20, burstMs: 10_000, seed: 20261123 };

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const resultsDir = here('../results');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

async function main() {
  const started = Date.now();
  console.log(`bench:odds ${quick ? '(quick)' : '(full)'}: building the page…`);
  await build({ configFile: here('./vite.config.ts'), logLevel: 'warn' });
  const files = new Set(
    readdirSync(join(dist, 'assets'))
      .map((f) => `/assets/${f}`)
      .concat('/index.html'),
  );

  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname);
    if (!files.has(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(join(dist, path)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const version = browser.version();
  const rows: Row[] = [];
  const allRatios: Ratio[] = [];
  const ticks = new Map<string, Tick[]>();
  const scenarios: Scenario[] = SCENARIOS.filter((s) => !only || only.includes(s.id) || only.includes(scenarioKey(s)));
  try {
    for (const scenario of scenarios) {
      const n = scenario.id === 'S6' ? S6_SAMPLES : SAMPLES;
      const by: Record<Impl, SampleResult[]> = { atoms: [], naive: [], vanilla: [] };
      const t0 = Date.now();
      for (let i = 0; i < n; i++) {
        for (const impl of IMPLS) by[impl].push(await runSample(browser, baseUrl, impl, scenario, opts));
      }
      for (const impl of IMPLS) {
        rows.push(aggregate(scenario, impl, by[impl]));
        ticks.set(
          keyOf(impl, scenario),
          by[impl].flatMap((s) => s.ticks),
        );
      }
      allRatios.push(...ratios(scenario, by));
      console.log(`  ${scenarioKey(scenario)}: ${n} samples x 3 variants in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  } finally {
    await browser.close();
    server.close();
  }

  const machine = { nproc: nproc(), cpu: cpus(), chromium: version, node: process.version, quick, samples: SAMPLES, s6Samples: S6_SAMPLES, options: opts };
  const judged = targets(rows, allRatios, ticks);
  const beside = besides(rows, ticks);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, `${outName}.json`),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), machine, rows, ratios: allRatios, targets: judged, reportedBeside: beside }, null, 2)}\n`,
  );
  writeFileSync(join(resultsDir, `${outName}.html`), chart(rows, allRatios, judged, machine));

  console.log(`\n${table(rows, allRatios)}\n`);
  console.log(
    'columns: per tick, median over samples; DOM = mutation records (characterData/attributes/childList/style, style being the inline-style part of attributes); x naive, x vanilla = atoms script time over theirs, median (p25-p75) of interleaved pairs\n',
  );
  for (const t of judged) console.log(`${t.met ? 'met   ' : 'MISSED'}  ${t.target}: ${t.detail}`);
  for (const b of beside) console.log(`        ${b}`);
  console.log(
    `\nmachine: ${machine.nproc} cores, ${machine.cpu}, Chromium ${version}, Node ${process.version}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(`wrote bench/results/${outName}.json and bench/results/${outName}.html`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
