// Four eyes in the console: what waits for a second staff member (manual balance adjustments, withdrawals
// above the owner's amount), each with Approve, or Reject with a reason. An item the signed-in staff member
// asked for or approved first says so instead of offering Approve: the server would refuse it anyway. The
// list reads itself again while on screen (use-live-queue.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalItem } from '../../../../contracts/approvals.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { ApiError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/message-text.ts';
import { sessionAtom } from '../../../lib/session.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { RefreshButton } from '../list-panel.tsx';
import { QueueFreshness } from '../queue-freshness.tsx';
import { useLiveQueue } from '../use-live-queue.ts';
import { approveItem, getApprovals, rejectItem } from './api.ts';

type Said = { tone: 'success' | 'danger'; text: string };

export function ApprovalsPanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const { read, updatedAt, arrived, listRef } = useLiveQueue('operator:approvals', getApprovals, (answer) =>
    answer.data.map((item) => `${item.kind}-${item.id}`),
  );
  const [said, setSaid] = useState<Said | null>(null);
  return (
    <div className="approvals-panel" data-testid="approvals-panel">
      <p>{t('approvals.intro', { amount: read.data ? f.taka(read.data.withdrawal_threshold) : '…' })}</p>
      <div className="panel-actions">
        <RefreshButton onClick={read.refresh} />
      </div>
      {said && <Notice tone={said.tone}>{said.text}</Notice>}
      <QueueFreshness updatedAt={updatedAt} arrived={arrived} />
      <div ref={listRef}>
        <ReadState read={read} empty={<EmptyState title={t('approvals.none')} />} isEmpty={(answer) => answer.data.length === 0}>
          {(answer) => (
            <DataTable label={t('approvalDesk')}>
              <thead>
                <tr>
                  <th>{t('approvals.what')}</th>
                  <th>{t('approvals.player')}</th>
                  <th>{t('approvals.amount')}</th>
                  <th>{t('approvals.balance')}</th>
                  <th>{t('approvals.details')}</th>
                  <th>{t('createdAt')}</th>
                  <th>{t('approvals.decision')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.data.map((item) => (
                  <ApprovalRow
                    key={`${item.kind}-${item.id}`}
                    item={item}
                    onSaid={(next) => {
                      setSaid(next);
                      if (next.tone === 'success') read.refresh();
                    }}
                  />
                ))}
              </tbody>
            </DataTable>
          )}
        </ReadState>
      </div>
    </div>
  );
}

function ApprovalRow({ item, onSaid }: { item: ApprovalItem; onSaid: (said: Said) => void }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const say = useErrorText();
  const me = useAtomValue(sessionAtom)?.username;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      onSaid({ tone: 'success', text: say({ message: (await work()).message }) });
    } catch (e) {
      onSaid({ tone: 'danger', text: e instanceof ApiError ? say(e) : String(e) });
    } finally {
      setBusy(false);
    }
  };
  // Whose eyes this item already had: the asker of an adjustment, or the first approver of a withdrawal.
  const mine = me !== undefined && (item.requested_by === me || item.first_approved_by === me);
  return (
    <tr data-testid={`approval-${item.kind}-${item.id}`}>
      <td>
        <Badge tone={item.kind === 'withdrawal' ? 'info' : 'warning'}>{t(`approvals.kind.${item.kind}`)}</Badge>
        {item.first_approved_by && <Badge tone="neutral">{t('approvals.awaitingSecond')}</Badge>}
      </td>
      <td translate="no">{item.username}</td>
      <td className="num">{f.taka(item.amount)}</td>
      <td className="num">{f.taka(item.balance)}</td>
      <td>
        {item.reason && <span>{item.reason} · </span>}
        {item.requested_by && <span>{t('approvals.askedBy', { name: item.requested_by })}</span>}
        {item.first_approved_by && <span>{t('approvals.firstApprovedBy', { name: item.first_approved_by })}</span>}
      </td>
      <td>
        <time dateTime={item.created_at}>{f.dateTime(item.created_at)}</time>
      </td>
      <td>
        {mine ? (
          <span>{t('approvals.needsAnother')}</span>
        ) : (
          <Button size="sm" disabled={busy} onClick={() => void run(() => approveItem(item.kind, item.id))}>
            {t('approve')}
          </Button>
        )}
        {rejecting ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void run(() => rejectItem(item.kind, item.id, reason.trim()));
            }}
          >
            <TextField label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
            <Button size="sm" type="submit" variant="danger" disabled={busy}>
              {t('approvals.confirmReject')}
            </Button>
          </form>
        ) : (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        )}
      </td>
    </tr>
  );
}
