// /exchange-inplay: In-Play, Today, Tomorrow and Result, grouped by sport (grouped-list.tsx: long
// lists virtualized, hundreds of events on a cheap phone, only the rows on screen mounted).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS, type EventResult } from '../../../../contracts/exchange.ts';
import type { EventKey } from '../../../../workers/feed-keys.ts';
import { Tabs } from '../../../components/tabs.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { DAY_MS, dhakaDayStart } from '../../../lib/time.ts';
import { useResults } from '../api.ts';
import { EventRow, useEventKeys, useListWords, type EventInfo } from './event-list.tsx';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { FeedName, useFeedNameText } from '../feed/feed-names.tsx';
import { GroupedList } from './grouped-list.tsx';
import { useFeed } from '../feed/odds-poller-bridge.ts';
import { mirrorValue } from '../feed/use-feed-atoms.ts';

type Tab = 'inplay' | 'today' | 'tomorrow' | 'result';
const TABS: Tab[] = ['inplay', 'today', 'tomorrow', 'result'];

/** The Dhaka day a tab lists, as epoch ms [from, to), and when that answer goes out of date (midnight). */
function dayOf(tab: 'today' | 'tomorrow') {
  const now = Date.now();
  const from = dhakaDayStart(now, tab === 'today' ? 0 : 1);
  return { from, to: from + DAY_MS, until: dhakaDayStart(now, 1) };
}

/** The tab's filter. The Dhaka day is worked out once (again after midnight), not once per event. */
function matcher(tab: Exclude<Tab, 'result'>): (ev: EventInfo) => boolean {
  if (tab === 'inplay') return (ev) => ev.status !== 'closed' && ev.inplay;
  let day = dayOf(tab);
  return (ev) => {
    if (ev.status === 'closed' || ev.inplay) return false;
    if (Date.now() >= day.until) day = dayOf(tab);
    const at = Date.parse(ev.openDate);
    return at >= day.from && at < day.to;
  };
}

function LiveTab({ tab }: { tab: Exclude<Tab, 'result'> }) {
  const words = useListWords();
  const keys = useEventKeys(matcher(tab));
  const bySport = SPORTS.map((sport) => ({ sport, items: keys.filter((k) => sportOfKey(k) === sport) }));
  return <GroupedList groups={bySport} testId={`list-${tab}`} withOdds itemKey={(key) => key} render={(key) => <EventRow eventKey={key} words={words} />} />;
}

const sportOfKey = (key: EventKey) => mirrorValue<EventInfo>(key)?.sport;

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
  return <GroupedList groups={groups} testId="list-result" itemKey={(r) => r.MarketId} render={(r) => <ResultRow result={r} />} />;
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
