// /exchange-sports: every sport with how many events are in play and listed.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SPORTS } from '../../../contracts/exchange.ts';
import { useEventKeys } from './event-list.tsx';
import { ExchangeFrame } from './exchange-frame.tsx';
import { useFeed } from './feed.ts';
import { mirrorValue } from './use-feed-atoms.ts';
import type { EventInfo } from './event-list.tsx';

export function SportsPage() {
  const { t } = useTranslation('exchange');
  // Counts only: no prices, so the lists stay 304s until an event comes, goes or starts.
  useFeed({ sports: [...SPORTS], odds: 'none' });
  const keys = useEventKeys((ev) => ev.status !== 'closed');
  return (
    <ExchangeFrame title={t('nav.sports')}>
      <ul className="sport-list">
        {SPORTS.map((sport) => {
          const events = keys.map((k) => mirrorValue<EventInfo>(k)).filter((ev) => ev?.sport === sport);
          const live = events.filter((ev) => ev?.inplay).length;
          return (
            <li key={sport}>
              <Link href={`/exchange?sport=${sport}`} className="sport-link" data-testid={`sport-${sport}`}>
                <span>{t(`sport.${sport}`)}</span>
                <span className="sport-counts">{t('sportCounts', { live, total: events.length })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </ExchangeFrame>
  );
}
