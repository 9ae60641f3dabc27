// Turns the cache's stream state into the seam's shapes. Names come from the best source there is: the
// catalogue, then the market definition (historical files carry names there), then the cricket score
// stream's teams (their selection ids are the runners'), and last a neutral label built from the id, so a
// name is never blank. Recorded times pass through `mapTime` so a replay shows them on the server's clock.
import type { MarketStatus, RunnerBook, RunnerStatus, SourceEvent, SourceMarket, SourceRunner, SourceSport } from '../market-source.ts';
import { clothNumber, type MarketCatalogue, splitRunnerNumber } from './catalogue.ts';
import type { CricketScoreState } from './cricket-score.ts';
import { bestOfLevels, bestOfPrices, sumSizes } from './ladders.ts';
import type { MarketState, RunnerState } from './market-state.ts';

export const SPORT_BY_EVENT_TYPE: Record<string, SourceSport> = {
  '1': 'soccer',
  '2': 'tennis',
  '4': 'cricket',
  '7': 'horse-racing',
  '4339': 'greyhound-racing',
};

export interface NameSources {
  catalogue: MarketCatalogue | undefined;
  score: CricketScoreState | undefined;
}

export type TimeMap = (recordedMs: number) => number;

const RACING: ReadonlySet<SourceSport> = new Set(['horse-racing', 'greyhound-racing']);

function epoch(iso: string | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

function marketStatus(status: string | undefined): MarketStatus {
  // INACTIVE (not yet open) and anything new take no bets, as a suspension does.
  return status === 'OPEN' || status === 'CLOSED' ? status : 'SUSPENDED';
}

function runnerStatus(status: string | undefined): RunnerStatus | null {
  switch (status) {
    case 'WINNER':
    case 'PLACED':
      return 'WINNER';
    case 'LOSER':
      return 'LOSER';
    case 'REMOVED':
    case 'REMOVED_VACANT':
      return 'REMOVED';
    case 'HIDDEN':
      return null;
    default:
      return 'ACTIVE';
  }
}

function humanize(code: string): string {
  return code
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function sportOf(state: MarketState): SourceSport | null {
  const typeId = state.definition?.eventTypeId;
  return typeId ? (SPORT_BY_EVENT_TYPE[typeId] ?? null) : null;
}

function runnerView(runner: RunnerState, sport: SourceSport | null, names: NameSources, mapTime: TimeMap): SourceRunner | null {
  const def = runner.definition;
  const status = runnerStatus(def?.status);
  if (!status) return null;
  const fromCatalogue = names.catalogue?.runners?.find((r) => r.selectionId === runner.selectionId);
  const rawName = fromCatalogue?.runnerName ?? def?.name ?? names.score?.teamsBySelection.get(runner.selectionId) ?? null;
  const racing = sport !== null && RACING.has(sport);
  const split = rawName && racing ? splitRunnerNumber(rawName) : { number: null, name: rawName };
  const removal = epoch(def?.removalDate);
  return {
    selectionId: runner.selectionId,
    name: split.name || `Selection ${runner.selectionId}`,
    sortPriority: def?.sortPriority ?? fromCatalogue?.sortPriority ?? 0,
    status,
    adjustmentFactor: def?.adjustmentFactor ?? null,
    removalDate: removal === null ? null : mapTime(removal),
    number: clothNumber(fromCatalogue?.metadata) ?? split.number,
  };
}

function totalMatched(state: MarketState): number {
  if (state.tv !== null) return state.tv;
  let total = 0;
  for (const runner of state.runners.values()) total += runner.tv ?? (runner.trd ? sumSizes(runner.trd) : 0);
  return total;
}

/** Null until a definition has said which event the market belongs to. */
export function marketView(state: MarketState, names: NameSources, mapTime: TimeMap, updatedAt: number): SourceMarket | null {
  const def = state.definition;
  if (!def?.eventId) return null;
  const sport = sportOf(state);
  const runners: SourceRunner[] = [];
  for (const runner of state.runners.values()) {
    const view = runnerView(runner, sport, names, mapTime);
    if (view) runners.push(view);
  }
  runners.sort((a, b) => a.sortPriority - b.sortPriority || a.selectionId - b.selectionId);
  const start = epoch(def.marketTime) ?? epoch(names.catalogue?.marketStartTime) ?? epoch(def.openDate) ?? state.publishedAt;
  return {
    id: state.id,
    eventId: def.eventId,
    marketType: def.marketType ?? 'UNKNOWN',
    name: names.catalogue?.marketName || def.name || (def.marketType ? humanize(def.marketType) : `Market ${state.id}`),
    numberOfWinners: def.numberOfWinners ?? 1,
    betDelaySeconds: def.betDelay ?? 0,
    status: marketStatus(def.status),
    inPlay: def.inPlay ?? false,
    marketTime: mapTime(start),
    runners,
    totalMatched: totalMatched(state),
    version: state.version,
    updatedAt,
  };
}

export function eventView(eventId: string, state: MarketState, names: NameSources, mapTime: TimeMap): SourceEvent | null {
  const def = state.definition;
  const sport = sportOf(state);
  if (!def || !sport) return null;
  const event = names.catalogue?.event;
  const score = names.score;
  const teams = score?.home && score.away ? `${score.home} v ${score.away}` : null;
  const open = epoch(event?.openDate) ?? epoch(def.openDate) ?? epoch(def.marketTime) ?? score?.expectedStart ?? state.publishedAt;
  return {
    id: eventId,
    sport,
    competition: names.catalogue?.competition?.name ?? def.venue ?? event?.venue ?? '',
    name: event?.name || def.eventName || teams || `Event ${eventId}`,
    openDate: mapTime(open),
    countryCode: def.countryCode ?? event?.countryCode ?? null,
    venue: def.venue ?? event?.venue ?? null,
  };
}

function side(full: RunnerState['atb'], display: RunnerState['bdatb'], best: RunnerState['batb'], depth: number, which: 'back' | 'lay') {
  // The full ladder is the deepest when subscribed; the display ladder (with virtual bets) is what
  // Betfair's own site shows when it is not; the plain best offers come last.
  if (full) return bestOfPrices(full, depth, which);
  if (display) return bestOfLevels(display, depth);
  if (best) return bestOfLevels(best, depth);
  return [];
}

export function bookView(state: MarketState, listed: readonly SourceRunner[], depth: number): RunnerBook[] {
  const books: RunnerBook[] = [];
  for (const { selectionId } of listed) {
    const runner = state.runners.get(selectionId);
    if (!runner) continue;
    books.push({
      selectionId,
      back: side(runner.atb, runner.bdatb, runner.batb, depth, 'back'),
      lay: side(runner.atl, runner.bdatl, runner.batl, depth, 'lay'),
      lastTradedPrice: runner.ltp,
      tradedVolume: runner.tv ?? (runner.trd ? sumSizes(runner.trd) : 0),
    });
  }
  return books;
}
