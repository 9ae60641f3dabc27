// The cashier's catalogue: payment methods, the agent wallet numbers get-wallet-number hands out,
// and deposit promotions. Rows toggle active/inactive (or display/inactive); new rows are added below.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ACCOUNT_TYPES, type operatorPaymentMethodSchema, type operatorWalletNumberSchema, type Promotion,
} from '../../../contracts/wallet.ts';
import { ApiError } from '../../lib/api.ts';
import { getMethods, getPromotions, getWalletNumbers, saveRow } from './api.ts';

type Method = z.infer<typeof operatorPaymentMethodSchema>;
type WalletNumber = z.infer<typeof operatorWalletNumberSchema>;

export function CataloguePanel() {
  const { t } = useTranslation('operator');
  const [methods, setMethods] = useState<Method[]>([]);
  const [numbers, setNumbers] = useState<WalletNumber[]>([]);
  const [promos, setPromos] = useState<Promotion[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const load = () => {
    getMethods().then(setMethods, () => setMethods([]));
    getWalletNumbers().then(setNumbers, () => setNumbers([]));
    getPromotions().then(setPromos, () => setPromos([]));
  };
  useEffect(load, []);
  const run = async (work: Promise<unknown>) => {
    try { await work; setNote(t('saved')); load(); } catch (e) { setNote(e instanceof ApiError ? t(`errors:${e.code}`, { defaultValue: e.message }) : String(e)); }
  };
  const flip = (s: string) => (s === 'active' ? 'inactive' : 'active');

  return (
    <div className="catalogue">
      {note && <p role="status">{note}</p>}
      <h2>{t('paymentMethods')}</h2>
      <ul>
        {methods.map(({ id, ...m }) => (
          <li key={id}>{m.name} · {m.account_type} · {t(m.status)}{' '}
            <button type="button" onClick={() => void run(saveRow('payment-methods', { ...m, status: flip(m.status) }, id))}>{t('toggle')}</button></li>
        ))}
      </ul>
      <AddForm label={t('addMethod')} fields={['name', 'icon']} select={{ name: 'account_type', options: [...ACCOUNT_TYPES] }}
        onAdd={(v) => void run(saveRow('payment-methods', { ...v, status: 'active', sort_order: methods.length }))} />

      <h2>{t('walletNumbers')}</h2>
      <ul>
        {numbers.map(({ id, ...n }) => (
          <li key={id}>{n.account_number} · {methods.find((m) => m.id === n.payment_method_id)?.name ?? n.payment_method_id} · {t(n.status)}{' '}
            <button type="button" onClick={() => void run(saveRow('wallet-numbers', { ...n, status: flip(n.status) }, id))}>{t('toggle')}</button></li>
        ))}
      </ul>
      <AddForm label={t('addNumber')} fields={['account_number']}
        select={{ name: 'payment_method_id', options: methods.map((m) => String(m.id)), labels: methods.map((m) => `${m.name} (${m.account_type})`) }}
        onAdd={(v) => void run(saveRow('wallet-numbers', { account_number: v.account_number, payment_method_id: Number(v.payment_method_id), status: 'active' }))} />

      <h2>{t('promotions')}</h2>
      <ul>
        {promos.map(({ id, ...p }) => (
          <li key={id}>{p.name} · +{p.deposit_bouns}% · ×{p.turnover} · {t(p.status)}{' '}
            <button type="button" onClick={() => void run(saveRow('promotions', { ...p, status: p.status === 'inactive' ? 'display' : 'inactive' }, id))}>{t('toggle')}</button></li>
        ))}
      </ul>
      <AddForm label={t('addPromotion')} fields={['name', 'start_date', 'end_date', 'deposit_bouns', 'turnover']}
        onAdd={(v) => void run(saveRow('promotions', { ...v, deposit_bouns: Number(v.deposit_bouns), turnover: Number(v.turnover), status: 'display' }))} />
    </div>
  );
}

function AddForm({ label, fields, select, onAdd }: {
  label: string; fields: string[]; select?: { name: string; options: string[]; labels?: string[] }; onAdd: (v: Record<string, string>) => void;
}) {
  const { t } = useTranslation('operator');
  const [v, setV] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => { e.preventDefault(); onAdd({ ...(select ? { [select.name]: select.options[0] ?? '' } : {}), ...v }); setV({}); };
  return (
    <form className="add-form" aria-label={label} onSubmit={submit}>
      {fields.map((f) => <label key={f}>{t(f)}<input value={v[f] ?? ''} onChange={(e) => setV({ ...v, [f]: e.target.value })} /></label>)}
      {select && (
        <label>{t(select.name)}
          <select value={v[select.name] ?? select.options[0] ?? ''} onChange={(e) => setV({ ...v, [select.name]: e.target.value })}>
            {select.options.map((o, i) => <option key={o} value={o}>{select.labels?.[i] ?? o}</option>)}
          </select>
        </label>
      )}
      <button type="submit">{label}</button>
    </form>
  );
}
