// The Bookmaker market: one back and one lay per runner, with Suspend and Ball Running overlays, the
// runner's profit or loss, and Min/Max from the operator's limits (the feed's own when not loaded).
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { selectAtom } from 'jotai/utils';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { voidedMarketsAtom } from '../my-bets/bet-state.ts';
import { useTranslation } from 'react-i18next';
import {
  bookmakerKey,
  bookmakerRunnerKey,
  bookmakerRunnersOf,
  type BookmakerRunnerInfo,
  idOf,
  priceKey,
  rowKey,
  type PriceKey,
} from '../../../../workers/feed-keys.ts';
import { pickPrice } from '../slip/pick-price.ts';
import { PriceCell } from '../prices/price-cell.tsx';
import { countRender } from '../render-counts.ts';
import { RunnerPnl } from './runner-pnl.tsx';
import { SlipAnchor } from '../slip/slip-place.tsx';
import { StakeLimits } from './stake-limits.tsx';
import { type CoverWords, StatusOverlay, useCoverWords } from '../prices/status-overlay.tsx';
import { FeedName } from '../feed/feed-names.tsx';
import { mirrorValue, useFeedValue, useGroup } from '../feed/use-feed-atoms.ts';

/** The row's DOM, fed by props (the benchmark's naive and vanilla variants mount it too). */
export function BookmakerRowView({
  runner,
  pnl,
  words,
  children,
}: {
  runner: BookmakerRunnerInfo | null;
  pnl?: ReactNode;
  words: CoverWords;
  children: ReactNode;
}) {
  countRender('BookmakerRow');
  const ballRunning = runner?.ballRunning === true;
  return (
    <div className="runner-row bookmaker-row" data-testid="bookmaker-row">
      <span className="runner-name">
        <span className="runner-label">{runner && <FeedName name={runner.name} bn={runner.nameBn} />}</span>
        {pnl}
      </span>
      {children}
      <StatusOverlay
        className="row-overlay"
        testId="bookmaker-overlay"
        shown={ballRunning || runner?.suspended === true}
        label={ballRunning ? words.ballRunning : words.suspend}
      />
    </div>
  );
}

export const BookmakerRow = memo(function BookmakerRow({
  eventId,
  marketId,
  selectionId,
  onPick,
  words,
}: {
  eventId: string;
  marketId: string;
  selectionId: string;
  onPick?: (cellKey: PriceKey) => void;
  words: CoverWords;
}) {
  const runner = useFeedValue(bookmakerRunnerKey(eventId, selectionId));
  return (
    <>
      <BookmakerRowView runner={runner} words={words} pnl={<RunnerPnl marketId={marketId} selectionId={selectionId} />}>
        <PriceCell cellKey={priceKey(marketId, selectionId, 'b', 0)} side="b" showSize={false} onPick={onPick} />
        <PriceCell cellKey={priceKey(marketId, selectionId, 'l', 0)} side="l" showSize={false} onPick={onPick} />
      </BookmakerRowView>
      <SlipAnchor rowKey={rowKey(marketId, selectionId)} />
    </>
  );
});

export const BookmakerMarket = memo(function BookmakerMarket({ eventId }: { eventId: string }) {
  countRender('BookmakerMarket');
  const { t } = useTranslation('exchange');
  const words = useCoverWords();
  const info = useFeedValue(bookmakerKey(eventId));
  const keys = useGroup(bookmakerRunnersOf(eventId));
  const onPick = useCallback((cellKey: PriceKey) => pickPrice(cellKey, { marketType: 'bookmaker', eventId }), [eventId]);
  const marketId = info?.marketId ?? '';
  // Voided by the operator while the feed still lists it: said so, its prices not offered.
  const voided = useAtomValue(useMemo(() => selectAtom(voidedMarketsAtom, (ids) => ids.has(marketId)), [marketId]));
  if (!info) return null;
  const ordered = [...keys].sort((a, b) => (mirrorValue(a)?.sort ?? 0) - (mirrorValue(b)?.sort ?? 0));
  return (
    <section className="market bookmaker" aria-label={t('bookmaker')} data-testid="bookmaker">
      <header className="market-head">
        <h3>{t('bookmaker')}</h3>
        <StakeLimits type="bookmaker" feedMin={info.min} feedMax={info.max} />
      </header>
      {voided ? (
        <p className="market-voided" role="status" data-testid="bookmaker-voided">
          {t('ended.voided')}
        </p>
      ) : (
        <div className="market-grid levels-1">
          {ordered.map((key) => (
            <BookmakerRow key={key} eventId={eventId} marketId={info.marketId} selectionId={idOf(key)} onPick={onPick} words={words} />
          ))}
        </div>
      )}
    </section>
  );
});
