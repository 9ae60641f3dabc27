// The Fancy market with its tabs. Lines come and go with the innings (added and removed keys);
// each row reads its own fields, and its No and Yes are PriceCells.
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FANCY_CATEGORIES, type FancyCategory } from '../../../contracts/exchange.ts';
import { fancyMarketId, priceKey } from '../../../workers/feed-keys.ts';
import { Tabs } from '../../components/tabs.tsx';
import { PriceCell } from './price-cell.tsx';
import { StatusOverlay } from './status-overlay.tsx';
import { countRender } from './render-counts.ts';
import { mirrorValue, useGroup, useRecord } from './use-feed-atoms.ts';

export interface FancyInfo { title: string; category: FancyCategory; sort: number; suspended: boolean; ballRunning: boolean; min: number; max: number }
type FancyTab = 'all' | FancyCategory;
const TABS: FancyTab[] = ['all', ...FANCY_CATEGORIES];

/** The row's DOM, fed by props (the benchmark's naive and vanilla variants mount it too). */
export function FancyRowView({ line, children }: { line: FancyInfo | null; children: ReactNode }) {
  countRender('FancyRow');
  const { t } = useTranslation('exchange');
  const ballRunning = line?.ballRunning === true;
  return (
    <div className="runner-row fancy-row" data-testid="fancy-row">
      <span className="runner-name">{line?.title}</span>
      {children}
      <StatusOverlay className="row-overlay" testId="fancy-overlay" shown={ballRunning || line?.suspended === true}
        label={ballRunning ? t('ballRunning') : t('suspend')} />
    </div>
  );
}

export const FancyRow = memo(function FancyRow({ eventId, lineId }: { eventId: string; lineId: string }) {
  const line = useRecord<FancyInfo>(`fl:${eventId}:${lineId}`);
  return (
    <FancyRowView line={line}>
      <PriceCell cellKey={priceKey(fancyMarketId(eventId), lineId, 'l', 0)} side="l" />
      <PriceCell cellKey={priceKey(fancyMarketId(eventId), lineId, 'b', 0)} side="b" />
    </FancyRowView>
  );
});

export const FancyMarket = memo(function FancyMarket({ eventId }: { eventId: string }) {
  countRender('FancyMarket');
  const { t } = useTranslation('exchange');
  const [tab, setTab] = useState<FancyTab>('all');
  const keys = useGroup(`fl:${eventId}:`);
  // Category and order of a line never change while it lives, so reading them here is safe.
  const lines = keys
    .map((key) => ({ key, info: mirrorValue<FancyInfo>(key) }))
    .filter(({ info }) => tab === 'all' || info?.category === tab)
    .sort((a, b) => (a.info?.sort ?? 0) - (b.info?.sort ?? 0));
  return (
    <section className="market fancy" aria-label={t('fancy')} data-testid="fancy">
      <Tabs className="fancy-tabs" label={t('fancy')} active={tab} onChange={setTab}
        items={TABS.map((key) => ({ key, label: t(`fancyTab.${key}`) }))} />
      <div className="market-grid levels-1">
        <div className="runner-row market-labels"><span /><span className="label-lay">{t('no')}</span><span className="label-back">{t('yes')}</span></div>
        {lines.map(({ key }) => <FancyRow key={key} eventId={eventId} lineId={key.slice(key.lastIndexOf(':') + 1)} />)}
      </div>
      {lines.length === 0 && <p className="market-empty" data-testid="no-fancy">{t('noFancy')}</p>}
    </section>
  );
});
