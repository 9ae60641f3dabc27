// A list grouped by sport (the in-play list's tabs), a head over each sport's rows. A long list
// (Today and Tomorrow hold hundreds of events) is virtualized: only the rows on screen are mounted.
// A short one (the In-Play tab rarely holds more than a few dozen) is rendered as it is: the
// virtualizer's measuring passes cost more on a cheap phone (~50 ms of main thread at 1x for four
// rows, several synchronous layouts) than mounting every row once. The virtualizer (18 KB sent) is
// fetched only when a list is long, so the in-play list's first paint does not carry it; until it is
// in, the list's first rows are drawn as a short list is.
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sport } from '../../../../contracts/exchange.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListOddsHead } from './list-odds.tsx';

/** Up to this many rows a list is mounted whole; above it, virtualized. */
export const PLAIN_LIST_MAX = 20;

const GroupedVirtuoso = lazy(() => import('react-virtuoso').then((m) => ({ default: m.GroupedVirtuoso })));

export interface ListGroup<T> {
  sport: Sport;
  items: T[];
}

export function GroupedList<T>({
  groups,
  render,
  itemKey,
  testId,
  withOdds = false,
}: {
  groups: ListGroup<T>[];
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  testId: string;
  withOdds?: boolean;
}) {
  const { t } = useTranslation('exchange');
  const shown = groups.filter((g) => g.items.length > 0);
  const count = shown.reduce((n, g) => n + g.items.length, 0);
  if (count === 0) return <EmptyState title={t('noEvents')} />;
  const head = (sport: Sport) => (
    <h2 className="group-head">
      <span>{t(`sport.${sport}`)}</span>
      {withOdds && <ListOddsHead />}
    </h2>
  );
  const plain = (groupsShown: ListGroup<T>[]) => (
    <div className="grouped-list grouped-list-plain" data-testid={testId}>
      {groupsShown.map((g) => (
        <section key={g.sport} className="list-group">
          {head(g.sport)}
          {g.items.map((item) => (
            <Fragment key={itemKey(item)}>{render(item)}</Fragment>
          ))}
        </section>
      ))}
    </div>
  );
  if (count <= PLAIN_LIST_MAX) return plain(shown);
  const items = shown.flatMap((g) => g.items);
  return (
    <Suspense fallback={plain(firstRows(shown, PLAIN_LIST_MAX))}>
      <GroupedVirtuoso
        className="grouped-list"
        data-testid={testId}
        useWindowScroll
        groupCounts={shown.map((g) => g.items.length)}
        groupContent={(i) => head(shown[i]?.sport ?? 'cricket')}
        itemContent={(i) => render(items[i] as T)}
      />
    </Suspense>
  );
}

/** The groups cut to their first `max` rows in all (what a screen shows before the virtualizer is in). */
function firstRows<T>(groups: ListGroup<T>[], max: number): ListGroup<T>[] {
  let left = max;
  return groups.flatMap((g) => {
    const items = g.items.slice(0, Math.max(0, left));
    left -= items.length;
    return items.length > 0 ? [{ ...g, items }] : [];
  });
}
