// The end of a match on an odds view left open. The feed closes the market when the match ends
// (status CLOSED, the winner marked on its runner), settles it, and a minute later drops the event:
// the market then answers 404 and the poller leaves its "gone" key (workers/odds-poller.ts). Either way
// the view says the match ended, with the result where the feed or the results list knows it, and a
// way back to In-Play, instead of frozen or empty prices; the slip is closed (and would refuse).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventGoneKey, fancyMarketId, marketGoneKey, marketKey, type MarketInfo, rowKey, runnersOf } from '../../../../workers/feed-keys.ts';
import { ButtonLink } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { keepReading } from '../../../lib/read-cache.ts';
import { store } from '../../../lib/store.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useResults } from '../api.ts';
import { getVoidedMarkets, VOIDED_POLL_MS } from '../my-bets/bets-api.ts';
import { closeSlip, readAgainAfterBet, slipAtom, voidedMarketsAtom } from '../my-bets/bet-state.ts';
import { FeedName } from '../feed/feed-names.tsx';
import { keysInGroup } from '../feed/atoms.ts';
import { useFirstScreenDrawn } from '../../../lib/first-screen.ts';
import { mirrorValue, useFeedDerived } from '../feed/use-feed-atoms.ts';
import { usesTwin } from '../../../lib/i18n.ts';

export type MarketEnd = 'open' | 'settled' | 'gone' | 'void';

/** From the market's record, its gone key and its event's: whether (and how) the match ended. */
export function marketEndOf(market: Pick<MarketInfo, 'status'> | undefined, marketGone: true | undefined, eventGone: true | undefined): MarketEnd {
  if (market?.status === 'CLOSED') return 'settled';
  // The event gone while its market was never seen (a stale link) ends the view too.
  if (marketGone === true || (eventGone === true && !market)) return 'gone';
  return 'open';
}

const endOf = ([market, gone, eventGone]: readonly [MarketInfo | undefined, true | undefined, true | undefined]) => marketEndOf(market, gone, eventGone);

/** Renders only when the state changes: the market's record changes with every trade, this does not. */
export function useMarketEnd(marketId: string, eventId: string): MarketEnd {
  return useFeedDerived([marketKey(marketId), marketGoneKey(marketId), eventGoneKey(eventId)], endOf);
}

/**
 * Whether the operator voided this market while the feed still lists it (the feed knows nothing of
 * voids; the server's voided-markets list does). Asked on arrival and every VOIDED_POLL_MS after,
 * until the market itself is voided (final); the event's voided markets (a bookmaker market, too) go
 * to voidedMarketsAtom, where the slip, the bookmaker market and the fancy rows read them. A failed ask is tried
 * again at the next turn, never shown.
 */
export function useMarketVoided(marketId: string, eventId: string): boolean {
  const [voided, setVoided] = useState<string | null>(null);
  // Asked once the first screen is drawn (first-screen.ts): its answer came after the prices anyway.
  const drawn = useFirstScreenDrawn();
  const done = voided === marketId;
  const readVoids = () => getVoidedMarkets(eventId);
  useEffect(() => {
    if (!drawn || done) return;
    const apply = (r: Awaited<ReturnType<typeof getVoidedMarkets>>) => {
      const ids = r.markets.filter((m) => m.marketType !== 'fancy').map((m) => m.marketId);
      // A voided fancy line marks its feed row only while the row quotes the voided instance (the server
      // says which): this event's rows are replaced each time, the markets only ever added.
      const rowPrefix = rowKey(fancyMarketId(eventId), '');
      const rows = r.markets.flatMap((m) => (m.lineId ? [rowKey(fancyMarketId(eventId), m.lineId)] : []));
      const known = store.get(voidedMarketsAtom);
      const next = new Set([...[...known].filter((k) => !k.startsWith(rowPrefix)), ...ids, ...rows]);
      if (next.size !== known.size || [...next].some((k) => !known.has(k))) store.set(voidedMarketsAtom, next);
      if (ids.includes(marketId)) setVoided(marketId);
    };
    return keepReading(`exchange:voided:${eventId}`, readVoids, apply, { every: VOIDED_POLL_MS });
  }, [marketId, eventId, drawn, done]);
  return done;
}

/** The winning runner's name while the closed market is still in the feed (its runner says WINNER). */
export function winnerInFeed(marketId: string): { name: string; nameBn: string | null } | null {
  for (const key of keysInGroup(runnersOf(marketId))) {
    const runner = mirrorValue(key);
    if (runner?.status === 'WINNER') return { name: runner.name, nameBn: runner.nameBn ?? null };
  }
  return null;
}

/** The results list's line for this market, if the match is in it (the sport is not known here: all three). */
function useResultOf(marketId: string): { winner: string | null; result: string; resultBn: string | null } | null {
  const lists = [useResults('cricket').data, useResults('soccer').data, useResults('tennis').data];
  for (const list of lists) {
    const found = list?.find((r) => r.MarketId === marketId);
    if (found) return { winner: found.winner, result: found.result, resultBn: found.result_bn ?? null };
  }
  return null;
}

export function MarketEnded({ marketId, eventId, end }: { marketId: string; eventId: string; end: Exclude<MarketEnd, 'open'> }) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  // Seen while the market was still in the feed; kept when the event then leaves it.
  const [seenWinner] = useState(() => winnerInFeed(marketId));
  const listed = useResultOf(marketId);
  const winner = end === 'void' ? null : (seenWinner ?? (listed?.winner ? { name: listed.winner, nameBn: null } : null));
  // The result line in the player's language: the feed sends its Bangla beside it (a feed without one: as sent).
  const result = listed && (usesTwin(f.lang) && listed.resultBn ? listed.resultBn : f.digits(listed.result));
  useEffect(() => {
    // No bet on what ended: the slip on this event goes, and the settlement's money shows now.
    if (store.get(slipAtom)?.eventId === eventId) closeSlip();
    void readAgainAfterBet(eventId);
  }, [eventId]);
  return (
    <section className="market-ended" role="status" data-testid="market-ended" data-end={end}>
      <EmptyState
        icon="trophy"
        title={end === 'void' ? t('ended.voidedTitle') : t('ended.title')}
        description={
          <>
            {end === 'void' ? t('ended.voided') : end === 'settled' ? t('ended.settled') : t('ended.gone')}
            {winner && (
              <strong className="market-ended-winner" data-testid="market-ended-winner">
                {' '}
                {t('ended.winner')} <FeedName name={winner.name} bn={winner.nameBn} />
              </strong>
            )}
            {listed && end !== 'void' && (
              <span className="market-ended-result" data-testid="market-ended-result">
                {' '}
                {t('ended.result', { result })}
              </span>
            )}
          </>
        }
        action={
          <>
            <ButtonLink href="/exchange-inplay" variant="primary">
              {t('ended.backToInplay')}
            </ButtonLink>
            <ButtonLink href="/exchange-account/history" variant="ghost">
              {t('ended.historyLink')}
            </ButtonLink>
          </>
        }
      />
    </section>
  );
}
