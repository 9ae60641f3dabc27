// The house lines every feed answer reads (source/house-lines.ts): the trader-run markets of
// trading-store.ts, over the simulator's own lines when the source is the simulator. A trader's bookmaker
// takes the place of the simulator's; a trader's fancy lines sit beside the simulator's (ids `T<n>`).
// The version moves with the simulator's, the traders' and with every change of the event's score, its
// main market's definition or its stale mark, since those move the lines' automatic states (line-state.ts).
import type { Bookmaker, FancyLine } from '../../../contracts/exchange.ts';
import type { TradingMarketRow } from '../../db/schema/index.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { mainMarketOf } from '../feed-api/feed-view.ts';
import type { HouseLines } from '../source/house-lines.ts';
import type { MarketSource, SourceChange } from '../source/market-source.ts';
import { fancyTitleBn, teamBn } from '../source/names-bn.ts';
import { lineStateOf, matchMarksOf, type MatchMarks } from './line-state.ts';
import { tradedBookmakerId, tradedLineId } from './traded-keys.ts';
import type { TradingStore } from './trading-store.ts';

export function tradedFancyLine(row: TradingMarketRow, marks: MatchMarks): FancyLine {
  const state = lineStateOf(row, marks);
  return {
    lineId: tradedLineId(row.id),
    title: row.title,
    title_bn: row.titleBn ?? fancyTitleBn(row.title),
    category: row.kind === 'oddeven' ? 'oddeven' : 'fancy',
    suspended: state.suspended,
    ball_running: state.ballRunning,
    no: row.noValue ?? 0,
    no_rate: row.noRate ?? 0,
    yes: row.yesValue ?? 0,
    yes_rate: row.yesRate ?? 0,
    min: takaFromPoisha(row.minStakePoisha),
    max: takaFromPoisha(row.maxStakePoisha),
    sortPriority: row.sort,
  };
}

export function tradedBookmaker(row: TradingMarketRow, marks: MatchMarks): Bookmaker {
  const state = lineStateOf(row, marks);
  const runners: Bookmaker['runners'] = {};
  row.runners.forEach((r, i) => {
    runners[r.selectionId] = {
      selectionId: Number(r.selectionId),
      name: r.name,
      name_bn: teamBn(r.name),
      sortPriority: i + 1,
      backPrice: r.back,
      layPrice: r.lay,
      suspended: state.suspended,
      ball_running: state.ballRunning,
    };
  });
  return {
    marketId: tradedBookmakerId(row.id),
    marketName: row.title,
    min: takaFromPoisha(row.minStakePoisha),
    max: takaFromPoisha(row.maxStakePoisha),
    runners,
  };
}

export class TradedHouseLines implements HouseLines {
  private readonly moves = new Map<string, number>();
  private everyEvent = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly base: HouseLines | null,
    private readonly source: MarketSource,
    private readonly stores: () => Iterable<TradingStore>,
  ) {
    this.unsubscribe = source.subscribe((change) => this.onChange(change));
  }

  stop(): void {
    this.unsubscribe();
  }

  offered(eventId: string): { fancy: boolean; bookmaker: boolean } {
    const base = this.base?.offered(eventId) ?? { fancy: false, bookmaker: false };
    const rows = this.rowsOf(eventId);
    return { fancy: base.fancy || rows.some((r) => r.kind !== 'bookmaker'), bookmaker: base.bookmaker || rows.some((r) => r.kind === 'bookmaker') };
  }

  version(eventId: string): number {
    let v = (this.base?.version(eventId) ?? 0) + (this.moves.get(eventId) ?? 0) + this.everyEvent;
    for (const store of this.stores()) v += store.version(eventId);
    return v;
  }

  listVersion(): number {
    let v = this.base?.listVersion?.() ?? 0;
    for (const store of this.stores()) v += store.listVersion();
    return v;
  }

  updatedAt(eventId: string): number {
    let at = this.base?.updatedAt(eventId) ?? 0;
    // Another source's event answer is dated by its main market, as it was before any trader line: every
    // process of a cluster holds that market's own moment (a follower's replica stamps scores and other
    // markets as it hears them, so their moments are its own and would make its answer differ).
    if (!this.base) at = Math.max(at, mainMarketOf(this.source, eventId)?.updatedAt ?? 0);
    for (const store of this.stores()) at = Math.max(at, store.updatedAt(eventId));
    return at || (this.source.event(eventId)?.openDate ?? 0);
  }

  fancy(eventId: string): Record<string, FancyLine> {
    const out = { ...(this.base?.fancy(eventId) ?? {}) };
    const rows = this.rowsOf(eventId);
    if (rows.length === 0) return out;
    const marks = matchMarksOf(this.source, eventId);
    for (const row of rows) if (row.kind !== 'bookmaker') out[tradedLineId(row.id)] = tradedFancyLine(row, marks);
    return out;
  }

  bookmaker(eventId: string): Bookmaker | null {
    const row = this.rowsOf(eventId).find((r) => r.kind === 'bookmaker');
    if (row) return tradedBookmaker(row, matchMarksOf(this.source, eventId));
    return this.base?.bookmaker(eventId) ?? null;
  }

  private rowsOf(eventId: string): readonly TradingMarketRow[] {
    const out: TradingMarketRow[] = [];
    for (const store of this.stores()) out.push(...store.marketsOf(eventId));
    return out;
  }

  private bump(eventId: string | undefined): void {
    if (eventId !== undefined) this.moves.set(eventId, (this.moves.get(eventId) ?? 0) + 1);
  }

  private onChange(change: SourceChange): void {
    if (change.kind === 'score') this.bump(change.eventId);
    else if (change.kind === 'stale') for (const id of change.marketIds) this.bump(this.source.market(id)?.eventId);
    else if (change.kind === 'market') {
      if (!change.pricesOnly) this.bump(this.source.market(change.marketId)?.eventId);
    } else this.everyEvent++;
  }
}
