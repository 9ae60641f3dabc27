// The house game screens' calls. In game, the credential is the game session token (X-Game-Session),
// opened from the launch token of the screen's url and kept in this tab's sessionStorage, never the
// site's bearer token and never in a url (decision 0050): so this client is its own ky instance. The
// verification page is a site page: it uses the player's session through lib/api.ts.
import ky, { type Options } from 'ky';
import type { z } from 'zod';
import {
  crashBetResponseSchema,
  crashCashoutResponseSchema,
  crashStateSchema,
  GAME_SESSION_HEADER,
  houseBalanceSchema,
  houseRoundListResponseSchema,
  houseSessionSchema,
  jhandiMundaPlayResponseSchema,
  seedsResponseSchema,
  slotSpinResponseSchema,
  type CrashState,
  type HouseSession,
} from '../../../contracts/games.ts';
import { IDEMPOTENCY_HEADER } from '../../../contracts/wallet.ts';
import { ApiError, getJson, postJson, toApiError } from '../../lib/api.ts';

const houseHttp = ky.create({ prefixUrl: '/api', timeout: 20_000, retry: 0 });
const storageKey = (gameCode: string) => `house-session:${gameCode}`;
let sessionToken: string | null = null;

export function rememberSession(session: HouseSession): void {
  sessionToken = session.sessionToken;
  sessionStorage.setItem(storageKey(session.gameCode), JSON.stringify(session));
}

/** The session this tab opened for a game before (a reload of the game screen). */
export function storedSession(gameCode: string): HouseSession | null {
  try {
    const parsed = houseSessionSchema.safeParse(JSON.parse(sessionStorage.getItem(storageKey(gameCode)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetSession(gameCode: string): void {
  sessionToken = null;
  sessionStorage.removeItem(storageKey(gameCode));
}

async function call<S extends z.ZodType>(schema: S, path: string, options: Options = {}): Promise<z.output<S>> {
  let data: unknown;
  try {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    if (sessionToken) headers.set(GAME_SESSION_HEADER, sessionToken);
    data = await houseHttp(path, { ...options, headers }).json();
  } catch (error) {
    throw await toApiError(error);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(0, 'An unexpected error occurred', 'unexpectedError');
  return parsed.data;
}

/**
 * A stake that moves money: sent with an Idempotency-Key made once per play, and sent again with the
 * same key once if the network lost the answer, so a retry is the same round, never a second stake.
 */
async function stake<S extends z.ZodType>(schema: S, path: string, json: unknown): Promise<z.output<S>> {
  const key = crypto.randomUUID();
  const send = () => call(schema, path, { method: 'post', json, headers: { [IDEMPOTENCY_HEADER]: key } });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    await new Promise((r) => setTimeout(r, 800));
    return send();
  }
}

export const openSession = (launchToken: string) => call(houseSessionSchema, 'house/session', { method: 'post', json: { launchToken } });
export const getHouseBalance = () => call(houseBalanceSchema, 'house/balance');
export const spinSlot = (stakeTaka: number) => stake(slotSpinResponseSchema, 'house/slot/spin', { stake: stakeTaka });
export const playJhandiMunda = (bets: Record<string, number>) => stake(jhandiMundaPlayResponseSchema, 'house/jhandi-munda/play', { bets });
export const getGameSeeds = () => call(seedsResponseSchema, 'house/seeds');
export const rotateGameSeeds = (clientSeed: string) => call(seedsResponseSchema, 'house/seeds/rotate', { method: 'post', json: { clientSeed } });
export const placeCrashBet = (stakeTaka: number, autoCashout?: number) =>
  call(crashBetResponseSchema, 'house/crash/bet', { method: 'post', json: autoCashout ? { stake: stakeTaka, autoCashout } : { stake: stakeTaka } });
export const cashOutCrash = () => call(crashCashoutResponseSchema, 'house/crash/cashout', { method: 'post', json: {} });

/** The polled crash state: null when nothing happened since `etag` (304). */
export async function pollCrashState(etag: string | null): Promise<{ state: CrashState; etag: string | null } | null> {
  const res = await fetch('/api/house/crash/state', { headers: etag ? { 'If-None-Match': etag } : {}, cache: 'no-store' });
  if (res.status === 304) return null;
  if (!res.ok) throw new ApiError(res.status, 'An unexpected error occurred', 'unexpectedError');
  return { state: crashStateSchema.parse(await res.json()), etag: res.headers.get('etag') };
}

// The verification page, for the signed-in player.
export const getMyRounds = async () => (await getJson(houseRoundListResponseSchema, 'house/verify/rounds')).rounds;
export const rotateMySeeds = (clientSeed: string) => postJson(seedsResponseSchema, 'house/verify/seeds/rotate', { clientSeed });
