// The naive variant: what most exchange clients do. The whole validated snapshot sits in useState
// at the screen root and is replaced every tick; the same markup and the same PriceCellView, but no
// memo and no per-key atoms, so every tick renders the whole tree below the root. Rows are the
// production *RowView components, so the markup cannot drift from the atoms variant.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FANCY_CATEGORIES, type FancyCategory } from '../../../contracts/exchange.ts';
import { Tabs } from '../../../src/components/tabs.tsx';
import { BookmakerRowView } from '../../../src/features/exchange/odds-view/bookmaker-market.tsx';
import { FancyRowView } from '../../../src/features/exchange/odds-view/fancy-market.tsx';
import { RunnerRowView } from '../../../src/features/exchange/odds-view/match-odds-market.tsx';
import { PriceCellView } from '../../../src/features/exchange/prices/price-cell.tsx';
import { StatusOverlay, useCoverWords } from '../../../src/features/exchange/prices/status-overlay.tsx';
import { countRender } from '../../../src/features/exchange/render-counts.ts';
import type { FeedValue, Snapshot } from '../../../workers/diff.ts';
import {
  bookmakerKey,
  bookmakerRunnerKey,
  type BookmakerRunnerInfo,
  bookmakerRunnersOf,
  fancyLineKey,
  fancyLinesOf,
  fancyMarketId,
  type FancyInfo,
  type FancyStatus,
  fancyStatusKey,
  type FeedKey,
  idOf,
  inGroup,
  LISTED_EVENTS,
  marketKey,
  priceKey,
  type PriceSize,
  runnerKey,
  type RunnerInfo,
  runnersOf,
  type Side,
} from '../../../workers/feed-keys.ts';
import { eventIdOf, marketIdOf, type Scenario } from '../fixtures.ts';
import type { Bridge } from '../page/bridge.ts';
import { nav } from '../page/nav.ts';

interface Feed {
  snap: Snapshot;
  prev: Snapshot;
}
type Rec = Record<string, string | number | boolean | null>;

const rec = (v: FeedValue | undefined): Rec | null => (v && typeof v === 'object' ? (v as Rec) : null);
const keysOf = (snap: Snapshot, group: string) => (Object.keys(snap) as FeedKey[]).filter((k) => inGroup(k, group));
const bySort = (snap: Snapshot) => (a: string, b: string) => Number(rec(snap[a])?.sort ?? 0) - Number(rec(snap[b])?.sort ?? 0);

function Cell({ feed, cellKey, side, showSize }: { feed: Feed; cellKey: string; side: Side; showSize?: boolean }) {
  const value = rec(feed.snap[cellKey]) as unknown as PriceSize | null;
  const prev = rec(feed.prev[cellKey]) as unknown as PriceSize | null;
  return <PriceCellView value={value} prev={prev} side={side} stale={false} showSize={showSize} />;
}

function RunnerRow({ feed, marketId, selectionId }: { feed: Feed; marketId: string; selectionId: string }) {
  return (
    <RunnerRowView runner={rec(feed.snap[runnerKey(marketId, selectionId)]) as unknown as RunnerInfo | null}>
      <Cell feed={feed} cellKey={priceKey(marketId, selectionId, 'b', 0)} side="b" />
      <Cell feed={feed} cellKey={priceKey(marketId, selectionId, 'l', 0)} side="l" />
    </RunnerRowView>
  );
}

function MatchOdds({ feed, marketId }: { feed: Feed; marketId: string }) {
  countRender('MatchOddsMarket');
  const { t } = useTranslation('exchange');
  const market = rec(feed.snap[marketKey(marketId)]);
  const runners = keysOf(feed.snap, runnersOf(marketId)).sort(bySort(feed.snap));
  return (
    <section className="market match-odds" aria-label={t('matchOdds')} data-testid="match-odds">
      <header className="market-head">
        <h3>{(market?.name as string) ?? t('matchOdds')}</h3>
      </header>
      <div className="market-grid levels-1">
        <div className="runner-row market-labels">
          <span />
          <span className="label-back" style={{ gridColumn: 'span 1' }}>
            {t('back')}
          </span>
          <span className="label-lay" style={{ gridColumn: 'span 1' }}>
            {t('lay')}
          </span>
        </div>
        {runners.map((key) => (
          <RunnerRow key={key} feed={feed} marketId={marketId} selectionId={idOf(key)} />
        ))}
        <StatusOverlay className="market-overlay" shown={market !== null && market.status !== 'OPEN'} label={t('suspended')} />
      </div>
    </section>
  );
}

// The naive rows look their cover's words up themselves, one i18next subscription per row, as the product once did.
function BookmakerRow({ feed, eventId, marketId, selectionId }: { feed: Feed; eventId: string; marketId: string; selectionId: string }) {
  const words = useCoverWords();
  return (
    <BookmakerRowView words={words} runner={rec(feed.snap[bookmakerRunnerKey(eventId, selectionId)]) as unknown as BookmakerRunnerInfo | null}>
      <Cell feed={feed} cellKey={priceKey(marketId, selectionId, 'b', 0)} side="b" showSize={false} />
      <Cell feed={feed} cellKey={priceKey(marketId, selectionId, 'l', 0)} side="l" showSize={false} />
    </BookmakerRowView>
  );
}

function Bookmaker({ feed, eventId }: { feed: Feed; eventId: string }) {
  countRender('BookmakerMarket');
  const { t } = useTranslation('exchange');
  const info = rec(feed.snap[bookmakerKey(eventId)]);
  if (!info) return null;
  const keys = keysOf(feed.snap, bookmakerRunnersOf(eventId)).sort(bySort(feed.snap));
  return (
    <section className="market bookmaker" aria-label={t('bookmaker')} data-testid="bookmaker">
      <header className="market-head">
        <h3>{t('bookmaker')}</h3>
        <span className="limits">{t('minMax', { min: info.min, max: info.max })}</span>
      </header>
      <div className="market-grid levels-1">
        {keys.map((key) => (
          <BookmakerRow key={key} feed={feed} eventId={eventId} marketId={info.marketId as string} selectionId={idOf(key)} />
        ))}
      </div>
    </section>
  );
}

function FancyRow({ feed, eventId, lineId }: { feed: Feed; eventId: string; lineId: string }) {
  const words = useCoverWords();
  return (
    <FancyRowView
      words={words}
      line={rec(feed.snap[fancyLineKey(eventId, lineId)]) as unknown as FancyInfo | null}
      status={rec(feed.snap[fancyStatusKey(eventId, lineId)]) as unknown as FancyStatus | null}
    >
      <Cell feed={feed} cellKey={priceKey(fancyMarketId(eventId), lineId, 'l', 0)} side="l" />
      <Cell feed={feed} cellKey={priceKey(fancyMarketId(eventId), lineId, 'b', 0)} side="b" />
    </FancyRowView>
  );
}

type FancyTab = 'all' | FancyCategory;
const TABS: FancyTab[] = ['all', ...FANCY_CATEGORIES];

function Fancy({ feed, eventId }: { feed: Feed; eventId: string }) {
  countRender('FancyMarket');
  const { t } = useTranslation('exchange');
  const [tab, setTab] = useState<FancyTab>('all');
  const lines = keysOf(feed.snap, fancyLinesOf(eventId))
    .filter((key) => tab === 'all' || rec(feed.snap[key])?.category === tab)
    .sort(bySort(feed.snap));
  return (
    <section className="market fancy" aria-label={t('fancy')} data-testid="fancy">
      <Tabs className="fancy-tabs" label={t('fancy')} active={tab} onChange={setTab} items={TABS.map((key) => ({ key, label: t(`fancyTab.${key}`) }))} />
      <div className="market-grid levels-1">
        <div className="runner-row market-labels">
          <span />
          <span className="label-lay">{t('no')}</span>
          <span className="label-back">{t('yes')}</span>
        </div>
        {lines.map((key) => (
          <FancyRow key={key} feed={feed} eventId={eventId} lineId={idOf(key)} />
        ))}
      </div>
      {lines.length === 0 && (
        <p className="market-empty" data-testid="no-fancy">
          {t('noFancy')}
        </p>
      )}
    </section>
  );
}

function EventRow({ feed, eventKey }: { feed: Feed; eventKey: FeedKey }) {
  countRender('EventRow');
  const { t } = useTranslation('exchange');
  const ev = rec(feed.snap[eventKey]);
  if (!ev) return null;
  return (
    <Link href={`/odds-view?eventId=${idOf(eventKey)}`} className="event-row" data-testid="event-row">
      <span className="event-name">{ev.name}</span>
      <span className="event-meta">
        {ev.inplay && (
          <span className="badge inplay" data-testid="inplay-marker">
            {t('inPlay')}
          </span>
        )}
        {ev.fancy && <span className="badge fancy">{t('fancyBadge')}</span>}
        {ev.bookmaker && <span className="badge bookmaker">{t('bookmakerBadge')}</span>}
      </span>
    </Link>
  );
}

/** Subscribes while mounted, like useFeed, but straight to the bridge's worker. */
function useSubscription(bridge: Bridge, kind: 'market' | 'event' | 'sports', id: string) {
  useEffect(() => {
    const r = bridge.remote;
    if (kind === 'market') {
      void r.subscribeMarket(id);
      return () => void r.unsubscribeMarket(id);
    }
    if (kind === 'event') {
      void r.subscribeEvent(id);
      return () => void r.unsubscribeEvent(id);
    }
    void r.subscribeSports(['cricket']);
    return () => void r.unsubscribeSports(['cricket']);
  }, [bridge, kind, id]);
}

function EventView({ feed, bridge, index }: { feed: Feed; bridge: Bridge; index: number }) {
  useSubscription(bridge, 'market', marketIdOf(index));
  useSubscription(bridge, 'event', eventIdOf(index));
  return (
    <>
      <MatchOdds feed={feed} marketId={marketIdOf(index)} />
      <Bookmaker feed={feed} eventId={eventIdOf(index)} />
      <Fancy feed={feed} eventId={eventIdOf(index)} />
    </>
  );
}

function FeedMarket({ feed, bridge, index }: { feed: Feed; bridge: Bridge; index: number }) {
  useSubscription(bridge, 'market', marketIdOf(index));
  return <MatchOdds feed={feed} marketId={marketIdOf(index)} />;
}

function EventList({ feed, bridge }: { feed: Feed; bridge: Bridge }) {
  useSubscription(bridge, 'sports', 'cricket');
  return (
    <div className="event-list">
      {keysOf(feed.snap, LISTED_EVENTS).map((key) => (
        <EventRow key={key} feed={feed} eventKey={key} />
      ))}
    </div>
  );
}

export function NaiveScreen({ scenario, bridge }: { scenario: Scenario; bridge: Bridge }) {
  const [feed, setFeed] = useState<Feed>({ snap: {}, prev: {} });
  useEffect(() => {
    // The snapshot before each flush is the prev a cell flashes by, as a client that keeps whole snapshots has it.
    let last: Snapshot = {};
    bridge.setSink((snap) => {
      const prev = last;
      last = snap;
      setFeed({ snap, prev });
    });
  }, [bridge]);
  const open = useSyncExternalStore(nav.subscribe, nav.get);
  if (scenario.view === 'event') return <EventView feed={feed} bridge={bridge} index={0} />;
  if (scenario.view === 'markets') {
    return (
      <>
        {Array.from({ length: scenario.markets }, (_, i) => (
          <FeedMarket key={i} feed={feed} bridge={bridge} index={i} />
        ))}
      </>
    );
  }
  return open === null ? <EventList feed={feed} bridge={bridge} /> : <EventView key={open} feed={feed} bridge={bridge} index={open} />;
}
