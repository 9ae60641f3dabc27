// The liability book: every open market with matched bets, what the site wins or pays on each outcome
// across all players (book-maths.ts), sorted by the worst case first, and the total of the worst cases.
// Read from the bets table as committed, so it is as live as the last placement or fill.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeBets, exchangeFills, exchangeMarkets, users } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { kindOf } from '../maths/fancy-lines.ts';
import { partsOf, shapeOf, type BetRow, type FillRow, type MarketRow } from '../bets/holds.ts';
import { termsFor } from '../bets/settings.ts';
import { riskKindOf } from '../limits/resolve.ts';
import type { BookDetail, BookMarket, BookResponse } from '../../../contracts/risk.ts';
import { siteBook, worstAndBest, type OutcomeLine, type PlayerBook } from './book-maths.ts';

interface MarketBook {
  market: MarketRow;
  bets: { bet: BetRow; fills: FillRow[] }[];
  lines: OutcomeLine[];
}

/** A readable name for an outcome: the runner, or the runs range (a digit, odd or even) a fancy figure holds for. */
function labelOf(market: MarketRow, outcome: string | number, next: string | number | undefined): string {
  if (market.marketType !== 'fancy') return market.runners.find((r) => r.selectionId === outcome)?.name ?? String(outcome);
  const kind = kindOf(market.lineKey ?? '');
  if (kind === 'digit') return `last digit ${outcome}`;
  if (kind === 'parity') return outcome === 1 ? 'odd' : 'even';
  return next === undefined ? `${outcome}+` : Number(next) - 1 === outcome ? String(outcome) : `${outcome}–${Number(next) - 1}`;
}

async function loadBooks(db: Db, marketKey?: string): Promise<MarketBook[]> {
  const markets = await db
    .select()
    .from(exchangeMarkets)
    .where(and(eq(exchangeMarkets.status, 'open'), marketKey === undefined ? undefined : eq(exchangeMarkets.marketKey, marketKey)));
  if (markets.length === 0) return [];
  const bets = await db
    .select()
    .from(exchangeBets)
    .where(
      and(
        inArray(
          exchangeBets.marketKey,
          markets.map((m) => m.marketKey),
        ),
        eq(exchangeBets.state, 'open'),
      ),
    );
  const fills =
    bets.length === 0
      ? []
      : await db
          .select()
          .from(exchangeFills)
          .where(
            inArray(
              exchangeFills.betId,
              bets.map((b) => b.id),
            ),
          );
  const fillsOf = new Map<number, FillRow[]>();
  for (const f of fills) fillsOf.set(f.betId, [...(fillsOf.get(f.betId) ?? []), f]);
  const commission = new Map<string, number>();
  const out: MarketBook[] = [];
  for (const market of markets) {
    const own = bets.filter((b) => b.marketKey === market.marketKey && b.matchedPoisha > 0).map((bet) => ({ bet, fills: fillsOf.get(bet.id) ?? [] }));
    if (own.length === 0) continue;
    if (!commission.has(market.marketType)) commission.set(market.marketType, (await termsFor(db, market.marketType)).commissionBp);
    const byPlayer = new Map<number, PlayerBook>();
    for (const b of own) {
      const p = byPlayer.get(b.bet.userId) ?? { userId: b.bet.userId, parts: [] };
      p.parts.push(...partsOf(b));
      byPlayer.set(b.bet.userId, p);
    }
    out.push({ market, bets: own, lines: siteBook(shapeOf(market), [...byPlayer.values()], commission.get(market.marketType)!) });
  }
  return out;
}

function marketWire(b: MarketBook): BookMarket {
  const { worst, best } = worstAndBest(b.lines);
  return {
    marketKey: b.market.marketKey,
    marketType: b.market.marketType,
    kind: riskKindOf(b.market.sport, b.market.marketType),
    sport: b.market.sport,
    eventId: b.market.eventId,
    eventName: b.market.eventName,
    marketName: b.market.marketName,
    lineTitle: b.market.lineTitle,
    players: new Set(b.bets.map((x) => x.bet.userId)).size,
    bets: b.bets.length,
    outcomes: b.lines.map((l, i) => ({
      outcome: String(l.outcome),
      label: labelOf(b.market, l.outcome, b.lines[i + 1]?.outcome),
      site: takaFromPoisha(l.site),
    })),
    worst: takaFromPoisha(worst),
    best: takaFromPoisha(best),
  };
}

export async function liabilityBook(deps: Deps): Promise<BookResponse> {
  const books = await loadBooks(deps.database.db);
  const markets = books.map(marketWire).sort((a, b) => a.worst - b.worst || a.marketKey.localeCompare(b.marketKey));
  const worstPoisha = books.reduce((s, b) => s + worstAndBest(b.lines).worst, 0);
  return { markets, totalWorst: takaFromPoisha(worstPoisha) };
}

/** One market's book with the players and bets behind it, largest loser for the site first. */
export async function liabilityDetail(deps: Deps, marketKey: string): Promise<BookDetail> {
  const db = deps.database.db;
  const [book] = await loadBooks(db, marketKey);
  if (!book) throw fail(404, 'exchangeMarketNotFound');
  const ids = [...new Set(book.bets.map((b) => b.bet.userId))];
  const names = new Map((await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.username]));
  const players = ids.map((userId) => ({
    userId,
    username: names.get(userId) ?? '',
    nets: book.lines.map((l) => takaFromPoisha(l.players.find((p) => p.userId === userId)?.net ?? 0)),
    bets: book.bets
      .filter((b) => b.bet.userId === userId)
      .map(({ bet }) => ({
        id: bet.id,
        selectionName: bet.selectionName,
        side: bet.side,
        price: bet.price,
        line: bet.line,
        matchedStake: takaFromPoisha(bet.matchedPoisha),
        placedAt: bet.placedAt.toISOString(),
      })),
  }));
  players.sort((a, b) => Math.max(...b.nets) - Math.max(...a.nets));
  return { market: marketWire(book), players };
}
