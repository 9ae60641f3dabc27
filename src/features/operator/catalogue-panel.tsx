// The cashier's catalogue: payment methods, the agent wallet numbers get-wallet-number hands out,
// and deposit promotions. Rows toggle active/inactive (or display/inactive); new rows are added below.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ACCOUNT_TYPES, type operatorPaymentMethodSchema, type operatorWalletNumberSchema, type Promotion } from '../../../contracts/wallet.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { TextField } from '../../components/form-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { SelectField } from '../../components/select.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { getMethods, getPromotions, getWalletNumbers, saveRow } from './api.ts';

type Method = z.infer<typeof operatorPaymentMethodSchema>;
type WalletNumber = z.infer<typeof operatorWalletNumberSchema>;

export function CataloguePanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [methods, setMethods] = useState<Method[]>([]);
  const [numbers, setNumbers] = useState<WalletNumber[]>([]);
  const [promos, setPromos] = useState<Promotion[]>([]);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const load = () => {
    getMethods().then(setMethods, () => setMethods([]));
    getWalletNumbers().then(setNumbers, () => setNumbers([]));
    getPromotions().then(setPromos, () => setPromos([]));
  };
  useEffect(load, []);
  const run = async (work: Promise<unknown>) => {
    try {
      await work;
      setNote({ ok: true, text: t('saved') });
      load();
    } catch (e) {
      setNote({ ok: false, text: e instanceof ApiError ? t(`errors:${e.code}`, { defaultValue: e.message }) : String(e) });
    }
  };
  const flip = (s: string) => (s === 'active' ? 'inactive' : 'active');
  const status = (s: string) => <Badge tone={s === 'inactive' ? 'neutral' : 'success'}>{t(s)}</Badge>;
  const toggle = (onClick: () => void) => (
    <Button variant="secondary" size="sm" onClick={onClick}>
      {t('toggle')}
    </Button>
  );

  return (
    <div className="catalogue">
      {note && <Notice tone={note.ok ? 'success' : 'danger'}>{note.text}</Notice>}
      <Card title={t('paymentMethods')}>
        <DataTable label={t('paymentMethods')}>
          <thead>
            <tr>
              <th>{t('name')}</th>
              <th>{t('account_type')}</th>
              <th>{t('status')}</th>
              <th>
                <span className="visually-hidden">{t('toggle')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {methods.map(({ id, ...m }) => (
              <tr key={id}>
                <td translate="no">{m.name}</td>
                <td>{t(`accountType.${m.account_type}`, { defaultValue: m.account_type })}</td>
                <td>{status(m.status)}</td>
                <td>{toggle(() => void run(saveRow('payment-methods', { ...m, status: flip(m.status) }, id)))}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <AddForm
          label={t('addMethod')}
          fields={['name', 'icon']}
          select={{ name: 'account_type', options: [...ACCOUNT_TYPES], labels: ACCOUNT_TYPES.map((a) => t(`accountType.${a}`)) }}
          onAdd={(v) => void run(saveRow('payment-methods', { ...v, status: 'active', sort_order: methods.length }))}
        />
      </Card>
      <Card title={t('walletNumbers')}>
        <DataTable label={t('walletNumbers')}>
          <thead>
            <tr>
              <th>{t('account_number')}</th>
              <th>{t('payment_method_id')}</th>
              <th>{t('status')}</th>
              <th>
                <span className="visually-hidden">{t('toggle')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {numbers.map(({ id, ...n }) => (
              <tr key={id}>
                <td className="num">{f.digits(n.account_number)}</td>
                <td translate="no">{methods.find((m) => m.id === n.payment_method_id)?.name ?? f.integer(n.payment_method_id)}</td>
                <td>{status(n.status)}</td>
                <td>{toggle(() => void run(saveRow('wallet-numbers', { ...n, status: flip(n.status) }, id)))}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <AddForm
          label={t('addNumber')}
          fields={['account_number']}
          select={{
            name: 'payment_method_id',
            options: methods.map((m) => String(m.id)),
            labels: methods.map((m) => `${m.name} (${t(`accountType.${m.account_type}`, { defaultValue: m.account_type })})`),
          }}
          onAdd={(v) =>
            void run(saveRow('wallet-numbers', { account_number: v.account_number, payment_method_id: Number(v.payment_method_id), status: 'active' }))
          }
        />
      </Card>
      <Card title={t('promotions')}>
        <DataTable label={t('promotions')}>
          <thead>
            <tr>
              <th>{t('name')}</th>
              <th>{t('deposit_bouns')}</th>
              <th>{t('turnover')}</th>
              <th>{t('status')}</th>
              <th>
                <span className="visually-hidden">{t('toggle')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {promos.map(({ id, ...p }) => (
              <tr key={id}>
                <td>{f.lang === 'bn' && p.name_bn ? p.name_bn : <span lang="en">{p.name}</span>}</td>
                <td className="num">{f.percent(p.deposit_bouns)}</td>
                <td className="num">{`× ${f.number(p.turnover)}`}</td>
                <td>{status(p.status)}</td>
                <td>{toggle(() => void run(saveRow('promotions', { ...p, status: p.status === 'inactive' ? 'display' : 'inactive' }, id)))}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <AddForm
          label={t('addPromotion')}
          fields={['name', 'start_date', 'end_date', 'deposit_bouns', 'turnover']}
          onAdd={(v) => void run(saveRow('promotions', { ...v, deposit_bouns: Number(v.deposit_bouns), turnover: Number(v.turnover), status: 'display' }))}
        />
      </Card>
    </div>
  );
}

function AddForm({
  label,
  fields,
  select,
  onAdd,
}: {
  label: string;
  fields: string[];
  select?: { name: string; options: string[]; labels?: string[] };
  onAdd: (v: Record<string, string>) => void;
}) {
  const { t } = useTranslation('operator');
  const [v, setV] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd({ ...(select ? { [select.name]: select.options[0] ?? '' } : {}), ...v });
    setV({});
  };
  return (
    <form className="add-form" aria-label={label} onSubmit={submit}>
      <h3 className="add-form-title">{label}</h3>
      <div className="add-form-fields">
        {fields.map((name) => (
          <TextField
            key={name}
            label={t(name)}
            name={name}
            type={name.endsWith('_date') ? 'date' : 'text'}
            value={v[name] ?? ''}
            onChange={(e) => setV({ ...v, [name]: e.target.value })}
          />
        ))}
        {select && (
          <SelectField
            label={t(select.name)}
            value={v[select.name] ?? select.options[0] ?? ''}
            onChange={(value) => setV({ ...v, [select.name]: value })}
            options={select.options.map((o, i) => ({ value: o, label: select.labels?.[i] ?? o }))}
          />
        )}
      </div>
      <Button type="submit" variant="secondary" icon="check">
        {label}
      </Button>
    </form>
  );
}
