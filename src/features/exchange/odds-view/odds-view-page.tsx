// /odds-view?eventId=…&marketId=…: one event's Match Odds (with cash out), Bookmaker and Fancy, the
// player's open bets under them, the live score frame, and the stream frame when a stream provider is
// configured. The bet slip opens under the tapped runner on a phone and in the right column on wider
// screens. The URL is the source of truth (reload and shared links work); the product's navigation state
// is read when the URL has none. When the match ends (the market closes, or the event leaves the
// feed) the markets give way to the result and a way back (market-end.tsx).
import { useAtom } from '../../../lib/atom-hooks.ts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Badge } from '../../../components/badge.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { scoreBoardPath, useScoreFrame } from '../api.ts';
import { BookmakerMarket } from './bookmaker-market.tsx';
import { CashOut } from '../cash-out/cash-out.tsx';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { useFeedNameText } from '../feed/feed-names.tsx';
import { FancyMarket } from './fancy-market.tsx';
import { pageHasScoreBoardAnswer } from '../first-screen/embedded-feed-answers.ts';
import { LiveScore, LiveScoreSkeleton } from '../house-board/live-score.tsx';
import { useFeed } from '../feed/odds-poller-bridge.ts';
import { MarketEnded, useMarketEnd, useMarketVoided } from './market-end.tsx';
import { MatchOddsMarket } from './match-odds-market.tsx';
import { OpenBets } from '../my-bets/open-bets.tsx';
import { pinsAtom } from './pins.ts';
import { useFirstScreenDrawn } from '../../../lib/first-screen.ts';
import { SlipColumn } from '../slip/slip-place.tsx';
import { useEventBets } from '../my-bets/use-event-bets.ts';
import { useFeedValue, useGroup } from '../feed/use-feed-atoms.ts';
import { eventHeaderKey, type EventHeader, runnersOf } from '../../../../workers/feed-keys.ts';
import '../../../components/skeleton.css';
import { FALLBACK_LANGUAGE } from '../../../lib/i18n.ts';

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
    return (
      <ExchangeFrame title={t('title')}>
        <EmptyState title={t('noMarket')} />
      </ExchangeFrame>
    );
  }
  return <OddsView eventId={eventId} marketId={marketId} />;
}

function OddsView({ eventId, marketId }: { eventId: string; marketId: string }) {
  const { t } = useTranslation('exchange');
  useFeed({ marketId, eventId });
  useEventBets([eventId]);
  // The board's address is asked once the first screen is drawn (first-screen.ts); its place is held meanwhile.
  // When the page carries the board (server/pages/exchange-feed-block.ts), nothing is asked: it is drawn with the markets.
  const [boardCarried] = useState(() => pageHasScoreBoardAnswer(scoreBoardPath(eventId)));
  const scoreDue = useFirstScreenDrawn() || boardCarried;
  const score = useScoreFrame(scoreDue ? eventId : null);
  const [pins, togglePin] = useAtom(pinsAtom);
  const info = useFeedValue(eventHeaderKey(eventId));
  const nameIn = useFeedNameText();
  const { lang } = useFormat();
  const fromFeed = useMarketEnd(marketId, eventId);
  // An operator's void while the feed still lists the market ends the view too (bets refunded).
  const voided = useMarketVoided(marketId, eventId);
  const end = fromFeed === 'open' && voided ? 'void' : fromFeed;
  // Kept once seen: the event's record leaves the feed with the event, its name should not.
  const [seen, setSeen] = useState<EventHeader | null>(null);
  if (info?.name && (info.name !== seen?.name || info.nameBn !== seen?.nameBn)) setSeen(info);
  const named = info ?? seen;
  const name = named ? nameIn(named.name, named.nameBn) : t('matchOdds');
  // The runner keys change only when a runner comes or goes, so reading them here costs no render per tick.
  const runners = useGroup(runnersOf(marketId));
  // Stable, so the memoised market does not render again when the page does.
  // The pin keeps both names, so the Multi Markets page reads in whichever language is chosen later.
  const pinName = named?.name ?? name;
  const pinNameBn = named?.nameBn ?? null;
  const onPin = useCallback(() => togglePin({ eventId, marketId, name: pinName, nameBn: pinNameBn }), [eventId, marketId, pinName, pinNameBn, togglePin]);
  // Nothing moves on arrival (layout shift): the score board keeps its place while its address loads, and
  // the markets appear together once the match odds and the event answer (bookmaker and fancy) are in,
  // one skeleton holding their place until then; otherwise each answer pushed the ones below it down.
  const ready = info !== null && runners.length > 0;
  return (
    <ExchangeFrame title={name} right={<SlipColumn />}>
      {end !== 'open' ? (
        <MarketEnded marketId={marketId} eventId={eventId} end={end} />
      ) : (
        <>
          {score.data && (
            <LiveScore
              title={t('liveScore')}
              src={lang === FALLBACK_LANGUAGE ? score.data : `${score.data}${score.data.includes('?') ? '&' : '?'}lang=${lang}`}
              inplay={named?.inplay ?? true}
            />
          )}
          {(!scoreDue || score.loading || (score.data === undefined && score.error === undefined)) && <LiveScoreSkeleton inplay={named?.inplay ?? true} />}
          {STREAM_URL && (
            <iframe className="stream-frame" title={t('liveStream')} src={`${STREAM_URL}${encodeURIComponent(eventId)}`} allow="autoplay; fullscreen" />
          )}
          {ready ? (
            <>
              {info.inplay && (
                <Badge tone="inplay" testId="inplay-marker">
                  {t('inPlay')}
                </Badge>
              )}
              <MatchOddsMarket marketId={marketId} eventId={eventId} levels={3} pinned={pins.some((p) => p.marketId === marketId)} onPin={onPin} />
              <CashOut marketId={marketId} eventId={eventId} />
              <BookmakerMarket eventId={eventId} />
              <FancyMarket eventId={eventId} />
            </>
          ) : (
            <div className="odds-view-loading skeleton" role="status" aria-label={t('loading')} data-testid="odds-loading" />
          )}
        </>
      )}
      <OpenBets eventId={eventId} />
    </ExchangeFrame>
  );
}
