// Reads a V8 CPU profile (node --cpu-prof, e.g. from `npm run bench:api -- --cpu-prof=.tmp/prof`) and
// prints where the time went: self time by function and by file (a package counts as one file), and
// the inclusive (self + callees) time of the heaviest functions of our own code.
//   npx tsx bench/api/profile-summary.ts .tmp/prof/CPU.*.cpuprofile [--top=25] [--all] [--window=12-18]
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const TOP = Number(args.find((a) => a.startsWith('--top='))?.split('=')[1] ?? 25);
/** --all: the inclusive table covers packages and Node too, not only our own code. */
const ALL = args.includes('--all');
/**
 * --window=FROM-TO (seconds from the profile's start): only the samples in that span, e.g. the load of
 * one case without the server's start-up or the ceiling's turn. The busy time per second is printed
 * first, to find the span.
 */
const WINDOW = args
  .find((a) => a.startsWith('--window='))
  ?.split('=')[1]
  ?.split('-')
  .map(Number);
const file = args.find((a) => !a.startsWith('--'));
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--top=N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

/** A short place name: the package for node_modules, the path from the repository for our own files. */
function placeOf(url: string): string {
  if (!url) return '(native/V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `npm:${pkg[1]}`;
  if (url.startsWith('node:')) return url;
  const own = /\/(server|contracts|src|bench)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node: each sample's delta goes to the node on top of the stack then.
const selfUs = new Map<number, number>();
const busyBySecond: number[] = [];
let totalUs = 0;
let clockUs = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  clockUs += dt;
  const second = Math.floor(clockUs / 1e6);
  if (byId.get(id)!.callFrame.functionName !== '(idle)') busyBySecond[second] = (busyBySecond[second] ?? 0) + dt;
  if (WINDOW && (clockUs < WINDOW[0]! * 1e6 || clockUs >= WINDOW[1]! * 1e6)) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + dt);
  totalUs += dt;
});

const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'}  ${placeOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const bySelf = new Map<string, number>();
const byPlace = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id)!;
  bySelf.set(label(n), (bySelf.get(label(n)) ?? 0) + us);
  byPlace.set(placeOf(n.callFrame.url), (byPlace.get(placeOf(n.callFrame.url)) ?? 0) + us);
  // Inclusive: each distinct function on the stack gets the sample once (recursion counted once).
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at)!;
    if (!ALL && !/^(server|contracts)\//.test(placeOf(frame.callFrame.url))) continue;
    const key = label(frame);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}

const pct = (us: number) => `${((100 * us) / totalUs).toFixed(1).padStart(5)}%`;
const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
function print(title: string, map: Map<string, number>) {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${ms(us)} ${pct(us)}  ${k}`);
}
console.log(`busy ms per second: ${Array.from(busyBySecond, (us, s) => `${s}:${Math.round((us ?? 0) / 1000)}`).join(' ')}`);
console.log(`${file}: ${(totalUs / 1e6).toFixed(1)} s sampled${WINDOW ? ` (seconds ${WINDOW[0]}-${WINDOW[1]})` : ''}`);
print('self time by file or package', byPlace);
print('self time by function', bySelf);
print(ALL ? 'inclusive time' : 'inclusive time, our own code (server/, contracts/)', inclusive);
