// A list grouped by sport (the in-play list's tabs), a head over each sport's rows. A long list
// (Today and Tomorrow hold hundreds of events) is virtualized: only the rows on screen are mounted.
// A short one (the In-Play tab rarely holds more than a few dozen) is rendered as it is: the
// virtualizer's measuring passes cost more on a cheap phone (~50 ms of main thread at 1x for four
// rows, several synchronous layouts) than mounting every row once.
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedVirtuoso } from 'react-virtuoso';
import type { Sport } from '../../../contracts/exchange.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListOddsHead } from './list-odds.tsx';

/** Up to this many rows a list is mounted whole; above it, virtualized. */
export const PLAIN_LIST_MAX = 20;

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
  if (count <= PLAIN_LIST_MAX) {
    return (
      <div className="grouped-list grouped-list-plain" data-testid={testId}>
        {shown.map((g) => (
          <section key={g.sport} className="list-group">
            {head(g.sport)}
            {g.items.map((item) => (
              <Fragment key={itemKey(item)}>{render(item)}</Fragment>
            ))}
          </section>
        ))}
      </div>
    );
  }
  const items = shown.flatMap((g) => g.items);
  return (
    <GroupedVirtuoso
      className="grouped-list"
      data-testid={testId}
      useWindowScroll
      groupCounts={shown.map((g) => g.items.length)}
      groupContent={(i) => head(shown[i]?.sport ?? 'cricket')}
      itemContent={(i) => render(items[i] as T)}
    />
  );
}
