// The Match Odds market: one row per runner, three levels to back and to lay (the odds view, on a phone
// too: there the runner's name takes its own line above its six prices); the best only where a caller asks.
// Rows read only their runner's fields; prices are PriceCells with atoms of their own. A tap on a
// price opens the slip (pick-price.ts) through one stable callback per market; the runner's profit
// or loss and the slip's place under the row read atoms of their own (runner-pnl.tsx, slip-place.tsx).
import { memo, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { idOf, marketGoneKey, marketKey, priceKey, rowKey, runnerKey, runnersOf, type PriceKey, type RunnerInfo } from '../../../../workers/feed-keys.ts';
import { pickPrice } from '../slip/pick-price.ts';
import { PriceCell } from '../prices/price-cell.tsx';
import { countRender } from '../render-counts.ts';
import { RunnerPnl } from './runner-pnl.tsx';
import { SlipAnchor } from '../slip/slip-place.tsx';
import { StakeLimits } from './stake-limits.tsx';
import { Button } from '../../../components/button.tsx';
import { StatusOverlay } from '../prices/status-overlay.tsx';
import { mirrorValue, useFeedValue, useGroup } from '../feed/use-feed-atoms.ts';
import { FeedName, MarketName } from '../feed/feed-names.tsx';

/** The row's DOM, fed by props (the benchmark's naive and vanilla variants mount it too). */
export function RunnerRowView({ runner, pnl, children }: { runner: RunnerInfo | null; pnl?: ReactNode; children: ReactNode }) {
  countRender('RunnerRow');
  return (
    <div className={`runner-row${runner && runner.status !== 'ACTIVE' ? ' runner-off' : ''}`} data-testid="runner-row">
      <span className="runner-name">
        <span className="runner-label">{runner && <FeedName name={runner.name} bn={runner.nameBn} />}</span>
        {pnl}
      </span>
      {children}
    </div>
  );
}

/** Back levels best-last (nearest the middle), then lay levels best-first, as exchanges draw them. */
export const levelOrder = (levels: number) => ({
  backs: Array.from({ length: levels }, (_, i) => levels - 1 - i),
  lays: Array.from({ length: levels }, (_, i) => i),
});

export const RunnerRow = memo(function RunnerRow({
  marketId,
  selectionId,
  levels,
  onPick,
}: {
  marketId: string;
  selectionId: string;
  levels: number;
  onPick?: (cellKey: PriceKey) => void;
}) {
  const runner = useFeedValue(runnerKey(marketId, selectionId));
  const { backs, lays } = levelOrder(levels);
  return (
    <>
      <RunnerRowView runner={runner} pnl={<RunnerPnl marketId={marketId} selectionId={selectionId} />}>
        {backs.map((level) => (
          <PriceCell key={`b${level}`} cellKey={priceKey(marketId, selectionId, 'b', level)} side="b" onPick={onPick} />
        ))}
        {lays.map((level) => (
          <PriceCell key={`l${level}`} cellKey={priceKey(marketId, selectionId, 'l', level)} side="l" onPick={onPick} />
        ))}
      </RunnerRowView>
      <SlipAnchor rowKey={rowKey(marketId, selectionId)} />
    </>
  );
});

export const MatchOddsMarket = memo(function MatchOddsMarket({
  marketId,
  eventId = null,
  levels,
  onPin,
  pinned,
}: {
  marketId: string;
  eventId?: string | null;
  levels: 1 | 3;
  onPin?: () => void;
  pinned?: boolean;
}) {
  countRender('MatchOddsMarket');
  const { t } = useTranslation('exchange');
  const onPick = useCallback((cellKey: PriceKey) => pickPrice(cellKey, { marketType: 'match_odds', eventId }), [eventId]);
  const market = useFeedValue(marketKey(marketId));
  const runnerKeys = useGroup(runnersOf(marketId));
  const gone = useFeedValue(marketGoneKey(marketId));
  const ordered = [...runnerKeys].sort((a, b) => (mirrorValue(a)?.sort ?? 0) - (mirrorValue(b)?.sort ?? 0));
  const suspended = market !== null && market.status !== 'OPEN';
  return (
    <section className="market match-odds" aria-label={t('matchOdds')} data-testid="match-odds">
      <header className="market-head">
        <h3>{market ? <MarketName name={market.name} /> : t('matchOdds')}</h3>
        <StakeLimits type="match_odds" />
        {onPin && (
          <Button variant="ghost" size="sm" className="pin" aria-pressed={pinned} onClick={onPin}>
            {pinned ? t('unpin') : t('pin')}
          </Button>
        )}
      </header>
      <div className={`market-grid levels-${levels}`}>
        <div className="runner-row market-labels">
          <span />
          <span className="label-back" style={{ gridColumn: `span ${levels}` }}>
            {t('back')}
          </span>
          <span className="label-lay" style={{ gridColumn: `span ${levels}` }}>
            {t('lay')}
          </span>
        </div>
        {ordered.map((key) => (
          <RunnerRow key={key} marketId={marketId} selectionId={idOf(key)} levels={levels} onPick={onPick} />
        ))}
        <StatusOverlay className="market-overlay" shown={suspended} label={t('suspended')} />
      </div>
      {market === null && runnerKeys.length === 0 && (
        <p className="market-empty" data-testid="market-empty">
          {gone ? t('marketEnded') : t('loading')}
        </p>
      )}
    </section>
  );
});
