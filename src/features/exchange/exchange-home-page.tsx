// /exchange: sport tabs and the chosen sport's events (in play first), each with its 1 / X / 2 prices.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { SPORTS, sportSchema, type Sport } from '../../../contracts/exchange.ts';
import { Tabs } from '../../components/tabs.tsx';
import { EventRow, useEventKeys } from './event-list.tsx';
import { ExchangeFrame } from './exchange-frame.tsx';
import { useFeed } from './feed.ts';
import { ListOddsHead } from './list-odds.tsx';

export function ExchangeHomePage() {
  const { t } = useTranslation('exchange');
  const search = new URLSearchParams(useSearch());
  const initial = sportSchema.safeParse(search.get('sport')).data ?? 'cricket';
  const [sport, setSport] = useState<Sport>(initial);
  useFeed({ sports: [sport] });
  const keys = useEventKeys((ev) => ev.sport === sport && ev.status !== 'closed');
  return (
    <ExchangeFrame title={t('title')}>
      <Tabs className="sport-tabs" label={t('sports')} active={sport} onChange={setSport}
        items={SPORTS.map((key) => ({ key, label: t(`sport.${key}`) }))} />
      <div className="event-list" data-testid="event-list">
        {keys.length > 0 && <div className="event-list-head"><ListOddsHead /></div>}
        {keys.map((key) => <EventRow key={key} eventKey={key} />)}
        {keys.length === 0 && <p className="market-empty">{t('noEvents')}</p>}
      </div>
    </ExchangeFrame>
  );
}
