// Transaction record: filters Status, Payment
// Type and Date (Today by default, days cut at Dhaka midnight); rows grouped by day; a row opens
// its details (progress timeline and table). A failed load says so, with Try again.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionRecord } from '../../../contracts/wallet.ts';
import { Badge, type BadgeTone } from '../../components/badge.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getTransactions } from './api.ts';
import { DATE_FILTERS, dateRange, dhakaDay, inRange, type DateFilter } from './date-filter.ts';
import { FilterChoice, RecordsLayout } from './record-filters.tsx';
import './transaction-record.css';

type StatusFilter = 'all' | '0' | '2' | '1';
type TypeFilter = 'all' | 'deposit' | 'withdraw';
const STATUS_FILTERS: [StatusFilter, string][] = [
  ['all', 'all'],
  ['0', 'pending'],
  ['2', 'fail'],
  ['1', 'success'],
];
const TYPE_FILTERS: [TypeFilter, string][] = [
  ['all', 'all'],
  ['deposit', 'deposit'],
  ['withdraw', 'withdrawal'],
];
const STATUS_TAG = { '0': 'processing', '1': 'success', '2': 'fail' } as const;
const STATUS_TONE: Record<TransactionRecord['key'], BadgeTone> = { '0': 'info', '1': 'success', '2': 'danger' };

export function TransactionRecordPage() {
  const { t } = useTranslation('records');
  const f = useFormat();
  const read = useRead('records:transactions', getTransactions);
  const rows = read.data;
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [date, setDate] = useState<DateFilter>('today');
  const [open, setOpen] = useState<TransactionRecord | null>(null);

  const groups = useMemo(() => {
    const range = dateRange(date);
    const shown = (rows ?? [])
      .filter((r) => (status === 'all' || r.key === status) && (type === 'all' || r.action === type) && inRange(r.created_at, range))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const byDay = new Map<string, TransactionRecord[]>();
    for (const r of shown) byDay.set(dhakaDay(r.created_at), [...(byDay.get(dhakaDay(r.created_at)) ?? []), r]);
    return [...byDay.entries()];
  }, [rows, status, type, date]);

  const filters = (
    <>
      <FilterChoice label={t('status')} value={status} onChange={setStatus} options={STATUS_FILTERS.map(([value, key]) => ({ value, label: t(key) }))} />
      <FilterChoice label={t('paymentType')} value={type} onChange={setType} options={TYPE_FILTERS.map(([value, key]) => ({ value, label: t(key) }))} />
      <FilterChoice label={t('date')} value={date} onChange={setDate} options={DATE_FILTERS.map((d) => ({ value: d, label: t(d) }))} />
    </>
  );
  return (
    <Page width="wide" screen="TransactionRecordPage">
      <PageHeader title={t('transactionRecord')} back="history" />
      <RecordsLayout filters={filters} filtersLabel={t('filters')}>
        <ReadState read={read} skeleton={<SkeletonList rows={4} />} empty={<EmptyState title={t('noData')} />} isEmpty={() => groups.length === 0}>
          {groups.map(([day, list]) => (
            <section key={day} className="record-day" data-testid="record-group" aria-label={f.date(list[0].created_at)}>
              <h2 className="record-day-title">{f.date(list[0].created_at)}</h2>
              <List>
                {list.map((r) => (
                  <ListRow
                    key={r.id}
                    testId="record-row"
                    onClick={() => setOpen(r)}
                    className="transaction-row"
                    leading={
                      r.payment_method?.icon ? <img src={r.payment_method.icon} alt="" width={32} height={32} className="transaction-icon" /> : undefined
                    }
                    title={t(r.action)}
                    subtitle={<time dateTime={r.created_at}>{f.time(r.created_at)}</time>}
                    trailing={
                      <>
                        <span className="transaction-amount num">{f.taka(r.amount)}</span>
                        <Badge tone={STATUS_TONE[r.key]}>{t(STATUS_TAG[r.key])}</Badge>
                      </>
                    }
                  />
                ))}
              </List>
            </section>
          ))}
        </ReadState>
      </RecordsLayout>
      {open && <TransactionDetails record={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}

function TransactionDetails({ record, onClose }: { record: TransactionRecord; onClose: () => void }) {
  const { t } = useTranslation('records');
  const f = useFormat();
  const done = record.key !== '0';
  return (
    <Dialog title={t('details')} onClose={onClose} name="transaction-details">
      <h3 className="details-heading">{t('progress')}</h3>
      <ol className="timeline">
        <li className="timeline-step timeline-done">
          <span className="timeline-title">{t('submitted')}</span>
          <time dateTime={record.created_at}>{f.dateTime(record.created_at)}</time>
        </li>
        <li className={`timeline-step ${done ? `timeline-${STATUS_TAG[record.key]}` : 'timeline-waiting'}`}>
          <span className="timeline-title">{t(STATUS_TAG[record.key])}</span>
          {done && <time dateTime={record.updated_at}>{f.dateTime(record.updated_at)}</time>}
          {record.key === '2' && record.reason && <span className="timeline-reason">{record.reason}</span>}
        </li>
      </ol>
      <table className="details-table">
        <tbody>
          <tr>
            <th scope="row">{t('no')}</th>
            <td translate="no">{record.transaction_id ?? f.integer(record.id)}</td>
          </tr>
          <tr>
            <th scope="row">{t('type')}</th>
            <td>{t(record.action)}</td>
          </tr>
          <tr>
            <th scope="row">{t('paymentMethod')}</th>
            <td>
              {record.payment_method?.icon && <img src={record.payment_method.icon} alt="" width={20} height={20} />}
              {record.payment_method?.type ? t(`accountType.${record.payment_method.type}`, { defaultValue: record.payment_method.type }) : t('agent')}
            </td>
          </tr>
          <tr>
            <th scope="row">{t('bankName')}</th>
            <td translate="no">{record.payment_method?.name ?? '—'}</td>
          </tr>
          <tr>
            <th scope="row">{t('amount')}</th>
            <td className="num">{f.taka(record.amount)}</td>
          </tr>
        </tbody>
      </table>
    </Dialog>
  );
}
