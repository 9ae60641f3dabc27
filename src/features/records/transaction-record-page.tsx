// Transaction record (spec part 1 §2, part 2 Per-area detail "Records"): filters Status, Payment
// Type and Date (Today by default, days cut at Dhaka midnight); rows grouped by day; a row opens
// its details (progress timeline and table). A failed load shows No Data rather than nothing.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionRecord } from '../../../contracts/wallet.ts';
import { Dialog } from '../../components/dialog.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import type { Language } from '../../lib/i18n.ts';
import { formatTaka } from '../../lib/format.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { inDhaka } from '../../lib/time.ts';
import { getTransactions } from './api.ts';
import './records.css';
import { DATE_FILTERS, dateRange, dhakaDay, inRange, type DateFilter } from './date-filter.ts';

type StatusFilter = 'all' | '0' | '2' | '1';
type TypeFilter = 'all' | 'deposit' | 'withdraw';
const STATUS_FILTERS: [StatusFilter, string][] = [['all', 'all'], ['0', 'pending'], ['2', 'fail'], ['1', 'success']];
const TYPE_FILTERS: [TypeFilter, string][] = [['all', 'all'], ['deposit', 'deposit'], ['withdraw', 'withdrawal']];
const STATUS_TAG = { '0': 'processing', '1': 'success', '2': 'fail' } as const;

function Choice<K extends string>({ label, value, options, onChange }: { label: string; value: K; options: [K, string][]; onChange: (k: K) => void }) {
  const { t } = useTranslation('records');
  return (
    <fieldset className="record-filter" role="radiogroup" aria-label={label}>
      <legend>{label}</legend>
      {options.map(([k, name]) => (
        <button key={k} type="button" role="radio" aria-checked={value === k} onClick={() => onChange(k)}>{t(name)}</button>
      ))}
    </fieldset>
  );
}

export function TransactionRecordPage() {
  const { t, i18n } = useTranslation('records');
  const lang = i18n.language as Language;
  const [rows, setRows] = useState<TransactionRecord[] | null>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [date, setDate] = useState<DateFilter>('today');
  const [open, setOpen] = useState<TransactionRecord | null>(null);

  useEffect(() => { getTransactions().then(setRows, () => setRows([])); }, []);

  const groups = useMemo(() => {
    const range = dateRange(date);
    const shown = (rows ?? [])
      .filter((r) => (status === 'all' || r.key === status) && (type === 'all' || r.action === type) && inRange(r.created_at, range))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const byDay = new Map<string, TransactionRecord[]>();
    for (const r of shown) byDay.set(dhakaDay(r.created_at), [...(byDay.get(dhakaDay(r.created_at)) ?? []), r]);
    return [...byDay.entries()];
  }, [rows, status, type, date]);

  return (
    <section className="transaction-record" data-screen="TransactionRecordPage">
      <h1>{t('transactionRecord')}</h1>
      <Choice label={t('status')} value={status} options={STATUS_FILTERS} onChange={setStatus} />
      <Choice label={t('paymentType')} value={type} options={TYPE_FILTERS} onChange={setType} />
      <Choice label={t('date')} value={date} options={DATE_FILTERS.map((d) => [d, d])} onChange={setDate} />
      {rows === null && <SkeletonList rows={4} />}
      {rows !== null && groups.length === 0 && <p className="empty">{t('noData')}</p>}
      {groups.map(([day, list]) => (
        <div key={day} className="record-group" data-testid="record-group">
          <h2>{formatDate(list[0].created_at, lang)}</h2>
          <ul>
            {list.map((r) => (
              <li key={r.id}>
                <button type="button" className="record-row" data-testid="record-row" onClick={() => setOpen(r)}>
                  <span>{t(r.action)}</span>
                  <span>{formatTaka(r.amount, lang)}</span>
                  <span className={`tag tag-${STATUS_TAG[r.key]}`}>{t(STATUS_TAG[r.key])}</span>
                  <time>{inDhaka(r.created_at).format('HH:mm:ss')}</time>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {open && <TransactionDetails record={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function TransactionDetails({ record, onClose }: { record: TransactionRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation('records');
  const lang = i18n.language as Language;
  const done = record.key !== '0';
  return (
    <Dialog title={t('details')} onClose={onClose} name="transaction-details">
      <h3>{t('progress')}</h3>
      <ol className="timeline">
        <li>{t('submitted')} <time>{formatDateTime(record.created_at, lang)}</time></li>
        <li className={done ? undefined : 'waiting'}>
          {t(STATUS_TAG[record.key])} {done && <time>{formatDateTime(record.updated_at, lang)}</time>}
          {record.key === '2' && record.reason && <span> — {record.reason}</span>}
        </li>
      </ol>
      <table>
        <thead><tr><th>{t('no')}</th><th>{t('type')}</th><th>{t('paymentMethod')}</th><th>{t('bankName')}</th><th>{t('amount')}</th></tr></thead>
        <tbody>
          <tr>
            <td>{record.transaction_id ?? record.id}</td>
            <td>{t(record.action)}</td>
            <td>{record.payment_method?.icon && <img src={record.payment_method.icon} alt="" width={20} height={20} />}{record.payment_method?.type || t('agent')}</td>
            <td>{record.payment_method?.name ?? '—'}</td>
            <td>{formatTaka(record.amount, lang)}</td>
          </tr>
        </tbody>
      </table>
    </Dialog>
  );
}
