// General settings (site_status, withdrawal_status, the notices and the system notice, each in
// English and in Bangla: docs/decisions/0065) and the deposit and withdrawal limits. Each form saves
// only what it shows; the server validates again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorSettings } from '../../../contracts/content.ts';
import type { WalletLimits } from '../../../contracts/wallet.ts';
import { AmountInput } from '../../components/amount-input.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { TextAreaField } from '../../components/form-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useRead } from '../../lib/use-read.ts';
import { getLimits, getSettings, putLimits, putSettings } from './api.ts';

function useSaved() {
  const { t } = useTranslation('operator');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      setNote({ ok: true, text: t('saved') });
    } catch (e) {
      setNote({ ok: false, text: e instanceof ApiError ? t(`errors:${e.code}`, { defaultValue: e.message }) : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return { note, run, busy };
}

const lines = (list: string[]) => list.join('\n');
const fromLines = (text: string) => text.split('\n');
const clean = (list: string[]) => list.map((n) => n.trim()).filter(Boolean);

export function GeneralSettingsForm() {
  const read = useRead('operator:settings', getSettings);
  return (
    <ReadState read={read} skeleton={<SkeletonList rows={3} />}>
      {(saved) => <GeneralSettingsEditor saved={saved} />}
    </ReadState>
  );
}

function GeneralSettingsEditor({ saved }: { saved: OperatorSettings }) {
  const { t } = useTranslation('operator');
  const [s, setS] = useState<OperatorSettings>(saved);
  const { note, run, busy } = useSaved();
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(async () =>
      setS(
        await putSettings({
          site_status: s.site_status,
          withdrawal_status: s.withdrawal_status,
          notice: clean(s.notice),
          notice_bn: clean(s.notice_bn ?? []),
          system_notice: s.system_notice,
          system_notice_bn: s.system_notice_bn ?? '',
        }),
      ),
    );
  };
  return (
    <Card title={t('generalSettings')}>
      <form className="settings-form" aria-label={t('generalSettings')} onSubmit={save} noValidate>
        <Checkbox label={t('siteOpen')} checked={s.site_status === 1} onChange={(on) => setS({ ...s, site_status: on ? 1 : 0 })} />
        <Checkbox label={t('withdrawalsOpen')} checked={s.withdrawal_status === 1} onChange={(on) => setS({ ...s, withdrawal_status: on ? 1 : 0 })} />
        <div className="settings-pair">
          <TextAreaField label={t('notices')} lang="en" value={lines(s.notice)} onChange={(e) => setS({ ...s, notice: fromLines(e.target.value) })} />
          <TextAreaField
            label={t('noticesBn')}
            lang="bn"
            value={lines(s.notice_bn ?? [])}
            onChange={(e) => setS({ ...s, notice_bn: fromLines(e.target.value) })}
          />
        </div>
        <div className="settings-pair">
          <TextAreaField label={t('systemNotice')} lang="en" rows={6} value={s.system_notice} onChange={(e) => setS({ ...s, system_notice: e.target.value })} />
          <TextAreaField
            label={t('systemNoticeBn')}
            lang="bn"
            rows={6}
            value={s.system_notice_bn ?? ''}
            onChange={(e) => setS({ ...s, system_notice_bn: e.target.value })}
          />
        </div>
        <Button type="submit" loading={busy}>
          {t('save')}
        </Button>
        {note && <Notice tone={note.ok ? 'success' : 'danger'}>{note.text}</Notice>}
      </form>
    </Card>
  );
}

const LIMIT_KEYS: (keyof WalletLimits)[] = ['deposit_min', 'deposit_max', 'withdraw_min', 'withdraw_max'];

export function LimitsForm() {
  const read = useRead('operator:wallet-limits', getLimits);
  return (
    <ReadState read={read} skeleton={<SkeletonList rows={2} />}>
      {(saved) => <LimitsEditor saved={saved} />}
    </ReadState>
  );
}

const limitTexts = (v: WalletLimits) => Object.fromEntries(LIMIT_KEYS.map((k) => [k, String(v[k])])) as Record<keyof WalletLimits, string>;

function LimitsEditor({ saved }: { saved: WalletLimits }) {
  const { t } = useTranslation('operator');
  const [l, setL] = useState(() => limitTexts(saved));
  const { note, run, busy } = useSaved();
  const show = (v: WalletLimits) => setL(limitTexts(v));
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => show(await putLimits(Object.fromEntries(LIMIT_KEYS.map((k) => [k, Number(l[k])])) as WalletLimits)));
  };
  return (
    <Card title={t('limits')}>
      <form className="settings-form" aria-label={t('limits')} onSubmit={save} noValidate>
        <div className="settings-limits">
          {LIMIT_KEYS.map((k) => (
            <AmountInput key={k} label={t(k)} value={l[k]} decimals={2} onChange={(v) => setL({ ...l, [k]: v })} />
          ))}
        </div>
        <Button type="submit" loading={busy}>
          {t('save')}
        </Button>
        {note && <Notice tone={note.ok ? 'success' : 'danger'}>{note.text}</Notice>}
      </form>
    </Card>
  );
}
