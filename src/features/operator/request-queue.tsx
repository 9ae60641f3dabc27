// One queue of the console: deposits or withdrawals, by status. A pending row can be approved or
// rejected with a reason, each asked first (request-row.tsx); once decided, the card leaves the
// list and a line above it says what was done, to whom and for how much. A decided row shows who
// decided when, and why if rejected.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '../../../contracts/wallet.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormError, Notice } from '../../components/notice.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { getDeposits, getWithdrawals, type Queue } from './api.ts';
import type { RequestRowData } from './decision-dialog.tsx';
import { RequestRow, type Decided } from './request-row.tsx';

const STATUSES: DepositStatus[] = ['pending', 'approved', 'rejected'];

export function RequestQueue({ queue }: { queue: Queue }) {
  const { t } = useTranslation('operator');
  const [status, setStatus] = useState<DepositStatus>('pending');
  const [rows, setRows] = useState<RequestRowData[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [decided, setDecided] = useState<Decided | null>(null);
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
      {decided && <DecisionResult queue={queue} decided={decided} />}
      {rows === null && <SkeletonList rows={3} />}
      {rows !== null && rows.length === 0 && <EmptyState title={t('empty')} />}
      {rows !== null && rows.length > 0 && (
        <ul className="request-list">
          {rows.map((r) => (
            <RequestRow
              key={r.id}
              queue={queue}
              row={r}
              onAsk={() => {
                setDecided(null);
                setError(null);
              }}
              onDecided={(d) => {
                setDecided(d);
                load();
              }}
              onError={setError}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function DecisionResult({ queue, decided }: { queue: Queue; decided: Decided }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const key = decided.decision === 'approve' ? 'approved' : 'rejected';
  return (
    <Notice tone="success">
      <p data-testid="decision-result">{t(`decision.${key}.${queue}`, { amount: f.taka(decided.row.amount), username: decided.row.username })}</p>
    </Notice>
  );
}

function StatusTabs({ value, onChange, label }: { value: DepositStatus; onChange: (s: DepositStatus) => void; label: string }) {
  const { t } = useTranslation('operator');
  return (
    <SegmentedControl label={label} value={value} onChange={onChange} options={STATUSES.map((s) => ({ value: s, label: t(s) }))} className="request-status" />
  );
}
