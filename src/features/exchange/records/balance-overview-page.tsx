// /exchange-account/balance: the balance, what is held for open bets (exposure), and what is
// available to bet or withdraw (the balance less the exposure).
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card.tsx';
import { Money } from '../../../components/money.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SkeletonList } from '../../../components/skeleton.tsx';
import { getBalanceOverview } from '../my-bets/bets-api.ts';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { useRead } from '../../../lib/use-read.ts';

export function BalanceOverviewPage() {
  const { t } = useTranslation('exchange');
  const overview = useRead('exchange:balance-overview', getBalanceOverview);
  return (
    <ExchangeFrame title={t('accountPage.balance')} back="/exchange-account">
      <ReadState read={overview} skeleton={<SkeletonList rows={3} />}>
        {(o) => (
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
      </ReadState>
    </ExchangeFrame>
  );
}
