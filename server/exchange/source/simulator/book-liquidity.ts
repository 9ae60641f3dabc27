// The simulated book as liquidity: a bet that matches takes its money out of the level it matched,
// so the same taka cannot match twice, and it shows as traded. Sizes on the wire are taka; fills are
// poisha. `depth` is the book the bet matched against: if the simulator has repriced since (a new
// depth array), the old levels are gone and nothing is taken or put back.
import type { SimEvent } from './sim-event.ts';
import { nearestPoisha, takaFromPoisha } from '../../../lib/money.ts';

export interface BookFill {
  price: number;
  poisha: number;
}

export function takeFromBook(ev: SimEvent, runner: number, book: 'back' | 'lay', fills: BookFill[], depth: SimEvent['depth']): boolean {
  if (depth !== ev.depth || !ev.depth[runner]) return false;
  const levels = ev.depth[runner]![book];
  for (const fill of fills) {
    const level = levels.find((l) => l.price === fill.price);
    if (level) level.size = Math.max(0, takaFromPoisha(nearestPoisha(level.size) - fill.poisha));
    ev.totalMatched += Math.round(takaFromPoisha(fill.poisha));
    ev.lastTraded[runner] = fill.price;
  }
  ev.depth[runner]![book] = levels.filter((l) => l.size > 0);
  return true;
}

export function putBackInBook(ev: SimEvent, runner: number, book: 'back' | 'lay', fills: BookFill[], depth: SimEvent['depth']): boolean {
  if (fills.length === 0 || depth !== ev.depth || !ev.depth[runner]) return false;
  const levels = ev.depth[runner]![book];
  for (const fill of fills) {
    const level = levels.find((l) => l.price === fill.price);
    if (level) level.size = takaFromPoisha(nearestPoisha(level.size) + fill.poisha);
    else levels.push({ price: fill.price, size: takaFromPoisha(fill.poisha) });
  }
  levels.sort((a, b) => (book === 'back' ? b.price - a.price : a.price - b.price));
  return true;
}
