// The Exchange tab of /betting-record: the player's exchange bets from
// /api/exchange-hub, grouped by the Dhaka day they were placed, each row the event, the bet type, the
// selection, the odds and the stake (a cash out's hedge marked), its status tag and, once settled, the
// net profit or loss; a row opens 'Exchange Record Details'.
// Today by default, as the page's other filters; a failed read says so, with Try again.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExchangeHubRecord } from '../../../contracts/exchange-records.ts';
import { Badge } from '../../components/badge.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FeedName } from '../../components/feed-name.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { Money } from '../../components/money.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { DAY_MS, dhakaDate } from '../../lib/time.ts';
import { dhakaDay } from './date-filter.ts';
import { getExchangeRecords } from './exchange-record-api.ts';
import { ExchangeRecordDetails, recordOdds } from './exchange-record-details.tsx';
import { ExchangeStatusTag } from './exchange-status-tag.tsx';
import './exchange-record.css';

type Span = 'today' | 'yesterday' | 'last7' | 'all';
const SPANS: Span[] = ['today', 'yesterday', 'last7', 'all'];

/** The span as Dhaka days for the query (inclusive); none for all. */
export function spanDays(span: Span, now: number = Date.now()): { from?: string; to?: string } {
  const day = (offset: number) => dhakaDate(now - offset * DAY_MS);
  if (span === 'all') return {};
  if (span === 'yesterday') return { from: day(1), to: day(1) };
  return { from: day(span === 'last7' ? 6 : 0), to: day(0) };
}

export function ExchangeRecordTab() {
  const { t } = useTranslation('records');
  const f = useFormat();
  const [span, setSpan] = useState<Span>('today');
  const read = useRead(`records:exchange:${span}`, () => getExchangeRecords(spanDays(span)));
  const records = read.data;
  const [open, setOpen] = useState<ExchangeHubRecord | null>(null);

  const days = useMemo(() => {
    const byDay = new Map<string, ExchangeHubRecord[]>();
    for (const r of records ?? []) byDay.set(dhakaDay(r.created_at), [...(byDay.get(dhakaDay(r.created_at)) ?? []), r]);
    return [...byDay.entries()];
  }, [records]);

  return (
    <div className="exchange-record" data-testid="exchange-record-tab">
      <SegmentedControl label={t('date')} value={span} onChange={setSpan} options={SPANS.map((s) => ({ value: s, label: t(s === 'all' ? 'all' : s) }))} />
      <ReadState read={read} empty={<EmptyState title={t('noData')} />} isEmpty={(r) => r.length === 0}>
        {days.map(([day, list]) => (
          <section key={day} className="exchange-record-day" aria-label={f.date(`${day}T00:00:00+06:00`)}>
            <h3>{f.date(`${day}T00:00:00+06:00`)}</h3>
            <List label={f.date(`${day}T00:00:00+06:00`)}>
              {list.map((r) => (
                <ListRow
                  key={r.transaction_id}
                  testId="exchange-record-row"
                  onClick={() => setOpen(r)}
                  title={<FeedName name={r.event_name} bn={r.event_name_bn} />}
                  subtitle={
                    <>
                      {t(`exchangeRecord.betType.${r.bet_type.toLowerCase()}`, { defaultValue: r.bet_type })} ·{' '}
                      <FeedName name={r.selection_name} bn={r.selection_name_bn} /> · <span className="num">{recordOdds(r, f)}</span> ·{' '}
                      {t('exchangeRecord.stake')} <Money value={r.stake} />
                      {r.source === 'cash_out' && (
                        <>
                          {' '}
                          <Badge tone="accent" testId="exchange-record-cash-out">
                            {t('exchangeRecord.cashOut')}
                          </Badge>
                        </>
                      )}
                    </>
                  }
                  trailing={
                    <span className="exchange-record-result">
                      {r.status !== 'open' && <Money value={r.net_profit_loss} signed testId="exchange-record-pnl" />}
                      <ExchangeStatusTag record={r} />
                    </span>
                  }
                />
              ))}
            </List>
          </section>
        ))}
      </ReadState>
      {open && <ExchangeRecordDetails record={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
