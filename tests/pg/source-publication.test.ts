// A market source that is not the simulator, led by one process and copied by another over PostgreSQL:
// every answer the follower gives (lists, deltas aside, market odds, event, score board) is the body the
// leader builds from its own source, byte for byte, with the same ETag, before and after the source moves.
// TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/source-publication.test.ts
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgListener } from '../../server/cluster/pg-listener.ts';
import { answer } from '../../server/exchange/feed-api/answer-cache.ts';
import { eventAnswerOf, marketAnswer, sportsEvents } from '../../server/exchange/feed-api/answer-bodies.ts';
import type { FeedView } from '../../server/exchange/feed-api/feed-view.ts';
import { publishSource, SourceFollower } from '../../server/exchange/publication/source-publication.ts';
import { MemorySource } from '../../server/exchange/source/memory-source.ts';
import { feedFor } from '../../server/exchange/source/running-feed.ts';
import type { EventWhen, Sport } from '../../contracts/exchange.ts';
import { book, cricketMatch, NOW, race, TONIGHT } from '../helpers/source-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-db.ts';

let t: TestApp;
let leader: MemorySource;
let publication: ReturnType<typeof publishSource>;
let listener: PgListener;
let follower: SourceFollower;
const view = (): FeedView => ({ source: leader, house: null });

beforeAll(async () => {
  if (!usingPostgres()) return;
  t = await createTestApp();
  leader = new MemorySource('betfair-stream', NOW);
  cricketMatch(leader);
  race(leader, 'horse-racing', 1, TONIGHT);
  publication = publishSource(t.deps.database.db, leader);
  await publication.flush();
  listener = new PgListener(t.deps.database);
  follower = new SourceFollower(t.deps, listener);
  await follower.start();
});
afterAll(async () => {
  if (!usingPostgres()) return;
  publication.stop();
  await follower.handOver();
  listener.stop();
  feedFor(t.deps).stop();
});

/** Each path the follower serves, with the body the leader builds for it from its own source. */
function leaderAnswers(): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const sport of ['cricket', 'horse-racing'] as Sport[])
    for (const when of ['all', 'inplay', 'today'] as EventWhen[])
      for (const odds of ['best', 'none'])
        out.push([`/api/sports-events/${sport}?when=${when}&odds=${odds}`, sportsEvents(view(), sport, when, odds === 'best')]);
  for (const event of leader.events()) {
    out.push([`/api/event/${event.id}`, eventAnswerOf(view(), event)]);
    for (const m of leader.marketsOf(event.id))
      out.push([`/api/match-odds/${m.id}`, marketAnswer(m, leader.book(m.id), leader.score(event.id), leader.isStale(m.id))]);
  }
  return out;
}

async function expectFollowerAnswersAsLeader(): Promise<number> {
  await publication.flush();
  await follower.sync();
  const expected = leaderAnswers();
  for (const [path, body] of expected) {
    const res = await t.app.request(`/exchange-api${path}`);
    const built = answer(body);
    expect(res.status, path).toBe(200);
    expect(await res.text(), path).toBe(built.body);
    expect(res.headers.get('etag'), path).toBe(built.etag);
  }
  return expected.length;
}

describe.runIf(usingPostgres())('a market source published by its leader over PostgreSQL', () => {
  it("gives the follower the leader's answers and ETags, byte for byte", async () => {
    expect(feedFor(t.deps).source).not.toBe(leader);
    expect(feedFor(t.deps).replica).toBe(true);
    expect(await expectFollowerAnswersAsLeader()).toBeGreaterThan(12);
  });

  it('keeps them identical as the source moves prices, marks a market stale, scores, and drops an event', async () => {
    leader.putBook('1.200806927', book([228749, 1.7, 1.72], [228750, 2.3, 2.34]));
    leader.setStale(['1.3000011'], true);
    leader.putScore({ ...leader.score('34567890')!, innings: [{ team: 'Sydney Sixers', runs: 120, wickets: 4, overs: 15.2 }], updatedAt: NOW + 60_000 });
    await expectFollowerAnswersAsLeader();
    const stale = await (await t.app.request('/exchange-api/api/match-odds/1.3000011')).json();
    expect(stale[0].stale).toBe(true);
    leader.removeEvent('36000001');
    await expectFollowerAnswersAsLeader();
    expect((await t.app.request('/exchange-api/api/match-odds/1.3000011')).status).toBe(404);
    expect((await t.app.request('/exchange-api/api/event/36000001')).status).toBe(404);
  });
});
