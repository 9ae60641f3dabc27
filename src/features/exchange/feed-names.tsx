// The feed sends its names in English. What is the product's own vocabulary (market names, the kinds
// of fancy line, competition names) is shown in the reader's language; what is a true proper name (a
// team, a player, a competition the glossary does not know yet) stays as the feed spells it, marked
// translate="no" so browsers and screen readers leave it alone. Wording the glossary does not know (a
// new market kind) is shown as sent and marked lang="en", so a screen reader reads it as English.
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format.ts';
import { COMPETITIONS_BN } from './competition-names.ts';

/** A proper name from the feed: a team, a player, "Australia v Bangladesh". */
export const FeedName = ({ name }: { name: string }) => <span translate="no">{name}</span>;

/** Feed wording this glossary does not know yet: shown as sent, and marked as the English it is. */
const FeedEnglish = ({ text }: { text: string }) => <span lang="en">{text}</span>;

const MARKET_KEYS: Record<string, 'matchOdds' | 'bookmaker' | 'fancy'> = { 'Match Odds': 'matchOdds', Bookmaker: 'bookmaker', Fancy: 'fancy' };

/** "Match Odds", "Bookmaker", "Fancy" in the reader's language; any other market by its feed name. */
export function MarketName({ name }: { name: string }) {
  const { t } = useTranslation('exchange');
  const key = MARKET_KEYS[name];
  return key ? t(key) : <FeedEnglish text={name} />;
}

/** A competition by its name in the reader's language, when the glossary has it. */
export function CompetitionName({ name }: { name: string }) {
  const { lang } = useFormat();
  const bn = lang === 'bn' ? COMPETITIONS_BN[name] : undefined;
  return bn ?? <FeedName name={name} />;
}

type Line = { key: string; vars: Record<string, string>; team: string };

/** The fancy line kinds the feed writes (server/exchange/fancy.ts), read back into a key and values. */
const FANCY_PATTERNS: [RegExp, (m: RegExpMatchArray, f: ReturnType<typeof useFormat>) => Omit<Line, 'team'>][] = [
  [/^Only (\d+) over runs (.+)$/, (m, f) => ({ key: 'onlyOver', vars: { over: f.integer(m[1]!) } })],
  [/^Khadda (\d+) over runs (.+)$/, (m, f) => ({ key: 'khadda', vars: { overs: f.integer(m[1]!) } })],
  [/^Lottery (\d+) over runs last digit (.+)$/, (m, f) => ({ key: 'lotteryDigit', vars: { overs: f.integer(m[1]!) } })],
  [/^(\d+) over runs odd (.+)$/, (m, f) => ({ key: 'oddRuns', vars: { overs: f.integer(m[1]!) } })],
  [/^(\d+) over runs (.+)$/, (m, f) => ({ key: 'sessionRuns', vars: { overs: f.integer(m[1]!) } })],
  [/^(\d+\.\d) ball run (.+)$/, (m, f) => ({ key: 'ballRun', vars: { ball: f.lang === 'bn' ? f.number(m[1]!, { minDecimals: 1, maxDecimals: 1, grouping: false }) : m[1]! } })],
  [/^Fall of (\d+)(?:st|nd|rd|th) wkt (.+)$/, (m, f) => ({ key: 'fallOfWicket', vars: { n: f.integer(m[1]!) } })],
];

/** A fancy line's title: its kind in the reader's language, then the batting team by its own name. */
export function FancyTitle({ title }: { title: string }) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  for (const [pattern, read] of FANCY_PATTERNS) {
    const m = title.match(pattern);
    if (!m) continue;
    const { key, vars } = read(m, f);
    return <>{t(`fancyLines.${key}`, vars)} <FeedName name={m[m.length - 1]!} /></>;
  }
  return <FeedEnglish text={title} />;
}
