// Two traders roll back the same result at the same moment, on PostgreSQL (a real pool, so the two
// requests truly overlap): the money is reversed once, the line waits once, one trader is told it is no
// longer settled; a line nobody bet on likewise, with one audit entry. Then a roll back races a new
// result on a waiting line: whatever the order, the line ends settled on that result, never waiting with
// its market settled. Run with TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/trader-rollback-race.test.ts
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeMarkets, staffAudit, tradingMarkets } from '../../server/db/schema/index.ts';
import { marketWatchFor } from '../../server/exchange/bets/running-watch.ts';
import { EVENT, openTradingDesk, sessionLineOf, type TradingDesk } from '../../server/exchange/trading/trading-test-kit.ts';
import { balance, expectInvariants, fundedPlayer, heldFor, key } from '../helpers/exchange-kit.ts';
import { createStaffMember } from '../helpers/players.ts';
import { usingPostgres } from '../helpers/test-db.ts';

let desk: TradingDesk | undefined;
let second: string;

beforeAll(async () => {
  if (!usingPostgres()) return;
  desk = await openTradingDesk();
  second = (await createStaffMember(desk.t, 'trader')).token;
});
afterAll(() => desk?.feed.stop());

const asSecond = (method: string, path: string, body?: unknown) => desk!.t.call(method, `/api/operator/trading${path}`, { token: second, body });
const rowOf = async (id: number) => (await desk!.t.deps.database.db.select().from(tradingMarkets).where(eq(tradingMarkets.id, id)))[0]!;

async function settledLineWithBet(title: string, no: number) {
  const d = desk!;
  const player = await fundedPlayer(d.t, 10_000);
  const line = (await d.operator('POST', '/lines', sessionLineOf(title, no))).body.market;
  const bet = await d.t.call('POST', '/api/exchange/bets', {
    token: player.token,
    headers: { 'Idempotency-Key': key() },
    body: { eventId: EVENT, marketId: EVENT, marketType: 'fancy', selectionId: line.feedId, side: 'yes', line: no + 1, price: 100, stake: 1000 },
  });
  expect(bet.body.bet, JSON.stringify(bet.body)).toMatchObject({ status: 'matched' });
  expect((await d.operator('POST', `/markets/${line.id}/settle`, { runs: no + 20, reason: 'first count' })).status).toBe(200);
  expect(await balance(d.t, player.userId)).toBe(11_000);
  return { player, line };
}

describe.runIf(usingPostgres())('traders rolling back one result at once, on PostgreSQL', () => {
  it.each([1, 2, 3])('reverse the money once and leave the line waiting once (round %i)', async (round) => {
    const d = desk!;
    const { player, line } = await settledLineWithBet(`${10 + round} over runs Sydney Sixers`, 80 + round);
    const answers = await Promise.all([
      d.operator('POST', `/markets/${line.id}/rollback`, { reason: 'first trader: wrong count' }),
      asSecond('POST', `/markets/${line.id}/rollback`, { reason: 'second trader: wrong count' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balance(d.t, player.userId)).toBe(9000);
    expect(await heldFor(d.t, player.userId)).toBe(1000);
    expect(await rowOf(line.id)).toMatchObject({ status: 'waiting' });
    await expectInvariants({ t: d.t, watch: await marketWatchFor(d.t.deps) });
  });

  it('rolls back a line nobody bet on once, with one audit entry', async () => {
    const d = desk!;
    const line = (await d.operator('POST', '/lines', sessionLineOf('Fall of 4th wkt Sydney Sixers', 120))).body.market;
    expect((await d.operator('POST', `/markets/${line.id}/settle`, { runs: 131, reason: '4th wkt at 131' })).status).toBe(200);
    const answers = await Promise.all([
      d.operator('POST', `/markets/${line.id}/rollback`, { reason: 'first trader' }),
      asSecond('POST', `/markets/${line.id}/rollback`, { reason: 'second trader' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const entries = await d.t.deps.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'trading.rollback'), eq(staffAudit.objectId, String(line.id))));
    expect(entries).toHaveLength(1);
  });

  it('a roll back racing a new result on a settled line leaves the row and its market agreeing', async () => {
    const d = desk!;
    const { player, line } = await settledLineWithBet('15 over runs Sydney Sixers', 110);
    // The roll back and a corrected result sent together: the result is refused unless the roll back
    // reopened the market first; either way the row says what the market says.
    const [back, again] = await Promise.all([
      d.operator('POST', `/markets/${line.id}/rollback`, { reason: 'wrong count' }),
      asSecond('POST', `/markets/${line.id}/settle`, { runs: 100, reason: 'corrected count' }),
    ]);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const row = await rowOf(line.id);
    const [market] = await d.t.deps.database.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, line.marketKey));
    if (again.status === 200) {
      expect({ row: row.status, market: market!.status }).toEqual({ row: 'settled', market: 'settled' });
      expect(await balance(d.t, player.userId)).toBe(9000);
      expect(await heldFor(d.t, player.userId)).toBe(0);
    } else {
      expect(again.status).toBe(409);
      expect({ row: row.status, market: market!.status }).toEqual({ row: 'waiting', market: 'open' });
      expect(await heldFor(d.t, player.userId)).toBe(1000);
    }
    await expectInvariants({ t: d.t, watch: await marketWatchFor(d.t.deps) });
  });
});
