// The separate exchange feed API, mounted under /exchange-api by server/app.ts and
// declared like every other area (docs/decisions/0025, 0028): public access, path parameters through
// their contracts (a value that names nothing is the route's own 404), answers per status. The answers
// themselves come pre-encoded from the feed's shared, per-change cache (answer-cache.ts) and go out
// through sendAnswer: ETag, 304 on If-None-Match, br/gzip. Lists: /api/sports-events/{sport}?when=
// all|inplay|today|tomorrow[&odds=best|none]; the Result tab: /api/results/{sport}.
import { z } from 'zod';
import {
  eventResponseSchema,
  liveScoreStateSchema,
  matchOddsResponseSchema,
  resultsResponseSchema,
  sportSchema,
  sportsEventsDeltaSchema,
  sportsEventsQuerySchema,
  sportsEventsResponseSchema,
} from '../../../contracts/exchange.ts';
import { keySchema } from '../../../contracts/fields.ts';
import { commonMessages as C } from '../../../contracts/messages/common.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { fail } from '../../lib/errors.ts';
import { answers, createArea, defineRoute, preEncoded, rawAnswer } from '../../lib/route.ts';
import { listResults } from '../source/results.ts';
import { eventAnswerOf, marketAnswer, sportsEvents } from './answer-bodies.ts';
import { mainMarketOf, statusOf } from './feed-view.ts';
import { listKey } from './list-clock.ts';
import { answer, answerCacheOf } from './answer-cache.ts';
import { eventAnswerKey, LIVE_SCORE_SCRIPT_ANSWER, matchOddsKey } from './polled-cache-keys.ts';
import { feedFor } from '../source/running-feed.ts';
import { boardState, liveScorePage, scoreBoardText, type ScoreBoardInput } from './live-score-page.ts';
import { listLog, sendListSlice } from './list-log.ts';
import { sendAnswer } from './send-answer.ts';

const tags: ['exchange-feed'] = ['exchange-feed'];
/** Every feed answer may be a 304 to a poller that sent the answer's ETag back. */
const unchanged = { 304: { description: 'Unchanged since the ETag sent in If-None-Match (no body)' } };
const sportParams = z.object({ sport: sportSchema });
const marketParams = z.object({ marketId: keySchema() });
const eventParams = z.object({ eventId: keySchema() });
/** The live score board's language: the odds view passes the player's. */
const scoreLanguageQuery = z.object({ lang: z.enum(['en', 'bn'], { error: C.valueInvalid }).default('en') });
const feed = (c: Context<AppEnv>) => feedFor(c.var.deps);
const cacheOf = (c: Context<AppEnv>) => answerCacheOf(feed(c));

const sportsEventsList = defineRoute({
  method: 'get',
  path: '/api/sports-events/{sport}',
  access: 'public',
  tags,
  notFound: 'exchangeUnknownSport',
  summary: "A sport's events (in play first), optionally with each runner's best back and lay; with since=<version> only what changed",
  request: { params: sportParams, query: sportsEventsQuerySchema },
  responses: { ...answers({ 200: z.union([sportsEventsResponseSchema, sportsEventsDeltaSchema]) }), ...unchanged },
});
const results = defineRoute({
  method: 'get',
  path: '/api/results/{sport}',
  access: 'public',
  tags,
  notFound: 'exchangeUnknownSport',
  summary: "A sport's settled events, newest first (the Result tab)",
  request: { params: sportParams },
  responses: { ...answers({ 200: resultsResponseSchema }), ...unchanged },
});
const marketOdds = defineRoute({
  method: 'get',
  path: '/api/match-odds/{marketId}',
  access: 'public',
  tags,
  notFound: 'exchangeUnknownMarket',
  summary: 'One match odds market with its depth to back and to lay',
  request: { params: marketParams },
  responses: { ...answers({ 200: matchOddsResponseSchema }), ...unchanged },
});
const event = defineRoute({
  method: 'get',
  path: '/api/event/{eventId}',
  access: 'public',
  tags,
  notFound: 'exchangeUnknownEvent',
  summary: "One event's items: match odds, bookmaker and fancy lines",
  request: { params: eventParams },
  responses: { ...answers({ 200: eventResponseSchema }), ...unchanged },
});
const scoreBoard = defineRoute({
  method: 'get',
  path: '/api/score/board/{eventId}',
  access: 'public',
  tags,
  notFound: 'exchangeUnknownEvent',
  summary: 'Text holding the live score frame of an event',
  request: { params: eventParams },
  responses: { 200: rawAnswer('Text with an <iframe src> of the live score page', 'text/plain'), ...unchanged },
});
const liveScoreScript = defineRoute({
  method: 'get',
  path: '/live-score.js',
  access: 'public',
  tags,
  summary: "The live score page's script (a file of its own: no inline script under the CSP)",
  responses: { 200: rawAnswer('The script', 'text/javascript'), ...unchanged },
});
const liveScore = defineRoute({
  method: 'get',
  path: '/live-score/{eventId}',
  access: 'public',
  tags,
  notFound: 'exchangeUnknownEvent',
  summary: 'The live score page that the score board text frames',
  request: { params: eventParams, query: scoreLanguageQuery },
  responses: { 200: rawAnswer('The page', 'text/html'), ...unchanged },
});
const liveScoreNow = defineRoute({
  method: 'get',
  path: '/live-score/{eventId}/state',
  access: 'public',
  tags,
  notFound: 'exchangeUnknownEvent',
  summary: 'What the live score page shows now',
  request: { params: eventParams, query: scoreLanguageQuery },
  responses: { ...answers({ 200: liveScoreStateSchema }), ...unchanged },
});

/** The event a path names; a well-formed id that names no event is the same 404 as a malformed one. */
const eventOf = (c: Context<AppEnv>, id: string) => {
  const ev = feed(c).source.event(id);
  if (!ev) throw fail(404, 'exchangeUnknownEvent');
  return ev;
};

/** What the live score board of `eventId` shows, and the version it is kept by (the score's last change). */
function boardOf(c: Context<AppEnv>, eventId: string): { input: ScoreBoardInput; version: string } {
  const { source, house } = feed(c);
  const event = eventOf(c, eventId);
  const main = mainMarketOf(source, event.id);
  const score = source.score(event.id);
  const input = { event, status: main ? statusOf(main) : 'upcoming', score } as const;
  // The simulator's event version moves with play and with the market's state; another source's board
  // moves with its score and its main market.
  const version = house ? `${house.version(event.id)}` : `${score?.updatedAt ?? 0}:${main?.version ?? 0}`;
  return { input, version };
}

export const exchangeRoutes = createArea()
  .openapi(sportsEventsList, (c) => {
    const { sport } = c.req.valid('param');
    const { when, odds, since } = c.req.valid('query');
    const view = feed(c);
    const cache = cacheOf(c);
    // With odds the list carries best prices: rebuilt when any of the sport's markets moved (and with
    // any score); unchanged content gives the same content ETag, so the poller still gets a 304.
    const withOdds = odds === 'best';
    const version = listKey(view.source, sport, withOdds, view.house);
    if (since !== undefined) return preEncoded(sendListSlice(c, view, listLog(view.source, sport, withOdds), version, since, when));
    return preEncoded(
      sendAnswer(
        c,
        cache.get(`list:${sport}:${when}:${odds}`, version, () => sportsEvents(view, sport, when, withOdds)),
      ),
    );
  })
  .openapi(results, async (c) => preEncoded(sendAnswer(c, answer(await listResults(c.var.deps.database.db, c.req.valid('param').sport)))))
  .openapi(marketOdds, (c) => {
    const view = feed(c);
    const { source } = view;
    const market = source.market(c.req.valid('param').marketId);
    if (!market) throw fail(404, 'exchangeUnknownMarket');
    return preEncoded(
      sendAnswer(
        c,
        cacheOf(c).get(
          ...matchOddsKey(view, market.id, market.version),
          () => marketAnswer(market, source.book(market.id), source.score(market.eventId), source.isStale(market.id)),
          undefined,
          { market: market.id },
        ),
      ),
    );
  })
  .openapi(event, (c) => {
    const ev = eventOf(c, c.req.valid('param').eventId);
    const view = feed(c);
    return preEncoded(
      sendAnswer(
        c,
        cacheOf(c).get(...eventAnswerKey(view, ev.id), () => eventAnswerOf(view, ev), undefined, { event: ev.id }),
      ),
    );
  })
  .openapi(scoreBoard, (c) => {
    const ev = eventOf(c, c.req.valid('param').eventId);
    return preEncoded(sendAnswer(c, answer(scoreBoardText(ev.id), 'text/plain; charset=utf-8')));
  })
  .openapi(liveScoreScript, (c) => preEncoded(sendAnswer(c, LIVE_SCORE_SCRIPT_ANSWER)))
  .openapi(liveScore, (c) => {
    const { input, version } = boardOf(c, c.req.valid('param').eventId);
    const { lang } = c.req.valid('query');
    return preEncoded(
      sendAnswer(
        c,
        cacheOf(c).get(`ls:${lang}:${input.event.id}`, version, () => liveScorePage(input, lang), 'text/html; charset=utf-8', { event: input.event.id }),
      ),
    );
  })
  .openapi(liveScoreNow, (c) => {
    const { input, version } = boardOf(c, c.req.valid('param').eventId);
    const { lang } = c.req.valid('query');
    return preEncoded(
      sendAnswer(
        c,
        cacheOf(c).get(`lss:${lang}:${input.event.id}`, version, () => boardState(input, lang), undefined, { event: input.event.id }),
      ),
    );
  });
