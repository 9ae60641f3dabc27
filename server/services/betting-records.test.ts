import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer } from '../../tests/helpers/players.ts';
import { bettingRecords, providerRounds } from '../db/schema/index.ts';
import { dhakaRange, listBettingRecords } from './betting-records.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

// 2026-03-10 00:30 in Dhaka is 2026-03-09 18:30 UTC.
const NOW = new Date('2026-03-09T18:30:00Z');

describe('the betting record', () => {
  it.each([
    ['today', '2026-03-09T18:00:00.000Z', '2026-03-10T18:00:00.000Z'],
    ['yesterday', '2026-03-08T18:00:00.000Z', '2026-03-09T18:00:00.000Z'],
    ['last7', '2026-03-03T18:00:00.000Z', '2026-03-10T18:00:00.000Z'],
  ] as const)('%s runs from Dhaka midnight to Dhaka midnight', (date, from, to) => {
    const range = dhakaRange(date, NOW);
    expect([range.from.toISOString(), range.to.toISOString()]).toEqual([from, to]);
  });

  it("lists the player's own settled rounds in the chosen range and filters, newest first, in taka", async () => {
    const me = Number((await createPlayer(t)).remote_id);
    const other = Number((await createPlayer(t)).remote_id);
    const db = t.deps.database.db;
    const add = async (userId: number, at: string, platform: string, gameType: string, bet: number, win: number) => {
      const [round] = await db
        .insert(providerRounds)
        .values({ provider: platform, userId, roundId: `r-${at}-${bet}`, gameCode: 'chakka_lucky_sixes', status: 'settled' })
        .returning();
      await db.insert(bettingRecords).values({
        userId,
        roundPk: round!.id,
        platform,
        gameType,
        gameCode: 'chakka_lucky_sixes',
        gameName: 'Lucky Sixes',
        betPoisha: bet,
        winPoisha: win,
        createdAt: new Date(at),
      });
    };
    await add(me, '2026-03-09T18:10:00Z', 'CHAKKA', 'SLOT', 2_000, 5_000);
    await add(me, '2026-03-09T18:20:00Z', 'CHAKKA', 'EGAME', 1_000, 0);
    await add(me, '2026-03-09T17:59:00Z', 'CHAKKA', 'SLOT', 3_000, 0);
    await add(other, '2026-03-09T18:15:00Z', 'CHAKKA', 'SLOT', 9_900, 0);

    const today = await listBettingRecords(db, me, { date: 'today' }, NOW);
    expect(today.records.map((r) => [r.game_type, r.bet_amount, r.winAmount])).toEqual([
      ['EGAME', 10, 0],
      ['SLOT', 20, 50],
    ]);
    expect(today.records[1]).toMatchObject({ platform: 'CHAKKA', game_name: 'Lucky Sixes', created_at: '2026-03-09T18:10:00.000Z' });
    expect((await listBettingRecords(db, me, { date: 'yesterday' }, NOW)).records.map((r) => r.bet_amount)).toEqual([30]);
    expect((await listBettingRecords(db, me, { date: 'last7', game_type: 'SLOT' }, NOW)).records).toHaveLength(2);
    expect((await listBettingRecords(db, me, { date: 'last7', platform: 'PADMA' }, NOW)).records).toHaveLength(0);
  });
});
