// One queue of the console: deposits or withdrawals, by status. A pending row can be approved or
// rejected with a reason; a decided row shows who decided when, and why if rejected.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositStatus, OperatorDeposit, OperatorWithdrawal } from '../../../contracts/wallet.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError } from '../../components/notice.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { approve, getDeposits, getReceiptUrl, getWithdrawals, reject, type Queue } from './api.ts';

type Row = OperatorDeposit | OperatorWithdrawal;
const STATUSES: DepositStatus[] = ['pending', 'approved', 'rejected'];

export function RequestQueue({ queue }: { queue: Queue }) {
  const { t } = useTranslation('operator');
  const [status, setStatus] = useState<DepositStatus>('pending');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    (queue === 'deposits' ? getDeposits(status) : getWithdrawals(status)).then(setRows, (e: unknown) => {
      setRows([]);
      setError(e instanceof ApiError ? t(`errors:${e.code}`, { defaultValue: e.message }) : String(e));
    });
  }, [queue, status, t]);
  useEffect(() => {
    setRows(null);
    load();
  }, [load]);
  return (
    <div className="request-queue" data-queue={queue}>
      <StatusTabs value={status} onChange={setStatus} label={t(queue)} />
      <FormError error={error} />
      {rows === null && <SkeletonList rows={3} />}
      {rows !== null && rows.length === 0 && <EmptyState title={t('empty')} />}
      {rows !== null && rows.length > 0 && (
        <ul className="request-list">
          {rows.map((r) => (
            <RequestRow key={r.id} queue={queue} row={r} onDecided={load} onError={setError} />
          ))}
        </ul>
      )}
    </div>
  );
}

function StatusTabs({ value, onChange, label }: { value: DepositStatus; onChange: (s: DepositStatus) => void; label: string }) {
  const { t } = useTranslation('operator');
  return (
    <SegmentedControl label={label} value={value} onChange={onChange} options={STATUSES.map((s) => ({ value: s, label: t(s) }))} className="request-status" />
  );
}

function RequestRow({ queue, row, onDecided, onError }: { queue: Queue; row: Row; onDecided: () => void; onError: (m: string) => void }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [receipt, setReceipt] = useState<string | null>(null);
  const deposit = 'transaction_id' in row ? row : null;
  useEffect(() => {
    if (!deposit?.receipt_url) return;
    let url: string | null = null;
    getReceiptUrl(deposit.id).then(
      (u) => {
        url = u;
        setReceipt(u);
      },
      () => setReceipt(null),
    );
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [deposit?.id, deposit?.receipt_url]);

  const decide = async (action: 'approve' | 'reject') => {
    if (action === 'reject' && !reason.trim()) {
      setReasonError('rejectReasonRequired');
      return;
    }
    setBusy(action);
    try {
      await (action === 'approve' ? approve(queue, row.id) : reject(queue, row.id, reason.trim()));
      onDecided();
    } catch (e) {
      onError(e instanceof ApiError ? t(`errors:${e.code}`, { defaultValue: e.message }) : String(e));
    } finally {
      setBusy(null);
    }
  };

  // An e-wallet withdrawal names only its provider (payment_id 0): the operator must still see where to pay.
  const provider = 'provider' in row && row.provider ? row.provider : null;
  const method = row.payment_method ? `${row.payment_method.name} (${row.payment_method.account_type})` : (provider ?? '—');
  return (
    <li className="request-row" data-testid={`request-${row.id}`}>
      <Card elevation="flat">
        <div className="request-head">
          <span className="request-player" translate="no">
            {row.username}
          </span>
          <span className="request-amount num">{f.taka(row.amount)}</span>
        </div>
        <div className="request-body">
          <dl className="request-details">
            <div>
              <dt>{t('method')}</dt>
              <dd translate="no">{method}</dd>
            </div>
            <div>
              <dt>{t('accountNumber')}</dt>
              <dd className="num">{row.account_number ? f.digits(row.account_number) : '—'}</dd>
            </div>
            {deposit && (
              <div>
                <dt>{t('transactionId')}</dt>
                <dd translate="no">{deposit.transaction_id ?? '—'}</dd>
              </div>
            )}
            {deposit && (
              <div>
                <dt>{t('promotion')}</dt>
                <dd>{deposit.promotion?.name ?? '—'}</dd>
              </div>
            )}
            <div>
              <dt>{t('createdAt')}</dt>
              <dd>
                <time dateTime={row.created_at}>{f.dateTime(row.created_at)}</time>
              </dd>
            </div>
            {row.reason && (
              <div>
                <dt>{t('reason')}</dt>
                <dd>{row.reason}</dd>
              </div>
            )}
          </dl>
          {receipt && (
            <a href={receipt} target="_blank" rel="noopener noreferrer" className="request-receipt">
              <img src={receipt} alt={t('receipt')} />
            </a>
          )}
          {deposit && !deposit.receipt_url && <p className="request-no-receipt">{t('noReceipt')}</p>}
        </div>
        {row.status === 'pending' && (
          <div className="request-decision">
            <Button loading={busy === 'approve'} disabled={busy !== null} onClick={() => void decide('approve')}>
              {t('approve')}
            </Button>
            <TextField
              label={t('reason')}
              value={reason}
              className="request-reason"
              error={reasonError}
              validate={(v) => (v.trim() ? undefined : 'rejectReasonRequired')}
              onChange={(e) => {
                setReason(e.target.value);
                if (e.target.value.trim()) setReasonError(null);
              }}
            />
            <Button variant="danger" loading={busy === 'reject'} disabled={busy !== null} onClick={() => void decide('reject')}>
              {t('reject')}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
