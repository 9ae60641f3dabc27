// /exchange-inplay: In-Play, Today, Tomorrow and Result, grouped by sport, in virtualized lists
// (hundreds of events on a cheap phone: only the rows on screen are mounted).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedVirtuoso } from 'react-virtuoso';
import { SPORTS, type EventResult, type Sport } from '../../../contracts/exchange.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { inDhaka } from '../../lib/time.ts';
import { useResults } from './api.ts';
import { EventRow, useEventKeys, type EventInfo } from './event-list.tsx';
import { ExchangeFrame } from './exchange-frame.tsx';
import { FeedName, useFeedNameText } from './feed-names.tsx';
import { ListOddsHead } from './list-odds.tsx';
import { useFeed } from './feed.ts';
import { mirrorValue } from './use-feed-atoms.ts';

type Tab = 'inplay' | 'today' | 'tomorrow' | 'result';
const TABS: Tab[] = ['inplay', 'today', 'tomorrow', 'result'];

function matches(tab: Tab, ev: EventInfo): boolean {
  if (ev.status === 'closed') return false;
  if (tab === 'inplay') return ev.inplay;
  const day = tab === 'today' ? inDhaka() : inDhaka().add(1, 'day');
  return !ev.inplay && inDhaka(ev.openDate).isSame(day, 'day');
}

function GroupedList<T>({
  groups,
  render,
  testId,
  withOdds = false,
}: {
  groups: { sport: Sport; items: T[] }[];
  render: (item: T) => ReactNode;
  testId: string;
  withOdds?: boolean;
}) {
  const { t } = useTranslation('exchange');
  const shown = groups.filter((g) => g.items.length > 0);
  const items = shown.flatMap((g) => g.items);
  if (items.length === 0) return <EmptyState title={t('noEvents')} />;
  return (
    <GroupedVirtuoso
      className="grouped-list"
      data-testid={testId}
      useWindowScroll
      groupCounts={shown.map((g) => g.items.length)}
      groupContent={(i) => (
        <h2 className="group-head">
          <span>{t(`sport.${shown[i]?.sport ?? 'cricket'}`)}</span>
          {withOdds && <ListOddsHead />}
        </h2>
      )}
      itemContent={(i) => render(items[i] as T)}
    />
  );
}

function LiveTab({ tab }: { tab: Exclude<Tab, 'result'> }) {
  const keys = useEventKeys((ev) => matches(tab, ev));
  const bySport = SPORTS.map((sport) => ({ sport, items: keys.filter((k) => sportOfKey(k) === sport) }));
  return <GroupedList groups={bySport} testId={`list-${tab}`} withOdds render={(key) => <EventRow eventKey={key} />} />;
}

const sportOfKey = (key: string) => mirrorValue<EventInfo>(key)?.sport;

function ResultRow({ result }: { result: EventResult }) {
  const f = useFormat();
  const nameIn = useFeedNameText();
  return (
    <div className="event-row result-row" data-testid="result-row">
      <span className="event-name">
        <FeedName name={result.Event} bn={result.Event_bn} />
      </span>
      <span className="event-meta">
        <strong>{nameIn(f.digits(result.result), result.result_bn)}</strong> <span>{nameIn(f.digits(result.score), result.score_bn)}</span>
        <time dateTime={result.settledAt}>{f.dateTime(result.settledAt)}</time>
      </span>
    </div>
  );
}

function ResultTab() {
  const cricket = useResults('cricket');
  const soccer = useResults('soccer');
  const tennis = useResults('tennis');
  const groups = [
    { sport: 'cricket' as const, items: cricket.data ?? [] },
    { sport: 'soccer' as const, items: soccer.data ?? [] },
    { sport: 'tennis' as const, items: tennis.data ?? [] },
  ];
  return <GroupedList groups={groups} testId="list-result" render={(r) => <ResultRow result={r} />} />;
}

export function InPlayPage() {
  const { t } = useTranslation('exchange');
  const [tab, setTab] = useState<Tab>('inplay');
  // Only the tab's own events are polled (the Result tab needs none): every list answer carries prices.
  useFeed({ sports: tab === 'result' ? [] : [...SPORTS], when: tab === 'result' ? 'all' : tab });
  return (
    <ExchangeFrame title={t('nav.inplay')}>
      <Tabs className="inplay-tabs" label={t('nav.inplay')} active={tab} onChange={setTab} items={TABS.map((key) => ({ key, label: t(`when.${key}`) }))} />
      {tab === 'result' ? <ResultTab /> : <LiveTab key={tab} tab={tab} />}
    </ExchangeFrame>
  );
}
