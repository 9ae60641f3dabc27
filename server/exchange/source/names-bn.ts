// The feed's names in Bangla. The simulator owns its teams, competitions and markets, so it owns their
// Bangla too: competitions carry `nameBn` (simulator/competitions/), teams and players theirs (simulator/competitions/team-names-bn.ts),
// and the market and fancy-line wording is composed here. Every answer that shows a name to a player
// carries its Bangla beside it (`…Bn` / `…_bn`), worked out from the English name the bet or market
// stored, so records from before a name was added read correctly too, and a new competition needs no
// client change. A name nobody has translated yet comes back as it is (a proper name, never a blank).
import { COMPETITIONS } from './simulator/competitions/competitions.ts';
import { TEAM_NAMES_BN } from './simulator/competitions/team-names-bn.ts';

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
/** Latin digits as Bengali ones ("12.3" -> "১২.৩"). */
export const bnDigits = (text: string) => text.replace(/[0-9]/g, (d) => BN_DIGITS[Number(d)]!);

const COMPETITIONS_BN = new Map(COMPETITIONS.map((c) => [c.name, c.nameBn]));

/** The runners that are not teams, and the markets the exchange offers (the fancy tabs are markets too). */
export const RUNNER_WORDS_BN: Readonly<Record<string, string>> = { 'The Draw': 'ড্র' };
export const MARKET_NAMES_BN: Readonly<Record<string, string>> = {
  'Match Odds': 'ম্যাচ অডস',
  Bookmaker: 'বুকমেকার',
  Fancy: 'ফ্যান্সি',
  'Ball by Ball': 'বল বাই বল',
  Khadda: 'খাদ্দা',
  Lottery: 'লটারি',
  'Odd/Even': 'জোড়/বিজোড়',
};

export const competitionBn = (name: string) => COMPETITIONS_BN.get(name) ?? name;
export const teamBn = (name: string) => TEAM_NAMES_BN[name] ?? RUNNER_WORDS_BN[name] ?? name;
export const marketNameBn = (name: string) => MARKET_NAMES_BN[name] ?? name;

/** "Bangladesh v India" -> "বাংলাদেশ বনাম ভারত". */
export function eventNameBn(name: string): string {
  const sides = name.split(' v ');
  return sides.length === 2 ? `${teamBn(sides[0]!)} বনাম ${teamBn(sides[1]!)}` : teamBn(name);
}

type FancyReader = [RegExp, (m: RegExpMatchArray) => string];
/** The fancy line kinds simulator/fancy-derivation.ts writes, each read back into Bangla; the team is the match's last word group. */
const FANCY_BN: FancyReader[] = [
  [/^Only (\d+) over runs (.+)$/, (m) => `শুধু ${bnDigits(m[1]!)} নম্বর ওভারের রান`],
  [/^Khadda (\d+) over runs (.+)$/, (m) => `খাদ্দা ${bnDigits(m[1]!)} ওভারে রান`],
  [/^Lottery (\d+) over runs last digit (.+)$/, (m) => `লটারি ${bnDigits(m[1]!)} ওভারে রানের শেষ অঙ্ক`],
  [/^(\d+) over runs odd (.+)$/, (m) => `${bnDigits(m[1]!)} ওভারে রান বিজোড়`],
  [/^(\d+) over runs (.+)$/, (m) => `${bnDigits(m[1]!)} ওভারে রান`],
  // The delivery is named by the over it is bowled in (5.3: the third ball of the sixth over), as Bangla
  // commentary says "৫.৩ ওভারে"; "৫.৩ বলে রান" read as runs in 5.3 balls.
  [/^(\d+\.\d) ball run (.+)$/, (m) => `${bnDigits(m[1]!)} ওভারের বলে রান`],
  [/^Fall of (\d+)(?:st|nd|rd|th) wkt (.+)$/, (m) => `${bnDigits(m[1]!)} নম্বর উইকেটের পতন`],
];

/** "6 over runs Bangladesh" -> "৬ ওভারে রান বাংলাদেশ"; a title of a kind not known here stays as sent. */
export function fancyTitleBn(title: string): string {
  for (const [pattern, read] of FANCY_BN) {
    const m = title.match(pattern);
    if (m) return `${read(m)} ${teamBn(m[m.length - 1]!)}`;
  }
  return title;
}

/** A bet's selection: a runner by its team name, a fancy bet by its line's title. */
export const selectionBn = (name: string, marketType: string) => (marketType === 'fancy' ? fancyTitleBn(name) : teamBn(name));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every known name, longest first, so "India Women" is read before "India". */
const KNOWN_NAMES = new RegExp(
  `(?<![A-Za-z])(${Object.keys(TEAM_NAMES_BN)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![A-Za-z])`,
  'g',
);
const SCORE_WORDS: [RegExp, string][] = [
  [/ · Innings break$/, ' · ইনিংস বিরতি'],
  [/\(HT\)/, '(বিরতি)'],
  [/ v /g, ' বনাম '],
];

/** A score line in Bangla: "Dhaka Capitals 87/2 (11.3)" -> "ঢাকা ক্যাপিটালস ৮৭/২ (১১.৩)", "Arsenal 1-0 Chelsea (HT)" likewise. */
export function scoreBn(score: string): string {
  let text = score.replace(KNOWN_NAMES, (name) => TEAM_NAMES_BN[name] ?? name);
  for (const [pattern, bn] of SCORE_WORDS) text = text.replace(pattern, bn);
  return bnDigits(text);
}

const RESULTS_BN: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^Match tied$/, () => 'ম্যাচ টাই'],
  [/^Draw (.+)$/, (m) => `ড্র ${bnDigits(m[1]!)}`],
  [/^(.+) won by (\d+) wickets?$/, (m) => `${teamBn(m[1]!)} ${bnDigits(m[2]!)} উইকেটে জয়ী`],
  [/^(.+) won by (\d+) runs?$/, (m) => `${teamBn(m[1]!)} ${bnDigits(m[2]!)} রানে জয়ী`],
  [/^(.+) won (.+)$/, (m) => `${teamBn(m[1]!)} জয়ী ${bnDigits(m[2]!)}`],
];

/** A result line ("Bangladesh won by 5 wickets", "Arsenal won 2-1", "Draw 1-1") in Bangla. */
export function resultBn(result: string): string {
  for (const [pattern, read] of RESULTS_BN) {
    const m = result.match(pattern);
    if (m) return read(m);
  }
  return scoreBn(result);
}
