// Every decision made on the sandbox gateway's payer page (PAYMENT_GATEWAY=sandbox), newest first:
// who decided, on whose payment, and what came of it. A "not the payer" row is someone trying to
// decide another player's payment; it was refused, and it is here so an operator can see who tried.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxDecisionLogItem } from '../../../contracts/sandbox-gateway.ts';
import type { Language } from '../../lib/i18n.ts';
import { formatDateTime, formatTaka } from '../../lib/format.ts';
import { getSandboxDecisions } from './api.ts';

export function SandboxDecisionsPanel() {
  const { t, i18n } = useTranslation('operator');
  const lang = i18n.language as Language;
  const [rows, setRows] = useState<SandboxDecisionLogItem[] | null>(null);
  const load = () => { getSandboxDecisions().then(setRows, () => setRows([])); };
  useEffect(load, []);
  return (
    <div className="sandbox-decisions">
      <p>{t('sandboxIntro')}</p>
      <button type="button" onClick={load}>{t('refresh')}</button>
      {rows?.length === 0 && <p className="empty">{t('empty')}</p>}
      <table>
        <thead>
          <tr><th>{t('createdAt')}</th><th>{t('sandboxRef')}</th><th>{t('amount')}</th><th>{t('sandboxPayer')}</th><th>{t('sandboxDecidedBy')}</th><th>{t('sandboxDecision')}</th><th>{t('sandboxOutcome')}</th><th>{t('sandboxAddress')}</th></tr>
        </thead>
        <tbody>
          {rows?.map((r) => (
            <tr key={r.id} data-testid={`sandbox-decision-${r.id}`} className={r.outcome === 'not_payer' ? 'refused' : undefined}>
              <td>{formatDateTime(r.created_at, lang)}</td><td>{r.ref}</td><td>{formatTaka(r.amount, lang)}</td><td>{r.payer ?? '—'}</td>
              <td>{r.decided_by}</td><td>{t(`sandboxDecisionValue.${r.decision}`)}</td><td>{t(`sandboxOutcomeValue.${r.outcome}`)}</td><td>{r.address}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
