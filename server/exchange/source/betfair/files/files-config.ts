// The recorded-files source's settings from the environment:
//   EXCHANGE_FILES          comma-separated files and folders (stream recordings, catalogue answers)
//   EXCHANGE_REPLAY_SPEED   recorded seconds per server second (default 1)
//   EXCHANGE_REPLAY_FROM    ISO moment inside the recording to start at (default: its first message)
//   EXCHANGE_BETFAIR_SPORTS comma-separated sports to list (default: all the exchange knows)
import type { SourceSport } from '../../market-source.ts';
import { SPORT_BY_EVENT_TYPE } from '../market-views.ts';

export interface BetfairFilesConfig {
  paths: string[];
  speed: number;
  /** Recorded epoch ms to start at, or null for the first message. */
  from: number | null;
  sports: SourceSport[];
  bookDepth?: number;
}

const SPORTS = Object.values(SPORT_BY_EVENT_TYPE);

export function betfairFilesConfigFromEnv(env: Record<string, string | undefined>): BetfairFilesConfig {
  const paths = (env.EXCHANGE_FILES ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (paths.length === 0) throw new Error('EXCHANGE_FILES must list at least one recorded file or folder for EXCHANGE_SOURCE=betfair-files');
  const speed = env.EXCHANGE_REPLAY_SPEED ? Number(env.EXCHANGE_REPLAY_SPEED) : 1;
  if (!Number.isFinite(speed) || speed <= 0) throw new Error(`EXCHANGE_REPLAY_SPEED must be a positive number, not "${env.EXCHANGE_REPLAY_SPEED}"`);
  let from: number | null = null;
  if (env.EXCHANGE_REPLAY_FROM) {
    from = Date.parse(env.EXCHANGE_REPLAY_FROM);
    if (Number.isNaN(from)) throw new Error(`EXCHANGE_REPLAY_FROM must be an ISO date and time, not "${env.EXCHANGE_REPLAY_FROM}"`);
  }
  let sports = SPORTS;
  if (env.EXCHANGE_BETFAIR_SPORTS) {
    const wanted = env.EXCHANGE_BETFAIR_SPORTS.split(',').map((s) => s.trim());
    const unknown = wanted.filter((s) => !SPORTS.includes(s as SourceSport));
    if (unknown.length > 0) throw new Error(`EXCHANGE_BETFAIR_SPORTS knows ${SPORTS.join(', ')}; not ${unknown.join(', ')}`);
    sports = wanted as SourceSport[];
  }
  return { paths, speed, from, sports };
}
