// /exchange-sports: every sport with its events in play and the next to start, each a row that opens the
// odds view, the sport's counts, and a link to its whole list. The rows carry no prices (the lists without
// odds: a row here is a way in, the odds view is where a price is taken), so the lists stay 304s until an
// event comes, goes or starts; the server writes their first answers into the page (server/pages/exchange-feed-block.ts),
// so the rows are on the first screen without waiting for a request.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ALL_SPORTS, isRacingSport, type Sport } from '../../../../contracts/exchange.ts';
import type { EventKey } from '../../../../workers/feed-keys.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { EventRow, useEventKeys, useListWords, type EventInfo, type ListWords } from './event-list.tsx';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { useFeed } from '../feed/odds-poller-bridge.ts';
import { mirrorValue } from '../feed/use-feed-atoms.ts';
import './sports-page.css';

/** The next events of a sport shown under its in-play ones; the rest are a tap away on its own list. */
export const UPCOMING_PER_SPORT = 5;

const open = (ev: EventInfo) => ev.status !== 'closed';

function SportSection({ sport, keys, words }: { sport: Sport; keys: EventKey[]; words: ListWords }) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  const live = keys.filter((k) => mirrorValue<EventInfo>(k)?.inplay);
  const next = keys.filter((k) => !mirrorValue<EventInfo>(k)?.inplay).slice(0, UPCOMING_PER_SPORT);
  const name = t(`sport.${sport}`);
  const headId = `sport-head-${sport}`;
  return (
    <section className="sports-section" data-testid={`sport-${sport}`} aria-labelledby={headId}>
      <h2 className="sports-section-head" id={headId}>
        <span>{name}</span>
        <span className="sport-counts">{t('sportCounts', { live: f.integer(live.length), total: f.integer(keys.length) })}</span>
      </h2>
      {live.length > 0 && (
        <div className="sports-events" data-testid="inplay-events">
          <h3 className="sports-events-head">{t('inPlay')}</h3>
          {live.map((key) => (
            <EventRow key={key} eventKey={key} words={words} />
          ))}
        </div>
      )}
      {next.length > 0 && (
        <div className="sports-events" data-testid="upcoming-events">
          <h3 className="sports-events-head">{t('sportsPage.upcoming')}</h3>
          {next.map((key) => (
            <EventRow key={key} eventKey={key} words={words} />
          ))}
        </div>
      )}
      {keys.length === 0 && <p className="sports-none">{t('noEvents')}</p>}
      <Link href={`/exchange?sport=${sport}`} className="sports-all">
        {t('sportsPage.all', { sport: name, n: f.integer(keys.length) })}
      </Link>
    </section>
  );
}

export function SportsPage() {
  const { t } = useTranslation('exchange');
  const words = useListWords();
  useFeed({ sports: [...ALL_SPORTS], odds: 'none' });
  // In play first, then by start time (event-list.tsx).
  const keys = useEventKeys(open);
  return (
    <ExchangeFrame title={t('nav.sports')}>
      <div className="sports-page" data-testid="sports-page">
        {ALL_SPORTS.map((sport) => ({ sport, keys: keys.filter((k) => mirrorValue<EventInfo>(k)?.sport === sport) }))
          // Racing shows only while races are listed: the simulator runs none.
          .filter((s) => !isRacingSport(s.sport) || s.keys.length > 0)
          .map((s) => (
            <SportSection key={s.sport} sport={s.sport} keys={s.keys} words={words} />
          ))}
      </div>
    </ExchangeFrame>
  );
}
