// Turnover record: Active and Completed tabs of the turnover
// requirements a promotion opened. The bar shows how much of the requirement is played through;
// a completed one is full. The bonus line is required turnover / the promotion's multiple.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TurnoverRecord } from '../../../contracts/wallet.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getTurnovers } from './api.ts';
import './turnover-record.css';

/** Share of the requirement played, 0..100; complete is always 100 (not the product's remaining share: docs/decisions/0007). */
export function turnoverProgress(r: Pick<TurnoverRecord, 'status' | 'required_turnover' | 'remaining_turnover'>): number {
  if (r.status === 'complete' || r.required_turnover <= 0) return 100;
  const played = (r.required_turnover - r.remaining_turnover) / r.required_turnover;
  return Math.round(Math.min(1, Math.max(0, played)) * 100);
}

export function TurnoverRecordPage() {
  const { t } = useTranslation('records');
  const read = useRead('records:turnovers', getTurnovers);
  const [tab, setTab] = useState<'active' | 'complete'>('active');
  const shown = (read.data ?? []).filter((r) => r.status === tab);
  return (
    <Page width="wide" screen="TurnoverRecordPage">
      <PageHeader title={t('turnoverRecord')} back="history" />
      <Tabs
        fill
        label={t('turnoverRecord')}
        active={tab}
        onChange={setTab}
        panelId="turnover-panel"
        items={[
          { key: 'active', label: t('active') },
          { key: 'complete', label: t('completed') },
        ]}
      />
      <div id="turnover-panel" role="tabpanel" className="turnover-panel">
        <ReadState read={read} empty={<EmptyState title={t('noData')} />} isEmpty={() => shown.length === 0}>
          <div className="turnover-grid">
            {shown.map((r) => (
              <TurnoverCard key={r.id} record={r} />
            ))}
          </div>
        </ReadState>
      </div>
    </Page>
  );
}

function TurnoverCard({ record }: { record: TurnoverRecord }) {
  const { t } = useTranslation('records');
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const progress = turnoverProgress(record);
  const multiple = record.transaction.promotion.turnover || 1;
  const played = Math.max(0, record.required_turnover - (record.status === 'complete' ? 0 : record.remaining_turnover));
  const detailsId = `turnover-details-${record.id}`;
  return (
    <article className="turnover-card" data-testid="turnover-card">
      <Card>
        <h2 className="turnover-title">{record.transaction.promotion.name}</h2>
        <dl className="turnover-facts">
          <div>
            <dt>{t('eventEndsIn')}</dt>
            <dd>{record.completed_at ? <time dateTime={record.completed_at}>{f.dateTime(record.completed_at)}</time> : '—'}</dd>
          </div>
          <div>
            <dt>{t('requiredTurnover')}</dt>
            <dd className="num">{f.taka(record.required_turnover)}</dd>
          </div>
        </dl>
        <div className="turnover-progress">
          <div
            className="turnover-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={t('percentPlayed', { percent: f.percent(progress) })}
            aria-label={t('requiredTurnover')}
          >
            <div className={`turnover-bar-fill${progress === 100 ? ' turnover-bar-full' : ''}`} style={{ width: `${progress}%` }} />
          </div>
          <p className="turnover-progress-text">
            <span>{t('ofRequired', { played: f.taka(played), required: f.taka(record.required_turnover) })}</span>
            <span className="num">{f.percent(progress)}</span>
          </p>
        </div>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)}>
          {t('details')}
        </Button>
        {open && (
          <dl className="turnover-details" id={detailsId}>
            <div>
              <dt>{t('bonus')}</dt>
              <dd className="num">{f.amount(record.required_turnover / multiple)}</dd>
            </div>
            <div>
              <dt>{t('remaining')}</dt>
              <dd className="num">{f.taka(record.remaining_turnover)}</dd>
            </div>
            <div>
              <dt>{t('paymentMethod')}</dt>
              <dd translate="no">{record.transaction.payment_method.name}</dd>
            </div>
            <div>
              <dt>{t('startedAt')}</dt>
              <dd>
                <time dateTime={record.created_at}>{f.dateTime(record.created_at)}</time>
              </dd>
            </div>
          </dl>
        )}
      </Card>
    </article>
  );
}
