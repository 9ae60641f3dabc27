// The exchange part of the fault runner's mix: bets placed through the player API with an
// Idempotency-Key (some matched at the best price, some left waiting at a price nobody takes),
// cancels of waiting bets, and cash outs. A placement or cash out cut off by a fault is sent again
// after the fault with the same key, as a client retries; at the end every answered key is replayed
// and must name the same bets. The books are checked by tests/faults/exchange-checks.ts.
import { randomBytes } from 'node:crypto';

export type Answer = { status: number; body: any };
export type Api = (method: string, path: string, token?: string, body?: unknown, key?: string) => Promise<Answer>;
/** The runner's player: its token is renewed after a restart, so calls read it when they are made. */
export interface Bettor {
  token: string;
}

/** An answered placement or cash out: the key, what it answered, and whose it is. */
export interface Keyed {
  path: string;
  key: string;
  body: unknown;
  bettor: Bettor;
  betIds: number[];
  refused: boolean;
}
interface Runner {
  selectionId: number;
  ex: { availableToBack: { price: number }[]; availableToLay: { price: number }[] };
}
interface Market {
  eventId: string;
  marketId: string;
  status?: string;
  runners: Runner[];
}

const SPORTS = ['soccer', 'tennis', 'cricket'];
/** Matched markets asked for a cash-out quote in one cash-out step, at most. */
const CASH_OUT_TRIES = 6;

export class ExchangeMix {
  readonly placements: Keyed[] = [];
  readonly cashOuts: Keyed[] = [];
  /** Bets whose waiting part an answered cancel took back. */
  readonly cancelled = new Set<number>();
  /** Calls cut off by a fault, to send again with the same key. */
  private pending: { path: string; key: string; body: unknown; bettor: Bettor; into: Keyed[] }[] = [];
  retried = 0;
  private markets: string[] = [];
  private inPlay: string[] = [];
  private waiting: { id: number; bettor: Bettor }[] = [];
  /** Markets where a placement matched: the ones the operator's voids aim at. */
  readonly matched: { marketId: string; bettor: Bettor }[] = [];

  constructor(
    private readonly api: Api,
    private readonly random: () => number,
  ) {}

  private pick<T>(xs: T[]): T | undefined {
    return xs[Math.floor(this.random() * xs.length)];
  }

  /** A keyed money call; a cut-off one (no answer, or a 5xx) waits for retryCutOff. */
  private async keyed(path: string, body: unknown, bettor: Bettor, into: Keyed[], key = randomBytes(8).toString('hex')): Promise<Answer> {
    let res: Answer;
    try {
      res = await this.api('POST', path, bettor.token, body, key);
    } catch (err) {
      this.pending.push({ path, key, body, bettor, into });
      throw err;
    }
    if (res.status >= 500) this.pending.push({ path, key, body, bettor, into });
    else if (res.status === 200) this.remember(path, key, body, bettor, into, res.body);
    return res;
  }

  private remember(path: string, key: string, body: any, bettor: Bettor, into: Keyed[], answer: any): void {
    const bets: { id: number | null; status: string; matchedStake: number; unmatchedStake: number }[] = answer.bets ?? [answer.bet];
    const placed = bets.filter((b) => b.id !== null);
    into.push({ path, key, body, bettor, betIds: placed.map((b) => b.id!), refused: placed.length === 0 });
    for (const b of placed) {
      if (b.unmatchedStake > 0) this.waiting.push({ id: b.id!, bettor });
      if (b.matchedStake > 0 && into === this.placements) this.matched.push({ marketId: body.marketId, bettor });
    }
  }

  /** An open match-odds market with prices, read as the odds screen reads it. */
  private async market(): Promise<Market | undefined> {
    if (this.markets.length < 5 || this.random() < 0.1) {
      const open = async (when: string) =>
        (await Promise.all(SPORTS.map((s) => this.api('GET', `/exchange-api/api/sports-events/${s}?when=${when}&odds=best`))))
          .flatMap((l) => (Array.isArray(l.body) ? l.body : []))
          .filter((r: any) => r.odds?.status === 'OPEN')
          .map((r: any) => r.MarketId as string);
      [this.markets, this.inPlay] = await Promise.all([open('all'), open('inplay')]);
    }
    // Mostly in-play markets: their events end within the hours the operator moves the clock on, so they settle in the run.
    const id = this.pick(this.inPlay.length > 0 && this.random() < 0.7 ? this.inPlay : this.markets);
    if (!id) return undefined;
    const odds = await this.api('GET', `/exchange-api/api/match-odds/${id}`);
    const m = Array.isArray(odds.body) ? (odds.body[0] as Market) : undefined;
    return m && m.runners.some((r) => r.ex.availableToBack.length > 0) ? m : undefined;
  }

  /** A back at the best price (matches) or a lay at 1.01 (waits): stake ৳100-৳300. */
  async place(bettor: Bettor): Promise<Answer> {
    const m = await this.market();
    if (!m) return { status: 204, body: null };
    const runner = this.pick(m.runners.filter((r) => r.ex.availableToBack.length > 0))!;
    const waits = this.random() < 0.4;
    const body = {
      eventId: m.eventId,
      marketId: m.marketId,
      marketType: 'match_odds',
      selectionId: String(runner.selectionId),
      side: waits ? 'lay' : 'back',
      price: waits ? 1.01 : runner.ex.availableToBack[0]!.price,
      stake: 100 + Math.floor(this.random() * 21) * 10,
    };
    return this.keyed('/exchange/bets', body, bettor, this.placements);
  }

  /** Cancels a waiting bet; 409 when it matched, lapsed or was cancelled meanwhile. */
  async cancel(): Promise<Answer | null> {
    const w = this.pick(this.waiting.filter((x) => !this.cancelled.has(x.id)));
    if (!w) return null;
    const res = await this.api('DELETE', `/exchange/bets/${w.id}`, w.bettor.token);
    if (res.status === 200) this.cancelled.add(w.id);
    return res;
  }

  /**
   * Cashes out a market a player has matched bets on, at the amount quoted. Tries up to CASH_OUT_TRIES of
   * them, picked at random, until one quotes: a quote is unavailable while the ball is running or the
   * book is suspended, and once the market settled, so one try alone could leave a run with no cash out.
   */
  async cashOut(): Promise<Answer | null> {
    const candidates = [...this.matched];
    let last: Answer | null = null;
    for (let tries = 0; tries < CASH_OUT_TRIES && candidates.length > 0; tries++) {
      const { marketId, bettor } = candidates.splice(Math.floor(this.random() * candidates.length), 1)[0]!;
      const quote = await this.api('GET', `/exchange/cash-out?marketId=${encodeURIComponent(marketId)}`, bettor.token);
      if (quote.status === 200 && quote.body.available) return this.keyed('/exchange/cash-out', { marketId, amount: quote.body.amount }, bettor, this.cashOuts);
      last = quote;
    }
    return last;
  }

  /** After a fault: every cut-off placement and cash out again, same key, as the client retries. */
  async retryCutOff(): Promise<void> {
    const again = this.pending;
    this.pending = [];
    for (const c of again) {
      this.retried++;
      await this.keyed(c.path, c.body, c.bettor, c.into, c.key).catch(() => undefined);
    }
  }

  /** Each answered key, replayed, names the same bets (a refusal stays a refusal). */
  async replayViolations(): Promise<string[]> {
    const out: string[] = [];
    for (const k of [...this.placements, ...this.cashOuts]) {
      const again = await this.api('POST', k.path, k.bettor.token, k.body, k.key);
      const bets: { id: number | null }[] = again.body?.bets ?? (again.body?.bet ? [again.body.bet] : []);
      const ids = bets.map((b) => b.id).filter((id) => id !== null);
      if (again.status !== 200 || JSON.stringify(ids) !== JSON.stringify(k.betIds)) {
        out.push(`${k.path} ${k.key} answered bets ${JSON.stringify(k.betIds)}, replayed ${again.status} ${JSON.stringify(again.body)}`);
      }
    }
    return out;
  }
}
