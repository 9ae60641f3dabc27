// KYC in the back office: the submissions of one status with their photos (fetched with the staff token,
// shown from blob addresses), approve, or reject with a reason the player reads in their language; and
// the owner's withdrawal amount above which a verified identity is needed. The submissions read themselves
// again while on screen (use-live-queue.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_REJECT_REASONS, KYC_STATUSES, type KycRejectReason, type KycStatus, type KycSubmission } from '../../../../contracts/kyc.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SelectField } from '../../../components/select.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/message-text.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { QueueFreshness } from '../queue-freshness.tsx';
import { useLiveQueue } from '../use-live-queue.ts';
import { approveKyc, getKycQueue, getKycSettings, getPhotoUrl, putKycSettings, rejectKyc } from './api.ts';
import './kyc.css';

export function KycPanel() {
  const { t } = useTranslation('operator');
  const [status, setStatus] = useState<KycStatus>('pending');
  const { read, updatedAt, arrived, listRef } = useLiveQueue(
    `operator:kyc:${status}`,
    () => getKycQueue(status),
    (rows) => rows.map((s) => s.id),
  );
  return (
    <div className="kyc-panel" data-testid="kyc-panel">
      <ThresholdForm />
      <SelectField
        label={t('kyc.status')}
        value={status}
        onChange={setStatus}
        options={KYC_STATUSES.map((s) => ({ value: s, label: t(`players.kycStatus.${s}`) }))}
      />
      <QueueFreshness updatedAt={updatedAt} arrived={arrived} />
      <div ref={listRef}>
        <ReadState read={read} empty={<EmptyState title={t('kyc.none')} icon="user" />} isEmpty={(rows) => rows.length === 0}>
          {(rows) => rows.map((s) => <Submission key={s.id} s={s} onDecided={read.refresh} />)}
        </ReadState>
      </div>
    </div>
  );
}

function Photo({ address, label }: { address: string; label: string }) {
  const read = useRead(`operator:kyc-photo:${address}`, () => getPhotoUrl(address));
  const url = read.data;
  // The blob address lives as long as the photo is shown.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <figure className="kyc-photo">
      {url ? <img src={url} alt={label} /> : <span>{label}</span>}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

function Submission({ s, onDecided }: { s: KycSubmission; onDecided: () => void }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const say = useErrorText();
  const [reason, setReason] = useState<KycRejectReason>('kycReasonUnreadable');
  const [error, setError] = useState<string | null>(null);
  const decide = async (work: () => Promise<unknown>) => {
    try {
      await work();
      onDecided();
    } catch (e) {
      setError(e instanceof ApiError ? say(e) : String(e));
    }
  };
  const sameName = s.full_name.trim().toLowerCase() === s.account_name.trim().toLowerCase();
  return (
    <Card
      title={<span translate="no">{s.username}</span>}
      actions={<Badge tone={s.status === 'approved' ? 'success' : s.status === 'rejected' ? 'danger' : 'info'}>{t(`players.kycStatus.${s.status}`)}</Badge>}
      testId="kyc-submission"
    >
      <dl className="players-facts">
        <dt>{t('kyc.document')}</dt>
        <dd>
          {t(`kyc.kind.${s.document_kind}`)} · <span translate="no">{s.document_number}</span>
        </dd>
        <dt>{t('kyc.nameOnDocument')}</dt>
        <dd>{s.full_name}</dd>
        <dt>{t('kyc.accountName')}</dt>
        <dd>
          {s.account_name || '—'} {!sameName && <Badge tone="warning">{t('kyc.namesDiffer')}</Badge>}
        </dd>
        <dt>{t('kyc.sent')}</dt>
        <dd>{f.dateTime(s.created_at)}</dd>
      </dl>
      <div className="kyc-photos">
        <Photo address={s.files.front} label={t('kyc.front')} />
        {s.files.back && <Photo address={s.files.back} label={t('kyc.back')} />}
        <Photo address={s.files.selfie} label={t('kyc.selfie')} />
      </div>
      {error && <Notice tone="danger">{error}</Notice>}
      {s.status === 'pending' && (
        <div className="players-form">
          <Button onClick={() => decide(() => approveKyc(s.id))}>{t('kyc.approve')}</Button>
          <SelectField
            label={t('kyc.reason')}
            value={reason}
            onChange={setReason}
            options={KYC_REJECT_REASONS.map((r) => ({ value: r, label: t(`errors:${r}`) }))}
          />
          <Button variant="danger" onClick={() => decide(() => rejectKyc(s.id, reason))}>
            {t('kyc.reject')}
          </Button>
        </div>
      )}
      {s.reject_reason && <Notice tone="warning">{t(`errors:${s.reject_reason}`)}</Notice>}
    </Card>
  );
}

function ThresholdForm() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const say = useErrorText();
  const read = useRead('operator:kyc-settings', getKycSettings);
  const [value, setValue] = useState('');
  const [note, setNote] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  return (
    <Card title={t('kyc.threshold')}>
      <form
        className="players-form"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            const answer = await putKycSettings(value);
            setNote({ tone: 'success', text: say({ message: answer.message ?? '' }) });
            read.refresh();
          } catch (err) {
            setNote({ tone: 'danger', text: err instanceof ApiError ? say(err) : String(err) });
          }
        }}
      >
        <TextField
          label={t('kyc.thresholdLabel')}
          hint={read.data ? t('kyc.thresholdNow', { amount: f.taka(read.data.withdrawal_threshold) }) : undefined}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode="numeric"
        />
        <Button type="submit" variant="secondary">
          {t('kyc.save')}
        </Button>
      </form>
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
    </Card>
  );
}
