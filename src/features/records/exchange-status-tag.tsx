// An exchange record's status as the spec tags it: WON (green), LOST (red), Processing while open,
// and Void for a market that was voided (every bet refunded).
import { useTranslation } from 'react-i18next';
import type { ExchangeHubRecord } from '../../../contracts/exchange-records.ts';
import { Badge } from '../../components/badge.tsx';

const TONE = { WON: 'success', LOST: 'danger', open: 'neutral', VOID: 'neutral' } as const;

export function ExchangeStatusTag({ status }: { status: ExchangeHubRecord['status'] }) {
  const { t } = useTranslation('records');
  return (
    <Badge tone={TONE[status]} testId="exchange-record-status">
      {t(`exchangeRecord.status.${status}`)}
    </Badge>
  );
}
