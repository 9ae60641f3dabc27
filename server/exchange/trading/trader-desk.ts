// The trader's changes to their markets: open a fancy line or the event's bookmaker, edit or move one,
// and set the state of one market or of every live market of an event. Each change is one transaction
// with its audit entry (who, what before and after), takes the next change number (so every process's
// feed answer moves: trading-store.ts), and is read back into this process's store before the answer.
import { and, eq, sql } from 'drizzle-orm';
import type {
  EditTradedMarketRequest,
  MoveTradedMarketRequest,
  OpenBookmakerRequest,
  OpenFancyLineRequest,
  TradedMarket,
  TradedStateRequest,
  TradingEvent,
} from '../../../contracts/exchange-trading.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { tradingMarkets, type TradedRunner, type TradingMarketRow } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { poishaFromTaka } from '../../lib/money.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';
import { mainMarketOf } from '../feed-api/feed-view.ts';
import { runnerName } from '../source/neutral-names.ts';
import { feedFor } from '../source/running-feed.ts';
import { matchMarksOf } from './line-state.ts';
import { tradingStoreFor } from './trading-store.ts';
import { requireEvent, tradedMarketOf, tradingEvent } from './trading-view.ts';

const NEXT_CHANGE = sql`nextval('trading_change_seq')`;

/** The trader's view of a row just written, with what players see of it now. */
async function viewOf(deps: Deps, row: TradingMarketRow): Promise<TradedMarket> {
  await tradingStoreFor(deps.database).reload();
  return tradedMarketOf(row, matchMarksOf(feedFor(deps).source, row.eventId));
}

const audit = (tx: Db, actor: SignedStaffActor, action: string, id: number | string, before: unknown, after: unknown) =>
  recordStaffAction(tx, actor, { action, objectType: typeof id === 'number' ? 'trading_market' : 'exchange_event', objectId: String(id), before, after });

/** A row as its audit entry keeps it: the priced parts and the state. */
const auditedOf = (r: TradingMarketRow) => ({
  title: r.title,
  no: r.noValue,
  noRate: r.noRate,
  yes: r.yesValue,
  yesRate: r.yesRate,
  runners: r.runners,
  state: r.state,
  held: r.held,
  status: r.status,
});

const nextSort = async (tx: Db, eventId: string) =>
  Number(
    (
      await tx
        .select({ n: sql<string>`coalesce(max(${tradingMarkets.sort}) + 1, 0)` })
        .from(tradingMarkets)
        .where(eq(tradingMarkets.eventId, eventId))
    )[0]?.n ?? 0,
  );

export async function openFancyLine(deps: Deps, actor: SignedStaffActor, req: OpenFancyLineRequest): Promise<TradedMarket> {
  requireEvent(feedFor(deps).source, req.eventId);
  const row = await deps.database.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(tradingMarkets)
      .values({
        eventId: req.eventId,
        kind: req.kind,
        title: req.title,
        titleBn: req.titleBn ?? null,
        noValue: req.no,
        noRate: req.noRate,
        yesValue: req.yes,
        yesRate: req.yesRate,
        minStakePoisha: poishaFromTaka(req.minStake),
        maxStakePoisha: poishaFromTaka(req.maxStake),
        maxProfitPoisha: poishaFromTaka(req.maxProfit),
        state: req.open ? 'open' : 'suspended',
        sort: await nextSort(tx, req.eventId),
        createdBy: actor.id,
      })
      .returning();
    await audit(tx, actor, 'trading.open', made!.id, null, { eventId: req.eventId, kind: req.kind, ...auditedOf(made!) });
    return made!;
  });
  return viewOf(deps, row);
}

/** Every runner of the event's match odds priced once: the bookmaker names them as the match odds does. */
function pricedRunners(deps: Deps, eventId: string, prices: OpenBookmakerRequest['runners']): TradedRunner[] {
  const main = mainMarketOf(feedFor(deps).source, eventId);
  const runners = main?.runners ?? [];
  const ids = new Set(prices.map((p) => p.selectionId));
  if (runners.length === 0 || ids.size !== prices.length || prices.length !== runners.length) throw fail(422, 'tradingRunnersInvalid');
  return runners.map((r) => {
    const price = prices.find((p) => p.selectionId === String(r.selectionId));
    if (!price) throw fail(422, 'tradingRunnersInvalid');
    return { selectionId: String(r.selectionId), name: runnerName(r), back: price.back, lay: price.lay };
  });
}

export async function openBookmaker(deps: Deps, actor: SignedStaffActor, req: OpenBookmakerRequest): Promise<TradedMarket> {
  requireEvent(feedFor(deps).source, req.eventId);
  const runners = pricedRunners(deps, req.eventId, req.runners);
  const row = await deps.database.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(tradingMarkets)
      .values({
        eventId: req.eventId,
        kind: 'bookmaker',
        title: req.title,
        runners,
        minStakePoisha: poishaFromTaka(req.minStake),
        maxStakePoisha: poishaFromTaka(req.maxStake),
        maxProfitPoisha: poishaFromTaka(req.maxProfit),
        state: req.open ? 'open' : 'suspended',
        sort: -1,
        createdBy: actor.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!made) throw fail(409, 'tradingBookmakerExists');
    await audit(tx, actor, 'trading.open', made.id, null, { eventId: req.eventId, kind: 'bookmaker', ...auditedOf(made) });
    return made;
  });
  return viewOf(deps, row);
}

/** Locks a live market for a change; 404 for none, 409 once it is resulted. */
async function lockLive(tx: Db, id: number): Promise<TradingMarketRow> {
  const [row] = await tx.select().from(tradingMarkets).where(eq(tradingMarkets.id, id)).for('update');
  if (!row) throw fail(404, 'tradingMarketNotFound');
  if (row.status !== 'live') throw fail(409, 'tradingMarketNotLive');
  return row;
}

type Change = Partial<
  Pick<
    TradingMarketRow,
    'title' | 'titleBn' | 'noValue' | 'noRate' | 'yesValue' | 'yesRate' | 'runners' | 'minStakePoisha' | 'maxStakePoisha' | 'maxProfitPoisha' | 'state' | 'held'
  >
>;

/** Applies `change(row)` to a live market in one transaction with its audit entry; refuses a line left inverted or limits out of order. */
async function changeMarket(deps: Deps, actor: SignedStaffActor, id: number, action: string, change: (row: TradingMarketRow) => Change): Promise<TradedMarket> {
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await lockLive(tx, id);
    const next = { ...before, ...change(before) };
    if (before.kind !== 'bookmaker' && (next.noValue! < 0 || next.noRate! < 0 || next.yesRate! < 0 || next.noValue! > next.yesValue!))
      throw fail(422, 'tradingLineInvalid');
    if (next.runners.some((r) => r.back < 0 || r.lay < 0)) throw fail(422, 'tradingRunnersInvalid');
    if (next.minStakePoisha > next.maxStakePoisha) throw fail(422, 'tradingLimitsInvalid');
    const [after] = await tx
      .update(tradingMarkets)
      .set({ ...change(before), changeNo: NEXT_CHANGE, updatedAt: new Date() })
      .where(eq(tradingMarkets.id, id))
      .returning();
    await audit(tx, actor, action, id, auditedOf(before), auditedOf(after!));
    return after!;
  });
  return viewOf(deps, row);
}

export function editMarket(deps: Deps, actor: SignedStaffActor, id: number, req: EditTradedMarketRequest): Promise<TradedMarket> {
  return changeMarket(deps, actor, id, 'trading.edit', (row) => ({
    ...(req.title !== undefined ? { title: req.title } : {}),
    ...(req.titleBn !== undefined ? { titleBn: req.titleBn } : {}),
    ...(req.no !== undefined ? { noValue: req.no } : {}),
    ...(req.noRate !== undefined ? { noRate: req.noRate } : {}),
    ...(req.yes !== undefined ? { yesValue: req.yes } : {}),
    ...(req.yesRate !== undefined ? { yesRate: req.yesRate } : {}),
    ...(req.runners !== undefined ? { runners: row.runners.map((r) => ({ ...r, ...req.runners!.find((p) => p.selectionId === r.selectionId) })) } : {}),
    ...(req.minStake !== undefined ? { minStakePoisha: poishaFromTaka(req.minStake) } : {}),
    ...(req.maxStake !== undefined ? { maxStakePoisha: poishaFromTaka(req.maxStake) } : {}),
    ...(req.maxProfit !== undefined ? { maxProfitPoisha: poishaFromTaka(req.maxProfit) } : {}),
  }));
}

/** One key press: a fancy line's values by `runs` and its rates by `rate`; a bookmaker's rates by `rate`. */
export function moveMarket(deps: Deps, actor: SignedStaffActor, id: number, req: MoveTradedMarketRequest): Promise<TradedMarket> {
  return changeMarket(deps, actor, id, 'trading.move', (row) =>
    row.kind === 'bookmaker'
      ? { runners: row.runners.map((r) => ({ ...r, back: r.back + req.rate, lay: r.lay + req.rate })) }
      : { noValue: row.noValue! + req.runs, yesValue: row.yesValue! + req.runs, noRate: row.noRate! + req.rate, yesRate: row.yesRate! + req.rate },
  );
}

export function setMarketState(deps: Deps, actor: SignedStaffActor, id: number, req: TradedStateRequest): Promise<TradedMarket> {
  return changeMarket(deps, actor, id, 'trading.state', () => ({ state: req.state, held: req.held }));
}

/** Every live market of the event at once (the all-lines keys), one audit entry for the event. */
export async function setEventState(deps: Deps, actor: SignedStaffActor, eventId: string, req: TradedStateRequest): Promise<TradingEvent> {
  requireEvent(feedFor(deps).source, eventId);
  await deps.database.db.transaction(async (tx) => {
    const changed = await tx
      .update(tradingMarkets)
      .set({ state: req.state, held: req.held, changeNo: NEXT_CHANGE, updatedAt: new Date() })
      .where(and(eq(tradingMarkets.eventId, eventId), eq(tradingMarkets.status, 'live')))
      .returning({ id: tradingMarkets.id });
    await audit(tx, actor, 'trading.state_all', eventId, null, { state: req.state, held: req.held, markets: changed.map((c) => c.id) });
  });
  await tradingStoreFor(deps.database).reload();
  return tradingEvent(deps, eventId);
}
