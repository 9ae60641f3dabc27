// A long replay holds only the markets still running: the greyhound race's WIN and PLACE markets and then the
// T20, replayed from the recordings on one timeline, each dropped (with its event and score) a grace period
// after its close was told to the readers, the close itself seen by every subscriber before it goes; the
// feed API's answers about a dropped market or event, and the levels bets took of its book, go with it.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketsTakenFrom, recordTaken } from '../../../bets/source-book.ts';
import { AnswerCache } from '../../../feed-api/answer-cache.ts';
import type { SourceMarket } from '../../market-source.ts';
import { betfairFilesConfigFromEnv, createBetfairFilesSource, type BetfairFilesSource } from './files-source.ts';

const FIXTURES = join(import.meta.dirname, '../../../../../tests/fixtures/betfair');
const RACE = { event: '31389771', win: '1.197931750', place: '1.197931751' };
const T20 = { event: '31573045', market: '1.200806927' };
const GRACE_MS = 300;

let source: BetfairFilesSource;
/** Answers kept as the feed API keeps them, told the source's changes as answerCacheOf's cache is. */
const answers = new AnswerCache();
const closesSeen = new Map<string, SourceMarket['status']>();

beforeAll(async () => {
  source = createBetfairFilesSource(
    betfairFilesConfigFromEnv({
      EXCHANGE_FILES: `${join(FIXTURES, 'greyhound')},${join(FIXTURES, 'cricket-t20')}`,
      EXCHANGE_REPLAY_FROM: '2022-04-19T18:29:00.000Z',
    }),
    { closedGraceMs: GRACE_MS },
  );
  source.subscribe((change) => answers.forgetGone(source, change));
  source.subscribe((change) => {
    if (change.kind !== 'market') return;
    const status = source.market(change.marketId)?.status;
    if (status === 'CLOSED') closesSeen.set(change.marketId, status);
  });
  for (let i = 0; i < 500 && !(source.market(RACE.win) && source.market(RACE.place)); i++) await new Promise((r) => setTimeout(r, 10));
});
afterAll(() => source.stop());

async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done(), what).toBe(true);
}

describe('closed markets leave the Betfair market cache', () => {
  it('holds the race’s two markets while they run, and the T20 is not there yet', () => {
    expect(source.held()).toEqual({ markets: 2, events: 1 });
    expect(source.market(T20.market)).toBeUndefined();
  });

  it('keeps a closed market through the grace period, told to every subscriber, then drops it with its event', async () => {
    for (const id of [RACE.win, RACE.place]) answers.get(`mo:${id}`, '1', () => source.market(id), undefined, { market: id });
    answers.get(`ev:${RACE.event}`, '1', () => source.event(RACE.event), undefined, { event: RACE.event });
    const runner = source.market(RACE.win)!.runners[0]!.selectionId;
    recordTaken(source, RACE.win, runner, 'back', [{ oddsX100: 300, stake: 100 }]);
    expect(answers.held()).toEqual({ answers: 3, owners: 3 });
    expect(marketsTakenFrom(source)).toBe(1);
    await source.skipTo(Date.parse('2022-04-19T18:30:00.000Z'));
    // Closed but still held: nothing of it is forgotten during the grace period.
    expect(answers.held()).toEqual({ answers: 3, owners: 3 });
    expect(marketsTakenFrom(source)).toBe(1);
    expect(source.market(RACE.win)?.status).toBe('CLOSED');
    expect(source.market(RACE.place)?.status).toBe('CLOSED');
    expect(closesSeen.get(RACE.win)).toBe('CLOSED');
    expect(closesSeen.get(RACE.place)).toBe('CLOSED');
    expect(source.held()).toEqual({ markets: 2, events: 1 });
    // The sweep runs at least once a second when no message comes (the recording has none till July).
    await until(() => source.held().markets === 0, 'the race’s markets dropped');
    expect(source.held()).toEqual({ markets: 0, events: 0 });
    expect(answers.held()).toEqual({ answers: 0, owners: 0 });
    expect(marketsTakenFrom(source)).toBe(0);
    expect(source.event(RACE.event)).toBeUndefined();
    expect(source.marketsOf(RACE.event)).toEqual([]);
  });

  it('holds the T20 and its score while it runs, and nothing once it has closed and the grace has passed', async () => {
    await source.skipTo(Date.parse('2022-07-11T11:30:00.000Z'));
    expect(source.held()).toEqual({ markets: 1, events: 1 });
    expect(source.score(T20.event)).toBeDefined();
    await source.skipTo(Date.parse('2022-07-11T14:48:00.000Z'));
    expect(closesSeen.get(T20.market)).toBe('CLOSED');
    await until(() => source.held().markets === 0, 'the T20 dropped');
    expect(source.held()).toEqual({ markets: 0, events: 0 });
    expect(source.score(T20.event)).toBeUndefined();
    expect([...source.events()]).toEqual([]);
  });
});
