// Flags on bets with their reason (open, dismissed, voided). The risk team dismisses a flag or voids
// its bet with a reason the player reads; nothing here acts by itself.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flag } from '../../../../contracts/risk.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { Money } from '../../../components/money.tsx';
import { FormError } from '../../../components/notice.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/message-text.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { dismissFlag, getFlags, scanFlags, voidFlaggedBet } from './api.ts';

const POLL_MS = 15_000;
const codeOf = (err: unknown) => (err instanceof ApiError ? Object.values(err.errors ?? {})[0] || err.code || err.message : 'unexpectedError');

function VoidBetDialog({ flag, onClose, onDone }: { flag: Flag; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const done = await voidFlaggedBet(flag.id, reason);
      showToast(t(`errors:${done.code}`, { defaultValue: done.message }), { tone: 'success' });
      onDone();
    } catch (err) {
      setError(codeOf(err));
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('riskDesk.voidBet', { id: flag.betId })}
      onClose={onClose}
      footer={
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {t('riskDesk.void')}
        </Button>
      }
    >
      <p>
        {flag.username} · {flag.eventName} · {flag.marketName}
      </p>
      <TextField label={t('exchangeDesk.voidReason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <FormError error={error} />
    </Dialog>
  );
}

export function FlagsCard() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const said = useErrorText();
  const [status, setStatus] = useState<'open' | 'dismissed' | 'voided'>('open');
  const [voiding, setVoiding] = useState<Flag | null>(null);
  const read = useRead(`operator:risk:flags:${status}`, () => getFlags(status), { every: POLL_MS, onlyVisible: true });
  const flags = read.data?.flags ?? [];
  const scan = async () => {
    const done = await scanFlags();
    showToast(t('riskDesk.scanned', { count: done.raised }), { tone: 'success' });
    read.refresh();
  };
  const dismiss = async (id: number) => {
    const done = await dismissFlag(id);
    showToast(t(`errors:${done.code}`, { defaultValue: done.message }), { tone: 'success' });
    read.refresh();
  };
  return (
    <Card
      title={t('riskDesk.flags')}
      testId="risk-flags"
      actions={
        <Button variant="ghost" size="sm" onClick={() => void scan()}>
          {t('riskDesk.scan')}
        </Button>
      }
    >
      <SegmentedControl
        label={t('status')}
        value={status}
        onChange={setStatus}
        options={(['open', 'dismissed', 'voided'] as const).map((s) => ({ value: s, label: t(`riskDesk.flagStatus.${s}`) }))}
      />
      <ReadState read={read} empty={<EmptyState />} isEmpty={() => flags.length === 0}>
        <ul className="risk-flags">
          {flags.map((flag) => (
            <li key={flag.id} data-testid="risk-flag">
              <div>
                <strong>{flag.username}</strong> · #{flag.betId} · <Money value={flag.stake} /> · {flag.eventName} · {flag.marketName}
                <br />
                <small>
                  {t(`riskDesk.rule.${flag.rule}`)}: {said(flag.reason)} · {f.dateTime(flag.raisedAt)}
                </small>
              </div>
              {flag.status === 'open' && (
                <div className="risk-actions">
                  <Button variant="ghost" size="sm" onClick={() => void dismiss(flag.id)}>
                    {t('riskDesk.dismiss')}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => setVoiding(flag)}>
                    {t('riskDesk.void')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </ReadState>
      {voiding && (
        <VoidBetDialog
          flag={voiding}
          onClose={() => setVoiding(null)}
          onDone={() => {
            setVoiding(null);
            read.refresh();
          }}
        />
      )}
    </Card>
  );
}
