// The Settled tab's arithmetic: rounds grouped by Asia/Dhaka date, then by
// platform and game type, each group with its turnover (the stakes) and profit or loss (wins less
// stakes), and the summary over everything shown. Money is summed in poisha so no float drift creeps
// into a long list of spins. Pure, tested as a table.
import type { BettingRecord } from '../../../contracts/games.ts';
import { dhakaDay } from './date-filter.ts';

export interface SettledGroup {
  day: string;
  platform: string;
  gameType: string;
  turnover: number;
  profit: number;
  records: BettingRecord[];
}

const poisha = (taka: number) => Math.round(taka * 100);

export function groupSettled(records: readonly BettingRecord[]): { day: string; groups: SettledGroup[] }[] {
  const days = new Map<string, Map<string, { platform: string; gameType: string; stake: number; win: number; records: BettingRecord[] }>>();
  const sorted = [...records].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  for (const r of sorted) {
    const day = dhakaDay(r.created_at);
    const groups = days.get(day) ?? new Map();
    days.set(day, groups);
    const key = `${r.platform}|${r.game_type}`;
    const group = groups.get(key) ?? { platform: r.platform, gameType: r.game_type, stake: 0, win: 0, records: [] };
    groups.set(key, group);
    group.stake += poisha(r.bet_amount);
    group.win += poisha(r.winAmount);
    group.records.push(r);
  }
  return [...days.entries()].map(([day, groups]) => ({
    day,
    groups: [...groups.values()].map((g) => ({
      day,
      platform: g.platform,
      gameType: g.gameType,
      turnover: g.stake / 100,
      profit: (g.win - g.stake) / 100,
      records: g.records,
    })),
  }));
}

export function settledSummary(records: readonly BettingRecord[]): { turnover: number; profit: number } {
  let stake = 0;
  let win = 0;
  for (const r of records) {
    stake += poisha(r.bet_amount);
    win += poisha(r.winAmount);
  }
  return { turnover: stake / 100, profit: (win - stake) / 100 };
}

/**
 * A game's name as the drill-down shows it: 15 characters, then an ellipsis. A
 * character is what a reader sees as one (a grapheme): a Bangla consonant keeps its vowel sign.
 */
export function cutGameName(name: string, max = 15): string {
  const chars =
    typeof Intl.Segmenter === 'function' ? Array.from(new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(name), (s) => s.segment) : Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
