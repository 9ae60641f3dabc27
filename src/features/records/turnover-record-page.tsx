// Turnover record (spec part 1 §2, part 2 §9): Active and Completed tabs of the turnover
// requirements a promotion opened. The bar shows how much of the requirement is played through;
// a completed one is full. The bonus line is required turnover / the promotion's multiple.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TurnoverRecord } from '../../../contracts/wallet.ts';
import { SkeletonList } from '../../components/skeleton.tsx';
import { Tabs } from '../../components/tabs.tsx';
import type { Language } from '../../lib/i18n.ts';
import { formatTaka } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format.ts';
import { getTurnovers } from './api.ts';
import './records.css';

/** Share of the requirement played, 0..100; complete is always 100 (not the spec's remaining share: docs/decisions/0007). */
export function turnoverProgress(r: Pick<TurnoverRecord, 'status' | 'required_turnover' | 'remaining_turnover'>): number {
  if (r.status === 'complete' || r.required_turnover <= 0) return 100;
  const played = (r.required_turnover - r.remaining_turnover) / r.required_turnover;
  return Math.round(Math.min(1, Math.max(0, played)) * 100);
}

export function TurnoverRecordPage() {
  const { t } = useTranslation('records');
  const [rows, setRows] = useState<TurnoverRecord[] | null>(null);
  const [tab, setTab] = useState<'active' | 'complete'>('active');
  useEffect(() => { getTurnovers().then(setRows, () => setRows([])); }, []);
  const shown = (rows ?? []).filter((r) => r.status === tab);
  return (
    <section className="turnover-record" data-screen="TurnoverRecordPage">
      <h1>{t('turnoverRecord')}</h1>
      <Tabs label={t('turnoverRecord')} active={tab} onChange={setTab}
        items={[{ key: 'active', label: t('active') }, { key: 'complete', label: t('completed') }]} />
      {rows === null && <SkeletonList rows={3} />}
      {rows !== null && shown.length === 0 && <p className="empty">{t('noData')}</p>}
      {shown.map((r) => <TurnoverCard key={r.id} record={r} />)}
    </section>
  );
}

function TurnoverCard({ record }: { record: TurnoverRecord }) {
  const { t, i18n } = useTranslation('records');
  const lang = i18n.language as Language;
  const [open, setOpen] = useState(false);
  const progress = turnoverProgress(record);
  const multiple = record.transaction.promotion.turnover || 1;
  return (
    <article className="turnover-card" data-testid="turnover-card">
      <h2>{record.transaction.promotion.name}</h2>
      <p>{t('eventEndsIn')} <time>{record.completed_at ? formatDateTime(record.completed_at, lang) : '—'}</time></p>
      <p>{t('requiredTurnover')} {formatTaka(record.required_turnover, lang)}</p>
      <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className="progress-fill" style={{ width: `${progress}%` }} />
      </div>
      <button type="button" className="link" onClick={() => setOpen((v) => !v)}>{t('details')}</button>
      {open && (
        <dl>
          <dt>{t('bonus')}</dt><dd>{(record.required_turnover / multiple).toFixed(2)}</dd>
          <dt>{t('remaining')}</dt><dd>{formatTaka(record.remaining_turnover, lang)}</dd>
          <dt>{t('paymentMethod')}</dt><dd>{record.transaction.payment_method.name}</dd>
          <dt>{t('startedAt')}</dt><dd>{formatDateTime(record.created_at, lang)}</dd>
        </dl>
      )}
    </article>
  );
}
