// A name the server sends in both languages (the exchange feed's events, teams, markets and lines:
// server/exchange/source/names-bn.ts), shown in the reader's language: its Bangla when there is one, else the
// English, marked translate="no" so browsers and screen readers leave a proper name alone. Shared by
// the exchange screens and the operator's exchange desk.
import { usesTwin } from '../lib/i18n.ts';
import { useFormat } from '../lib/use-format.ts';

export function FeedName({ name, bn }: { name: string; bn?: string | null | undefined }) {
  const { lang } = useFormat();
  return usesTwin(lang) && bn ? bn : <span translate="no">{name}</span>;
}
