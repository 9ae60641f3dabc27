// /exchange-account/balance: the balance, what is held for open bets (exposure), and what is
// available to bet or withdraw (the balance less the exposure).
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Money } from '../../components/money.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { getBalanceOverview } from './bets-api.ts';
import { ExchangeFrame } from './exchange-frame.tsx';
import { useRemote } from './use-remote.ts';

export function BalanceOverviewPage() {
  const { t } = useTranslation('exchange');
  const overview = useRemote(getBalanceOverview, []);
  const o = overview.data;
  return (
    <ExchangeFrame title={t('accountPage.balance')} back="/exchange-account">
      {overview.loading && !o && <SkeletonList rows={3} />}
      {overview.failed && <EmptyState />}
      {o && (
        <Card>
          <dl className="balance-overview">
            <div>
              <dt>{t('balance.balance')}</dt>
              <dd>
                <Money value={o.balance} testId="overview-balance" />
              </dd>
            </div>
            <div>
              <dt>{t('balance.exposure')}</dt>
              <dd>
                <Money value={o.exposure} testId="overview-exposure" />
              </dd>
            </div>
            <div>
              <dt>{t('balance.available')}</dt>
              <dd>
                <Money value={o.available} testId="overview-available" />
              </dd>
            </div>
          </dl>
          <p className="balance-note">{t('balance.note')}</p>
        </Card>
      )}
    </ExchangeFrame>
  );
}
