// Which market source the exchange runs on: EXCHANGE_SOURCE, read here and nowhere else.
// `simulator` (the default, so `npm start` needs no configuration) is built by the running feed itself,
// because its leader/follower publication replays the simulator (publication/). Every other kind is a
// MarketSource made by the factory registered under its name: a source module registers itself with
// registerSource (the Betfair sources: betfair/register-betfair.ts, loaded by running-feed.ts).
// An unknown kind, or a known one whose module is not in this build, stops the process at start with a
// message naming the variable: a typo must never fall back silently to simulated prices.
import type { MarketSource, SourceKind } from './market-source.ts';

export const SOURCE_KINDS: readonly SourceKind[] = ['simulator', 'betfair-files', 'betfair-stream'];

/** Makes the running source from the environment; it starts itself and reports isStale until it has prices. */
export type SourceFactory = (env: NodeJS.ProcessEnv) => MarketSource;

const factories = new Map<Exclude<SourceKind, 'simulator'>, SourceFactory>();
const checks = new Map<Exclude<SourceKind, 'simulator'>, (env: NodeJS.ProcessEnv) => void>();

/**
 * Called once by each source module when it loads; registering a kind twice keeps the last (a test's own).
 * `check` reads the source's own settings and throws a message naming the variable: run by sourceKind at start.
 */
export function registerSource(kind: Exclude<SourceKind, 'simulator'>, factory: SourceFactory, check?: (env: NodeJS.ProcessEnv) => void): void {
  factories.set(kind, factory);
  if (check) checks.set(kind, check);
  else checks.delete(kind);
}

/** Forgets a registration (tests only). */
export function unregisterSource(kind: Exclude<SourceKind, 'simulator'>): void {
  factories.delete(kind);
  checks.delete(kind);
}

/** EXCHANGE_SOURCE, checked: throws a message naming the variable for anything it cannot run. */
export function sourceKind(env: NodeJS.ProcessEnv = process.env): SourceKind {
  const value = (env.EXCHANGE_SOURCE ?? '').trim() || 'simulator';
  const kind = SOURCE_KINDS.find((k) => k === value);
  if (!kind) throw new Error(`EXCHANGE_SOURCE must be unset or one of: ${SOURCE_KINDS.join(', ')} (got "${value}")`);
  if (kind !== 'simulator' && !factories.has(kind)) {
    throw new Error(
      `EXCHANGE_SOURCE=${kind}: that source is not part of this build (registered: simulator${[...factories.keys()].map((k) => `, ${k}`).join('')})`,
    );
  }
  if (kind !== 'simulator') checks.get(kind)?.(env);
  return kind;
}

/** The non-simulator source EXCHANGE_SOURCE names, made now; null for the simulator (the running feed builds it). */
export function createSource(env: NodeJS.ProcessEnv = process.env): MarketSource | null {
  const kind = sourceKind(env);
  return kind === 'simulator' ? null : factories.get(kind)!(env);
}
