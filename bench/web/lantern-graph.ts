// Why Lighthouse's simulated FCP and LCP are what they are, from one saved run: the nodes of Lantern's
// first-paint graphs (requests and main-thread tasks) with their simulated start and end, and which of the
// two metrics binds (Lighthouse reports LCP as the larger of its LCP and FCP estimates). What-ifs recompute
// the same run with requests taken out or resized, so a change can be weighed without this machine's
// run-to-run noise (docs/decisions/0164). The run is the one `bench/web/long-tasks.ts <route>` saved.
//   npx tsx bench/web/lantern-graph.ts .tmp/lh-trace-_games_type_SLOT
//   … --drop=locale-en-errors            as if that request were not made (a regular expression on its URL)
//   … --bytes=vendor-shell=60000         as if that response were 60,000 bytes on the wire
//   … --drop=a --drop=b --bytes=c=1000   several at once
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

interface DevtoolsEvent {
  method: string;
  params: { requestId?: string; request?: { url: string }; encodedDataLength?: number; response?: { encodedDataLength?: number } };
}
interface GraphNode {
  type: 'network' | 'cpu';
  duration: number;
  request: { url: string; priority: string; transferSize: number };
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

const dir = process.argv[2];
if (!dir || dir.startsWith('--')) throw new Error('usage: lantern-graph.ts <run folder saved by long-tasks.ts> [--drop=re] [--bytes=re=n]');
const drops = process.argv.filter((a) => a.startsWith('--drop=')).map((a) => new RegExp(a.slice(7)));
const resizes = process.argv
  .filter((a) => a.startsWith('--bytes='))
  .map((a) => {
    const [pattern, bytes] = [a.slice(8, a.lastIndexOf('=')), Number(a.slice(a.lastIndexOf('=') + 1))];
    return { re: new RegExp(pattern), bytes };
  });

/** The run's Lantern FCP and LCP, with the devtools log edited first (a dropped request, a resized answer). */
async function simulate(edit: boolean) {
  const artifacts = (await loadArtifacts(dir!)) as unknown as Record<string, unknown> & { DevtoolsLog: DevtoolsEvent[] };
  if (edit) {
    const dropped = new Set<string>();
    const resized = new Map<string, number>();
    for (const e of artifacts.DevtoolsLog) {
      if (e.method !== 'Network.requestWillBeSent' || !e.params.request) continue;
      const url = e.params.request.url;
      if (drops.some((re) => re.test(url))) dropped.add(e.params.requestId!);
      const r = resizes.find((x) => x.re.test(url));
      if (r) resized.set(e.params.requestId!, r.bytes);
    }
    artifacts.DevtoolsLog = artifacts.DevtoolsLog.filter((e) => !dropped.has(e.params?.requestId ?? ''));
    for (const e of artifacts.DevtoolsLog) {
      const bytes = resized.get(e.params?.requestId ?? '');
      if (bytes === undefined) continue;
      // Lantern takes a request's size from its loadingFinished; the chunks before it must not add to it.
      if (e.method === 'Network.loadingFinished') e.params.encodedDataLength = bytes;
      if (e.method === 'Network.dataReceived') e.params.encodedDataLength = 0;
      if (e.method === 'Network.responseReceived' && e.params.response) e.params.response.encodedDataLength = 0;
    }
  }
  const settings = { ...defaultSettings };
  const context = { computedCache: new Map(), settings } as never;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  } as never;
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as unknown as LanternResult;
  const lcp = (await LanternLargestContentfulPaint.request(data, context)) as unknown as LanternResult;
  // Blocking time is counted from FCP on: a what-if that brings FCP forward exposes start-up tasks to it.
  const tbt = (await LanternTotalBlockingTime.request(data, context)) as unknown as { timing: number };
  return { fcp, lcp, tbt };
}

function describe(node: GraphNode) {
  if (node.type === 'network')
    return `${node.request.priority.padEnd(8)} ${String(node.request.transferSize).padStart(6)} B  ${node.request.url.replace(/^https?:\/\/[^/]+/, '')}`;
  return `main-thread task, ${(node.duration / 1000).toFixed(1)} ms observed`;
}

function printGraph(label: string, estimate: Estimate) {
  console.log(`\n${label} (ends at ${estimate.timeInMs.toFixed(0)} ms):`);
  const rows = [...estimate.nodeTimings].sort((p, q) => p[1].endTime - q[1].endTime);
  for (const [node, t] of rows) console.log(`  ${t.startTime.toFixed(0).padStart(5)}-${t.endTime.toFixed(0).padStart(5)} ms  ${describe(node)}`);
}

const line = (label: string, r: Awaited<ReturnType<typeof simulate>>) => {
  // Lantern's own LCP (half its optimistic graph's time, half its pessimistic one's) before it is raised to FCP.
  const own = (r.lcp.optimisticEstimate.timeInMs + r.lcp.pessimisticEstimate.timeInMs) / 2;
  const binds = r.fcp.timing > own ? 'FCP binds' : 'LCP binds';
  return `${label.padEnd(10)} reported LCP ${r.lcp.timing.toFixed(0)} ms (${binds}: FCP ${r.fcp.timing.toFixed(0)}, LCP's own estimate ${own.toFixed(0)}), TBT ${r.tbt.timing.toFixed(0)} ms`;
};

const measured = await simulate(false);
printGraph('FCP, optimistic graph', measured.fcp.optimisticEstimate);
printGraph('LCP, pessimistic graph', measured.lcp.pessimisticEstimate);
console.log(`\n${line('as run', measured)}`);
if (drops.length > 0 || resizes.length > 0) console.log(line('what-if', await simulate(true)));
