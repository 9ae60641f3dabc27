// The big-bet ticker: the latest player bets, read again every few seconds, by size, sport and market
// type, newest first or by stake or by the site's exposure.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_TYPES, type MarketType } from '../../../../contracts/exchange-bets.ts';
import { Badge } from '../../../components/badge.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { Money } from '../../../components/money.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { parseNumber } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { getTicker } from './api.ts';

const POLL_MS = 3000;
const SPORTS = ['', 'cricket', 'soccer', 'tennis'] as const;

export function TickerCard() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [minStake, setMinStake] = useState('5000');
  const [sport, setSport] = useState<(typeof SPORTS)[number]>('');
  const [marketType, setMarketType] = useState<MarketType | ''>('');
  const [sort, setSort] = useState<'time' | 'stake' | 'exposure'>('time');
  const min = parseNumber(minStake) ?? 0;
  const query = { minStake: min, sport: sport || undefined, marketType: marketType || undefined, sort };
  const read = useRead(`operator:risk:ticker:${min}:${sport}:${marketType}:${sort}`, () => getTicker(query), { every: POLL_MS, onlyVisible: true });
  const bets = read.data?.bets ?? [];
  return (
    <Card title={t('riskDesk.ticker')} testId="risk-ticker">
      <div className="risk-filters">
        <TextField label={t('riskDesk.minStake')} inputMode="decimal" value={minStake} onChange={(e) => setMinStake(e.target.value)} />
        <SegmentedControl
          label={t('riskDesk.sport')}
          value={sport}
          onChange={setSport}
          options={SPORTS.map((s) => ({ value: s, label: s ? t(`riskDesk.sports.${s}`) : t('riskDesk.all') }))}
        />
        <SegmentedControl
          label={t('exchangeDesk.market')}
          value={marketType}
          onChange={setMarketType}
          options={[{ value: '' as const, label: t('riskDesk.all') }, ...MARKET_TYPES.map((m) => ({ value: m, label: t(`exchangeDesk.type.${m}`) }))]}
        />
        <SegmentedControl
          label={t('riskDesk.sort')}
          value={sort}
          onChange={setSort}
          options={(['time', 'stake', 'exposure'] as const).map((s) => ({ value: s, label: t(`riskDesk.sortBy.${s}`) }))}
        />
      </div>
      <ReadState read={read} empty={<EmptyState />} isEmpty={() => bets.length === 0}>
        <div className="risk-table-wrap">
          <table className="risk-table">
            <thead>
              <tr>
                <th>{t('riskDesk.placedAt')}</th>
                <th>{t('player')}</th>
                <th>{t('exchangeDesk.event')}</th>
                <th>{t('exchangeDesk.selection')}</th>
                <th>{t('exchangeDesk.stake')}</th>
                <th>{t('exchangeDesk.exposure')}</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((b) => (
                <tr key={b.id} data-testid="risk-ticker-row">
                  <td>{f.dateTime(b.placedAt)}</td>
                  <td>
                    {b.username} {b.flagged && <Badge tone="warning">{t('riskDesk.flagged')}</Badge>}
                  </td>
                  <td>
                    {b.eventName}
                    <br />
                    <small>{b.marketName}</small>
                  </td>
                  <td>
                    {b.selectionName} {t(`exchangeDesk.side.${b.side}`)} {b.line ?? f.odds(b.price)}
                  </td>
                  <td>
                    <Money value={b.stake} />
                  </td>
                  <td>
                    <Money value={b.exposure} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ReadState>
    </Card>
  );
}
