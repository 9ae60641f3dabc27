// One market as the stream has described it so far, and the rules that apply a market change to it
// (decision 0210): `img: true` replaces the market's prices with the image; a marketDefinition is always
// whole, so it replaces the last one and its runner list decides which runners exist; runner changes
// are deltas on their ladders; ltp, tv and the starting-price figures replace what was there.
import type { MarketChange, MarketDefinition, RunnerChange, RunnerDefinition } from './esa-schemas.ts';
import { applyLevelPriceVol, applyPriceVol, type LevelLadder, type PriceLadder } from './ladders.ts';

export interface RunnerState {
  selectionId: number;
  /** The runner's entry in the last market definition; null while only prices have named it. */
  definition: RunnerDefinition | null;
  /** Ladders stay null until the stream has sent that form, so a reader can tell "empty" from "not subscribed". */
  atb: PriceLadder | null;
  atl: PriceLadder | null;
  trd: PriceLadder | null;
  spb: PriceLadder | null;
  spl: PriceLadder | null;
  batb: LevelLadder | null;
  batl: LevelLadder | null;
  bdatb: LevelLadder | null;
  bdatl: LevelLadder | null;
  ltp: number | null;
  tv: number | null;
  spn: number | null;
  spf: number | null;
}

export interface MarketState {
  id: string;
  definition: MarketDefinition | null;
  runners: Map<number, RunnerState>;
  /** The market's total matched as the stream sent it (null: sum the runners). */
  tv: number | null;
  version: number;
  /** Recorded (publish) time of the last change, epoch ms. */
  publishedAt: number;
}

export function newMarketState(id: string): MarketState {
  return { id, definition: null, runners: new Map(), tv: null, version: 0, publishedAt: 0 };
}

function newRunner(selectionId: number, definition: RunnerDefinition | null): RunnerState {
  return {
    selectionId,
    definition,
    atb: null,
    atl: null,
    trd: null,
    spb: null,
    spl: null,
    batb: null,
    batl: null,
    bdatb: null,
    bdatl: null,
    ltp: null,
    tv: null,
    spn: null,
    spf: null,
  };
}

function runnerFor(state: MarketState, selectionId: number): RunnerState {
  let runner = state.runners.get(selectionId);
  if (!runner) {
    runner = newRunner(selectionId, null);
    state.runners.set(selectionId, runner);
  }
  return runner;
}

/** The definition's runner list is the market's: new runners join, runners no longer listed leave with their prices. */
function applyDefinition(state: MarketState, definition: MarketDefinition): void {
  state.definition = definition;
  if (!definition.runners) return;
  const listed = new Set<number>();
  for (const def of definition.runners) {
    listed.add(def.id);
    const runner = state.runners.get(def.id);
    if (runner) runner.definition = def;
    else state.runners.set(def.id, newRunner(def.id, def));
  }
  for (const id of state.runners.keys()) if (!listed.has(id)) state.runners.delete(id);
}

function priceLadder(current: PriceLadder | null, changes: RunnerChange['atb']): PriceLadder | null {
  if (!changes) return current;
  const ladder = current ?? new Map<number, number>();
  applyPriceVol(ladder, changes);
  return ladder;
}

function levelLadder(current: LevelLadder | null, changes: RunnerChange['batb']): LevelLadder | null {
  if (!changes) return current;
  const ladder = current ?? new Map();
  applyLevelPriceVol(ladder, changes);
  return ladder;
}

function applyRunnerChange(runner: RunnerState, rc: RunnerChange): void {
  runner.atb = priceLadder(runner.atb, rc.atb);
  runner.atl = priceLadder(runner.atl, rc.atl);
  runner.trd = priceLadder(runner.trd, rc.trd);
  runner.spb = priceLadder(runner.spb, rc.spb);
  runner.spl = priceLadder(runner.spl, rc.spl);
  runner.batb = levelLadder(runner.batb, rc.batb);
  runner.batl = levelLadder(runner.batl, rc.batl);
  runner.bdatb = levelLadder(runner.bdatb, rc.bdatb);
  runner.bdatl = levelLadder(runner.bdatl, rc.bdatl);
  if (rc.ltp !== undefined) runner.ltp = rc.ltp;
  if (rc.tv !== undefined) runner.tv = rc.tv;
  if (rc.spn !== undefined) runner.spn = rc.spn;
  if (rc.spf !== undefined) runner.spf = rc.spf;
}

/** An image keeps who the runners are (the definition may not be in it) and forgets every price. */
function clearPrices(state: MarketState): void {
  state.tv = null;
  for (const [id, runner] of state.runners) state.runners.set(id, newRunner(id, runner.definition));
}

export function applyMarketChange(state: MarketState, change: MarketChange, publishedAt: number): void {
  if (change.img) clearPrices(state);
  if (change.marketDefinition) applyDefinition(state, change.marketDefinition);
  if (change.tv !== undefined) state.tv = change.tv;
  if (change.rc) for (const rc of change.rc) applyRunnerChange(runnerFor(state, rc.id), rc);
  state.version++;
  state.publishedAt = publishedAt;
}
