// /odds-view?eventId=…&marketId=…: one event's Match Odds (with cash out), Bookmaker and Fancy, the
// player's open bets under them, the live score frame, and the stream frame when a stream provider is
// configured. The bet slip opens under the tapped runner on a phone and in the right column on wider
// screens. The URL is the source of truth (reload and shared links work); the spec's navigation state
// is read when the URL has none. When the match ends (the market closes, or the event leaves the
// feed) the markets give way to the result and a way back (market-end.tsx).
import { useAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Badge } from '../../components/badge.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { useScoreFrame } from './api.ts';
import { BookmakerMarket } from './bookmaker-market.tsx';
import { CashOut } from './cash-out.tsx';
import { ExchangeFrame } from './exchange-frame.tsx';
import { FancyMarket } from './fancy-market.tsx';
import { useFeed } from './feed.ts';
import { MarketEnded, useMarketEnd } from './market-end.tsx';
import { MatchOddsMarket } from './match-odds-market.tsx';
import { OpenBets } from './open-bets.tsx';
import { pinsAtom } from './pins.ts';
import { SlipColumn } from './slip-place.tsx';
import { useEventBets } from './use-event-bets.ts';
import { useRecord } from './use-feed-atoms.ts';

const STREAM_URL: string | undefined = import.meta.env.VITE_STREAM_URL || undefined;

export function readOddsTarget(search: string, state: unknown): { eventId: string | null; marketId: string | null } {
  const params = new URLSearchParams(search);
  const fromState = (state && typeof state === 'object' ? state : {}) as { eventId?: unknown; marketId?: unknown };
  const pick = (name: 'eventId' | 'marketId') => {
    const v = params.get(name) ?? fromState[name];
    return typeof v === 'string' && v !== '' ? v : null;
  };
  return { eventId: pick('eventId'), marketId: pick('marketId') };
}

export function OddsViewPage() {
  const { t } = useTranslation('exchange');
  const { eventId, marketId } = readOddsTarget(useSearch(), typeof history !== 'undefined' ? history.state : null);
  if (!eventId || !marketId) {
    return <ExchangeFrame title={t('title')}><EmptyState title={t('noMarket')} /></ExchangeFrame>;
  }
  return <OddsView eventId={eventId} marketId={marketId} />;
}

function OddsView({ eventId, marketId }: { eventId: string; marketId: string }) {
  const { t } = useTranslation('exchange');
  const isMobile = useIsMobile();
  useFeed({ marketId, eventId });
  useEventBets([eventId]);
  const score = useScoreFrame(eventId);
  const [pins, togglePin] = useAtom(pinsAtom);
  const info = useRecord<{ name: string; inplay: boolean }>(`ei:${eventId}`);
  const end = useMarketEnd(marketId, eventId);
  // Kept once seen: the event's record leaves the feed with the event, its name should not.
  const [seenName, setSeenName] = useState<string | null>(null);
  if (info?.name && info.name !== seenName) setSeenName(info.name);
  const name = info?.name ?? seenName ?? t('matchOdds');
  // Stable, so the memoised market does not render again when the page does.
  const onPin = useCallback(() => togglePin({ eventId, marketId, name }), [eventId, marketId, name, togglePin]);
  return (
    <ExchangeFrame title={name} right={<SlipColumn />}>
      {end !== 'open' ? <MarketEnded marketId={marketId} eventId={eventId} end={end} /> : <>
        {info?.inplay && <Badge tone="inplay" testId="inplay-marker">{t('inPlay')}</Badge>}
        {score.data && <iframe className="score-frame" title={t('liveScore')} src={score.data} data-testid="score-frame" />}
        {STREAM_URL && <iframe className="stream-frame" title={t('liveStream')} src={`${STREAM_URL}${encodeURIComponent(eventId)}`} allow="autoplay; fullscreen" />}
        <MatchOddsMarket marketId={marketId} eventId={eventId} levels={isMobile ? 1 : 3} pinned={pins.some((p) => p.marketId === marketId)} onPin={onPin} />
        <CashOut marketId={marketId} eventId={eventId} />
        <BookmakerMarket eventId={eventId} />
        <FancyMarket eventId={eventId} />
      </>}
      <OpenBets eventId={eventId} />
    </ExchangeFrame>
  );
}
