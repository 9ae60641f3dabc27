// The Match Odds market: one row per runner, best back and lay on mobile, three levels on desktop.
// Rows read only their runner's fields; prices are PriceCells with atoms of their own.
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { priceKey } from '../../../workers/feed-keys.ts';
import { PriceCell } from './price-cell.tsx';
import { countRender } from './render-counts.ts';
import { StatusOverlay } from './status-overlay.tsx';
import { mirrorValue, useGroup, useRecord } from './use-feed-atoms.ts';

export interface RunnerInfo { name: string; sort: number; status: string }
interface MarketInfo { name: string; status: string; inplay: boolean; matched: number }

/** The row's DOM, fed by props (the benchmark's naive and vanilla variants mount it too). */
export function RunnerRowView({ runner, children }: { runner: RunnerInfo | null; children: ReactNode }) {
  countRender('RunnerRow');
  return (
    <div className={`runner-row${runner && runner.status !== 'ACTIVE' ? ' runner-off' : ''}`} data-testid="runner-row">
      <span className="runner-name">{runner?.name}</span>
      {children}
    </div>
  );
}

/** Back levels best-last (nearest the middle), then lay levels best-first, as exchanges draw them. */
export const levelOrder = (levels: number) => ({
  backs: Array.from({ length: levels }, (_, i) => levels - 1 - i),
  lays: Array.from({ length: levels }, (_, i) => i),
});

export const RunnerRow = memo(function RunnerRow({ marketId, selectionId, levels }: { marketId: string; selectionId: string; levels: number }) {
  const runner = useRecord<RunnerInfo>(`mr:${marketId}:${selectionId}`);
  const { backs, lays } = levelOrder(levels);
  return (
    <RunnerRowView runner={runner}>
      {backs.map((level) => <PriceCell key={`b${level}`} cellKey={priceKey(marketId, selectionId, 'b', level)} side="b" />)}
      {lays.map((level) => <PriceCell key={`l${level}`} cellKey={priceKey(marketId, selectionId, 'l', level)} side="l" />)}
    </RunnerRowView>
  );
});

export const MatchOddsMarket = memo(function MatchOddsMarket({ marketId, levels, onPin, pinned }: {
  marketId: string; levels: 1 | 3; onPin?: () => void; pinned?: boolean;
}) {
  countRender('MatchOddsMarket');
  const { t } = useTranslation('exchange');
  const market = useRecord<MarketInfo>(`mk:${marketId}`);
  const runnerKeys = useGroup(`mr:${marketId}:`);
  const ordered = [...runnerKeys].sort((a, b) => (mirrorValue<RunnerInfo>(a)?.sort ?? 0) - (mirrorValue<RunnerInfo>(b)?.sort ?? 0));
  const suspended = market !== null && market.status !== 'OPEN';
  return (
    <section className="market match-odds" aria-label={t('matchOdds')} data-testid="match-odds">
      <header className="market-head">
        <h3>{market?.name ?? t('matchOdds')}</h3>
        {onPin && <button type="button" className="pin" aria-pressed={pinned} onClick={onPin}>{pinned ? t('unpin') : t('pin')}</button>}
      </header>
      <div className={`market-grid levels-${levels}`}>
        <div className="runner-row market-labels">
          <span />
          <span className="label-back" style={{ gridColumn: `span ${levels}` }}>{t('back')}</span>
          <span className="label-lay" style={{ gridColumn: `span ${levels}` }}>{t('lay')}</span>
        </div>
        {ordered.map((key) => <RunnerRow key={key} marketId={marketId} selectionId={key.slice(key.lastIndexOf(':') + 1)} levels={levels} />)}
        <StatusOverlay className="market-overlay" shown={suspended} label={t('suspended')} />
      </div>
      {market === null && runnerKeys.length === 0 && <p className="market-empty">{t('loading')}</p>}
    </section>
  );
});
