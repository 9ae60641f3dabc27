// The trader's desk as the console reads it: an event's markets with what players see of each now, its
// resulted markets with their result and last decision (from the database, so every trader and every
// reload sees the same list), and the events a trader may open lines on (every event the source lists and
// has not closed).
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ResultedMarket, TradedMarket, TradingEvent, TradingEventsResponse } from '../../../contracts/exchange-trading.ts';
import type { Deps } from '../../context.ts';
import { exchangeMarkets, tradingMarkets, users, type TradingMarketRow } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { feedFor } from '../source/running-feed.ts';
import type { MarketSource } from '../source/market-source.ts';
import { mainMarketOf } from '../feed-api/feed-view.ts';
import { eventName, runnerName } from '../source/neutral-names.ts';
import { eventNameBn, scoreBn, teamBn } from '../source/names-bn.ts';
import { scoreLine } from '../source/score-line.ts';
import { lineStateOf, matchMarksOf, type MatchMarks } from './line-state.ts';
import { tradedBookmakerId, tradedFancyKey, tradedLineId } from './traded-keys.ts';
import { tradingStoreFor } from './trading-store.ts';

export function tradedMarketOf(row: TradingMarketRow, marks: MatchMarks): TradedMarket {
  const bookmaker = row.kind === 'bookmaker';
  const shown = lineStateOf(row, marks);
  return {
    id: row.id,
    eventId: row.eventId,
    kind: row.kind,
    feedId: bookmaker ? tradedBookmakerId(row.id) : tradedLineId(row.id),
    marketKey: bookmaker ? tradedBookmakerId(row.id) : tradedFancyKey(row.eventId, row.id, row.kind),
    title: row.title,
    titleBn: row.titleBn,
    no: row.noValue,
    noRate: row.noRate,
    yes: row.yesValue,
    yesRate: row.yesRate,
    runners: row.runners,
    minStake: takaFromPoisha(row.minStakePoisha),
    maxStake: takaFromPoisha(row.maxStakePoisha),
    maxProfit: takaFromPoisha(row.maxProfitPoisha),
    state: row.state,
    held: row.held,
    shown: { suspended: shown.suspended, ballRunning: shown.ballRunning },
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How many resulted markets the desk lists: an event's lines are a few dozen at most. */
const RESULTED_SHOWN = 100;

async function resultedOf(deps: Deps, eventId: string, marks: MatchMarks): Promise<ResultedMarket[]> {
  const found = await deps.database.db
    .select({ row: tradingMarkets, by: users.username })
    .from(tradingMarkets)
    .leftJoin(users, eq(users.id, tradingMarkets.resultedBy))
    .where(and(eq(tradingMarkets.eventId, eventId), ne(tradingMarkets.status, 'live')))
    .orderBy(desc(tradingMarkets.resultedAt), desc(tradingMarkets.id))
    .limit(RESULTED_SHOWN);
  const reopened = await reopenedKeys(
    deps,
    found.map(({ row }) => tradedMarketOf(row, marks).marketKey),
  );
  return found.map(({ row, by }) => {
    const outcome = row.outcome;
    const winner = outcome?.kind === 'winner' ? row.runners.find((r) => r.selectionId === outcome.selectionId) : undefined;
    const market = tradedMarketOf(row, marks);
    return {
      // Its money reversed but the line never marked (a failure between the two steps): it waits, as the
      // market says, and the desk offers a new result rather than a roll back the exchange would refuse.
      market: reopened.has(market.marketKey) && row.status !== 'waiting' ? { ...market, status: 'waiting' as const } : market,
      runs: outcome?.kind === 'value' ? outcome.value : null,
      winner: winner ? { selectionId: winner.selectionId, name: winner.name } : null,
      reason: row.resultReason,
      by,
      at: row.resultedAt?.toISOString() ?? null,
    };
  });
}

/** Which of these resulted markets' exchange markets are open again (rolled back, waiting for a result). */
async function reopenedKeys(deps: Deps, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const open = await deps.database.db
    .select({ key: exchangeMarkets.marketKey })
    .from(exchangeMarkets)
    .where(and(inArray(exchangeMarkets.marketKey, keys), eq(exchangeMarkets.status, 'open')));
  return new Set(open.map((m) => m.key));
}

/** An event the source lists now, or the trader's 404. */
export function requireEvent(source: MarketSource, eventId: string) {
  const event = source.event(eventId);
  if (!event) throw fail(404, 'tradingEventNotFound');
  return event;
}

export async function tradingEvent(deps: Deps, eventId: string): Promise<TradingEvent> {
  const { source } = feedFor(deps);
  const event = requireEvent(source, eventId);
  const store = tradingStoreFor(deps.database);
  await store.ready;
  const marks = matchMarksOf(source, eventId);
  const main = mainMarketOf(source, eventId);
  const score = source.score(eventId);
  const line = score && score.innings.length > 0 ? scoreLine(score) : null;
  return {
    eventId,
    name: eventName(event),
    name_bn: eventNameBn(eventName(event)),
    sport: event.sport,
    inPlay: main?.inPlay ?? false,
    score: line,
    score_bn: line === null ? null : scoreBn(line),
    ballInProgress: marks.ballInProgress,
    stale: marks.stale,
    runners: (main?.runners ?? []).map((r) => ({ selectionId: String(r.selectionId), name: runnerName(r), name_bn: teamBn(runnerName(r)) })),
    markets: store.marketsOf(eventId).map((row) => tradedMarketOf(row, marks)),
    resulted: await resultedOf(deps, eventId, marks),
  };
}

/** Events still open, in play first, then by start. */
export async function tradingEvents(deps: Deps): Promise<TradingEventsResponse> {
  const { source } = feedFor(deps);
  const store = tradingStoreFor(deps.database);
  await store.ready;
  const events = [];
  for (const event of source.events()) {
    const main = mainMarketOf(source, event.id);
    if (!main || main.status === 'CLOSED') continue;
    events.push({
      eventId: event.id,
      name: eventName(event),
      name_bn: eventNameBn(eventName(event)),
      sport: event.sport,
      inPlay: main.inPlay,
      openDate: new Date(event.openDate).toISOString(),
      lines: store.marketsOf(event.id).length,
    });
  }
  events.sort((a, b) => Number(b.inPlay) - Number(a.inPlay) || a.openDate.localeCompare(b.openDate));
  return { events: events.slice(0, 300) };
}
