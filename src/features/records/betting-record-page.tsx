// Betting record: tabs Settled (the default, 'settle': casino rounds,
// grouped by date, platform and game type) and Exchange (exchange bets from /api/exchange-hub). Each
// tab is its own file: the casino work owns the Settled tab, the exchange work the Exchange tab.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { ExchangeRecordTab } from './exchange-record-tab.tsx';
import { SettledRecordTab } from './settled-record-tab.tsx';
import './records.css';

type RecordTab = 'settle' | 'exchange';

export function BettingRecordPage() {
  const { t } = useTranslation('records');
  const [tab, setTab] = useState<RecordTab>('settle');
  return (
    <Page screen="BettingRecordPage">
      <PageHeader title={t('bettingRecord')} back="history" />
      <Tabs
        fill
        label={t('bettingRecord')}
        active={tab}
        onChange={setTab}
        panelId="betting-record-panel"
        items={[
          { key: 'settle', label: t('settled') },
          { key: 'exchange', label: t('exchangeTab') },
        ]}
      />
      <div id="betting-record-panel" role="tabpanel">
        {tab === 'settle' ? <SettledRecordTab /> : <ExchangeRecordTab />}
      </div>
    </Page>
  );
}
