// General settings (site_status, notices, system notice, withdrawal_status) and the deposit and
// withdrawal limits. Each form saves only what it shows; the server validates again.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorSettings } from '../../../contracts/content.ts';
import type { WalletLimits } from '../../../contracts/wallet.ts';
import { ApiError } from '../../lib/api.ts';
import { getLimits, getSettings, putLimits, putSettings } from './api.ts';

function useSaved() {
  const { t } = useTranslation('operator');
  const [note, setNote] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    try { await work(); setNote(t('saved')); } catch (e) { setNote(e instanceof ApiError ? t(`errors:${e.code}`, { defaultValue: e.message }) : String(e)); }
  };
  return { note, run };
}

export function GeneralSettingsForm() {
  const { t } = useTranslation('operator');
  const [s, setS] = useState<OperatorSettings | null>(null);
  const { note, run } = useSaved();
  useEffect(() => { getSettings().then(setS, () => setS(null)); }, []);
  if (!s) return null;
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => setS(await putSettings({
      site_status: s.site_status, withdrawal_status: s.withdrawal_status, notice: s.notice.map((n) => n.trim()).filter(Boolean), system_notice: s.system_notice,
    })));
  };
  return (
    <form className="settings-form" aria-label={t('generalSettings')} onSubmit={save}>
      <h2>{t('generalSettings')}</h2>
      <label><input type="checkbox" checked={s.site_status === 1} onChange={(e) => setS({ ...s, site_status: e.target.checked ? 1 : 0 })} />{t('siteOpen')}</label>
      <label><input type="checkbox" checked={s.withdrawal_status === 1} onChange={(e) => setS({ ...s, withdrawal_status: e.target.checked ? 1 : 0 })} />{t('withdrawalsOpen')}</label>
      <label>{t('notices')}<textarea value={s.notice.join('\n')} onChange={(e) => setS({ ...s, notice: e.target.value.split('\n') })} /></label>
      <label>{t('systemNotice')}<textarea value={s.system_notice} onChange={(e) => setS({ ...s, system_notice: e.target.value })} /></label>
      <button type="submit">{t('save')}</button>
      {note && <p role="status">{note}</p>}
    </form>
  );
}

const LIMIT_KEYS: (keyof WalletLimits)[] = ['deposit_min', 'deposit_max', 'withdraw_min', 'withdraw_max'];

export function LimitsForm() {
  const { t } = useTranslation('operator');
  const [l, setL] = useState<Record<keyof WalletLimits, string> | null>(null);
  const { note, run } = useSaved();
  const show = (v: WalletLimits) => setL(Object.fromEntries(LIMIT_KEYS.map((k) => [k, String(v[k])])) as Record<keyof WalletLimits, string>);
  useEffect(() => { getLimits().then(show, () => setL(null)); }, []);
  if (!l) return null;
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => show(await putLimits(Object.fromEntries(LIMIT_KEYS.map((k) => [k, Number(l[k])])) as WalletLimits)));
  };
  return (
    <form className="settings-form" aria-label={t('limits')} onSubmit={save}>
      <h2>{t('limits')}</h2>
      {LIMIT_KEYS.map((k) => (
        <label key={k}>{t(k)}<input inputMode="decimal" value={l[k]} onChange={(e) => setL({ ...l, [k]: e.target.value })} /></label>
      ))}
      <button type="submit">{t('save')}</button>
      {note && <p role="status">{note}</p>}
    </form>
  );
}
