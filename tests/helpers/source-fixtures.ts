// Events, markets, books and scores for a hand-driven market source (server/exchange/source/memory-source.ts),
// shaped as Betfair gives them: a cricket match in play, and races with WIN and PLACE markets and a non-runner.
import type { RunnerBook, SourceRunner } from '../../server/exchange/source/market-source.ts';
import type { MemorySource } from '../../server/exchange/source/memory-source.ts';

// 20:00 in Dhaka; the races are tonight and tomorrow, Dhaka time.
export const NOW = Date.parse('2026-11-23T14:00:00Z');
export const TONIGHT = NOW + 2 * 3_600_000;
export const TOMORROW = NOW + 26 * 3_600_000;

export const runner = (selectionId: number, name: string, sortPriority: number, extra: Partial<SourceRunner> = {}): SourceRunner => ({
  selectionId,
  name,
  sortPriority,
  status: 'ACTIVE',
  adjustmentFactor: null,
  removalDate: null,
  number: null,
  ...extra,
});
export const book = (...prices: [number, number, number][]): RunnerBook[] =>
  prices.map(([selectionId, back, lay]) => ({
    selectionId,
    back: [{ price: back, size: 120 }],
    lay: [{ price: lay, size: 80 }],
    lastTradedPrice: back,
    tradedVolume: 1000,
  }));

export function cricketMatch(source: MemorySource): void {
  source.putEvent({
    id: '34567890',
    sport: 'cricket',
    competition: 'Big Bash League',
    name: 'Sydney Sixers v Perth Scorchers',
    openDate: NOW - 3_600_000,
    countryCode: 'AU',
    venue: null,
  });
  source.putMarket(
    {
      id: '1.200806927',
      eventId: '34567890',
      marketType: 'MATCH_ODDS',
      name: 'Match Odds',
      numberOfWinners: 1,
      betDelaySeconds: 5,
      status: 'OPEN',
      inPlay: true,
      marketTime: NOW - 3_600_000,
      runners: [runner(228749, 'Sydney Sixers', 1), runner(228750, 'Perth Scorchers', 2)],
      totalMatched: 51234,
    },
    book([228749, 1.9, 1.92], [228750, 2.08, 2.1]),
  );
  source.putScore({
    eventId: '34567890',
    teams: ['Sydney Sixers', 'Perth Scorchers'],
    innings: [{ team: 'Sydney Sixers', runs: 87, wickets: 2, overs: 11.3 }],
    recentBalls: ['4'],
    ballInProgress: false,
    status: null,
    updatedAt: NOW,
  });
}

/** A race with its WIN and PLACE markets; the second runner a non-runner. */
export function race(source: MemorySource, sport: 'horse-racing' | 'greyhound-racing', n: number, off: number): void {
  const eventId = `3600000${n}`;
  const venue = sport === 'horse-racing' ? 'Cheltenham' : 'Romford';
  source.putEvent({ id: eventId, sport, competition: '', name: `${venue} 23rd Nov`, openDate: off, countryCode: 'GB', venue });
  const runners = [
    runner(1001 + n * 10, 'Galopin Des Champs', 1, { number: '1' }),
    runner(1002 + n * 10, 'Fastorslow', 2, { number: '2', status: 'REMOVED', removalDate: NOW - 60_000, adjustmentFactor: 12.5 }),
    runner(1003 + n * 10, '', 3, { number: '3' }),
  ];
  for (const [type, winners] of [
    ['WIN', 1],
    ['PLACE', 2],
  ] as const) {
    source.putMarket(
      {
        id: `1.30000${n}${type === 'WIN' ? 1 : 2}`,
        eventId,
        marketType: type,
        name: type === 'WIN' ? '2m4f Hcap Chs' : 'To Be Placed',
        numberOfWinners: winners,
        betDelaySeconds: 0,
        status: 'OPEN',
        inPlay: false,
        marketTime: off,
        runners,
        totalMatched: 900,
      },
      book([runners[0]!.selectionId, 3.5, 3.6], [runners[2]!.selectionId, 6, 6.4]),
    );
  }
}
