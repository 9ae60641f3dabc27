// The feed's names on screen. The feed owns its names in both languages: every event, team, competition,
// market and fancy line comes with its Bangla beside the English (`…_bn` on the feed, `…Bn` on the
// player API; server/exchange/source/names-bn.ts), so a new competition needs no client change. In Bangla the
// Bangla is shown; in English, or from a feed that sends none, the English name, marked translate="no"
// so browsers and screen readers leave a proper name alone. The product's own market words (Match Odds,
// Bookmaker, Fancy) come from the locale files; market wording this client does not know is shown as the
// server named it, and marked lang="en" when it is English on a Bangla screen.
import { useTranslation } from 'react-i18next';
import { usesTwin } from '../../../lib/i18n.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** A name from the feed in the reader's language (src/components/feed-name.tsx). */
import { FeedName } from '../../../components/feed-name.tsx';
export { FeedName };

/** Wording from the server this client has no key for: its Bangla, or shown as sent and marked as English. */
const FeedEnglish = ({ text, bn }: { text: string; bn?: string | null | undefined }) => {
  const { lang } = useFormat();
  return usesTwin(lang) && bn ? bn : <span lang="en">{text}</span>;
};

const MARKET_KEYS: Record<string, 'matchOdds' | 'bookmaker' | 'fancy'> = { 'Match Odds': 'matchOdds', Bookmaker: 'bookmaker', Fancy: 'fancy' };

/** "Match Odds", "Bookmaker", "Fancy" in the reader's language; any other market by the server's name for it. */
export function MarketName({ name, bn }: { name: string; bn?: string | null | undefined }) {
  const { t } = useTranslation('exchange');
  const key = MARKET_KEYS[name];
  return key ? t(key) : <FeedEnglish text={name} bn={bn} />;
}

/** A competition in the reader's language, as the feed names it. */
export const CompetitionName = ({ name, bn }: { name: string; bn?: string | null | undefined }) => <FeedName name={name} bn={bn} />;

/** A fancy line's title ("6 over runs Bangladesh"): the feed's Bangla title in Bangla, else as sent. */
export function FancyTitle({ title, bn }: { title: string; bn?: string | null | undefined }) {
  return <FeedEnglish text={title} bn={bn} />;
}

/** The same choice as text, for a title or a label: `nameIn(english, bangla)`. */
export function useFeedNameText() {
  const { lang } = useFormat();
  return (name: string, bn?: string | null) => (usesTwin(lang) && bn ? bn : name);
}
