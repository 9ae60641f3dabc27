// Every decision made on the sandbox gateway's payer page (PAYMENT_GATEWAY=sandbox), newest first:
// who decided, on whose payment, and what came of it. A "not the payer" row is someone trying to
// decide another player's payment; it was refused, and it is here so an operator can see who tried.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxDecisionLogItem } from '../../../contracts/sandbox-gateway.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { getSandboxDecisions } from './api.ts';

export function SandboxDecisionsPanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [rows, setRows] = useState<SandboxDecisionLogItem[] | null>(null);
  const load = () => {
    getSandboxDecisions().then(setRows, () => setRows([]));
  };
  useEffect(load, []);
  return (
    <div className="sandbox-decisions">
      <p className="panel-intro">{t('sandboxIntro')}</p>
      <div className="panel-actions">
        <Button variant="secondary" size="sm" icon="refresh" onClick={load}>
          {t('refresh')}
        </Button>
      </div>
      {rows === null && <SkeletonList rows={3} />}
      {rows?.length === 0 && <EmptyState title={t('empty')} />}
      {rows && rows.length > 0 && (
        <DataTable label={t('sandbox')}>
          <thead>
            <tr>
              <th>{t('createdAt')}</th>
              <th>{t('sandboxRef')}</th>
              <th>{t('amount')}</th>
              <th>{t('sandboxPayer')}</th>
              <th>{t('sandboxDecidedBy')}</th>
              <th>{t('sandboxDecision')}</th>
              <th>{t('sandboxOutcome')}</th>
              <th>{t('sandboxAddress')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid={`sandbox-decision-${r.id}`}>
                <td>
                  <time dateTime={r.created_at}>{f.dateTime(r.created_at)}</time>
                </td>
                <td translate="no">{r.ref}</td>
                <td className="num">{f.taka(r.amount)}</td>
                <td translate="no">{r.payer ?? '—'}</td>
                <td translate="no">{r.decided_by}</td>
                <td>{t(`sandboxDecisionValue.${r.decision}`)}</td>
                <td>
                  <Badge tone={r.outcome === 'applied' ? 'success' : 'danger'}>{t(`sandboxOutcomeValue.${r.outcome}`)}</Badge>
                </td>
                <td translate="no">{r.address}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
