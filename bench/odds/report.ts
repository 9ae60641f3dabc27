// Aggregation of samples into the per-scenario rows of odds-render.json, the ratios with their
// spread, the printed table, and the issue's targets judged as met or missed.
import { scenarioKey, type Scenario } from './fixtures.ts';
import type { BetPlaced, Impl, SampleResult, Tick } from './sample.ts';

export const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (s[lo] as number) + ((s[hi] as number) - (s[lo] as number)) * (pos - lo);
};
export const median = (xs: number[]) => quantile(xs, 0.5);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) : 0) / Math.max(1, xs.length);

export interface Row {
  scenario: string;
  rate: string;
  impl: Impl;
  samples: number;
  ticksPerSample: number;
  commitsPerTick: number;
  cellRendersPerTick: number;
  otherRendersPerTick: number;
  changedCellsPerTick: number;
  domMutationsPerTick: number;
  domMutationsByType: Tick['mutations'];
  messagesPerTick: number;
  bytesPerTick: number;
  maxBytesPerTick: number;
  layoutsPerTick: number;
  scriptMsPerTick: number;
  taskMsPerTick: number;
  workerMsPerTick: number;
  /** Median over samples of each sample's mean; the spread is p25..p75 of those means. */
  scriptMsSpread: [number, number];
  taskMsSpread: [number, number];
  mountMs: number;
  heapDeltaBytes?: number;
  livePriceAtoms?: number;
  priceCellsOnScreen?: number;
  burst?: { ticks: number; frames: number; maxCommitsPerFrame: number; lastWinsInAllSamples: boolean };
  /** The atoms variant on the event view: what a bet placed rendered, every sample. */
  betPlaced?: BetPlaced[];
}

export interface Ratio {
  scenario: string;
  rate: string;
  metric: 'scriptMsPerTick' | 'taskMsPerTick';
  of: string;
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
  samples: number;
}

const per = (ticks: Tick[], f: (t: Tick) => number) => mean(ticks.map(f));
const mutationsOf = (t: Tick) => t.mutations.characterData + t.mutations.attributes + t.mutations.childList;

export function aggregate(scenario: Scenario, impl: Impl, samples: SampleResult[]): Row {
  const m = (f: (t: Tick) => number) => median(samples.map((s) => per(s.ticks, f)));
  const script = samples.map((s) => per(s.ticks, (t) => t.scriptMs));
  const task = samples.map((s) => per(s.ticks, (t) => t.taskMs));
  const row: Row = {
    scenario: scenario.id,
    rate: scenario.rate,
    impl,
    samples: samples.length,
    ticksPerSample: samples[0]?.ticks.length ?? 0,
    commitsPerTick: m((t) => t.commits),
    cellRendersPerTick: m((t) => t.cellRenders),
    otherRendersPerTick: m((t) => t.otherRenders),
    changedCellsPerTick: m((t) => t.changedCells),
    domMutationsPerTick: m(mutationsOf),
    domMutationsByType: {
      characterData: m((t) => t.mutations.characterData),
      attributes: m((t) => t.mutations.attributes),
      childList: m((t) => t.mutations.childList),
      style: m((t) => t.mutations.style),
    },
    messagesPerTick: m((t) => t.messages),
    bytesPerTick: m((t) => t.bytes),
    maxBytesPerTick: Math.max(0, ...samples.flatMap((s) => s.ticks.map((t) => t.bytes))),
    layoutsPerTick: m((t) => t.layouts),
    scriptMsPerTick: median(script),
    taskMsPerTick: median(task),
    workerMsPerTick: m((t) => t.workerMs),
    scriptMsSpread: [quantile(script, 0.25), quantile(script, 0.75)],
    taskMsSpread: [quantile(task, 0.25), quantile(task, 0.75)],
    mountMs: median(samples.map((s) => s.mountMs ?? NaN)),
  };
  const placed = samples.flatMap((s) => (s.betPlaced ? [s.betPlaced] : []));
  if (placed.length) row.betPlaced = placed;
  if (scenario.id === 'S6') {
    row.heapDeltaBytes = median(samples.map((s) => (s.heapEnd ?? 0) - (s.heapStart ?? 0)));
    row.livePriceAtoms = Math.max(...samples.map((s) => s.livePriceAtoms ?? 0));
    row.priceCellsOnScreen = Math.max(...samples.map((s) => s.priceCellsOnScreen ?? 0));
  }
  if (scenario.id === 'S7') {
    row.burst = {
      ticks: median(samples.map((s) => s.burst?.ticks ?? 0)),
      frames: median(samples.map((s) => s.burst?.frames ?? 0)),
      maxCommitsPerFrame: Math.max(...samples.map((s) => s.burst?.maxCommitsPerFrame ?? 0)),
      lastWinsInAllSamples: samples.every((s) => s.burst?.lastWins === true),
    };
  }
  return row;
}

/** Ratios per interleaved pair of samples (atoms sample i against naive/vanilla sample i). */
export function ratios(scenario: Scenario, by: Record<Impl, SampleResult[]>): Ratio[] {
  const out: Ratio[] = [];
  for (const other of ['naive', 'vanilla'] as const) {
    for (const metric of ['scriptMsPerTick', 'taskMsPerTick'] as const) {
      const f = (s: SampleResult) => per(s.ticks, (t) => (metric === 'scriptMsPerTick' ? t.scriptMs : t.taskMs));
      const rs = by.atoms
        .map((a, i) => {
          const o = by[other][i];
          return o ? f(a) / f(o) : NaN;
        })
        .filter(Number.isFinite);
      out.push({
        scenario: scenario.id,
        rate: scenario.rate,
        metric,
        of: `atoms/${other}`,
        median: median(rs),
        p25: quantile(rs, 0.25),
        p75: quantile(rs, 0.75),
        min: Math.min(...rs),
        max: Math.max(...rs),
        samples: rs.length,
      });
    }
  }
  return out;
}

const f = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : '-');
export function table(rows: Row[], rs: Ratio[]): string {
  const head = [
    'scenario',
    'impl',
    'commits',
    'cellR',
    'otherR',
    'changed',
    'DOM (c/a/l/style)',
    'msgs',
    'bytes',
    'layouts',
    'script ms',
    'task ms',
    'x naive',
    'x vanilla',
  ];
  const lines = rows.map((r) => {
    const ratio = (of: string) => {
      if (r.impl !== 'atoms') return '';
      const x = rs.find((q) => q.scenario === r.scenario && q.rate === r.rate && q.of === of && q.metric === 'scriptMsPerTick');
      return x ? `${f(x.median)} (${f(x.p25)}-${f(x.p75)})` : '';
    };
    const d = r.domMutationsByType;
    return [
      `${r.scenario} ${r.rate}`,
      r.impl,
      f(r.commitsPerTick),
      f(r.cellRendersPerTick, 1),
      f(r.otherRendersPerTick, 1),
      f(r.changedCellsPerTick, 1),
      `${f(r.domMutationsPerTick, 0)} (${f(d.characterData, 0)}/${f(d.attributes, 0)}/${f(d.childList, 0)}/${f(d.style, 0)})`,
      f(r.messagesPerTick),
      f(r.bytesPerTick, 0),
      f(r.layoutsPerTick),
      `${f(r.scriptMsPerTick, 3)}`,
      f(r.taskMsPerTick, 3),
      ratio('atoms/naive'),
      ratio('atoms/vanilla'),
    ];
  });
  const all = [head, ...lines];
  const widths = head.map((_, i) => Math.max(...all.map((l) => String(l[i]).length)));
  return all.map((l) => l.map((c, i) => String(c).padEnd(widths[i] as number)).join('  ')).join('\n');
}

export interface TargetLine {
  target: string;
  met: boolean;
  detail: string;
}

/** The issue's targets, judged on the atoms variant (the production path). */
export function targets(rows: Row[], rs: Ratio[], ticks: Map<string, Tick[]>): TargetLine[] {
  const out: TargetLine[] = [];
  const row = (id: string, rate: string, impl: Impl = 'atoms') => rows.find((r) => r.scenario === id && r.rate === rate && r.impl === impl);
  const atomTicks = (pred: (key: string) => boolean) => [...ticks.entries()].filter(([k]) => k.startsWith('atoms|') && pred(k.slice(6))).flatMap(([, t]) => t);
  const s0 = row('S0', '0');
  if (s0) {
    const ok = s0.messagesPerTick === 0 && s0.commitsPerTick === 0 && s0.cellRendersPerTick + s0.otherRendersPerTick === 0 && s0.domMutationsPerTick === 0;
    out.push({
      target: 'S0: 0 messages, 0 commits, 0 renders, 0 DOM mutations per tick',
      met: ok,
      detail: `${s0.messagesPerTick}/${s0.commitsPerTick}/${s0.cellRendersPerTick + s0.otherRendersPerTick}/${s0.domMutationsPerTick}`,
    });
  }
  const stepped = atomTicks((k) => !k.startsWith('S7') && !k.startsWith('S0'));
  const nonEmpty = stepped.filter((t) => t.messages > 0);
  const bad = nonEmpty.filter((t) => t.commits !== 1).length;
  // Where the misses are, e.g. "S5@10%: 2 ticks with 2 commits".
  const where = [...ticks.entries()]
    .filter(([k]) => k.startsWith('atoms|') && !k.includes('S7') && !k.includes('S0'))
    .flatMap(([k, ts]) =>
      [...new Set(ts.filter((t) => t.messages > 0 && t.commits !== 1).map((t) => t.commits))].map(
        (c) => `${k.slice(6)}: ${ts.filter((t) => t.messages > 0 && t.commits === c).length} ticks with ${c} commits`,
      ),
    );
  out.push({
    target: 'every non-empty tick: exactly 1 commit',
    met: bad === 0 && nonEmpty.length > 0,
    detail: `${nonEmpty.length - bad}/${nonEmpty.length} ticks${where.length ? ` (${where.join(', ')})` : ''}`,
  });
  const s7 = row('S7', 'burst');
  if (s7?.burst) {
    out.push({
      target: 'S7: at most 1 commit per frame, and the last value wins',
      met: s7.burst.maxCommitsPerFrame <= 1 && s7.burst.lastWinsInAllSamples,
      detail: `max ${s7.burst.maxCommitsPerFrame} commits in a frame, last value won in every sample: ${s7.burst.lastWinsInAllSamples}; ${s7.burst.ticks} feed ticks in ${s7.burst.frames} frames`,
    });
  }
  const priceOnly = stepped.filter((t) => t.messages > 0 && t.otherKeys === 0);
  const renderMiss = priceOnly.filter((t) => t.cellRenders !== t.changedCells).length;
  out.push({
    target: 'price-cell renders equal changed cells',
    met: renderMiss === 0 && priceOnly.length > 0,
    detail: `${priceOnly.length - renderMiss}/${priceOnly.length} price-only ticks`,
  });
  const otherMiss = priceOnly.filter((t) => t.otherRenders !== 0).length;
  out.push({
    target: 'other renders 0 on price-only ticks',
    met: otherMiss === 0 && priceOnly.length > 0,
    detail: `${priceOnly.length - otherMiss}/${priceOnly.length} price-only ticks`,
  });
  const domMiss = priceOnly.filter((t) => mutationsOf(t) > 3 * t.changedCells).length;
  const worst = Math.max(0, ...priceOnly.map((t) => (t.changedCells ? mutationsOf(t) / t.changedCells : 0)));
  const worstOwn = Math.max(0, ...priceOnly.map((t) => (t.changedCells ? (mutationsOf(t) - t.mutations.style) / t.changedCells : 0)));
  out.push({
    target: 'at most 3 DOM mutation records per changed cell',
    met: domMiss === 0,
    detail: `worst ${f(worst)} per cell, ${f(worstOwn)} without inline-style animation frames; ${domMiss}/${priceOnly.length} price-only ticks over`,
  });
  const childList = [...ticks.entries()]
    .filter(([k]) => k.startsWith('atoms|') && !k.startsWith('atoms|S5'))
    .map(([k, t]) => [k.slice(6), t.reduce((n, x) => n + x.mutations.childList, 0)] as const)
    .filter(([, n]) => n > 0);
  out.push({
    target: 'no childList records except in S5',
    met: childList.length === 0,
    detail: childList.length ? childList.map(([k, n]) => `${k}: ${n}`).join(', ') : 'none',
  });
  const withPlayer = stepped.filter((t) => t.player && t.messages > 0);
  if (withPlayer.length) {
    const wrong = withPlayer.filter((t) => {
      const p = t.player!;
      return p.openBets !== 0 || (p.slipMoved ? p.slip !== 1 || p.pnl !== 1 : p.slip !== 0 || p.pnl !== 0);
    }).length;
    out.push({
      target: "slip open, positions and open bets on screen: a tick renders the slip and one preview only when it moves the slip's price, open bets never",
      met: wrong === 0,
      detail: `${withPlayer.length - wrong}/${withPlayer.length} ticks`,
    });
  }
  const placed = rows.flatMap((r) => (r.impl === 'atoms' ? (r.betPlaced ?? []) : []));
  if (placed.length) {
    const cells = Math.max(...placed.map((b) => b.cellRenders));
    out.push({
      target: 'a bet placed (positions, open bets, exposure written) renders no price cell',
      met: cells === 0,
      detail: `max ${cells} price-cell renders over ${placed.length} bets`,
    });
  }
  const allTicks = atomTicks(() => true);
  const maxMsgs = Math.max(0, ...allTicks.map((t) => t.messages));
  out.push({ target: 'at most 1 message per tick', met: maxMsgs <= 1, detail: `max ${f(maxMsgs)}` });
  const big = rows.filter((r) => r.impl === 'atoms' && r.maxBytesPerTick > 10 * 1024);
  out.push({
    target: 'at most 10 KiB per message',
    met: big.length === 0,
    detail: big.length
      ? big.map((r) => `${r.scenario} ${r.rate}: ${f(r.maxBytesPerTick / 1024, 1)} KiB`).join(', ')
      : `max ${f(Math.max(...rows.filter((r) => r.impl === 'atoms').map((r) => r.maxBytesPerTick)) / 1024, 1)} KiB`,
  });
  const s6 = row('S6', '10%');
  if (s6) {
    out.push({
      target: 'after S6 and a GC: no price-cell atoms left but those on screen',
      met: s6.livePriceAtoms === s6.priceCellsOnScreen,
      detail: `${s6.livePriceAtoms} price atoms, ${s6.priceCellsOnScreen} price cells on screen`,
    });
    out.push({
      target: 'after S6 and a GC: heap within 2 MB of the start',
      met: Math.abs(s6.heapDeltaBytes ?? Infinity) <= 2 * 1024 * 1024,
      detail: `${f((s6.heapDeltaBytes ?? NaN) / 1024 / 1024)} MB`,
    });
  }
  const ratio = (id: string, rate: string, of: string, metric: Ratio['metric']) =>
    rs.find((q) => q.scenario === id && q.rate === rate && q.of === of && q.metric === metric);
  const check = (label: string, r: Ratio | undefined, limit: number) => {
    if (r) out.push({ target: label, met: r.median <= limit, detail: `${f(r.median, 3)} (p25-p75 ${f(r.p25, 3)}-${f(r.p75, 3)}, ${r.samples} pairs)` });
  };
  check('S1 at 10 %: script time at most 0.15 x naive', ratio('S1', '10%', 'atoms/naive', 'scriptMsPerTick'), 0.15);
  check('S4 at 10 %: script time at most 0.10 x naive', ratio('S4', '10%', 'atoms/naive', 'scriptMsPerTick'), 0.1);
  check('S4 at 10 %: total main-thread time at most 1.25 x vanilla', ratio('S4', '10%', 'atoms/vanilla', 'taskMsPerTick'), 1.25);
  return out;
}

export function besides(rows: Row[], ticks: Map<string, Tick[]>): string[] {
  const s1 = ticks.get('atoms|S1@10%') ?? [];
  const task = s1.map((t) => t.taskMs);
  const row = rows.find((r) => r.scenario === 'S1' && r.rate === '10%' && r.impl === 'atoms');
  const worker = s1.map((t) => t.workerMs);
  const playerLines = [...ticks.entries()]
    .filter(([k, ts]) => k.startsWith('atoms|') && ts.some((t) => t.player))
    .map(([k, ts]) => {
      const live = ts.filter((t) => t.player && t.messages > 0);
      const moved = live.filter((t) => t.player!.slipMoved);
      const still = live.filter((t) => !t.player!.slipMoved);
      const sum = (xs: Tick[], f: (p: NonNullable<Tick['player']>) => number) => xs.reduce((n, t) => n + f(t.player!), 0);
      const each = (xs: Tick[]) =>
        `BetSlip ${sum(xs, (p) => p.slip)}, RunnerPnl ${sum(xs, (p) => p.pnl)}, OpenBets ${sum(xs, (p) => p.openBets)}; their DOM records ${sum(xs, (p) => p.mutations)}`;
      const row = rows.find((r) => keyOf(r.impl, { id: r.scenario, rate: r.rate } as Scenario) === k);
      const bet = row?.betPlaced?.[0];
      const placedText = bet
        ? `; a bet placed: ${bet.cellRenders} price cells, ${bet.commits} commit(s), ${
            Object.entries({
              ...bet.otherByComponent,
              ...(bet.player ? { BetSlip: bet.player.slip, RunnerPnl: bet.player.pnl, OpenBets: bet.player.openBets } : {}),
            })
              .filter(([, n]) => n > 0)
              .map(([c, n]) => `${c} ${n}`)
              .join(', ') || 'nothing else'
          }`
        : '';
      return `${k.slice(6)} with the slip open (stake typed), 3 runner P/L labels and 2 open bets: renders in total over ${live.length} ticks: ${moved.length} ticks moved the slip's price (${each(moved)}), ${still.length} did not (${each(still)})${placedText}`;
    });
  return [
    ...playerLines,
    `S1 at 10 %, atoms: main-thread time per tick median ${f(median(task), 3)} ms, p95 ${f(quantile(task, 0.95), 3)} ms (script ${f(median(s1.map((t) => t.scriptMs)), 3)} ms)`,
    `S1 at 10 %: worker time per tick (parse + validate + normalize + diff) median ${f(median(worker), 3)} ms, p95 ${f(quantile(worker, 0.95), 3)} ms`,
    `S1 mount (first image to filled screen, main-thread task time): atoms ${f(row?.mountMs ?? NaN)} ms, naive ${f(rows.find((r) => r.scenario === 'S1' && r.rate === '10%' && r.impl === 'naive')?.mountMs ?? NaN)} ms, vanilla ${f(rows.find((r) => r.scenario === 'S1' && r.rate === '10%' && r.impl === 'vanilla')?.mountMs ?? NaN)} ms`,
  ];
}

export const keyOf = (impl: Impl, s: Scenario) => `${impl}|${scenarioKey(s)}`;
