// An exchange record's status as the product tags it: WON (green), LOST (red), Void for a market that was
// voided (every bet refunded), and while open what the bet is now: Open (matched), Unmatched (waiting in
// the market) or Partly matched.
import { useTranslation } from 'react-i18next';
import type { ExchangeHubRecord } from '../../../contracts/exchange-records.ts';
import { Badge } from '../../components/badge.tsx';

const TONE = { WON: 'success', LOST: 'danger', open: 'info', VOID: 'neutral' } as const;

export function ExchangeStatusTag({ record }: { record: Pick<ExchangeHubRecord, 'status' | 'bet_status'> }) {
  const { t } = useTranslation('records');
  const label = record.status === 'open' ? t(`exchangeRecord.openStatus.${record.bet_status}`) : t(`exchangeRecord.status.${record.status}`);
  return (
    <Badge tone={TONE[record.status]} testId="exchange-record-status">
      {label}
    </Badge>
  );
}
