// The house games' calls, for routes under /api/house/. In-game calls carry the game session token in
// the X-Game-Session header (checked by asking the wallet, as any provider would); the seed and round
// lookups take a player id, from that session in game or from the site session on the verification page.
// Stakes arrive in taka and are checked against the presets by the contracts; money moves only through
// the house provider's signed wallet calls (server/house/).
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { houseRounds, houseSeedPairs } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import type { HouseRoundResponse, HouseSession, JhandiMundaPlayResponse, SeedsResponse, SlotSpinResponse } from '../../contracts/games.ts';
import { slotOutcome } from '../../games/slot.ts';
import { jhandiMundaOutcome, type JhandiMundaBets } from '../../games/jhandi-munda.ts';
import { houseWalletClient, housePlayer, refusalToError } from '../house/wallet-client.ts';
import { playInstantRound } from '../house/instant-rounds.ts';
import { activePair, rotatePair } from '../house/seeds.ts';
import { poishaFromTaka, takaFromPoisha } from '../lib/money.ts';

/** POST /api/house/session { launchToken }: the house game screen opens its game session. */
export async function openHouseSession(deps: Deps, launchToken: string): Promise<HouseSession> {
  const answer = await houseWalletClient(deps).call('authenticate', { launchToken });
  if (answer.status === 'ERROR') throw refusalToError(answer);
  return {
    sessionToken: answer.sessionToken,
    username: answer.username,
    currency: answer.currency,
    balance: takaFromPoisha(answer.balance),
    gameCode: answer.gameCode,
    language: answer.language,
  };
}

/** POST /api/house/slot/spin { stake } */
export async function spinSlot(deps: Deps, sessionToken: string | undefined, stakeTaka: number, requestKey?: string): Promise<SlotSpinResponse> {
  const wallet = houseWalletClient(deps);
  const player = await housePlayer(wallet, sessionToken);
  const stakePoisha = poishaFromTaka(stakeTaka);
  const { row, outcome, serverSeedHash, balance } = await playInstantRound(deps, wallet, player, {
    game: 'slot',
    stakePoisha,
    bet: { stake: stakePoisha },
    outcome: (seeds) => slotOutcome(seeds, stakePoisha),
    requestKey,
  });
  return {
    fair: { roundId: row.id, serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce },
    stake: stakeTaka,
    payout: takaFromPoisha(outcome.payoutPoisha),
    stops: outcome.stops,
    window: outcome.window,
    lines: outcome.lines.map((l) => ({ line: l.line, symbol: l.symbol, count: l.count, pay: takaFromPoisha(l.payPoisha) })),
    scatters: outcome.scatters,
    balance: takaFromPoisha(balance),
  };
}

/** POST /api/house/jhandi-munda/play { bets } */
export async function playJhandiMunda(
  deps: Deps,
  sessionToken: string | undefined,
  betsTaka: Record<string, number>,
  requestKey?: string,
): Promise<JhandiMundaPlayResponse> {
  const wallet = houseWalletClient(deps);
  const player = await housePlayer(wallet, sessionToken);
  const bets: JhandiMundaBets = Object.fromEntries(Object.entries(betsTaka).map(([s, taka]) => [s, poishaFromTaka(taka)]));
  const stakePoisha = Object.values(bets).reduce((a, b) => a + (b ?? 0), 0);
  const { row, outcome, serverSeedHash, balance } = await playInstantRound(deps, wallet, player, {
    game: 'jhandi_munda',
    stakePoisha,
    bet: bets,
    outcome: (seeds) => jhandiMundaOutcome(seeds, bets),
    requestKey,
  });
  return {
    fair: { roundId: row.id, serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce },
    dice: outcome.dice,
    wins: outcome.wins.map((w) => ({ symbol: w.symbol, matches: w.matches, stake: takaFromPoisha(w.stakePoisha), pay: takaFromPoisha(w.payPoisha) })),
    stake: takaFromPoisha(stakePoisha),
    payout: takaFromPoisha(outcome.payoutPoisha),
    balance: takaFromPoisha(balance),
  };
}

/** The player behind an X-Game-Session token (401 when it is not live): the in-game routes' guard. */
export async function resolveGameSession(deps: Deps, sessionToken: string | undefined): Promise<{ userId: number; balance: number; currency: string }> {
  const player = await housePlayer(houseWalletClient(deps), sessionToken);
  return { userId: player.userId, balance: takaFromPoisha(player.balance), currency: player.currency };
}

const seedState = (pair: { serverSeedHash: string; clientSeed: string; nextNonce: number }) => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nextNonce,
});

/** GET seeds (in game, or the verification page for the signed-in player): the active pair, and the last revealed. */
export async function getSeeds(db: Db, userId: number): Promise<SeedsResponse> {
  const pair = await db.transaction((tx) => activePair(tx, userId));
  const [last] = await db
    .select()
    .from(houseSeedPairs)
    .where(and(eq(houseSeedPairs.userId, userId), eq(houseSeedPairs.status, 'revealed')))
    .orderBy(desc(houseSeedPairs.id))
    .limit(1);
  return {
    active: seedState(pair),
    revealed: last ? { serverSeed: last.serverSeed, serverSeedHash: last.serverSeedHash, clientSeed: last.clientSeed, rounds: last.nextNonce } : null,
  };
}

/** POST seeds/rotate { clientSeed }: reveals the old server seed, starts a new pair with the player's seed. */
export async function rotateSeeds(db: Db, userId: number, clientSeed: string, now: Date): Promise<SeedsResponse> {
  const { revealed, active } = await rotatePair(db, userId, clientSeed, now);
  return {
    active: seedState(active),
    revealed: { serverSeed: revealed.serverSeed, serverSeedHash: revealed.serverSeedHash, clientSeed: revealed.clientSeed, rounds: revealed.nextNonce },
  };
}

function roundView(round: typeof houseRounds.$inferSelect, pair: typeof houseSeedPairs.$inferSelect): HouseRoundResponse {
  return {
    roundId: round.id,
    game: round.game,
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.status === 'revealed' ? pair.serverSeed : null,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    bet: round.bet,
    outcome: round.outcome,
    stake: takaFromPoisha(round.stakePoisha),
    payout: takaFromPoisha(round.payoutPoisha),
    status: round.status,
    created_at: round.createdAt.toISOString(),
  };
}

/** GET rounds/{id}: one of the player's rounds, with its server seed once revealed (the verification page). */
export async function getHouseRound(db: Db, userId: number, roundId: number): Promise<HouseRoundResponse> {
  const [found] = await db
    .select({ round: houseRounds, pair: houseSeedPairs })
    .from(houseRounds)
    .innerJoin(houseSeedPairs, eq(houseSeedPairs.id, houseRounds.seedPairId))
    .where(and(eq(houseRounds.id, roundId), eq(houseRounds.userId, userId)));
  if (!found) throw fail(404, 'houseRoundNotFound');
  return roundView(found.round, found.pair);
}

/** GET rounds: the player's latest house rounds, newest first, for the verification page's list. */
export async function listHouseRounds(deps: Deps, userId: number, limit = 50): Promise<{ rounds: HouseRoundResponse[] }> {
  const found = await deps.database.db
    .select({ round: houseRounds, pair: houseSeedPairs })
    .from(houseRounds)
    .innerJoin(houseSeedPairs, eq(houseSeedPairs.id, houseRounds.seedPairId))
    .where(eq(houseRounds.userId, userId))
    .orderBy(desc(houseRounds.id))
    .limit(Math.min(Math.max(limit, 1), 200));
  return { rounds: found.map((f) => roundView(f.round, f.pair)) };
}
