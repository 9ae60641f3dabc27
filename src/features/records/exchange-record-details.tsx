// 'Exchange Record Details': one exchange bet, as a timeline (placed, then settled or still open) or
// as a table of its fields (event name, transaction id, amount, game type, market
// name, selection name, bet type, stake, potential profit, potential liability, odds, runs), with the
// bet's id and placed time (Dhaka), what of it matched and still waits while open, a mark on a cash
// out's hedge, and why it was voided.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExchangeHubRecord } from '../../../contracts/exchange-records.ts';
import { Badge } from '../../components/badge.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FeedName } from '../../components/feed-name.tsx';
import { Money } from '../../components/money.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import type { Formatter } from '../../lib/format.ts';
import { useErrorText } from '../../lib/message-text.ts';
import { useFormat } from '../../lib/use-format.ts';
import { ExchangeStatusTag } from './exchange-status-tag.tsx';

type View = 'timeline' | 'table';

/** Match odds read as odds (1.95); the bookmaker's and fancy rates as whole numbers. */
export const recordOdds = (record: ExchangeHubRecord, f: Formatter) =>
  record.bet_type === 'Back' || record.bet_type === 'Lay' ? f.odds(record.odds) : f.integer(record.odds);

export function ExchangeRecordDetails({ record, onClose }: { record: ExchangeHubRecord; onClose: () => void }) {
  const { t } = useTranslation('records');
  const f = useFormat();
  const said = useErrorText();
  const [view, setView] = useState<View>('timeline');
  const open = record.status === 'open';
  // The server sends the names in both languages (the feed owns them); FeedName picks the reader's.
  const selection = <FeedName name={record.selection_name} bn={record.selection_name_bn} />;
  const odds = recordOdds(record, f);
  const rows: [string, ReactNode][] = [
    ['eventName', <FeedName key="e" name={record.event_name} bn={record.event_name_bn} />],
    ['transactionId', f.digits(record.transaction_id)],
    ['betId', f.digits(String(record.bet_id))],
    ['placedAt', f.dateTime(record.created_at)],
    ['amount', open ? '—' : <Money key="a" value={record.net_profit_loss} signed />],
    ['gameType', t(`exchangeRecord.sport.${record.game_type.toLowerCase()}`, { defaultValue: record.game_type })],
    ['marketName', <FeedName key="m" name={record.market_name} bn={record.market_name_bn} />],
    ['selectionName', selection],
    ['betType', t(`exchangeRecord.betType.${record.bet_type.toLowerCase()}`, { defaultValue: record.bet_type })],
    ['stake', <Money key="s" value={record.stake} />],
    ...(open
      ? ([
          ['matchedStake', <Money key="ms" value={record.matched_stake} />],
          ['unmatchedStake', <Money key="us" value={record.unmatched_stake} />],
        ] as [string, ReactNode][])
      : []),
    ['potentialProfit', <Money key="p" value={record.potential_profit} />],
    ['potentialLiability', <Money key="l" value={record.potential_liability} />],
    ['odds', odds],
    ['runs', record.run === null ? '—' : f.integer(record.run)],
    ...(record.void_reason ? ([['voidReason', said(record.void_reason)]] as [string, ReactNode][]) : []),
  ];
  return (
    <Dialog title={t('exchangeRecord.details')} onClose={onClose} name="exchange-record-details">
      <div className="exchange-record-details">
        <div className="exchange-record-summary">
          <ExchangeStatusTag record={record} />
          {record.source === 'cash_out' && <Badge tone="accent">{t('exchangeRecord.cashOut')}</Badge>}
          {!open && <Money value={record.net_profit_loss} signed testId="exchange-record-net" />}
        </div>
        {record.void_reason && (
          <p className="exchange-record-void" data-testid="exchange-record-void-reason">
            {said(record.void_reason)}
          </p>
        )}
        <SegmentedControl
          label={t('exchangeRecord.view')}
          value={view}
          onChange={setView}
          options={[
            { value: 'timeline', label: t('exchangeRecord.timeline') },
            { value: 'table', label: t('exchangeRecord.table') },
          ]}
        />
        {view === 'timeline' ? (
          <ol className="exchange-timeline">
            <li className="done">
              <strong>{t('exchangeRecord.placed')}</strong> <time dateTime={record.created_at}>{f.dateTime(record.created_at)}</time>
              <span>
                {selection} · {t(`exchangeRecord.betType.${record.bet_type.toLowerCase()}`, { defaultValue: record.bet_type })} {odds} ·{' '}
                <Money value={record.stake} />
              </span>
            </li>
            <li className={open ? 'waiting' : 'done'}>
              <strong>{open ? t('exchangeRecord.openUntilSettled') : t(`exchangeRecord.status.${record.status}`)}</strong>
              {record.settled_at && <time dateTime={record.settled_at}>{f.dateTime(record.settled_at)}</time>}
            </li>
          </ol>
        ) : (
          <table className="exchange-record-table">
            <tbody>
              {rows.map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">{t(`exchangeRecord.field.${key}`)}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Dialog>
  );
}
