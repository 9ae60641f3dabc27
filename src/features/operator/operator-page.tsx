// The operator console at /operator (its own lazy chunk; the router lets only operators in and
// the server answers players 403). A frame of its own (the route is bare in the shell): a bar with
// the console's name, language, theme and log-out; the panels as a column of tabs beside the
// panel on a desktop, a row of tabs above it on a phone. Queues first: deciding requests is the
// daily work. Another area adds its panel with one entry in PANELS (console-panels.ts) and one line below.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { ThemeSwitch } from '../../components/theme-switch.tsx';
import { sessionAtom } from '../../lib/session.ts';
import { watchStaffSessionEnd } from '../../lib/staff-session-end.ts';
import { CataloguePanel } from './catalogue-panel.tsx';
import { ExchangePanel } from './exchange-panel.tsx';
import { RiskPanel } from './risk/risk-panel.tsx';
import { TradingPanel } from './trading/trading-panel.tsx';
import { OutboxPanel } from './outbox-panel.tsx';
import { RequestQueue } from './request-queue.tsx';
import { SandboxDecisionsPanel } from './sandbox-decisions-panel.tsx';
import { EngagementPanel } from './engagement-panel.tsx';
import { MessagesPanel } from './messages-panel.tsx';
import { PromotionsPanel } from './promotions-panel.tsx';
import { SaferPlayPanel } from './safer-play-panel.tsx';
import { SupportChatPanel } from './support-chat-panel.tsx';
import { GeneralSettingsForm, LimitsForm } from './settings-panel.tsx';
import { KycPanel } from './kyc/kyc-panel.tsx';
import { PlayersPanel } from './players/players-panel.tsx';
import { ReportsPanel } from './reports/reports-panel.tsx';
import { AuditPanel } from './audit-panel.tsx';
import { StaffPanel } from './staff-panel.tsx';
import { ApprovalsPanel } from './approvals/approvals-panel.tsx';
import { FourEyesThresholdForm } from './approvals/four-eyes-threshold-form.tsx';
import { panelsOf, type Panel } from './console-panels.ts';
import { useStaffRole } from './staff-may.ts';
import './operator.css';

const PANEL_ID = 'operator-panel';

export function OperatorPage() {
  const { t } = useTranslation('operator');
  const session = useAtomValue(sessionAtom);
  const role = useStaffRole();
  // The log-in that replaces the console when the server ends the session says so (staff-session-end.ts).
  useEffect(() => watchStaffSessionEnd(), []);
  const panels = panelsOf(role);
  const [chosen, setPanel] = useState<Panel | undefined>(undefined);
  const panel = chosen && panels.includes(chosen) ? chosen : panels[0];
  return (
    <section className="operator-console" data-screen="OperatorPage" aria-labelledby="operator-title">
      <header className="operator-bar on-brand">
        <h1 id="operator-title" className="operator-title">
          {t('title')}
        </h1>
        <div className="operator-bar-actions">
          {session && (
            <span className="operator-user" translate="no">
              {session.username}
            </span>
          )}
          <LanguageSwitch compact />
          <ThemeSwitch />
          <ButtonLink href="/player/logout" variant="ghost" size="sm" className="operator-logout">
            {t('shell:logout')}
          </ButtonLink>
        </div>
      </header>
      <div className="operator-frame">
        <nav className="operator-nav" aria-label={t('title')}>
          <Tabs
            vertical
            label={t('panels')}
            active={panel}
            onChange={setPanel}
            panelId={PANEL_ID}
            className="operator-tabs"
            items={panels.map((p) => ({ key: p, label: t(p) }))}
          />
        </nav>
        <div className="operator-panel" id={PANEL_ID} role="tabpanel" aria-label={panel ? t(panel) : undefined}>
          {panel && <h2 className="operator-panel-title">{t(panel)}</h2>}
          {panel === 'deposits' && <RequestQueue key="deposits" queue="deposits" />}
          {panel === 'withdrawals' && <RequestQueue key="withdrawals" queue="withdrawals" />}
          {panel === 'settings' && (
            <div className="operator-settings">
              <GeneralSettingsForm />
              <LimitsForm />
              <FourEyesThresholdForm />
            </div>
          )}
          {panel === 'catalogue' && <CataloguePanel />}
          {panel === 'outbox' && <OutboxPanel />}
          {panel === 'sandbox' && <SandboxDecisionsPanel />}
          {panel === 'promotions' && <PromotionsPanel />}
          {panel === 'messages' && <MessagesPanel />}
          {panel === 'engagement' && <EngagementPanel />}
          {panel === 'supportChat' && <SupportChatPanel />}
          {panel === 'saferPlay' && <SaferPlayPanel />}
          {panel === 'exchange' && <ExchangePanel />}
          {panel === 'risk' && <RiskPanel />}
          {panel === 'trading' && <TradingPanel />}
          {panel === 'playerDesk' && <PlayersPanel />}
          {panel === 'kycDesk' && <KycPanel />}
          {panel === 'reportDesk' && <ReportsPanel />}
          {panel === 'staffPanel' && <StaffPanel />}
          {panel === 'auditPanel' && <AuditPanel />}
          {panel === 'approvalDesk' && <ApprovalsPanel />}
        </div>
      </div>
    </section>
  );
}
