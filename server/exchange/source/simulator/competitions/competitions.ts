// The competitions the simulator schedules, each with its own teams (or players) and the start times
// its matches really have, written in Asia/Dhaka time (UTC+6): the BPL at 14:00 and 19:00, the IPL at
// 16:00 and 20:00 (15:30 and 19:30 in India), the Premier League's 15:00 Saturday games at 21:00, the
// Caribbean league at 02:00 and 05:00 (evening in the West Indies), and so on. Teams never leave
// their competition: BPL franchises meet each other, nations meet nations.
import type { Competition } from './competition-kit.ts';
import { CRICKET_COMPETITIONS } from './cricket-competitions.ts';
import { SOCCER_COMPETITIONS } from './soccer-competitions.ts';
import { TENNIS_COMPETITIONS } from './tennis-competitions.ts';

export type { Competition, Slot } from './competition-kit.ts';

export const COMPETITIONS: readonly Competition[] = [...CRICKET_COMPETITIONS, ...SOCCER_COMPETITIONS, ...TENNIS_COMPETITIONS];

/** Minutes after Dhaka midnight of a slot; slots past 24:00 belong to the early hours of the next day. */
export function slotMinutes(at: string): number {
  const [h, m] = at.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
