// A simulator written down whole and read back: the leader stores one every few simulated minutes
// (server/exchange/publication/leader.ts), so a process that joins a run hours old starts from it and replays
// only the minutes since, instead of the whole run (docs/decisions/0145). Everything the simulator's
// next steps depend on is in it: its own state and PRNG, and each event with its PRNG and match model,
// in the order the events are stepped. What belongs to one process is not: listeners, and `watchers`
// (the market watch's marks, which change no price and are set again by the watch that runs there).
import { CricketMatch } from './matches/cricket-match.ts';
import { createRng } from './prng.ts';
import { ExchangeSimulator, type SimulatorCore } from './simulator.ts';
import type { SimEvent } from './sim-event.ts';
import { SoccerMatch } from './matches/soccer-match.ts';
import { TennisMatch } from './matches/tennis-match.ts';

const MODELS = { cricket: CricketMatch, soccer: SoccerMatch, tennis: TennisMatch } as const;
type ModelKind = keyof typeof MODELS;

type EventSnapshot = Omit<SimEvent, 'rng' | 'match' | 'cricket' | 'watchers'> & {
  rng: number;
  match: { kind: ModelKind; fields: Record<string, unknown> };
};

export interface SimulatorSnapshot {
  version: 1;
  core: SimulatorCore;
  events: EventSnapshot[];
}

function kindOf(match: SimEvent['match']): ModelKind {
  if (match instanceof CricketMatch) return 'cricket';
  if (match instanceof SoccerMatch) return 'soccer';
  if (match instanceof TennisMatch) return 'tennis';
  throw new Error('a match model the snapshot does not know');
}

/** The simulator as JSON text, taken at once (later steps do not change it). */
export function snapshotOf(sim: ExchangeSimulator): string {
  const events: EventSnapshot[] = [...sim.events.values()].map(({ rng, match, cricket: _cricket, watchers: _watchers, ...rest }) => ({
    ...rest,
    rng: rng.state(),
    match: { kind: kindOf(match), fields: { ...match } },
  }));
  const snapshot: SimulatorSnapshot = { version: 1, core: sim.core(), events };
  return JSON.stringify(snapshot);
}

/** A simulator in the state the text was taken in: stepped on, it moves exactly as the original would. */
export function simulatorFromSnapshot(text: string): ExchangeSimulator {
  const snapshot = JSON.parse(text) as SimulatorSnapshot;
  if (snapshot.version !== 1) throw new Error(`simulator snapshot version ${String(snapshot.version)} is not known`);
  const events = snapshot.events.map(({ rng, match, ...rest }): SimEvent => {
    const model = Object.assign(Object.create(MODELS[match.kind].prototype) as SimEvent['match'], match.fields);
    return { ...rest, rng: createRng(rng), match: model, cricket: model instanceof CricketMatch ? model : null, watchers: 0 };
  });
  return ExchangeSimulator.restore(snapshot.core, events);
}
