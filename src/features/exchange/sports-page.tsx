// /exchange-sports: every sport with how many events are in play and listed.
import { useTranslation } from 'react-i18next';
import { List, ListRow } from '../../components/list-row.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { SPORTS } from '../../../contracts/exchange.ts';
import { useEventKeys } from './event-list.tsx';
import { ExchangeFrame } from './exchange-frame.tsx';
import { useFeed } from './feed.ts';
import { mirrorValue } from './use-feed-atoms.ts';
import type { EventInfo } from './event-list.tsx';

export function SportsPage() {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  // Counts only: no prices, so the lists stay 304s until an event comes, goes or starts.
  useFeed({ sports: [...SPORTS], odds: 'none' });
  const keys = useEventKeys((ev) => ev.status !== 'closed');
  return (
    <ExchangeFrame title={t('nav.sports')}>
      <List label={t('sports')}>
        {SPORTS.map((sport) => {
          const events = keys.map((k) => mirrorValue<EventInfo>(k)).filter((ev) => ev?.sport === sport);
          const live = events.filter((ev) => ev?.inplay).length;
          return (
            <ListRow
              key={sport}
              href={`/exchange?sport=${sport}`}
              testId={`sport-${sport}`}
              title={t(`sport.${sport}`)}
              trailing={<span className="sport-counts">{t('sportCounts', { live: f.integer(live), total: f.integer(events.length) })}</span>}
            />
          );
        })}
      </List>
    </ExchangeFrame>
  );
}
