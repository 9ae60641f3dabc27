// Readable bets for the bet maths' table tests: 'back A 100 @2.5', 'lay B 33.33 @1.37 unmatched',
// 'yes 100 @100 line 55' (fancy: rate then line). Stakes in taka, parsed to poisha.
import type { BetPart } from './market-outcomes.ts';
import { oddsX100Of } from './price.ts';
import { nearestPoisha } from '../../lib/money.ts';

export const poisha = nearestPoisha;

export function bet(text: string, id = 0): BetPart & { id: number } {
  const m = /^(back|lay|yes|no)(?: (\w+))? ([\d.]+) @([\d.]+)(?: line (\d+))?( unmatched)?$/.exec(text);
  if (!m) throw new Error(`cannot read bet "${text}"`);
  const [, side, runner, stake, price, line, unmatched] = m;
  const fancy = side === 'yes' || side === 'no';
  return {
    id,
    dir: side === 'back' || side === 'yes' ? 'back' : 'lay',
    selectionId: fancy ? 'line' : runner!,
    oddsX100: runner && runner.startsWith('bm') ? 100 + Number(price) : oddsX100Of(fancy ? 'fancy' : 'match_odds', Number(price))!,
    stake: poisha(Number(stake)),
    matched: !unmatched,
    line: line === undefined ? null : Number(line),
  };
}

export const bets = (texts: string[]) => texts.map((t, i) => bet(t, i + 1));
