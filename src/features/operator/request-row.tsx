// One request card of a queue: who, how much, where from or to, the receipt of a deposit; a pending
// one has Approve and Reject (with its reason), each asked first in a dialog (decision-dialog.tsx).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { TextField } from '../../components/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { approve, getReceiptUrl, reject, type Queue } from './api.ts';
import { DecisionDialog, methodOf, type Decision, type RequestRowData } from './decision-dialog.tsx';

export interface Decided {
  row: RequestRowData;
  decision: Decision;
  /** A withdrawal above the four-eyes amount: this approval was the first of two, nothing is paid yet. */
  awaiting?: boolean;
}

export function RequestRow({
  queue,
  row,
  onAsk,
  onDecided,
  onError,
}: {
  queue: Queue;
  row: RequestRowData;
  onAsk: () => void;
  onDecided: (d: Decided) => void;
  onError: (m: string) => void;
}) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const deposit = 'transaction_id' in row ? row : null;
  const receipt = useRead(deposit?.receipt_url ? `operator:receipt:${deposit.id}` : null, () => getReceiptUrl((deposit as { id: number }).id)).data ?? null;
  // The picture's blob address lives until the row shows another one or leaves. Freed a moment after the
  // effect's cleanup, unless the same address is shown again by then (React's rehearsal of a remount).
  const showing = useRef<string | null>(null);
  useEffect(() => {
    showing.current = receipt;
    return () => {
      showing.current = null;
      setTimeout(() => {
        if (receipt && showing.current !== receipt) URL.revokeObjectURL(receipt);
      }, 0);
    };
  }, [receipt]);

  const ask = (decision: Decision) => {
    if (decision === 'reject' && !reason.trim()) {
      setReasonError('rejectReasonRequired');
      return;
    }
    onAsk();
    setAsking(decision);
  };

  const decide = async (decision: Decision) => {
    setBusy(true);
    try {
      const answer = await (decision === 'approve' ? approve(queue, row.id) : reject(queue, row.id, reason.trim()));
      setAsking(null);
      onDecided({ row, decision, awaiting: answer.data.status === 'awaiting_second_approval' });
    } catch (e) {
      setAsking(null);
      onError(e instanceof ApiError ? t(`errors:${e.code}`, { defaultValue: e.message }) : String(e));
    } finally {
      setBusy(false);
    }
  };

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
              <dd translate="no">{methodOf(row)}</dd>
            </div>
            <div>
              <dt>{t('accountNumber')}</dt>
              <dd className="num">{row.account_number ? f.digits(row.account_number) : '—'}</dd>
            </div>
            {/* The name the payout goes to, checked against the verified identity: a mismatch is for the
                cashier to weigh (a wallet in a parent's name), never a refusal. */}
            {'account_name' in row && row.account_name && (
              <div data-testid="request-account-name">
                <dt>{t('kyc.accountName')}</dt>
                <dd>
                  <span translate="no">{row.account_name}</span> {row.name_mismatch && <Badge tone="warning">{t('kyc.notVerifiedName')}</Badge>}
                </dd>
              </div>
            )}
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
            {'four_eyes' in row && row.four_eyes && (
              <div>
                <dt>{t('approvals.fourEyes')}</dt>
                <dd>{row.four_eyes === 'first' ? t('approvals.needsTwo') : t('approvals.firstApprovedBy', { name: row.first_approved_by ?? '—' })}</dd>
              </div>
            )}
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
            <Button disabled={asking !== null} onClick={() => ask('approve')}>
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
            <Button variant="danger" disabled={asking !== null} onClick={() => ask('reject')}>
              {t('reject')}
            </Button>
          </div>
        )}
      </Card>
      {asking && (
        <DecisionDialog
          queue={queue}
          row={row}
          decision={asking}
          reason={reason.trim()}
          busy={busy}
          onConfirm={() => void decide(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </li>
  );
}
