// The cashier's catalogue: payment methods and the agent wallet numbers get-wallet-number hands out.
// Rows toggle active/inactive; new rows are added below. Promotions have their own panel.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES } from '../../../contracts/wallet.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { TextField } from '../../components/form-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { SelectField } from '../../components/select.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { getMethods, getWalletNumbers, saveRow } from './api.ts';
import { ListTable } from './list-panel.tsx';

export function CataloguePanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const methods = useRead('operator:catalogue:methods', getMethods);
  const numbers = useRead('operator:catalogue:numbers', getWalletNumbers);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (work: Promise<unknown>) => {
    try {
      await work;
      setNote({ ok: true, text: t('saved') });
      invalidateReads('operator:catalogue');
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
  const toggleHead = (
    <th>
      <span className="visually-hidden">{t('toggle')}</span>
    </th>
  );
  const methodList = methods.data ?? [];

  return (
    <div className="catalogue">
      {note && <Notice tone={note.ok ? 'success' : 'danger'}>{note.text}</Notice>}
      <Card title={t('paymentMethods')}>
        <ListTable
          read={methods}
          label={t('paymentMethods')}
          head={
            <>
              <th>{t('name')}</th>
              <th>{t('account_type')}</th>
              <th>{t('status')}</th>
              {toggleHead}
            </>
          }
          row={({ id, ...m }) => (
            <tr key={id}>
              <td translate="no">{m.name}</td>
              <td>{t(`accountType.${m.account_type}`, { defaultValue: m.account_type })}</td>
              <td>{status(m.status)}</td>
              <td>{toggle(() => void run(saveRow('payment-methods', { ...m, status: flip(m.status) }, id)))}</td>
            </tr>
          )}
        />
        <AddForm
          label={t('addMethod')}
          fields={['name', 'icon']}
          select={{ name: 'account_type', options: [...ACCOUNT_TYPES], labels: ACCOUNT_TYPES.map((a) => t(`accountType.${a}`)) }}
          onAdd={(v) => void run(saveRow('payment-methods', { ...v, status: 'active', sort_order: methodList.length }))}
        />
      </Card>
      <Card title={t('walletNumbers')}>
        <ListTable
          read={numbers}
          label={t('walletNumbers')}
          head={
            <>
              <th>{t('account_number')}</th>
              <th>{t('payment_method_id')}</th>
              <th>{t('status')}</th>
              {toggleHead}
            </>
          }
          row={({ id, ...n }) => (
            <tr key={id}>
              <td className="num">{f.digits(n.account_number)}</td>
              <td translate="no">{methodList.find((m) => m.id === n.payment_method_id)?.name ?? f.integer(n.payment_method_id)}</td>
              <td>{status(n.status)}</td>
              <td>{toggle(() => void run(saveRow('wallet-numbers', { ...n, status: flip(n.status) }, id)))}</td>
            </tr>
          )}
        />
        <AddForm
          label={t('addNumber')}
          fields={['account_number']}
          select={{
            name: 'payment_method_id',
            options: methodList.map((m) => String(m.id)),
            labels: methodList.map((m) => `${m.name} (${t(`accountType.${m.account_type}`, { defaultValue: m.account_type })})`),
          }}
          onAdd={(v) =>
            void run(saveRow('wallet-numbers', { account_number: v.account_number, payment_method_id: Number(v.payment_method_id), status: 'active' }))
          }
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
