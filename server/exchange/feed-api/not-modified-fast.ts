// The exchange pollers' 304, answered in the node request handler before hono (docs/decisions/0147).
// Every phone on an odds view asks for its market and event every 300 ms with the last ETag, and most
// answers are "unchanged": through the full chain each cost hono's router and context, a WHATWG Response
// and its Headers, several middlewares' bookkeeping and the limiter, about twice the socket write itself.
// Here a GET whose If-None-Match holds the answer's current ETag is answered with the same headers the full
// path's 304 carries (ETag, Vary, Cache-Control, HSTS over TLS; node adds Date and Connection on both),
// and counted by the feed's lookup limit, as the full path counts it. Anything else (another resource, an
// answer not built yet for the current version, an address over its limit) goes down the full chain as
// before, which decides it there.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Deps } from '../../context.ts';
import { addressBucket, addressFrom } from '../../lib/client-address.ts';
import type { LookupLimit } from '../../middleware/lookup-rate-limit.ts';
import { HSTS_VALUE, tlsFor } from '../../middleware/security-headers.ts';
import { answerCacheOf, type Answer } from './answer-cache.ts';
import { feedFor } from '../source/running-feed.ts';
import { etagMatches } from '../../lib/etag.ts';
import { unchangedHeaders } from './send-answer.ts';
import { eventAnswerKey, LIVE_SCORE_SCRIPT_ANSWER, matchOddsKey } from './polled-cache-keys.ts';

const ODDS = '/exchange-api/api/match-odds/';
const EVENT = '/exchange-api/api/event/';
const SCRIPT = '/exchange-api/live-score.js';

/**
 * The answer a polled path names, as already built for the feed's current version; undefined when the
 * path is not one of the polled ones, carries a query or an encoded character, or names nothing.
 */
export function currentPolledAnswer(deps: Deps, url: string): Answer | undefined {
  if (url.includes('?') || url.includes('%')) return undefined;
  if (url === SCRIPT) return LIVE_SCORE_SCRIPT_ANSWER;
  if (url.startsWith(ODDS)) {
    const feed = feedFor(deps);
    const market = feed.source.market(url.slice(ODDS.length));
    return market ? answerCacheOf(feed).peek(...matchOddsKey(feed, market.id, market.version)) : undefined;
  }
  if (url.startsWith(EVENT)) {
    const feed = feedFor(deps);
    const event = feed.source.event(url.slice(EVENT.length));
    return event ? answerCacheOf(feed).peek(...eventAnswerKey(feed, event.id)) : undefined;
  }
  return undefined;
}

/** A node request listener's first step: true when it has answered the request (a 304), false to go on to hono. */
export function notModifiedFast(deps: Deps, lookups: LookupLimit): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { config } = deps;
  return (req, res) => {
    const tag = req.headers['if-none-match'];
    const url = req.url;
    if (req.method !== 'GET' || !tag || !url || !url.startsWith('/exchange-api/')) return false;
    const current = currentPolledAnswer(deps, url);
    if (!current || !etagMatches(tag, current.etag)) return false;
    const xff = req.headers['x-forwarded-for'];
    const address = addressFrom(config.trustProxy, Array.isArray(xff) ? xff.join(',') : xff, req.socket.remoteAddress);
    if (!lookups.countWithin(addressBucket(address))) return false;
    const proto = req.headers['x-forwarded-proto'];
    const overTls = tlsFor(config, Array.isArray(proto) ? proto[0] : proto, (req.socket as TLSSocket).encrypted === true);
    res.writeHead(304, unchangedHeaders(current, overTls ? HSTS_VALUE : undefined));
    res.end();
    return true;
  };
}
