// A source's score as the site words it: one line for the list rows and the Result tab, and the overs as
// the scorers write them. A source that words the line itself (the simulator, a score feed) is taken at its
// word; otherwise the line is built from the innings, so every cricket source reads the same.
import type { InningsScore, SourceScore } from './market-source.ts';

/** "12.3" for twelve overs and three balls; "12.0" for twelve whole overs. */
export function oversText(overs: number): string {
  const whole = Math.floor(overs);
  return `${whole}.${Math.round((overs - whole) * 10)}`;
}

const inningsLine = (inn: InningsScore) => `${inn.team} ${inn.runs}/${inn.wickets} (${oversText(inn.overs)})`;

/** The score in one line ("BAN 87/2 (11.3) · IND 40/1 (5.0)"); empty when the source has none yet. */
export function scoreLine(score: SourceScore | undefined): string {
  if (!score) return '';
  if (score.summary !== undefined) return score.summary;
  return score.innings.map(inningsLine).join(' · ') + (score.pause === 'break' ? ' · Innings break' : '');
}
