// The Fancy market with its tabs. Lines come and go with the innings (added and removed keys);
// each row reads its own fields and flags, and its No and Yes are PriceCells; a tap opens the slip on the line.
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { selectAtom } from 'jotai/utils';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FANCY_CATEGORIES, type FancyCategory } from '../../../../contracts/exchange.ts';
import {
  fancyLineKey,
  fancyLinesOf,
  fancyMarketId,
  type FancyInfo,
  type FancyStatus,
  fancyStatusKey,
  idOf,
  priceKey,
  rowKey,
  type PriceKey,
} from '../../../../workers/feed-keys.ts';
import { Tabs } from '../../../components/tabs.tsx';
import { voidedMarketsAtom } from '../my-bets/bet-state.ts';
import { pickPrice } from '../slip/pick-price.ts';
import { PriceCell } from '../prices/price-cell.tsx';
import { LinePnl } from './runner-pnl.tsx';
import { SlipAnchor } from '../slip/slip-place.tsx';
import { StakeLimits } from './stake-limits.tsx';
import { type CoverWords, StatusOverlay, useCoverWords } from '../prices/status-overlay.tsx';
import { countRender } from '../render-counts.ts';
import { mirrorValue, useFeedValue, useGroup } from '../feed/use-feed-atoms.ts';
import { FancyTitle } from '../feed/feed-names.tsx';

type FancyTab = 'all' | FancyCategory;
const TABS: FancyTab[] = ['all', ...FANCY_CATEGORIES];

/** The row's DOM, fed by props (the benchmark's naive and vanilla variants mount it too). */
export function FancyRowView({
  line,
  status,
  pnl,
  voided = false,
  words,
  children,
}: {
  line: FancyInfo | null;
  status: FancyStatus | null;
  pnl?: ReactNode;
  voided?: boolean;
  words: CoverWords;
  children: ReactNode;
}) {
  countRender('FancyRow');
  const ballRunning = status?.ballRunning === true;
  // A line the operator voided covers its prices with the word, whatever the feed says of it.
  const cover = voided ? words.voided : ballRunning ? words.ballRunning : words.suspend;
  return (
    <div className="runner-row fancy-row" data-testid="fancy-row">
      <span className="runner-name">
        <span className="runner-label">{line && <FancyTitle title={line.title} bn={line.titleBn} />}</span>
        {pnl}
      </span>
      {children}
      <StatusOverlay
        className="row-overlay"
        testId={voided ? 'fancy-voided' : 'fancy-overlay'}
        shown={voided || ballRunning || status?.suspended === true}
        label={cover}
      />
    </div>
  );
}

export const FancyRow = memo(function FancyRow({
  eventId,
  lineId,
  onPick,
  words,
}: {
  eventId: string;
  lineId: string;
  onPick?: (cellKey: PriceKey) => void;
  words: CoverWords;
}) {
  const line = useFeedValue(fancyLineKey(eventId, lineId));
  const status = useFeedValue(fancyStatusKey(eventId, lineId));
  const row = rowKey(fancyMarketId(eventId), lineId);
  const voided = useAtomValue(useMemo(() => selectAtom(voidedMarketsAtom, (ids) => ids.has(row)), [row]));
  return (
    <>
      <FancyRowView
        line={line}
        status={status}
        voided={voided}
        words={words}
        pnl={line ? <LinePnl eventId={eventId} lineId={lineId} title={line.title} /> : null}
      >
        <PriceCell cellKey={priceKey(fancyMarketId(eventId), lineId, 'l', 0)} side="l" onPick={onPick} />
        <PriceCell cellKey={priceKey(fancyMarketId(eventId), lineId, 'b', 0)} side="b" onPick={onPick} />
      </FancyRowView>
      <SlipAnchor rowKey={row} />
    </>
  );
});

export const FancyMarket = memo(function FancyMarket({ eventId }: { eventId: string }) {
  countRender('FancyMarket');
  const { t } = useTranslation('exchange');
  const words = useCoverWords();
  const [tab, setTab] = useState<FancyTab>('all');
  const keys = useGroup(fancyLinesOf(eventId));
  const onPick = useCallback((cellKey: PriceKey) => pickPrice(cellKey, { marketType: 'fancy', eventId }), [eventId]);
  // Category and order of a line never change while it lives, so reading them here is safe.
  const lines = keys
    .map((key) => ({ key, info: mirrorValue(key) }))
    .filter(({ info }) => tab === 'all' || info?.category === tab)
    .sort((a, b) => (a.info?.sort ?? 0) - (b.info?.sort ?? 0));
  return (
    <section className="market fancy" aria-label={t('fancy')} data-testid="fancy">
      <header className="market-head">
        <h3>{t('fancy')}</h3>
        <StakeLimits type="fancy" />
      </header>
      <Tabs className="fancy-tabs" label={t('fancy')} active={tab} onChange={setTab} items={TABS.map((key) => ({ key, label: t(`fancyTab.${key}`) }))} />
      <div className="market-grid levels-1">
        <div className="runner-row market-labels">
          <span />
          <span className="label-lay">{t('no')}</span>
          <span className="label-back">{t('yes')}</span>
        </div>
        {lines.map(({ key }) => (
          <FancyRow key={key} eventId={eventId} lineId={idOf(key)} onPick={onPick} words={words} />
        ))}
      </div>
      {lines.length === 0 && (
        <p className="market-empty" data-testid="no-fancy">
          {t('noFancy')}
        </p>
      )}
    </section>
  );
});
