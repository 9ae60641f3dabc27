// The Bookmaker market: one back and one lay per runner, with Suspend and Ball Running overlays.
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { priceKey } from '../../../workers/feed-keys.ts';
import { PriceCell } from './price-cell.tsx';
import { countRender } from './render-counts.ts';
import { StatusOverlay } from './status-overlay.tsx';
import { mirrorValue, useGroup, useRecord } from './use-feed-atoms.ts';

interface BookmakerInfo { marketId: string; name: string; min: number; max: number }
export interface BookmakerRunnerInfo { name: string; sort: number; suspended: boolean; ballRunning: boolean }

/** The row's DOM, fed by props (the benchmark's naive and vanilla variants mount it too). */
export function BookmakerRowView({ runner, children }: { runner: BookmakerRunnerInfo | null; children: ReactNode }) {
  countRender('BookmakerRow');
  const { t } = useTranslation('exchange');
  const ballRunning = runner?.ballRunning === true;
  return (
    <div className="runner-row bookmaker-row" data-testid="bookmaker-row">
      <span className="runner-name">{runner?.name}</span>
      {children}
      <StatusOverlay className="row-overlay" testId="bookmaker-overlay" shown={ballRunning || runner?.suspended === true}
        label={ballRunning ? t('ballRunning') : t('suspend')} />
    </div>
  );
}

export const BookmakerRow = memo(function BookmakerRow({ eventId, marketId, selectionId }: { eventId: string; marketId: string; selectionId: string }) {
  const runner = useRecord<BookmakerRunnerInfo>(`br:${eventId}:${selectionId}`);
  return (
    <BookmakerRowView runner={runner}>
      <PriceCell cellKey={priceKey(marketId, selectionId, 'b', 0)} side="b" showSize={false} />
      <PriceCell cellKey={priceKey(marketId, selectionId, 'l', 0)} side="l" showSize={false} />
    </BookmakerRowView>
  );
});

export const BookmakerMarket = memo(function BookmakerMarket({ eventId }: { eventId: string }) {
  countRender('BookmakerMarket');
  const { t } = useTranslation('exchange');
  const info = useRecord<BookmakerInfo>(`bm:${eventId}`);
  const keys = useGroup(`br:${eventId}:`);
  if (!info) return null;
  const ordered = [...keys].sort((a, b) => (mirrorValue<BookmakerRunnerInfo>(a)?.sort ?? 0) - (mirrorValue<BookmakerRunnerInfo>(b)?.sort ?? 0));
  return (
    <section className="market bookmaker" aria-label={t('bookmaker')} data-testid="bookmaker">
      <header className="market-head"><h3>{t('bookmaker')}</h3><span className="limits">{t('minMax', { min: info.min, max: info.max })}</span></header>
      <div className="market-grid levels-1">
        {ordered.map((key) => <BookmakerRow key={key} eventId={eventId} marketId={info.marketId} selectionId={key.slice(key.lastIndexOf(':') + 1)} />)}
      </div>
    </section>
  );
});
