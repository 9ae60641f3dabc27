// What every competition of the simulator is made of (competitions.ts gathers them by sport).
import type { SimulatedSport as Sport } from '../sim-event.ts';

export interface Slot {
  /** Start in Dhaka, "HH:MM". */
  at: string;
  /** How many matches start at once, at least and at most (drawn per day). */
  matches: [number, number];
}

export interface Competition {
  name: string;
  /** The name in Bangla, as the Bangladeshi sports press writes it (the feed answers both). */
  nameBn: string;
  sport: Sport;
  teams: readonly string[];
  slots: readonly Slot[];
}

/** Matches starting at once in a slot: exactly one, or one on some days. */
export const one: [number, number] = [1, 1];
export const maybe: [number, number] = [0, 1];
