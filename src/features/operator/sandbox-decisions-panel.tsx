// Every decision made on the sandbox gateway's payer page (PAYMENT_GATEWAY=sandbox), newest first:
// who decided, on whose payment, and what came of it. A "not the payer" row is someone trying to
// decide another player's payment; it was refused, and it is here so an operator can see who tried.
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getSandboxDecisions } from './api.ts';
import { ListPanel } from './list-panel.tsx';

export function SandboxDecisionsPanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const read = useRead('operator:sandbox-decisions', getSandboxDecisions);
  return (
    <ListPanel
      className="sandbox-decisions"
      intro={<p className="panel-intro">{t('sandboxIntro')}</p>}
      read={read}
      label={t('sandbox')}
      head={
        <>
          <th>{t('createdAt')}</th>
          <th>{t('sandboxRef')}</th>
          <th>{t('amount')}</th>
          <th>{t('sandboxPayer')}</th>
          <th>{t('sandboxDecidedBy')}</th>
          <th>{t('sandboxDecision')}</th>
          <th>{t('sandboxOutcome')}</th>
          <th>{t('sandboxAddress')}</th>
        </>
      }
      row={(r) => (
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
      )}
    />
  );
}
