// /vip: the player's level among the operator's tiers by lifetime
// turnover (name and benefits in the reader's language), total VP, the next level, and the Convert
// VP panel. /api/user/show is polled every second on this screen only, so points earned in a game
// in another tab show at once.
import { useTranslation } from 'react-i18next';
import { USER_POLL_VIP_MS, type VipTier } from '../../../contracts/engagement.ts';
import { Card } from '../../components/card.tsx';
import { Money } from '../../components/money.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { useFormat, useLanguage } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getUserShow, getVipStatus } from './api.ts';
import { ConvertPanel } from './convert-panel.tsx';
import './vip.css';
import { usesTwin } from '../../lib/i18n.ts';

const tierName = (tier: VipTier, bn: boolean) => (bn && tier.name_bn) || tier.name;
const tierBenefits = (tier: VipTier, bn: boolean) => (bn && tier.benefits_bn) || tier.benefits;

export function VipPage() {
  const { t } = useTranslation('vip');
  const f = useFormat();
  const bn = usesTwin(useLanguage());
  // Under "money": a money action anywhere (a conversion, a deposit) reads the status again (lib/balance.ts).
  const read = useRead('money:vip-status', getVipStatus);
  const status = read.data;
  const user = useRead('money:vip-points', getUserShow, { every: USER_POLL_VIP_MS });

  const total = user.data?.vip_coin ?? status?.vip_coin ?? null;
  return (
    <Page screen="VipPage" className="vip-page">
      <PageHeader title={t('title')} back="history" />
      <ReadState read={read} skeleton={<SkeletonList rows={3} label={t('loading')} />}>
        {(status) => (
          <>
            <Card className="vip-level" testId="vip-level" title={t('level')}>
              <p className="vip-level-name" data-field="level">
                {tierName(status.level, bn)}
              </p>
              {tierBenefits(status.level, bn) && <p className="vip-benefits">{tierBenefits(status.level, bn)}</p>}
              <p>
                {t('lifetimeTurnover')}: <Money value={status.lifetime_turnover} />
              </p>
              {status.next_level && (
                <p className="vip-next">
                  {t('nextLevel', { name: tierName(status.next_level, bn), amount: f.taka(status.next_level.min_turnover, { whole: true }) })}
                </p>
              )}
            </Card>
            <Card className="vip-points" title={t('totalVp')}>
              <p className="vip-total" data-field="vip">
                {total === null ? '—' : f.integer(total)}
              </p>
              <p className="vip-earn">{t('earnRate', { amount: f.taka(status.vp_turnover, { whole: true }) })}</p>
            </Card>
            <Card>
              <ConvertPanel points={total ?? 0} rate={status.vp_value} onConverted={read.refresh} />
            </Card>
            <Card title={t('levels')}>
              <ol className="vip-tiers">
                {status.tiers.map((tier) => (
                  <li key={tier.id} aria-current={tier.id === status.level.id ? 'true' : undefined}>
                    <strong>{tierName(tier, bn)}</strong> <span>{t('from', { amount: f.taka(tier.min_turnover, { whole: true }) })}</span>
                    {tierBenefits(tier, bn) && <p>{tierBenefits(tier, bn)}</p>}
                  </li>
                ))}
              </ol>
            </Card>
          </>
        )}
      </ReadState>
    </Page>
  );
}
