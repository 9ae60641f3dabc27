// /refrrel-program and /referral: the Referral Info tab (three steps and Refer a
// friend now) and My Referral (code, QR, link, share, the reward board and Claim All).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getReferralStatus } from './api.ts';
import { MyReferral } from './my-referral.tsx';
import './referral.css';

type Tab = 'info' | 'mine';
const STEPS = ['invite', 'play', 'reward'] as const;

export function ReferralPage() {
  const { t } = useTranslation('referral');
  const f = useFormat();
  const [tab, setTab] = useState<Tab>('info');
  const read = useRead('referral:status', getReferralStatus);
  const status = read.data;
  return (
    <Page screen="ReferralPage" className="referral-page">
      <PageHeader title={t('title')} back="history" />
      <Tabs
        label={t('title')}
        active={tab}
        onChange={setTab}
        fill
        items={[
          { key: 'info', label: t('infoTab') },
          { key: 'mine', label: t('mineTab') },
        ]}
      />
      {tab === 'info' && (
        <Card className="referral-info">
          <ol className="referral-steps">
            {STEPS.map((step, i) => (
              <li key={step}>
                <span className="referral-step-number" aria-hidden="true">
                  {f.integer(i + 1)}
                </span>
                <div>
                  <h2>{t(`steps.${step}.title`)}</h2>
                  <p>{t(`steps.${step}.text`, { percent: status ? f.percent(status.share_percent) : '' })}</p>
                </div>
              </li>
            ))}
          </ol>
          <Button block onClick={() => setTab('mine')}>
            {t('referNow')}
          </Button>
        </Card>
      )}
      {tab === 'mine' && (
        <ReadState read={read} skeleton={<SkeletonList rows={3} label={t('loading')} />}>
          {(s) => <MyReferral status={s} />}
        </ReadState>
      )}
    </Page>
  );
}
