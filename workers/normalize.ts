// Feed answers -> flat snapshot keys (see diff.ts). Runs in the odds worker; imports only from
// workers/ and contracts/. Every key is built by feed-keys.ts and written with putKey, so each value
// has the type its key says (the screens read the same keys through the same builders).
import type { EventItem, MatchOddsMarket, SportsEvent } from '../contracts/exchange.ts';
import type { Snapshot } from './diff.ts';
import {
  bookmakerKey,
  bookmakerRunnerKey,
  eventHeaderKey,
  eventKey,
  fancyLineKey,
  fancyMarketId,
  fancyStatusKey,
  listStatusKey,
  marketKey,
  priceKey,
  putKey,
  runnerKey,
} from './feed-keys.ts';

export function normalizeSportsEvents(events: SportsEvent[]): Snapshot {
  const out: Snapshot = {};
  for (const e of events) {
    putKey(out, eventKey(e.EventId), {
      // The Bangla names ride beside the English ones; absent from a feed that has none.
      sport: e.sport,
      name: e.Event,
      nameBn: e.Event_bn ?? null,
      competitionBn: e.competition_bn ?? null,
      runnersBn: e.runners_bn?.join('\u001f') ?? null,
      marketId: e.MarketId,
      inplay: e.inplay,
      fancy: e.Fancy,
      bookmaker: e.Bookmaker,
      competition: e.competition,
      openDate: e.openDate,
      status: e.status,
      runners: e.runners.join('\u001f'),
      score: e.score ?? null,
      scoreBn: e.score_bn ?? null,
      // Absent when the feed sends no odds: the row then shows no price columns.
      selections: e.odds ? e.odds.runners.map((r) => r.selectionId).join('\u001f') : null,
      ...(e.race ? { race: JSON.stringify(e.race) } : {}),
    });
    if (!e.odds) continue;
    // The same price keys as the match-odds answer's level 0, so a list tick updates only the
    // cells whose best price moved, and a market open on the odds view shares them.
    putKey(out, listStatusKey(e.MarketId), { status: e.odds.status });
    for (const r of e.odds.runners) {
      if (r.back) putKey(out, priceKey(e.MarketId, r.selectionId, 'b', 0), { price: r.back.price, size: r.back.size });
      if (r.lay) putKey(out, priceKey(e.MarketId, r.selectionId, 'l', 0), { price: r.lay.price, size: r.lay.size });
    }
  }
  return out;
}

export function normalizeMatchOdds(markets: MatchOddsMarket[]): Snapshot {
  const out: Snapshot = {};
  for (const m of markets) {
    putKey(out, marketKey(m.marketId), {
      eventId: m.eventId,
      name: m.marketName,
      status: m.status,
      inplay: m.inplay,
      matched: m.totalMatched,
      ballRunning: m.ball_running ?? false,
    });
    for (const r of m.runners) {
      putKey(out, runnerKey(m.marketId, r.selectionId), { name: r.SelectionName, nameBn: r.SelectionName_bn ?? null, sort: r.sortPriority, status: r.status });
      r.ex.availableToBack.forEach((p, level) => {
        putKey(out, priceKey(m.marketId, r.selectionId, 'b', level), { price: p.price, size: p.size });
      });
      r.ex.availableToLay.forEach((p, level) => {
        putKey(out, priceKey(m.marketId, r.selectionId, 'l', level), { price: p.price, size: p.size });
      });
    }
  }
  return out;
}

export function normalizeEvent(items: Record<string, EventItem>): Snapshot {
  const out: Snapshot = {};
  for (const item of Object.values(items)) {
    const id = item.eventId;
    putKey(out, eventHeaderKey(id), { name: item.eventName, nameBn: item.eventName_bn ?? null, inplay: item.inplay });
    const bm = item.bookmaker;
    if (bm) {
      putKey(out, bookmakerKey(id), { marketId: bm.marketId, name: bm.marketName, min: bm.min, max: bm.max });
      for (const r of Object.values(bm.runners)) {
        putKey(out, bookmakerRunnerKey(id, r.selectionId), {
          name: r.name,
          nameBn: r.name_bn ?? null,
          sort: r.sortPriority,
          suspended: r.suspended,
          ballRunning: r.ball_running,
        });
        putKey(out, priceKey(bm.marketId, r.selectionId, 'b', 0), { price: r.backPrice, size: 0 });
        putKey(out, priceKey(bm.marketId, r.selectionId, 'l', 0), { price: r.layPrice, size: 0 });
      }
    }
    for (const line of Object.values(item.fancy2)) {
      putKey(out, fancyLineKey(id, line.lineId), {
        title: line.title,
        titleBn: line.title_bn ?? null,
        category: line.category,
        sort: line.sortPriority,
        min: line.min,
        max: line.max,
      });
      putKey(out, fancyStatusKey(id, line.lineId), { suspended: line.suspended, ballRunning: line.ball_running });
      // "No" sits in the lay column and "Yes" in the back column, as exchanges show them.
      putKey(out, priceKey(fancyMarketId(id), line.lineId, 'l', 0), { price: line.no, size: line.no_rate });
      putKey(out, priceKey(fancyMarketId(id), line.lineId, 'b', 0), { price: line.yes, size: line.yes_rate });
    }
  }
  return out;
}
