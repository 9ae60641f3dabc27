// The crash game's calls (decision 0051): one shared round for everyone. Players follow it by server
// push (GET /house/crash/stream, Server-Sent Events: a snapshot on each event, coalesced) or, where a
// stream cannot be held, by polling GET /house/crash/state with If-None-Match (304 while nothing but
// the clock moved; the screen draws the climbing multiplier itself from startedAt and serverTime).
// Bets and cash-outs carry the game session; a cash-out is judged by the server's clock at arrival.
import { streamSSE } from 'hono/streaming';
import type { Context } from 'hono';
import { errorBodySchema } from '../../contracts/common.ts';
import { crashBetRequestSchema, crashBetResponseSchema, crashCashoutResponseSchema, crashStateSchema, type CrashState } from '../../contracts/games.ts';
import type { AppEnv } from '../context.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requireGameSession } from '../middleware/auth.ts';
import { cashOutCrash, crashState, crashView, placeCrashBet } from '../services/house-crash.ts';

const tags: ['house'] = ['house'];
/** Events closer together than this (a burst of bets) go out as one snapshot: fewer bytes on mobile data. */
const CRASH_PUSH_COALESCE_MS = 250;
/** A comment line this often keeps proxies and phones from closing a quiet stream. */
const CRASH_KEEPALIVE_MS = 25_000;

/** The weak validator of a snapshot: it changes with every event, not with the clock. */
const crashEtag = (state: Pick<CrashState, 'gameId' | 'version'>) => `W/"crash-${state.gameId}-${state.version}"`;

const stateRoute = defineRoute({
  method: 'get',
  path: '/house/crash/state',
  access: 'public',
  tags,
  summary: 'The shared round now (send If-None-Match with the last ETag: 304 while no event happened)',
  responses: { ...answers({ 200: crashStateSchema, 409: errorBodySchema }), 304: { description: 'No event since the ETag sent' } },
});

const streamRoute = defineRoute({
  method: 'get',
  path: '/house/crash/stream',
  access: 'public',
  tags,
  summary: 'Server-Sent Events: `state` with a snapshot now and after every event (new game, start, bet, cash-out, crash)',
  responses: { 200: { description: 'text/event-stream of crash snapshots', content: { 'text/event-stream': { schema: crashStateSchema } } } },
});

const betRoute = defineRoute({
  method: 'post',
  path: '/house/crash/bet',
  access: 'game-session',
  tags,
  summary: 'A bet on the game in its betting phase (stake in whole taka), with an optional auto cash-out',
  request: { body: jsonBody(crashBetRequestSchema) },
  responses: answers({ 200: crashBetResponseSchema, 409: errorBodySchema }),
});

const cashoutRoute = defineRoute({
  method: 'post',
  path: '/house/crash/cashout',
  access: 'game-session',
  tags,
  summary: "Cashes out the player's open bet at the multiplier of the moment the request reached the server",
  responses: answers({ 200: crashCashoutResponseSchema, 409: errorBodySchema }),
});

function stream(c: Context<AppEnv>) {
  const rounds = crashView(c.var.deps);
  return streamSSE(c, async (sse) => {
    let latest: CrashState | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const send = (state: CrashState) => sse.writeSSE({ event: 'state', id: String(state.version), data: JSON.stringify(state) });
    const unsubscribe = rounds.subscribe((state) => {
      latest = state;
      timer ??= setTimeout(() => {
        timer = null;
        if (latest && !sse.aborted) void send(latest);
      }, CRASH_PUSH_COALESCE_MS);
    });
    sse.onAbort(() => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    });
    try {
      await send(rounds.snapshot());
    } catch {
      // No game yet (the rounds are starting): the first event brings the first snapshot.
    }
    while (!sse.aborted) {
      await sse.sleep(CRASH_KEEPALIVE_MS);
      if (!sse.aborted) await sse.write(': keep-alive\n\n');
    }
  });
}

export const houseCrashRoutes = createArea()
  .openapi(stateRoute, (c) => {
    const state = crashState(c.var.deps);
    const etag = crashEtag(state);
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.json(state, 200);
  })
  .openapi(streamRoute, (c) => stream(c) as never)
  .openapi(betRoute, async (c) => {
    const session = requireGameSession(c);
    return c.json(await placeCrashBet(c.var.deps, session.token, c.req.valid('json')), 200);
  })
  .openapi(cashoutRoute, async (c) => c.json(await cashOutCrash(c.var.deps, requireGameSession(c).token), 200));
