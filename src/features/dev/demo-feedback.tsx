// Gallery: badges, notices, the empty state, skeletons, countdowns, money, and a toast.
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Money } from '../../components/money.tsx';
import { FormError, Notice } from '../../components/notice.tsx';
import { Skeleton, SkeletonList } from '../../components/skeleton.tsx';
import { showToast } from '../../components/toast-store.ts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format.ts';
import { useSample } from './samples.ts';

export function BadgesDemo() {
  const { t } = useTranslation('exchange');
  const s = useSample();
  return (
    <div className="demo-stack">
      <div className="demo-row">
        <Badge tone="inplay">{t('inPlay')}</Badge>
        <Badge tone="fancy">{t('fancyBadge')}</Badge>
        <Badge tone="bookmaker">{t('bookmakerBadge')}</Badge>
        <Badge tone="success">{s.won}</Badge>
        <Badge tone="danger">{s.lost}</Badge>
        <Badge tone="warning">{s.pending}</Badge>
        <Badge tone="info">{s.verified}</Badge>
        <Badge tone="accent">{s.newMessages}</Badge>
        <Badge tone="neutral" count={12} />
        <Badge tone="danger" count={1500} />
      </div>
      <Notice tone="info">{s.noticeInfo}</Notice>
      <Notice tone="success">{s.noticeSuccess}</Notice>
      <Notice tone="warning" title={s.pending}>
        {s.noticeWarning}
      </Notice>
      <Notice tone="danger">{s.noticeDanger}</Notice>
      <FormError error="networkError" />
    </div>
  );
}

export function EmptyLoadingDemo() {
  const s = useSample();
  return (
    <div className="demo-stack">
      <EmptyState />
      <EmptyState icon="trophy" title={s.noBets} description={s.noBetsNote} action={<Button variant="secondary">{s.explore}</Button>} />
      <SkeletonList rows={3} avatar label={s.loadingRecords} />
      <div className="demo-row">
        <Skeleton shape="rect" width={120} height={72} />
        <Skeleton shape="rect" width={120} height={72} />
      </div>
    </div>
  );
}

export function NumbersDemo() {
  const s = useSample();
  const f = useFormat();
  const kickOff = Date.UTC(2026, 10, 24, 13, 30);
  return (
    <div className="demo-stack">
      <dl className="demo-numbers">
        <dt>{s.balance}</dt>
        <dd>
          <Money value={2500000.75} />
        </dd>
        <dt>{s.profit}</dt>
        <dd>
          <Money value={1250} signed />
        </dd>
        <dt>{s.loss}</dt>
        <dd>
          <Money value={-50} signed />
        </dd>
        <dt>{s.back}</dt>
        <dd className="num">
          {f.odds(1.5)} · {f.odds(2.02)} · {f.odds(1000)} · {f.compact(123456)}
        </dd>
        <dt>{s.today}</dt>
        <dd>
          <time dateTime={new Date(kickOff).toISOString()}>{f.dayTime(kickOff)}</time>
        </dd>
        <dt>{s.history}</dt>
        <dd>{f.dateTime(kickOff)}</dd>
        <dt>{s.expiresIn}</dt>
        <dd>
          <Countdown seconds={299} />
        </dd>
        <dt>{s.pending}</dt>
        <dd>
          <Countdown seconds={0} />
        </dd>
      </dl>
      <Button variant="secondary" onClick={() => showToast(s.toastText, { tone: 'success' })}>
        {s.showToast}
      </Button>
    </div>
  );
}
