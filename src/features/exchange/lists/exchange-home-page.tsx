// /exchange: sport tabs and the chosen sport's events (in play first), each with its 1 / X / 2 prices.
// The sport and the competition (chosen in the desktop's left column) live in the URL, so the left
// column, the tabs, Back and a reload agree.
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isRacingSport, RACING_SPORTS, SPORTS, sportSchema, type Sport } from '../../../../contracts/exchange.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { EventRow, useEventKeys, useListWords, type EventInfo } from './event-list.tsx';
import { mirrorValue } from '../feed/use-feed-atoms.ts';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { useFeed } from '../feed/odds-poller-bridge.ts';
import { ListOddsHead } from './list-odds.tsx';
import { CompetitionName } from '../feed/feed-names.tsx';

export function ExchangeHomePage() {
  const { t } = useTranslation('exchange');
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const sport: Sport = sportSchema.safeParse(search.get('sport')).data ?? 'cricket';
  const competition = search.get('competition');
  const setSport = (next: Sport) => navigate(`/exchange?sport=${next}`, { replace: true });
  useFeed({ sports: [sport] });
  // Whether there are races at all (their tabs show only then): the racing lists without prices.
  useFeed({ sports: [...RACING_SPORTS], odds: 'none' });
  const words = useListWords();
  const keys = useEventKeys((ev) => ev.sport === sport && ev.status !== 'closed' && (!competition || ev.competition === competition));
  // Racing has a tab only while races are listed (the simulator runs none), or when it is the sport asked for.
  const racing = useEventKeys((ev) => isRacingSport(ev.sport) && ev.status !== 'closed');
  const racingShown = new Set(racing.map((k) => mirrorValue<EventInfo>(k)?.sport));
  const tabs = [...SPORTS, ...RACING_SPORTS.filter((s) => s === sport || racingShown.has(s))];
  return (
    <ExchangeFrame title={t('title')}>
      <Tabs className="sport-tabs" label={t('sports')} active={sport} onChange={setSport} items={tabs.map((key) => ({ key, label: t(`sport.${key}`) }))} />
      {competition && (
        <h2 className="competition-title">
          <CompetitionName name={competition} bn={keys.map((k) => mirrorValue<EventInfo>(k)?.competitionBn).find(Boolean)} />
        </h2>
      )}
      <div className="event-list" data-testid="event-list">
        {keys.length > 0 && (
          <div className="event-list-head">
            <ListOddsHead />
          </div>
        )}
        {keys.map((key) => (
          <EventRow key={key} eventKey={key} words={words} />
        ))}
        {keys.length === 0 && <EmptyState title={t('noEvents')} />}
      </div>
    </ExchangeFrame>
  );
}
