// One queue of the console: deposits or withdrawals, by status. A pending row can be approved or
// rejected with a reason; a decided row shows who decided when, and why if rejected.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositStatus, OperatorDeposit, OperatorWithdrawal } from '../../../contracts/wallet.ts';
import { Tabs } from '../../components/tabs.tsx';
import { ApiError } from '../../lib/api.ts';
import type { Language } from '../../lib/i18n.ts';
import { formatTaka } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format.ts';
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
  useEffect(() => { setRows(null); load(); }, [load]);
  return (
    <div className="request-queue" data-queue={queue}>
      <Tabs label={t(queue)} active={status} onChange={setStatus} items={STATUSES.map((s) => ({ key: s, label: t(s) }))} />
      {error && <p role="alert">{error}</p>}
      {rows !== null && rows.length === 0 && <p className="empty">{t('empty')}</p>}
      <ul>
        {rows?.map((r) => <RequestRow key={r.id} queue={queue} row={r} onDecided={load} onError={setError} />)}
      </ul>
    </div>
  );
}

function RequestRow({ queue, row, onDecided, onError }: { queue: Queue; row: Row; onDecided: () => void; onError: (m: string) => void }) {
  const { t, i18n } = useTranslation('operator');
  const lang = i18n.language as Language;
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<string | null>(null);
  const deposit = 'transaction_id' in row ? row : null;
  useEffect(() => {
    if (!deposit?.receipt_url) return;
    let url: string | null = null;
    getReceiptUrl(deposit.id).then((u) => { url = u; setReceipt(u); }, () => setReceipt(null));
    return () => { if (url) URL.revokeObjectURL(url); };
  }, [deposit?.id, deposit?.receipt_url]);

  const decide = async (action: 'approve' | 'reject') => {
    if (action === 'reject' && !reason.trim()) { onError(t('errors:rejectReasonRequired')); return; }
    setBusy(true);
    try {
      await (action === 'approve' ? approve(queue, row.id) : reject(queue, row.id, reason.trim()));
      onDecided();
    } catch (e) {
      onError(e instanceof ApiError ? t(`errors:${e.code}`, { defaultValue: e.message }) : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="request-row" data-testid={`request-${row.id}`}>
      <dl>
        <dt>{t('player')}</dt><dd>{row.username}</dd>
        <dt>{t('amount')}</dt><dd>{formatTaka(row.amount, lang)}</dd>
        <dt>{t('method')}</dt><dd>{row.payment_method ? `${row.payment_method.name} (${row.payment_method.account_type})` : '—'}</dd>
        <dt>{t('accountNumber')}</dt><dd>{row.account_number ?? '—'}</dd>
        {deposit && <><dt>{t('transactionId')}</dt><dd>{deposit.transaction_id ?? '—'}</dd></>}
        {deposit && <><dt>{t('promotion')}</dt><dd>{deposit.promotion?.name ?? '—'}</dd></>}
        <dt>{t('createdAt')}</dt><dd>{formatDateTime(row.created_at, lang)}</dd>
        {row.reason && <><dt>{t('reason')}</dt><dd>{row.reason}</dd></>}
      </dl>
      {receipt && <img src={receipt} alt={t('receipt')} className="receipt" />}
      {deposit && !deposit.receipt_url && <p>{t('noReceipt')}</p>}
      {row.status === 'pending' && (
        <div className="decision">
          <button type="button" disabled={busy} onClick={() => void decide('approve')}>{t('approve')}</button>
          <input aria-label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
          <button type="button" disabled={busy} onClick={() => void decide('reject')}>{t('reject')}</button>
        </div>
      )}
    </li>
  );
}
