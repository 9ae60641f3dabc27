// The provider area: the seamless wallet a game provider calls (docs/decisions/0050), one route per
// action under /api/provider/{provider}/. Access `provider`: the guard verifies the HMAC signature
// over the raw body and the timestamp before anything reads the body (401), then the action's
// contract parses it (422), then dispatchProviderCall runs it: the same path the house provider's
// in-process client takes. Business refusals are HTTP 200 answers with status 'ERROR'.
import { z } from 'zod';
import { PROVIDER_ANSWER_SCHEMAS, PROVIDER_REQUEST_SCHEMAS, providerCodeSchema, type ProviderAction } from '../../contracts/provider-wallet.ts';
import type { AppEnv } from '../context.ts';
import type { Context } from 'hono';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requireProviderCall } from '../middleware/auth.ts';
import { dispatchProviderCall } from '../services/provider-wallet.ts';

const params = z.object({ provider: providerCodeSchema });
const tags: ['provider'] = ['provider'];

const declare = <A extends ProviderAction>(action: A, summary: string) =>
  defineRoute({
    method: 'post',
    path: `/provider/{provider}/${action}` as `/provider/{provider}/${A}`,
    access: 'provider',
    tags,
    summary,
    request: { params, body: jsonBody(PROVIDER_REQUEST_SCHEMAS[action]) },
    responses: answers({ 200: PROVIDER_ANSWER_SCHEMAS[action] }),
  });

const authenticate = declare('authenticate', 'Exchanges a launch token for a game session token');
const balance = declare('balance', "The player's balance in poisha");
const bet = declare('bet', 'Debits a bet of a round (idempotent by txId)');
const win = declare('win', 'Credits a win of a round, settling it when roundClosed (idempotent by txId)');
const rollback = declare('rollback', 'Refunds a bet, or leaves a tombstone for one not seen yet (idempotent by txId)');

/** Every action: the verified call goes down the one dispatch path (its contract parse included). */
const run =
  <A extends ProviderAction>(action: A) =>
  async (c: Context<AppEnv>) =>
    c.json(await dispatchProviderCall(c.var.deps, action, requireProviderCall(c)), 200);

export const providerRoutes = createArea()
  .openapi(authenticate, run('authenticate'))
  .openapi(balance, run('balance'))
  .openapi(bet, run('bet'))
  .openapi(win, run('win'))
  .openapi(rollback, run('rollback'));
