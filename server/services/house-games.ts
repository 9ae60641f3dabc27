// The house games' calls, for routes under /api/house/ (access: public; the game session token in the
// X-Game-Session header is the credential, checked by asking the wallet, as any provider would).
// Stakes arrive in taka and are checked against the presets by the contracts; money moves only through
// the house provider's signed wallet calls (server/house/).
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import { houseRounds, houseSeedPairs } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { toPoisha, toTaka } from '../../contracts/wallet.ts';
import type { JhandiMundaPlayResponse, SeedsResponse, SlotSpinResponse, HouseSession } from '../../contracts/games.ts';
import { slotOutcome } from '../../games/slot.ts';
import { jhandiMundaOutcome, type JhandiMundaBets } from '../../games/jhandi-munda.ts';
import { houseWalletClient, housePlayer, refusalToError } from '../house/wallet-client.ts';
import { playInstantRound } from '../house/instant-rounds.ts';
import { activePair, rotatePair } from '../house/seeds.ts';

/** POST /api/house/session { launchToken }: the house game screen opens its game session. */
export async function openHouseSession(deps: Deps, launchToken: string): Promise<HouseSession> {
  const answer = await houseWalletClient(deps).call('authenticate', { launchToken });
  if (answer.status === 'ERROR') throw refusalToError(answer);
  return {
    sessionToken: answer.sessionToken, username: answer.username, currency: answer.currency,
    balance: toTaka(answer.balance), gameCode: answer.gameCode, language: answer.language,
  };
}

/** POST /api/house/slot/spin { stake } */
export async function spinSlot(deps: Deps, sessionToken: string | undefined, stakeTaka: number): Promise<SlotSpinResponse> {
  const wallet = houseWalletClient(deps);
  const player = await housePlayer(wallet, sessionToken);
  const stakePoisha = toPoisha(stakeTaka);
  const { row, outcome, serverSeedHash, balance } = await playInstantRound(deps, wallet, player, {
    game: 'slot', stakePoisha, bet: { stake: stakePoisha }, outcome: (seeds) => slotOutcome(seeds, stakePoisha),
  });
  return {
    fair: { roundId: row.id, serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce },
    stake: stakeTaka, payout: toTaka(outcome.payoutPoisha), stops: outcome.stops, window: outcome.window,
    lines: outcome.lines.map((l) => ({ line: l.line, symbol: l.symbol, count: l.count, pay: toTaka(l.payPoisha) })),
    scatters: outcome.scatters, balance: toTaka(balance),
  };
}

/** POST /api/house/jhandi-munda/play { bets } */
export async function playJhandiMunda(deps: Deps, sessionToken: string | undefined, betsTaka: Record<string, number>): Promise<JhandiMundaPlayResponse> {
  const wallet = houseWalletClient(deps);
  const player = await housePlayer(wallet, sessionToken);
  const bets: JhandiMundaBets = Object.fromEntries(Object.entries(betsTaka).map(([s, taka]) => [s, toPoisha(taka)]));
  const stakePoisha = Object.values(bets).reduce((a, b) => a + (b ?? 0), 0);
  const { row, outcome, serverSeedHash, balance } = await playInstantRound(deps, wallet, player, {
    game: 'jhandi_munda', stakePoisha, bet: bets, outcome: (seeds) => jhandiMundaOutcome(seeds, bets),
  });
  return {
    fair: { roundId: row.id, serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce },
    dice: outcome.dice,
    wins: outcome.wins.map((w) => ({ symbol: w.symbol, matches: w.matches, stake: toTaka(w.stakePoisha), pay: toTaka(w.payPoisha) })),
    stake: toTaka(stakePoisha), payout: toTaka(outcome.payoutPoisha), balance: toTaka(balance),
  };
}

/** GET /api/house/seeds: the active pair (server seed hidden) and nothing revealed. */
export async function getSeeds(deps: Deps, sessionToken: string | undefined): Promise<SeedsResponse> {
  const player = await housePlayer(houseWalletClient(deps), sessionToken);
  const pair = await deps.database.db.transaction((tx) => activePair(tx, player.userId));
  return { active: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nextNonce }, revealed: null };
}

/** POST /api/house/seeds/rotate { clientSeed }: reveals the old server seed, starts a new pair. */
export async function rotateSeeds(deps: Deps, sessionToken: string | undefined, clientSeed: string): Promise<SeedsResponse> {
  const player = await housePlayer(houseWalletClient(deps), sessionToken);
  const { revealed, active } = await rotatePair(deps.database.db, player.userId, clientSeed, deps.now());
  return {
    active: { serverSeedHash: active.serverSeedHash, clientSeed: active.clientSeed, nonce: active.nextNonce },
    revealed: { serverSeed: revealed.serverSeed, serverSeedHash: revealed.serverSeedHash, clientSeed: revealed.clientSeed, rounds: revealed.nextNonce },
  };
}

/** GET /api/house/rounds/{id}: one of the player's rounds, with its server seed once revealed. */
export async function getHouseRound(deps: Deps, sessionToken: string | undefined, roundId: number) {
  const player = await housePlayer(houseWalletClient(deps), sessionToken);
  const [found] = await deps.database.db.select({ round: houseRounds, pair: houseSeedPairs }).from(houseRounds)
    .innerJoin(houseSeedPairs, eq(houseSeedPairs.id, houseRounds.seedPairId))
    .where(and(eq(houseRounds.id, roundId), eq(houseRounds.userId, player.userId)));
  if (!found) throw fail(404, 'houseRoundNotFound');
  const { round, pair } = found;
  return {
    roundId: round.id, game: round.game, serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.status === 'revealed' ? pair.serverSeed : null, clientSeed: round.clientSeed, nonce: round.nonce,
    bet: round.bet, outcome: round.outcome, stake: toTaka(round.stakePoisha), payout: toTaka(round.payoutPoisha),
    created_at: round.createdAt.toISOString(),
  };
}
