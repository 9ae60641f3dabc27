// The seamless wallet a game provider calls (docs/decisions/0050): authenticate, balance, bet, win,
// rollback. Each takes a parsed contract request for `provider` and returns its contract answer;
// business refusals are answers ({ status: 'ERROR', code }), stored and replayed like any other.
// Money moves only through the ledger, in the same transaction as the provider transaction row that
// makes the call idempotent. dispatchProviderCall is the one path from a signed request to these
// functions: the route and the house provider's in-process client both use it.
import type { Deps } from '../context.ts';
import { fieldErrors } from '../lib/errors.ts';
import {
  PROVIDER_REQUEST_SCHEMAS,
  type AuthenticateRequest,
  type BalanceRequest,
  type ProviderAction,
  type ProviderAnswer,
  type ProviderErrorAnswer,
} from '../../contracts/provider-wallet.ts';
import { balanceOf } from './ledger.ts';
import { liveGameSession, openGameSession } from './game-sessions.ts';
import { findPlayer, sessionPolicy, type Currency } from './provider-players.ts';
import { refusal } from './provider-transactions.ts';
import { verifyProviderRequest, type SignedRequest } from './provider-signature.ts';
import { placeBet } from './provider-bet.ts';
import { rollbackBet, settleWin } from './provider-settle.ts';

export async function authenticate(deps: Deps, provider: string, req: AuthenticateRequest): Promise<ProviderAnswer<'authenticate'>> {
  const db = deps.database.db;
  const opened = await openGameSession(db, provider, req.launchToken, sessionPolicy(deps), deps.now());
  if (!opened) return refusal('LAUNCH_TOKEN_INVALID');
  return {
    status: 'OK',
    playerId: String(opened.userId),
    username: opened.username,
    currency: opened.currency as Currency,
    balance: await balanceOf(db, opened.userId),
    gameCode: opened.gameCode,
    language: opened.language,
    sessionToken: opened.sessionToken,
  };
}

async function getBalance(deps: Deps, provider: string, req: BalanceRequest): Promise<ProviderAnswer<'balance'>> {
  const db = deps.database.db;
  const live = await liveGameSession(db, provider, req.sessionToken, sessionPolicy(deps), deps.now());
  if (!live || (req.playerId !== undefined && String(live.userId) !== req.playerId)) return refusal('SESSION_EXPIRED');
  const player = await findPlayer(db, String(live.userId));
  if (!player) return refusal('PLAYER_NOT_FOUND');
  return { status: 'OK', playerId: String(player.id), currency: player.currency, balance: await balanceOf(db, player.id) };
}

const providerWallet = { authenticate, balance: getBalance, bet: placeBet, win: settleWin, rollback: rollbackBet } as const;

type Handler<A extends ProviderAction> = (deps: Deps, provider: string, req: never) => Promise<ProviderAnswer<A>>;

/**
 * The provider-signed call, whole: verify the signature over the raw body (401), parse the body with
 * the action's contract (422), run the action. What a route for POST /api/provider/{provider}/{action}
 * calls, and what the house provider's client calls in-process.
 */
export async function dispatchProviderCall<A extends ProviderAction>(deps: Deps, action: A, req: SignedRequest): Promise<ProviderAnswer<A>> {
  verifyProviderRequest(deps.config.providerSecrets, req, deps.now().getTime());
  let json: unknown;
  try {
    json = JSON.parse(req.rawBody);
  } catch {
    throw fieldErrors({ body: 'invalid JSON' });
  }
  const parsed = PROVIDER_REQUEST_SCHEMAS[action].safeParse(json);
  if (!parsed.success) {
    throw fieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message])));
  }
  const handler = providerWallet[action] as unknown as Handler<A>;
  return handler(deps, req.provider, parsed.data as never);
}

export const isRefusal = (answer: { status: string }): answer is ProviderErrorAnswer => answer.status === 'ERROR';
