import { describe, expect, it } from 'vitest';
import type { BettingRecord } from '../../../contracts/games.ts';
import { cutGameName, groupSettled, settledSummary } from './settled-records.ts';

const rec = (id: number, platform: string, game_type: string, bet: number, win: number, created_at: string, game_name = 'Lucky Sixes'): BettingRecord => ({
  id,
  platform,
  game_type,
  game_name,
  game_code: 'x',
  bet_amount: bet,
  winAmount: win,
  created_at,
});

// 2026-11-23 00:10 Dhaka is 2026-11-22 18:10 UTC; 23:50 Dhaka on the 22nd is 17:50 UTC.
const RECORDS = [
  rec(1, 'CHAKKA', 'SLOT', 10, 0, '2026-11-22T18:10:00Z'),
  rec(2, 'CHAKKA', 'SLOT', 20, 45.5, '2026-11-22T18:20:00Z'),
  rec(3, 'CHAKKA', 'EGAME', 100, 150, '2026-11-22T18:30:00Z', 'Chakka Crash'),
  rec(4, 'CHAKKA', 'SLOT', 0.1, 0.2, '2026-11-22T17:50:00Z'),
];

describe('the settled records', () => {
  it('groups by Dhaka date, then platform and game type, newest first, with turnover and profit or loss', () => {
    const days = groupSettled(RECORDS);
    expect(days.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-22']);
    expect(days[0]!.groups.map((g) => [g.platform, g.gameType, g.turnover, g.profit, g.records.length])).toEqual([
      ['CHAKKA', 'EGAME', 100, 50, 1],
      ['CHAKKA', 'SLOT', 30, 15.5, 2],
    ]);
    expect(days[1]!.groups.map((g) => [g.turnover, g.profit])).toEqual([[0.1, 0.1]]);
  });

  it('sums a thousand ten-poisha stakes to exactly one hundred taka', () => {
    const many = Array.from({ length: 1000 }, (_, i) => rec(i, 'CHAKKA', 'SLOT', 0.1, 0, '2026-11-22T18:10:00Z'));
    expect(settledSummary(many)).toEqual({ turnover: 100, profit: -100 });
  });

  it('summarises everything shown', () => {
    expect(settledSummary(RECORDS)).toEqual({ turnover: 130.1, profit: 65.6 });
  });

  it.each([
    ['Lucky Sixes', 'Lucky Sixes'],
    ['Boundary Blitz Deluxe', 'Boundary Blitz …'],
    ['Gates of Sonargaon', 'Gates of Sonarg…'],
  ])('cuts %s to %s', (name, shown) => {
    expect(cutGameName(name)).toBe(shown);
  });

  it('never cuts a Bangla letter from its vowel sign', () => {
    const name = 'ঝান্ডি মুন্ডা খেলা খুব মজার খেলা';
    const cut = cutGameName(name);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(name.startsWith(kept)).toBe(true);
    expect(name.slice(kept.length)).not.toMatch(/^\p{M}/u);
  });
});
