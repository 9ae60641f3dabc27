// The question before a request's money moves: what will happen, to whom and how much, with the
// amount on the confirming button itself, so one stray tap on a card never pays anyone.
import { useTranslation } from 'react-i18next';
import type { OperatorDeposit, OperatorWithdrawal } from '../../../contracts/wallet.ts';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { Notice } from '../../components/notice.tsx';
import { useFormat } from '../../lib/use-format.ts';
import type { Queue } from './api.ts';

export type Decision = 'approve' | 'reject';
export type RequestRowData = OperatorDeposit | OperatorWithdrawal;

/** Where a request's money goes or comes from, as the card shows it. */
export function methodOf(row: RequestRowData): string {
  // An e-wallet withdrawal names only its provider (payment_id 0): the operator must still see where to pay.
  const provider = 'provider' in row && row.provider ? row.provider : null;
  return row.payment_method ? `${row.payment_method.name} (${row.payment_method.account_type})` : (provider ?? '—');
}

/** A withdrawal above the four-eyes amount that nobody has approved yet: this approval pays nothing. */
export const firstOfTwo = (row: RequestRowData, decision: Decision) => decision === 'approve' && 'four_eyes' in row && row.four_eyes === 'first';

export function DecisionDialog({
  queue,
  row,
  decision,
  reason,
  busy,
  onConfirm,
  onCancel,
}: {
  queue: Queue;
  row: RequestRowData;
  decision: Decision;
  reason: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const vars = {
    amount: f.taka(row.amount),
    username: row.username,
    account: row.account_number ? f.digits(row.account_number) : '—',
    method: methodOf(row),
  };
  return (
    <Dialog
      name="confirm-decision"
      size="sm"
      title={t(`decision.${decision}Title.${queue}`)}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <Button variant="ghost" disabled={busy} onClick={onCancel}>
            {t('decision.cancel')}
          </Button>
          <Button variant={decision === 'approve' ? 'primary' : 'danger'} loading={busy} onClick={onConfirm}>
            {t(decision === 'approve' ? 'decision.confirmApprove' : 'decision.confirmReject', { amount: vars.amount })}
          </Button>
        </>
      }
    >
      <p>{firstOfTwo(row, decision) ? t('approvals.firstOfTwo', vars) : t(`decision.${decision}Text.${queue}`, vars)}</p>
      {decision === 'approve' && 'name_mismatch' in row && row.name_mismatch && (
        <Notice tone="warning">{t('decision.nameMismatch', { name: row.account_name ?? '—', username: row.username })}</Notice>
      )}
      {decision === 'reject' && <p>{t('decision.reasonSent', { reason })}</p>}
    </Dialog>
  );
}
