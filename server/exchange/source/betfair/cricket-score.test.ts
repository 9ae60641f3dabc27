import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BetfairMarketCache } from './market-cache.ts';

const SAMPLE = join(import.meta.dirname, '../../../../tests/fixtures/betfair/cricket-scores-sample-1.179676557');
const EVENT = '30610310';

function cacheAfter(lines: number) {
  const cache = new BetfairMarketCache({ kind: 'betfair-stream' });
  const messages = readFileSync(SAMPLE, 'utf8').trim().split('\n').slice(0, lines);
  for (const text of messages) expect(cache.apply(JSON.parse(text))).toEqual({ ok: true });
  return cache;
}

describe('the cricket score stream', () => {
  it('a ball in progress, the innings and the last balls oldest first, teams from the fixture description', () => {
    const score = cacheAfter(1).score(EVENT)!;
    expect(score).toMatchObject({ teams: ['Karachi Kings', 'Multan Sultans'], ballInProgress: true });
    expect(score.innings).toEqual([{ team: 'Karachi Kings', runs: 80, wickets: 2, overs: 12.5 }]);
    expect(score.recentBalls).toEqual(['1', '1', '1']);
  });

  it('the ball lands: no longer in progress, the new ball added once though the lists overlap', () => {
    const score = cacheAfter(2).score(EVENT)!;
    expect(score.ballInProgress).toBe(false);
    expect(score.innings[0]).toMatchObject({ runs: 81, overs: 13 });
    expect(score.recentBalls).toEqual(['1', '1', '1', '1']);
  });

  it('a change without match stats keeps the score and moves only the state', () => {
    const score = cacheAfter(3).score(EVENT)!;
    expect(score.ballInProgress).toBe(false);
    expect(score.innings[0].runs).toBe(81);
  });

  it('wickets, extras and dots as the scorers write them', () => {
    const cache = new BetfairMarketCache({ kind: 'betfair-stream' });
    const incidents = [
      { incidentType: 'OUT', overs: '1.4', actualTime: 5 },
      { incidentType: 'WIDE', value: '1', overs: '1.3', actualTime: 4 },
      { incidentType: 'LEG_BYE', value: '2', overs: '1.3', actualTime: 3 },
      { incidentType: 'STRIKE', qualifierType: 'RUNS', value: '0', overs: '1.2', actualTime: 2 },
      { incidentType: 'STRIKE', qualifierType: 'RUNS', value: '6', overs: '1.1', actualTime: 1 },
    ];
    cache.apply({
      op: 'ccm',
      pt: 1,
      cc: [
        { eventId: '1', homeTeam: { name: 'A', selectionId: 1 }, awayTeam: { name: 'B', selectionId: 2 }, incidentListWrapper: { incidentList: incidents } },
      ],
    });
    expect(cache.score('1')?.recentBalls).toEqual(['6', '•', '2lb', '1wd', 'W']);
  });
});
