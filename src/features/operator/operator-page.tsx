// The operator console at /operator (its own lazy chunk; the router lets only operators in and
// the server answers players 403). Queues first, since deciding requests is the daily work.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/tabs.tsx';
import { CataloguePanel } from './catalogue-panel.tsx';
import { ExchangePanel } from './exchange-panel.tsx';
import { OutboxPanel } from './outbox-panel.tsx';
import { RequestQueue } from './request-queue.tsx';
import { SandboxDecisionsPanel } from './sandbox-decisions-panel.tsx';
import { GeneralSettingsForm, LimitsForm } from './settings-panel.tsx';
import './operator.css';

type Panel = 'deposits' | 'withdrawals' | 'settings' | 'catalogue' | 'outbox' | 'sandbox' | 'exchange';
const PANELS: Panel[] = ['deposits', 'withdrawals', 'settings', 'catalogue', 'outbox', 'sandbox', 'exchange'];

export function OperatorPage() {
  const { t } = useTranslation('operator');
  const [panel, setPanel] = useState<Panel>('deposits');
  return (
    <section className="operator-console" data-screen="OperatorPage">
      <h1>{t('title')}</h1>
      <Tabs label={t('title')} active={panel} onChange={setPanel} items={PANELS.map((p) => ({ key: p, label: t(p) }))} />
      {panel === 'deposits' && <RequestQueue key="deposits" queue="deposits" />}
      {panel === 'withdrawals' && <RequestQueue key="withdrawals" queue="withdrawals" />}
      {panel === 'settings' && <><GeneralSettingsForm /><LimitsForm /></>}
      {panel === 'catalogue' && <CataloguePanel />}
      {panel === 'outbox' && <OutboxPanel />}
      {panel === 'sandbox' && <SandboxDecisionsPanel />}
      {panel === 'exchange' && <ExchangePanel />}
    </section>
  );
}
