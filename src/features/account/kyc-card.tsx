// Identity verification on the player's profile: the state (none, waiting, verified, or not accepted with
// the reason in the player's language), and the form for a national ID card (both sides) or a passport
// with a selfie, as Bangladeshi sites ask. Above the withdrawal amount the card names, a withdrawal needs it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENT_KINDS, KYC_FILE_MAX_BYTES, type KycDocumentKind, type KycState } from '../../../contracts/kyc.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { TextField } from '../../components/form-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SelectField } from '../../components/select.tsx';
import { ApiError } from '../../lib/api.ts';
import { useErrorText } from '../../lib/message-text.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getKyc, type KycForm, submitKyc } from './kyc-api.ts';

const TONE = { none: 'neutral', pending: 'info', approved: 'success', rejected: 'danger' } as const;

export function KycCard() {
  const { t } = useTranslation('account');
  const f = useFormat();
  const read = useRead('account:kyc', getKyc);
  return (
    <Card
      title={t('kyc.title')}
      testId="kyc-card"
      actions={read.data ? <Badge tone={TONE[read.data.status]}>{t(`kyc.status.${read.data.status}`)}</Badge> : undefined}
    >
      <ReadState read={read}>
        {(state) => (
          <>
            <p>{t('kyc.why', { amount: f.taka(state.withdrawal_threshold, { whole: true }) })}</p>
            {state.status === 'rejected' && state.reject_reason && (
              <Notice tone="warning" title={t('kyc.rejected')}>
                {t(`errors:${state.reject_reason}`)}
              </Notice>
            )}
            {state.status === 'pending' && <Notice tone="info">{t('kyc.waiting')}</Notice>}
            {(state.status === 'none' || state.status === 'rejected') && <KycUpload state={state} onSent={read.refresh} />}
          </>
        )}
      </ReadState>
    </Card>
  );
}

function PhotoInput({ label, onChange }: { label: string; onChange: (f: File | null) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [tooBig, setTooBig] = useState(false);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        capture="environment"
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          const big = picked !== null && picked.size > KYC_FILE_MAX_BYTES;
          setTooBig(big);
          onChange(big ? null : picked);
        }}
      />
      {tooBig && (
        <p className="field-error" role="alert">
          {t('errors:kycFileTooLarge', { max: KYC_FILE_MAX_BYTES / 1024 / 1024 })}
        </p>
      )}
    </div>
  );
}

function KycUpload({ state, onSent }: { state: KycState; onSent: () => void }) {
  const { t } = useTranslation('account');
  const say = useErrorText();
  const [form, setForm] = useState<KycForm>({
    document_kind: 'national_id',
    full_name: state.full_name ?? '',
    document_number: '',
    front: null,
    back: null,
    selfie: null,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<KycForm>) => setForm((old) => ({ ...old, ...patch }));
  return (
    <form
      className="kyc-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          await submitKyc(form);
          setError(null);
          onSent();
        } catch (err) {
          setError(err instanceof ApiError ? say(err) : String(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      <SelectField<KycDocumentKind>
        label={t('kyc.document')}
        value={form.document_kind}
        onChange={(document_kind) => set({ document_kind })}
        options={KYC_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`kyc.kind.${k}`) }))}
      />
      <TextField
        label={t('kyc.fullName')}
        hint={t('kyc.fullNameHint')}
        value={form.full_name}
        onChange={(e) => set({ full_name: e.target.value })}
        maxLength={100}
        autoComplete="name"
      />
      <TextField
        label={t('kyc.number')}
        value={form.document_number}
        onChange={(e) => set({ document_number: e.target.value })}
        maxLength={30}
        autoCapitalize="characters"
      />
      <PhotoInput label={form.document_kind === 'passport' ? t('kyc.passportPage') : t('kyc.front')} onChange={(front) => set({ front })} />
      {form.document_kind === 'national_id' && <PhotoInput label={t('kyc.back')} onChange={(back) => set({ back })} />}
      <PhotoInput label={t('kyc.selfie')} onChange={(selfie) => set({ selfie })} />
      {error && <Notice tone="danger">{error}</Notice>}
      <Button type="submit" loading={busy}>
        {t('kyc.send')}
      </Button>
    </form>
  );
}
