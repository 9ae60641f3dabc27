// A synthetic day of Betfair markets in the Exchange Stream's own format (JSON lines of mcm), for the
// feed bench: each market opens with an image (definition and ten levels a side per runner), then
// receives deltas spread over the day as the stream sends them (a level or two changed on one side,
// now and then a trade with ltp and tv), and a few definition changes (in play, suspended, closed).
// Seeded, so every run ingests the same bytes.
import { createRng } from '../../server/exchange/source/simulator/prng.ts';

const DAY_MS = 24 * 3_600_000;
const RUNNERS = 3;
const LEVELS = 10;
const TYPES = [
  { eventTypeId: '4', marketType: 'MATCH_ODDS' },
  { eventTypeId: '1', marketType: 'MATCH_ODDS' },
  { eventTypeId: '2', marketType: 'MATCH_ODDS' },
  { eventTypeId: '7', marketType: 'WIN' },
];

const round2 = (n: number) => Math.round(n * 100) / 100;

function definition(i: number, start: number, status: string, inPlay: boolean, winner: number | null) {
  const type = TYPES[i % TYPES.length];
  return {
    eventId: String(30_000_000 + i),
    eventTypeId: type.eventTypeId,
    marketType: type.marketType,
    numberOfWinners: 1,
    betDelay: inPlay ? 5 : 0,
    status,
    inPlay,
    marketTime: new Date(start + 12 * 3_600_000).toISOString(),
    openDate: new Date(start + 12 * 3_600_000).toISOString(),
    countryCode: 'GB',
    runners: Array.from({ length: RUNNERS }, (_, r) => ({
      id: 1000 + r,
      sortPriority: r + 1,
      status: winner === null ? 'ACTIVE' : r === winner ? 'WINNER' : 'LOSER',
    })),
  };
}

function image(i: number, pt: number, start: number): string {
  const rc = Array.from({ length: RUNNERS }, (_, r) => {
    const mid = 2 + r;
    return {
      id: 1000 + r,
      atb: Array.from({ length: LEVELS }, (_, l) => [round2(mid - 0.02 * (l + 1)), 10 + l]),
      atl: Array.from({ length: LEVELS }, (_, l) => [round2(mid + 0.02 * (l + 1)), 12 + l]),
    };
  });
  return JSON.stringify({
    op: 'mcm',
    pt,
    clk: String(pt),
    mc: [{ id: `1.${9_000_000 + i}`, img: true, marketDefinition: definition(i, start, 'OPEN', false, null), rc }],
  });
}

/** The day's lines in time order, `chunk` at a time, so the bench never holds the whole day as strings. */
export function* syntheticDay(markets: number, deltasPerMarket: number, chunk: number, seed = 20261202): Generator<string[]> {
  const rng = createRng(seed);
  const random = rng.next;
  const start = Date.parse('2026-12-01T00:00:00.000Z');
  const total = markets * deltasPerMarket;
  let lines: string[] = [];
  for (let i = 0; i < markets; i++) lines.push(image(i, start, start));
  for (let n = 0; n < total; n++) {
    const pt = start + Math.floor((n / total) * DAY_MS);
    const i = Math.floor(random() * markets);
    const id = `1.${9_000_000 + i}`;
    const milestone = n % Math.floor(total / (markets * 4)) === 0 ? Math.floor(random() * 4) : -1;
    if (milestone >= 0) {
      const def = [
        definition(i, start, 'OPEN', true, null),
        definition(i, start, 'SUSPENDED', true, null),
        definition(i, start, 'OPEN', true, null),
        definition(i, start, 'CLOSED', true, 0),
      ][milestone];
      lines.push(JSON.stringify({ op: 'mcm', pt, clk: String(pt), mc: [{ id, marketDefinition: def }] }));
    } else {
      const r = Math.floor(random() * RUNNERS);
      const mid = 2 + r;
      const level = Math.floor(random() * LEVELS);
      const size = random() < 0.15 ? 0 : round2(random() * 200);
      const side = random() < 0.5 ? 'atb' : 'atl';
      const price = round2(side === 'atb' ? mid - 0.02 * (level + 1) : mid + 0.02 * (level + 1));
      const rc: Record<string, unknown> = { id: 1000 + r, [side]: [[price, size]] };
      if (random() < 0.3) Object.assign(rc, { ltp: price, tv: round2(n / 10), trd: [[price, round2(random() * 500)]] });
      lines.push(JSON.stringify({ op: 'mcm', pt, clk: String(pt), mc: [{ id, rc: [rc] }] }));
    }
    if (lines.length >= chunk) {
      yield lines;
      lines = [];
    }
  }
  if (lines.length > 0) yield lines;
}
