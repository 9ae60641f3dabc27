// The filters of Bets History and Profit & Loss: a sport (or all) and a span of Dhaka days (today,
// yesterday, the last 7 or 30 days), as the query's from / to (YYYY-MM-DD, Asia/Dhaka).
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { SelectField } from '../../../components/select.tsx';
import { DAY_MS, dhakaDate } from '../../../lib/time.ts';

export type DaySpan = 'today' | 'yesterday' | 'last7' | 'last30';
export const DAY_SPANS: DaySpan[] = ['today', 'yesterday', 'last7', 'last30'];
export type SportFilter = 'all' | 'cricket' | 'soccer' | 'tennis';

/** The span as Dhaka days, inclusive. */
export function daysOf(span: DaySpan, now: number = Date.now()): { from: string; to: string } {
  const day = (back: number) => dhakaDate(now - back * DAY_MS);
  if (span === 'yesterday') return { from: day(1), to: day(1) };
  const back = span === 'today' ? 0 : span === 'last7' ? 6 : 29;
  return { from: day(back), to: day(0) };
}

export function AccountFilters({
  sport,
  span,
  onSport,
  onSpan,
}: {
  sport: SportFilter;
  span: DaySpan;
  onSport: (s: SportFilter) => void;
  onSpan: (s: DaySpan) => void;
}) {
  const { t } = useTranslation('exchange');
  return (
    <div className="account-filters">
      <SelectField
        label={t('filters.sport')}
        value={sport}
        onChange={onSport}
        options={(['all', 'cricket', 'soccer', 'tennis'] as const).map((s) => ({ value: s, label: s === 'all' ? t('filters.allSports') : t(`sport.${s}`) }))}
      />
      <SegmentedControl
        label={t('filters.days')}
        showLabel
        value={span}
        onChange={onSpan}
        options={DAY_SPANS.map((s) => ({ value: s, label: t(`filters.${s}`) }))}
      />
    </div>
  );
}
