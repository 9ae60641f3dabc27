// The house provider's client of the provider wallet: it signs each request with the house secret and
// sends it down the very path an outside provider's HTTP request takes (dispatchProviderCall:
// signature, contract parse, action). No house game touches the ledger any other way.
import type { Deps } from '../context.ts';
import { dispatchProviderCall } from '../services/provider-wallet.ts';
import { signProviderBody } from '../services/provider-signature.ts';
import { fail } from '../lib/errors.ts';
import type { ProviderAction, ProviderAnswer, ProviderErrorAnswer, ProviderRequest } from '../../contracts/provider-wallet.ts';
import { HOUSE_PLATFORM } from '../../contracts/games.ts';

export interface WalletClient {
  call<A extends ProviderAction>(action: A, body: ProviderRequest<A>): Promise<ProviderAnswer<A>>;
}

export function houseWalletClient(deps: Deps): WalletClient {
  return {
    call(action, body) {
      const rawBody = JSON.stringify(body);
      const timestamp = Math.floor(deps.now().getTime() / 1000);
      const signature = signProviderBody(deps.config.providerSecrets[HOUSE_PLATFORM]!, timestamp, rawBody);
      return dispatchProviderCall(deps, action, { provider: HOUSE_PLATFORM, rawBody, timestamp: String(timestamp), signature });
    },
  };
}

/** How a wallet refusal reads to the player of a house game. */
export function refusalToError(answer: ProviderErrorAnswer): Error {
  switch (answer.code) {
    case 'INSUFFICIENT_FUNDS':
      return fail(409, 'providerInsufficientFunds');
    case 'SESSION_EXPIRED':
    case 'LAUNCH_TOKEN_INVALID':
    case 'PLAYER_NOT_FOUND':
      return fail(401, 'gameSessionInvalid');
    case 'PLAYER_EXCLUDED':
      return fail(403, 'selfExcluded');
    default:
      return fail(409, 'errorTryAgain');
  }
}

export interface HousePlayer {
  playerId: string;
  userId: number;
  currency: 'BDT' | 'INR' | 'PKR';
  balance: number;
  sessionToken: string;
}

/** The player behind a game session token, asked of the wallet as any provider would. */
export async function housePlayer(wallet: WalletClient, sessionToken: string | undefined): Promise<HousePlayer> {
  if (!sessionToken || !/^[A-Za-z0-9_-]{32,128}$/.test(sessionToken)) throw fail(401, 'gameSessionInvalid');
  const answer = await wallet.call('balance', { sessionToken });
  if (answer.status === 'ERROR') throw refusalToError(answer);
  return { playerId: answer.playerId, userId: Number(answer.playerId), currency: answer.currency, balance: answer.balance, sessionToken };
}
