// The shared crash rounds, run by one runner in the server process (the one leader). Time moves only
// through tick() reading the injected clock, so tests drive it exactly (like the exchange simulator);
// start() ticks it from a timer. Each game: a betting phase, then the multiplier climbs from the end
// of betting until the game's crash point (from the hash chain); then a pause and the next game.
//
// The server's clock decides every cash-out: a request is judged by the moment it reached the server
// (cashOutAt over the game's crash point), never by what the client showed nor by whether this runner
// has ticked the crash yet. Money moves only through the house provider's signed wallet calls: a bet
// debits at placement, the cash-out (or the loss at the crash, a win of 0) settles the player's round.
import { eq } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import { houseCrashBets, houseCrashGames, users } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import type { CrashState } from '../../contracts/games.ts';
import { logger } from '../lib/logger.ts';
import { autoCashOutWins, cashOutAt, CRASH_MAX_X100, crashPayout, crashPointX100, msToReachX100, roundDurationMs, roundEndX100 } from '../../games/crash.ts';
import { claimGameNumber, gameHash } from './crash-chain.ts';
import { housePlayer, refusalToError, type WalletClient } from './wallet-client.ts';
import { CRASH_GAME_CODE, crashTxIds, snapshotOf, type CrashHistoryItem, type LiveBet, type LiveGame } from './crash-state.ts';
export { CRASH_GAME_CODE, crashTxIds };
import { recoverCrashGames, recentHistory } from './crash-recovery.ts';

export interface CrashRoundsOptions {
  bettingMs?: number;
  pauseMs?: number;
  chainLength?: number;
  tickMs?: number;
}

export class CrashRounds {
  private game: LiveGame | null = null;
  private nextStartAt = 0;
  private history: CrashHistoryItem[] = [];
  private running: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Bumped on every event (new game, start, bet, cash-out, crash): an ETag for polling, a cue for push. */
  private version = 0;
  private listeners = new Set<(state: CrashState) => void>();
  readonly bettingMs: number;
  readonly pauseMs: number;

  constructor(
    private readonly deps: Deps,
    private readonly wallet: WalletClient,
    private readonly opts: CrashRoundsOptions = {},
  ) {
    this.bettingMs = opts.bettingMs ?? 7_000;
    this.pauseMs = opts.pauseMs ?? 3_000;
  }

  private now(): number {
    return this.deps.now().getTime();
  }

  /** Refunds what a previous process left unfinished and loads the recent history; call once first. */
  async recover(): Promise<void> {
    await recoverCrashGames(this.deps, this.wallet);
    this.history = await recentHistory(this.deps.database.db);
  }

  /** One step at the clock's time; steps never overlap. */
  tick(): Promise<void> {
    // A failed step must not stop the ones after it: each step starts from a settled chain.
    const step = this.running.catch(() => undefined).then(() => this.step(this.now()));
    this.running = step;
    return step;
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.tick().catch((err: unknown) => logger.error('crash tick failed', { error: err instanceof Error ? err.stack : String(err) }));
    }, this.opts.tickMs ?? 100);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running.catch(() => undefined);
  }

  /** The game in play, crash point included: server-side only (the snapshot hides it until the crash). */
  current(): Readonly<LiveGame> | null {
    return this.game;
  }

  snapshot(): CrashState {
    if (!this.game) throw fail(409, 'crashNotRunning');
    return snapshotOf(this.game, this.history, this.now(), this.version);
  }

  /** Server push: `listener` gets a snapshot after every event (not every tick: clients draw the curve). */
  subscribe(listener: (state: CrashState) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private changed(): void {
    this.version += 1;
    if (this.listeners.size === 0 || !this.game) return;
    const state = this.snapshot();
    for (const listener of this.listeners) listener(state);
  }

  private async step(now: number): Promise<void> {
    const game = this.game;
    if (!game || (game.phase === 'crashed' && now >= this.nextStartAt)) {
      if (now >= this.nextStartAt) await this.startGame(now);
      return;
    }
    if (game.phase === 'betting' && now >= game.bettingEndsAt) {
      game.phase = 'running';
      await this.deps.database.db.update(houseCrashGames).set({ phase: 'running' }).where(eq(houseCrashGames.id, game.id));
      this.changed();
    }
    if (game.phase !== 'running') return;
    const elapsed = now - game.bettingEndsAt;
    const autos = [...game.bets.values()]
      .filter((b) => b.status === 'open' && b.autoX100 !== null && autoCashOutWins(game.crashX100, b.autoX100) && msToReachX100(b.autoX100) <= elapsed)
      .sort((a, b) => a.autoX100! - b.autoX100!);
    for (const bet of autos) await this.settle(game, bet, bet.autoX100);
    if (elapsed >= roundDurationMs(game.crashX100)) await this.endGame(game, now);
  }

  private async startGame(now: number): Promise<void> {
    const db = this.deps.database.db;
    const { chain, gameNumber } = await claimGameNumber(db, this.opts.chainLength);
    const hash = await gameHash(db, chain, gameNumber);
    const bettingEndsAt = now + this.bettingMs;
    const [row] = await db
      .insert(houseCrashGames)
      .values({ chainId: chain.id, gameNumber, phase: 'betting', bettingEndsAt: new Date(bettingEndsAt) })
      .returning({ id: houseCrashGames.id });
    this.game = {
      id: row!.id,
      gameNumber,
      terminalHash: chain.terminalHash,
      salt: chain.salt,
      hash,
      crashX100: crashPointX100(hash, chain.salt),
      bettingEndsAt,
      phase: 'betting',
      bets: new Map(),
    };
    this.changed();
  }

  private async endGame(game: LiveGame, now: number): Promise<void> {
    // Bets still open at the end lose; at the 1000x cap they are paid the cap ("max win").
    const capped = game.crashX100 >= CRASH_MAX_X100;
    for (const bet of game.bets.values()) if (bet.status === 'open') await this.settle(game, bet, capped ? CRASH_MAX_X100 : null);
    game.phase = 'crashed';
    this.nextStartAt = now + this.pauseMs;
    await this.deps.database.db
      .update(houseCrashGames)
      .set({ phase: 'crashed', crashedAt: new Date(now), hash: game.hash, crashX100: game.crashX100 })
      .where(eq(houseCrashGames.id, game.id));
    this.history = [{ gameNumber: game.gameNumber, crashX100: roundEndX100(game.crashX100), hash: game.hash }, ...this.history].slice(0, 20);
    this.changed();
  }

  /** Settles one bet at a multiplier (null: lost) through the wallet; answers the new balance. */
  private async settle(game: LiveGame, bet: LiveBet, x100: number | null): Promise<number> {
    bet.status = 'settling';
    const payout = x100 === null ? 0 : crashPayout(bet.stakePoisha, x100);
    // Intent first: a restart re-sends this win (idempotent by its tx id) if the process dies here.
    await this.deps.database.db
      .update(houseCrashBets)
      .set({ status: x100 === null ? 'lost' : 'cashed', cashoutX100: x100, payoutPoisha: payout })
      .where(eq(houseCrashBets.id, bet.id));
    const answer = await this.wallet.call('win', {
      txId: crashTxIds(game.id, bet).win,
      playerId: String(bet.userId),
      roundId: crashTxIds(game.id, bet).roundId,
      gameCode: CRASH_GAME_CODE,
      currency: bet.currency,
      amount: payout,
      roundClosed: true,
    });
    bet.status = x100 === null ? 'lost' : 'cashed';
    bet.cashoutX100 = x100;
    bet.payoutPoisha = payout;
    this.changed();
    if (answer.status === 'ERROR') throw fail(409, 'errorTryAgain');
    return answer.balance;
  }

  async placeBet(sessionToken: string | undefined, stakePoisha: number, autoX100: number | null) {
    const player = await housePlayer(this.wallet, sessionToken);
    const game = this.game;
    if (!game || game.phase !== 'betting' || this.now() >= game.bettingEndsAt) throw fail(409, 'crashBettingClosed');
    if (game.bets.has(player.userId)) throw fail(409, 'crashAlreadyBet');
    const bet: LiveBet = {
      id: 0,
      userId: player.userId,
      username: '',
      currency: player.currency,
      stakePoisha,
      autoX100,
      status: 'placing',
      cashoutX100: null,
      payoutPoisha: 0,
    };
    game.bets.set(player.userId, bet);
    const username = await this.usernameOf(player.userId);
    bet.username = username;
    // The row first, so a restart finds (and rolls back) a bet whose wallet call it never saw answered.
    const [row] = await this.deps.database.db
      .insert(houseCrashBets)
      .values({ gameId: game.id, userId: player.userId, username, stakePoisha, autoCashoutX100: autoX100, status: 'placing' })
      .onConflictDoNothing()
      .returning({ id: houseCrashBets.id });
    if (!row) throw fail(409, 'crashAlreadyBet');
    bet.id = row.id;
    const answer = await this.wallet.call('bet', {
      txId: crashTxIds(game.id, bet).bet,
      playerId: player.playerId,
      sessionToken: player.sessionToken,
      roundId: crashTxIds(game.id, bet).roundId,
      gameCode: CRASH_GAME_CODE,
      currency: player.currency,
      amount: stakePoisha,
    });
    if (answer.status === 'ERROR') {
      game.bets.delete(player.userId);
      await this.deps.database.db.delete(houseCrashBets).where(eq(houseCrashBets.id, bet.id));
      throw refusalToError(answer);
    }
    await this.deps.database.db.update(houseCrashBets).set({ status: 'open' }).where(eq(houseCrashBets.id, bet.id));
    bet.status = 'open';
    this.changed();
    // The game ended while this bet was in flight, so the player never had a chance to cash out:
    // the bet is refunded, as bets not confirmed before a round's end are.
    if ((game.phase as LiveGame['phase']) === 'crashed') {
      await this.refund(game, bet);
      throw fail(409, 'crashBettingClosed');
    }
    return { gameId: game.id, stakePoisha, autoX100, balance: answer.balance };
  }

  private async refund(game: LiveGame, bet: LiveBet): Promise<void> {
    bet.status = 'refunded';
    await this.deps.database.db.update(houseCrashBets).set({ status: 'refunded' }).where(eq(houseCrashBets.id, bet.id));
    await this.wallet.call('rollback', {
      txId: crashTxIds(game.id, bet).rollback,
      playerId: String(bet.userId),
      roundId: crashTxIds(game.id, bet).roundId,
      gameCode: CRASH_GAME_CODE,
      currency: bet.currency,
      betTxId: crashTxIds(game.id, bet).bet,
    });
  }

  /** Judged at the moment the request reached the server (`arrivedAt`), by the server's clock. */
  async cashOut(sessionToken: string | undefined, arrivedAt = this.now()) {
    const player = await housePlayer(this.wallet, sessionToken);
    const game = this.game;
    const bet = game?.bets.get(player.userId);
    if (!game || !bet || bet.status !== 'open') throw fail(409, 'crashNoOpenBet');
    if (arrivedAt < game.bettingEndsAt) throw fail(409, 'crashNotRunning');
    const elapsed = arrivedAt - game.bettingEndsAt;
    const autoReached = bet.autoX100 !== null && autoCashOutWins(game.crashX100, bet.autoX100) && msToReachX100(bet.autoX100) <= elapsed;
    const x100 = autoReached ? bet.autoX100 : cashOutAt(game.crashX100, elapsed);
    const balance = await this.settle(game, bet, x100);
    return { gameId: game.id, won: x100 !== null, x100, payoutPoisha: bet.payoutPoisha, balance };
  }

  private async usernameOf(userId: number): Promise<string> {
    const [row] = await this.deps.database.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
    return row?.username ?? '';
  }
}
