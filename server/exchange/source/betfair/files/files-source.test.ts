import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { SourceChange } from '../../market-source.ts';
import { type BetfairFilesOptions, type BetfairFilesSource, betfairFilesConfigFromEnv, createBetfairFilesSource } from './files-source.ts';
import type { RecordingIssue } from './recording-reader.ts';

const FIXTURES = join(import.meta.dirname, '../../../../../tests/fixtures/betfair');
const T20 = '1.200806927';
const NETHERLANDS = 228749;
const PNG = 2857977;

const running: BetfairFilesSource[] = [];
afterEach(() => {
  for (const source of running.splice(0)) source.stop();
});

function replay(env: Record<string, string>, issues: RecordingIssue[] = [], options: BetfairFilesOptions = {}): BetfairFilesSource {
  const source = createBetfairFilesSource(betfairFilesConfigFromEnv(env), { report: (issue) => issues.push(issue), ...options });
  running.push(source);
  return source;
}

const tmp = () => mkdtempSync(join(tmpdir(), 'betfair-files-'));
const line = (value: unknown) => JSON.stringify(value);

function definition(over: Record<string, unknown> = {}) {
  return {
    eventId: '77',
    eventTypeId: '1',
    marketType: 'MATCH_ODDS',
    numberOfWinners: 1,
    betDelay: 0,
    status: 'OPEN',
    inPlay: false,
    marketTime: '2024-03-01T15:02:00.000Z',
    runners: [
      { id: 1, sortPriority: 1, status: 'ACTIVE' },
      { id: 2, sortPriority: 2, status: 'ACTIVE' },
    ],
    ...over,
  };
}

const T0 = Date.parse('2024-03-01T15:00:00.000Z');
const mcm = (pt: number, mc: Record<string, unknown>) => line({ op: 'mcm', pt, clk: String(pt), mc: [{ id: '1.5', ...mc }] });

describe('the recorded T20 replayed through the cache', () => {
  it('plays the whole match: start time, names from the score stream, three levels, 5 s delay in play, closed with the Netherlands winning', async () => {
    const source = replay({ EXCHANGE_FILES: join(FIXTURES, 'cricket-t20'), EXCHANGE_REPLAY_SPEED: '1000000' });
    const inPlayDelays = new Set<number>();
    let deepest = 0;
    let ballsRunning = 0;
    source.subscribe((change: SourceChange) => {
      if (change.kind === 'score' && source.score(change.eventId)?.ballInProgress) ballsRunning++;
      if (change.kind !== 'market') return;
      const market = source.market(change.marketId);
      if (market?.inPlay && market.status === 'OPEN') inPlayDelays.add(market.betDelaySeconds);
      for (const runner of source.book(change.marketId) ?? []) deepest = Math.max(deepest, Math.min(runner.back.length, runner.lay.length));
    });
    await source.finished;

    const market = source.market(T20)!;
    expect(market.marketTime).toBe(source.replay.toServer(Date.parse('2022-07-11T11:00:00.000Z')));
    expect(market).toMatchObject({ eventId: '31573045', marketType: 'MATCH_ODDS', name: 'Match Odds', status: 'CLOSED', inPlay: true });
    expect(market.runners.map((r) => [r.selectionId, r.name, r.status])).toEqual([
      [NETHERLANDS, 'Netherlands', 'WINNER'],
      [PNG, 'Papua New Guinea', 'LOSER'],
    ]);
    expect(source.event('31573045')).toMatchObject({ sport: 'cricket', name: 'Netherlands v Papua New Guinea', countryCode: 'GB' });
    expect(inPlayDelays).toEqual(new Set([5]));
    expect(deepest).toBe(3);
    expect(ballsRunning).toBeGreaterThan(100);
    const score = source.score('31573045')!;
    expect(score.teams).toEqual(['Netherlands', 'Papua New Guinea']);
    expect(score.innings).toEqual([
      { team: 'Netherlands', runs: 163, wickets: 7, overs: 20 },
      { team: 'Papua New Guinea', runs: 111, wickets: 10, overs: 19.4 },
    ]);
    expect(score.recentBalls.at(-1)).toBe('W');
    expect(score.ballInProgress).toBe(false);
  }, 60_000);
});

describe('many bzip2 files', () => {
  it('are decoded to plain copies first, played under their own names, and the copies removed', async () => {
    const staged = () => readdirSync(tmpdir()).filter((n) => n.startsWith('betfair-replay-'));
    const before = staged().length;
    const dir = tmp();
    writeFileSync(join(dir, 'broken-1.bz2'), 'BZh91AY&SYnot bzip2');
    const source = replay(
      { EXCHANGE_FILES: `${join(FIXTURES, 'cricket-t20/cricket-t20-1.200806927.scores.bz2')},${dir}`, EXCHANGE_REPLAY_SPEED: '1000000' },
      [],
      { stageBzip2Above: 0 },
    );
    const issues: RecordingIssue[] = [];
    const withIssues = replay({ EXCHANGE_FILES: dir }, issues, { stageBzip2Above: 0 });
    await Promise.all([source.finished, withIssues.finished]);
    expect(source.score('31573045')?.innings.map((i) => i.runs)).toEqual([163, 111]);
    expect(issues).toEqual([expect.objectContaining({ file: 'broken-1.bz2', line: 0 })]);
    expect(staged().length).toBe(before);
  }, 30_000);
});

describe('racing recordings', () => {
  it('greyhound WIN and PLACE from a folder: catalogue names, trap numbers, one winner and two', async () => {
    const source = replay({ EXCHANGE_FILES: join(FIXTURES, 'greyhound'), EXCHANGE_REPLAY_SPEED: '100000' });
    await source.finished;
    const event = source.event('31389771')!;
    expect(event).toMatchObject({ sport: 'greyhound-racing', name: 'Sheffield 19th Apr', venue: 'Sheffield', countryCode: 'GB' });
    const [win, place] = ['1.197931750', '1.197931751'].map((id) => source.market(id)!);
    expect(win).toMatchObject({ name: 'OR 280m', marketType: 'WIN', numberOfWinners: 1, status: 'CLOSED' });
    expect(place).toMatchObject({ name: 'To Be Placed', marketType: 'PLACE', numberOfWinners: 2, status: 'CLOSED' });
    expect(win.runners.slice(0, 2).map((r) => [r.number, r.name])).toEqual([
      ['1', 'Paradise Mission'],
      ['2', 'Sandwood Jet'],
    ]);
    expect(win.runners.filter((r) => r.status === 'WINNER').map((r) => r.number)).toEqual(['2']);
    expect(place.runners.filter((r) => r.status === 'WINNER').map((r) => r.number)).toEqual(['2', '6']);
    expect(
      source
        .marketsOf('31389771')
        .map((m) => m.id)
        .sort(),
    ).toEqual(['1.197931750', '1.197931751']);
  }, 30_000);

  it('a catalogue answer as a pretty-printed array names the market it describes', async () => {
    const dir = tmp();
    const entry = JSON.parse(readFileSync(join(FIXTURES, 'greyhound/greyhound-win-1.197931750.catalogue.json'), 'utf8'));
    writeFileSync(join(dir, 'catalogue.json'), JSON.stringify([{ ...entry, marketName: 'A2 280m' }], null, 2));
    const source = replay({
      EXCHANGE_FILES: `${join(FIXTURES, 'greyhound/greyhound-win-1.197931750')},${join(dir, 'catalogue.json')}`,
      EXCHANGE_REPLAY_SPEED: '100000',
    });
    await source.finished;
    expect(source.market('1.197931750')?.name).toBe('A2 280m');
  });

  it('a horse race in the BASIC format (gzip): last traded prices without a ladder, removed runners with their factors', async () => {
    const source = replay({ EXCHANGE_FILES: join(FIXTURES, 'horse/horse-win-basic-1.132153978.gz'), EXCHANGE_REPLAY_SPEED: '1000000' });
    await source.finished;
    const market = source.market('1.132153978')!;
    expect(market).toMatchObject({ name: '1m Hcap', status: 'CLOSED', inPlay: true });
    expect(market.runners).toHaveLength(14);
    const removed = market.runners.find((r) => r.name === 'Hellavashock')!;
    expect(removed).toMatchObject({ status: 'REMOVED', adjustmentFactor: 7.14, removalDate: source.replay.toServer(Date.parse('2017-06-14T07:00:50.000Z')) });
    expect(market.runners.find((r) => r.status === 'WINNER')?.name).toBe('Brother Mcgonagall');
    const books = source.book('1.132153978')!;
    expect(books.every((b) => b.back.length === 0 && b.lay.length === 0)).toBe(true);
    expect(books.filter((b) => b.lastTradedPrice !== null).length).toBeGreaterThan(10);
    expect(source.event('28270094')).toMatchObject({ sport: 'horse-racing', name: 'Ham 14th Jun', venue: 'Hamilton' });
  }, 30_000);
});

describe('what the replay does with bad input', () => {
  it('reports a broken line and a file of another format with file name and line, skips them, and plays the rest', async () => {
    const dir = tmp();
    const good = [mcm(T0, { img: true, marketDefinition: definition() }), '{"op":"mcm","pt":', mcm(T0 + 1000, { rc: [{ id: 1, atb: [[2, 5]] }] })];
    writeFileSync(join(dir, 'market.jsonl'), good.join('\n'));
    writeFileSync(join(dir, 'prices.csv'), 'market,runner,price\n1.5,1,2.0\n1.5,2,3.0\n');
    writeFileSync(
      join(dir, 'wrong-shape.jsonl'),
      [mcm(T0, { img: true, marketDefinition: definition({ eventId: '78' }) }), line({ op: 'mcm', pt: 'soon' })].join('\n'),
    );
    const issues: RecordingIssue[] = [];
    const source = replay({ EXCHANGE_FILES: dir, EXCHANGE_REPLAY_SPEED: '1000' }, issues);
    await source.finished;
    // The files are read side by side: their reports interleave.
    issues.sort((x, y) => x.file.localeCompare(y.file));
    expect(issues.map((i) => [i.file, i.line])).toEqual([
      ['market.jsonl', 2],
      ['prices.csv', 1],
      ['wrong-shape.jsonl', 2],
    ]);
    expect(issues[1].problem).toMatch(/not a Betfair stream recording/);
    expect(source.book('1.5')?.[0].back).toEqual([{ price: 2, size: 5 }]);
  });

  it('a damaged compressed file is reported and skipped; a bzip2 header over garbage too', async () => {
    const dir = tmp();
    const lines = [
      mcm(T0, { img: true, marketDefinition: definition() }),
      ...Array.from({ length: 2000 }, (_, i) => mcm(T0 + i, { rc: [{ id: 1, ltp: 2 + i / 1000 }] })),
    ];
    const gz = gzipSync(lines.join('\n'));
    writeFileSync(join(dir, 'cut.gz'), gz.subarray(0, gz.length - 200));
    writeFileSync(join(dir, 'garbage.bz2'), 'BZh91AY&SYnot really bzip2 at all');
    const issues: RecordingIssue[] = [];
    const source = replay({ EXCHANGE_FILES: dir, EXCHANGE_REPLAY_SPEED: '1000000' }, issues);
    await source.finished;
    issues.sort((x, y) => x.file.localeCompare(y.file));
    expect(issues.map((i) => i.file)).toEqual(['cut.gz', 'garbage.bz2']);
    expect(issues.every((i) => i.problem.startsWith('unreadable'))).toBe(true);
    expect(source.market('1.5')?.status).toBe('OPEN');
  });

  it('a folder that does not exist is reported, not thrown', async () => {
    const issues: RecordingIssue[] = [];
    const source = replay({ EXCHANGE_FILES: '/nonexistent/recordings' }, issues);
    await source.finished;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: '/nonexistent/recordings', line: 0 });
  });

  it('the settings are checked when read', () => {
    expect(() => betfairFilesConfigFromEnv({})).toThrow(/EXCHANGE_FILES/);
    expect(() => betfairFilesConfigFromEnv({ EXCHANGE_FILES: 'a', EXCHANGE_REPLAY_SPEED: '0' })).toThrow(/EXCHANGE_REPLAY_SPEED/);
    expect(() => betfairFilesConfigFromEnv({ EXCHANGE_FILES: 'a', EXCHANGE_REPLAY_FROM: 'noon' })).toThrow(/EXCHANGE_REPLAY_FROM/);
    expect(betfairFilesConfigFromEnv({ EXCHANGE_FILES: 'a, b', EXCHANGE_REPLAY_FROM: '2024-03-01T15:00:00Z' })).toMatchObject({
      paths: ['a', 'b'],
      speed: 1,
      from: T0,
    });
  });
});

describe('the replay on the server clock', () => {
  it('REPLAY_FROM starts with what came before applied, and REPLAY_SPEED scales the recorded clock', async () => {
    const dir = tmp();
    const file = join(dir, 'market.jsonl');
    writeFileSync(
      file,
      [
        mcm(T0, { img: true, marketDefinition: definition() }),
        mcm(T0 + 30_000, { rc: [{ id: 1, atb: [[1.9, 10]] }] }),
        mcm(T0 + 60_000, { rc: [{ id: 1, atb: [[1.95, 11]] }] }),
        mcm(T0 + 120_000, { marketDefinition: definition({ inPlay: true, betDelay: 5 }) }),
        mcm(T0 + 600_000, { marketDefinition: definition({ inPlay: true, status: 'CLOSED' }) }),
      ].join('\n'),
    );
    const source = replay({ EXCHANGE_FILES: file, EXCHANGE_REPLAY_FROM: new Date(T0 + 60_000).toISOString(), EXCHANGE_REPLAY_SPEED: '150' });
    while (!source.market('1.5')?.runners) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 20));
    const { startedAt, origin } = source.replay.anchoredAt;
    expect(origin).toBe(T0 + 60_000);
    // The two minutes' start is one minute after the origin: 400 ms of server time at 150 times speed.
    expect(source.market('1.5')!.marketTime).toBe(startedAt + 400);
    expect(source.book('1.5')![0].back).toEqual([
      { price: 1.95, size: 11 },
      { price: 1.9, size: 10 },
    ]);
    expect(source.market('1.5')!.inPlay).toBe(false);
    await new Promise((r) => setTimeout(r, Math.max(0, startedAt + 700 - Date.now())));
    expect(source.market('1.5')).toMatchObject({ inPlay: true, betDelaySeconds: 5, status: 'OPEN' });
    await source.finished;
    expect(source.market('1.5')!.status).toBe('CLOSED');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3590);
  });

  it('several files play on one timeline, merged by publish time, gzip beside plain', async () => {
    const dir = tmp();
    const a = [
      mcm(T0, { img: true, marketDefinition: definition() }),
      mcm(T0 + 2000, { rc: [{ id: 1, ltp: 2 }] }),
      mcm(T0 + 4000, { rc: [{ id: 1, ltp: 4 }] }),
    ];
    const b = [0, 1000, 3000, 5000].map((dt, i) =>
      line({
        op: 'mcm',
        pt: T0 + dt,
        mc: [{ id: '1.6', ...(i === 0 ? { img: true, marketDefinition: definition({ eventId: '78' }) } : { rc: [{ id: 2, ltp: dt }] }) }],
      }),
    );
    writeFileSync(join(dir, 'a.jsonl'), a.join('\n'));
    writeFileSync(join(dir, 'b.gz'), gzipSync(b.join('\n')));
    const source = replay({ EXCHANGE_FILES: `${join(dir, 'a.jsonl')},${join(dir, 'b.gz')}`, EXCHANGE_REPLAY_SPEED: '20' });
    const order: string[] = [];
    source.subscribe((c) => {
      if (c.kind === 'market') order.push(`${c.marketId}@${source.market(c.marketId)!.updatedAt - source.replay.anchoredAt.startedAt}`);
    });
    await source.finished;
    expect(order).toEqual(['1.5@0', '1.6@0', '1.6@50', '1.5@100', '1.6@150', '1.5@200', '1.6@250']);
    expect(readFileSync(join(dir, 'b.gz'))[0]).toBe(0x1f);
  });
});
