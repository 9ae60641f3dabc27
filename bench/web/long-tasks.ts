// The main thread's long tasks in one Lighthouse run, read from its saved trace: what a TBT figure is made
// of. Lighthouse's own long-tasks audit gives simulated durations and one URL a task; this prints each
// observed task that the simulation's 4x CPU slowdown makes long (observed >= 12 ms), after the first
// paint, with its time by kind (script, style and layout, paint …) and, where the trace carries V8's
// sampling profile, the functions that took its time, mapped through the build's source maps when the
// build has them (`npx vite build --sourcemap --outDir .tmp/dist-map`, then DIST_DIR=.tmp/dist-map).
//   npx tsx bench/web/long-tasks.ts /games?type=SLOT      # or /, /login, odds, /deposit …
//   … --profile     with V8's sampling profile (the functions behind each task; every task runs slower)
//   … --again       reads the last run's saved trace again
//   TRACE_CATEGORIES=blink,v8 …   more trace categories: names for the work under a task's bare RunTask time
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { SourceMapConsumer } from 'source-map-js';
import { buildClientIfStale } from '../../scripts/client-build.ts';
import { precompressDir } from '../../scripts/precompress.ts';
import { inPlayOddsViewPath, signUpPlayer, startServerProcess } from '../lib/server-process.ts';
import { prepareVisit, startBrowser } from './lighthouse-run.ts';

const route = process.argv[2] ?? '/';
const SERVER_PORT = Number(process.env.BENCH_WEB_PORT ?? 8971);
const BROWSER_PORT = Number(process.env.BENCH_BROWSER_PORT ?? 8970);
const DIST = process.env.DIST_DIR ?? 'dist';
/** Lighthouse's simulated throttling multiplies observed CPU time by 4: 12.5 ms observed is a 50 ms task. */
const LONG_OBSERVED_MS = 12;
const PROFILE = process.argv.includes('--profile');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> };
}
interface TaskNode {
  event: TraceEvent;
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  children: TaskNode[];
  parent?: TaskNode;
  attributableURLs: string[];
  group: { id: string; label: string };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

async function gather(dir: string) {
  await buildClientIfStale();
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
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
      gatherMode: dir,
      auditMode: dir,
      // V8's sampler slows every task of the page (a third or more): its durations are not Lighthouse's.
      // TRACE_CATEGORIES adds trace categories of one's own (e.g. `blink,v8,loading`): the work a task's
      // bare RunTask self time hides gets its own names, at some cost to every task's duration.
      ...(PROFILE || process.env.TRACE_CATEGORIES
        ? { additionalTraceCategories: [PROFILE ? 'disabled-by-default-v8.cpu_profiler' : '', process.env.TRACE_CATEGORIES ?? ''].filter(Boolean).join(',') }
        : {}),
    });
    const a = result!.lhr.audits;
    console.log(
      `${path}: score ${Math.round((result!.lhr.categories.performance?.score ?? 0) * 100)} LCP ${a['largest-contentful-paint']?.numericValue?.toFixed(0)} TBT ${a['total-blocking-time']?.numericValue?.toFixed(0)}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The sampling profile of the main thread: each sample's time (trace µs) and its leaf node. */
function profileSamples(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const starts = new Map<string, number>();
  // The Profile event is the profiled thread's; its chunks come from V8's profiler thread, tied by id.
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid && e.id)
      starts.set(e.id, Number((e.args?.data as { startTime?: number } | undefined)?.startTime ?? 0));
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !e.id || !starts.has(e.id)) continue;
    const data = e.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    let ts = starts.get(e.id)!;
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
    starts.set(e.id, ts);
  }
  return { nodes, samples };
}

const maps = new Map<string, SourceMapConsumer | null>();
function original(url: string, line: number, column: number): string {
  const file = url.replace(/^https?:\/\/[^/]+\//, '');
  if (!maps.has(file)) {
    const mapPath = join(DIST, `${file}.map`);
    maps.set(file, existsSync(mapPath) ? new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8'))) : null);
  }
  const map = maps.get(file);
  const at = map?.originalPositionFor({ line: line + 1, column });
  if (at?.source) return `${at.source.replace(/^(\.\.\/)+/, '')}:${at.line}${at.name ? ` ${at.name}` : ''}`;
  return `${file}:${line + 1}:${column}`;
}

/** Self time by trace event name over the task's tree: which work of the browser's a task was. */
function selfTimeByEvent(task: TaskNode, into = new Map<string, number>()) {
  into.set(task.event.name, (into.get(task.event.name) ?? 0) + task.selfTime);
  for (const c of task.children) selfTimeByEvent(c, into);
  return into;
}

function report(dir: string) {
  const trace = JSON.parse(readFileSync(join(dir, 'defaultPass.trace.json'), 'utf8')) as { traceEvents: TraceEvent[] };
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const origin = processed.timeOriginEvt.ts;
  const fcp = navigation.timestamps.firstContentfulPaint ?? origin;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ) as unknown as TaskNode[];
  const main = processed.mainThreadEvents[0]!;
  const { nodes, samples } = profileSamples(trace.traceEvents, main.pid, main.tid);
  const interval = samples.length > 1 ? (samples.at(-1)!.ts - samples[0]!.ts) / samples.length / 1000 : 0;
  console.log(`first paint at ${((fcp - origin) / 1000).toFixed(0)} ms observed; ${samples.length} profile samples (~${interval.toFixed(2)} ms apart)`);
  let blocking = 0;
  for (const task of tasks.filter((t) => !t.parent && t.duration >= LONG_OBSERVED_MS)) {
    const after = task.event.ts >= fcp;
    const simulated = task.duration * 4;
    if (after) blocking += Math.max(0, simulated - 50);
    const kinds = [...selfTimeByEvent(task)]
      .filter(([, ms]) => ms >= 1)
      .sort((p, q) => q[1] - p[1])
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    console.log(`\n${after ? '*' : ' '} at ${task.startTime.toFixed(0)} ms: ${task.duration.toFixed(1)} ms (x4 ${simulated.toFixed(0)}): ${kinds.join(', ')}`);
    console.log(`    ${task.attributableURLs.map((u) => u.replace(/^https?:\/\/[^/]+/, '')).join(' ')}`);
    const inside = samples.filter((s) => s.ts >= task.event.ts && s.ts < task.event.ts + task.duration * 1000);
    const byFrame = new Map<string, number>();
    for (const s of inside) {
      const node = nodes.get(s.node);
      if (!node) continue;
      const f = node.callFrame;
      const key = f.url ? original(f.url, f.lineNumber, f.columnNumber) : `(${f.functionName || 'native'})`;
      byFrame.set(key, (byFrame.get(key) ?? 0) + 1);
    }
    const top = [...byFrame].sort((p, q) => q[1] - p[1]).slice(0, 8);
    for (const [frame, n] of top) console.log(`    ${String(n).padStart(4)} samples  ${frame}`);
    // The same samples charged to the nearest frame of the project's own code up the stack (src/,
    // contracts/, workers/): which of our calls a library's time was spent for.
    const byOwn = new Map<string, number>();
    for (const s of inside) {
      for (let node = nodes.get(s.node); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const f = node.callFrame;
        if (!f.url) continue;
        const at = original(f.url, f.lineNumber, f.columnNumber);
        if (!/^(src|contracts|workers)\//.test(at)) continue;
        byOwn.set(at, (byOwn.get(at) ?? 0) + 1);
        break;
      }
    }
    const own = [...byOwn].sort((p, q) => q[1] - p[1]).slice(0, 6);
    if (own.length > 0) console.log(`    ours: ${own.map(([at, n]) => `${at} (${n})`).join(', ')}`);
  }
  console.log(`\nTBT from observed tasks x4 after the first paint (Lighthouse simulates its own): ${blocking.toFixed(0)} ms`);
}

const dir = `.tmp/lh-trace-${route.replace(/\W+/g, '_')}`;
if (!process.argv.includes('--again')) {
  rmSync(dir, { recursive: true, force: true });
  await gather(dir);
}
report(dir);
