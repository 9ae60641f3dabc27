// The Exchange tab of /betting-record. Being built (issue 12); until then it shows No Data.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';

export function ExchangeRecordTab() {
  const { t } = useTranslation('common');
  return <EmptyState title={t('noData')} />;
}
