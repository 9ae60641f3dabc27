// The separate exchange API (spec part 2 §7.8), mounted under /exchange-api by server/app.ts.
// Answers come from the simulator's shared, per-change answers (answers.ts) and go out through
// sendAnswer: ETag, 304 on If-None-Match, br/gzip. Lists: /api/sports-events/{sport}?when=
// all|inplay|today|tomorrow[&odds=best|none]; the Result tab: /api/results/{sport}.
import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import { exchangeResults } from '../db/schema/exchange.ts';
import { fail } from '../lib/errors.ts';
import { pathParam, queryParams } from '../lib/validate.ts';
import { anyone } from '../middleware/auth.ts';
import { keySchema } from '../../contracts/fields.ts';
import { sportSchema, sportsEventsQuerySchema, type EventResult, type Sport } from '../../contracts/exchange.ts';
import { answer, eventAnswer, matchOdds, sportsEvents } from './answers.ts';
import { feedFor } from './feed.ts';
import { LIVE_SCORE_SCRIPT, liveScorePage, liveScoreState, scoreBoardText } from './live-score-page.ts';
import { listLog, sendListSlice } from './list-log.ts';
import { sendAnswer } from './send.ts';
import { dhakaDay } from './simulator.ts';

const RESULTS_LIMIT = 100;
const LIVE_SCORE_SCRIPT_ANSWER = answer(LIVE_SCORE_SCRIPT, 'text/javascript; charset=utf-8');

function sportOf(value: string): Sport {
  const parsed = sportSchema.safeParse(value);
  if (!parsed.success) throw fail(404, 'exchangeUnknownSport');
  return parsed.data;
}

// The feed is public (players read prices before logging in), declared once for the whole router.
export const exchangeRoutes = new Hono<AppEnv>()
  .use(anyone)
  .get('/api/sports-events/:sport', queryParams(sportsEventsQuerySchema), (c) => {
    const sport = sportOf(c.req.param('sport'));
    const { when, odds, since } = c.req.valid('query');
    const { sim, cache } = feedFor(c.var.deps);
    // With odds the list carries best prices: rebuilt when any of the sport's markets moved; an
    // unchanged best price gives the same content ETag, so the poller still gets a 304.
    const withOdds = odds === 'best';
    const version = `${sim.listVersion}:${withOdds ? sim.oddsVersion[sport] : '-'}:${dhakaDay(sim.now)}`;
    if (since !== undefined) return sendListSlice(c, sim, listLog(sim, sport, withOdds), version, since, when);
    return sendAnswer(c, cache.get(`list:${sport}:${when}:${odds}`, version, () => sportsEvents(sim, sport, when, withOdds)));
  })
  .get('/api/results/:sport', async (c) => {
    const sport = sportOf(c.req.param('sport'));
    const rows = await c.var.deps.database.db.select().from(exchangeResults)
      .where(eq(exchangeResults.sport, sport)).orderBy(desc(exchangeResults.settledAt)).limit(RESULTS_LIMIT);
    const list: EventResult[] = rows.map((r) => ({
      EventId: r.eventId, MarketId: r.marketId, Event: r.eventName, sport: r.sport, competition: r.competition,
      openDate: r.openDate.toISOString(), settledAt: r.settledAt.toISOString(), winner: r.winner, result: r.result, score: r.score,
    }));
    return sendAnswer(c, answer(list));
  })
  .get('/api/match-odds/:marketId', (c) => {
    const { sim, cache } = feedFor(c.var.deps);
    const ev = sim.byMarket.get(pathParam(c, 'marketId', keySchema(), 'exchangeUnknownMarket'));
    if (!ev) throw fail(404, 'exchangeUnknownMarket');
    return sendAnswer(c, cache.get(`mo:${ev.marketId}`, `${ev.marketVersion}`, () => matchOdds(ev)));
  })
  .get('/api/event/:eventId', (c) => {
    const { sim, cache } = feedFor(c.var.deps);
    const ev = sim.events.get(pathParam(c, 'eventId', keySchema(), 'exchangeUnknownEvent'));
    if (!ev) throw fail(404, 'exchangeUnknownEvent');
    return sendAnswer(c, cache.get(`ev:${ev.id}`, `${ev.eventVersion}`, () => eventAnswer(ev)));
  })
  .get('/api/score/board/:eventId', (c) => {
    const { sim } = feedFor(c.var.deps);
    const ev = sim.events.get(pathParam(c, 'eventId', keySchema(), 'exchangeUnknownEvent'));
    if (!ev) throw fail(404, 'exchangeUnknownEvent');
    return sendAnswer(c, answer(scoreBoardText(ev.id), 'text/plain; charset=utf-8'));
  })
  .get('/live-score.js', (c) => sendAnswer(c, LIVE_SCORE_SCRIPT_ANSWER))
  .get('/live-score/:eventId', (c) => {
    const { sim, cache } = feedFor(c.var.deps);
    const ev = sim.events.get(pathParam(c, 'eventId', keySchema(), 'exchangeUnknownEvent'));
    if (!ev) throw fail(404, 'exchangeUnknownEvent');
    return sendAnswer(c, cache.get(`ls:${ev.id}`, `${ev.eventVersion}`, () => liveScorePage(ev), 'text/html; charset=utf-8'));
  })
  .get('/live-score/:eventId/state', (c) => {
    const { sim, cache } = feedFor(c.var.deps);
    const ev = sim.events.get(pathParam(c, 'eventId', keySchema(), 'exchangeUnknownEvent'));
    if (!ev) throw fail(404, 'exchangeUnknownEvent');
    return sendAnswer(c, cache.get(`lss:${ev.id}`, `${ev.eventVersion}`, () => liveScoreState(ev)));
  })
  .all('*', () => { throw fail(404, 'notFound'); });
