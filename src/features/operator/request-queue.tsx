// One queue of the console: deposits or withdrawals, by status. A pending row can be approved or
// rejected with a reason, each asked first (request-row.tsx); once decided, the card leaves the
// list and a line above it says what was done, to whom and for how much. A decided row shows who
// decided when, and why if rejected. The list reads itself again while it is on screen (use-live-queue.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '../../../contracts/wallet.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormError, Notice } from '../../components/notice.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { getDeposits, getWithdrawals, type Queue } from './api.ts';
import type { RequestRowData } from './decision-dialog.tsx';
import { QueueFreshness } from './queue-freshness.tsx';
import { RequestRow, type Decided } from './request-row.tsx';
import { useLiveQueue } from './use-live-queue.ts';

const STATUSES: DepositStatus[] = ['pending', 'approved', 'rejected'];

export function RequestQueue({ queue }: { queue: Queue }) {
  const { t } = useTranslation('operator');
  const [status, setStatus] = useState<DepositStatus>('pending');
  const { read, updatedAt, arrived, listRef } = useLiveQueue<RequestRowData[]>(
    `operator:${queue}:${status}`,
    () => (queue === 'deposits' ? getDeposits(status) : getWithdrawals(status)),
    (rows) => rows.map((r) => r.id),
  );
  const [error, setError] = useState<string | null>(null);
  const [decided, setDecided] = useState<Decided | null>(null);
  return (
    <div className="request-queue" data-queue={queue}>
      <StatusTabs value={status} onChange={setStatus} label={t(queue)} />
      <FormError error={error} />
      {decided && <DecisionResult queue={queue} decided={decided} />}
      <QueueFreshness updatedAt={updatedAt} arrived={arrived} />
      <ReadState read={read} empty={<EmptyState title={t('empty')} />} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ul className="request-list" ref={listRef}>
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
                  read.refresh();
                }}
                onError={setError}
              />
            ))}
          </ul>
        )}
      </ReadState>
    </div>
  );
}

function DecisionResult({ queue, decided }: { queue: Queue; decided: Decided }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const key = decided.decision === 'approve' ? 'approved' : 'rejected';
  if (decided.awaiting)
    return (
      <Notice tone="info">
        <p data-testid="decision-result">{t('errors:withdrawalAwaitingSecond')}</p>
      </Notice>
    );
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
