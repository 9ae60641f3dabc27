// What players see of a trader's market now (the automatic ball running and stale suspension applied).
import { useTranslation } from 'react-i18next';
import type { TradedMarket } from '../../../../contracts/exchange-trading.ts';
import { Badge } from '../../../components/badge.tsx';

export function StateBadge({ line }: { line: TradedMarket }) {
  const { t } = useTranslation('operator');
  if (line.shown.suspended) return <Badge tone="danger">{t('tradingDesk.suspended')}</Badge>;
  if (line.shown.ballRunning) return <Badge tone="warning">{t('tradingDesk.ballRunning')}</Badge>;
  return <Badge tone="success">{t('tradingDesk.open')}</Badge>;
}
