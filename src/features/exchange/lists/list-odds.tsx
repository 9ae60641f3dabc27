// A listed event's match odds as the usual 1 / X / 2 columns: best back and lay per runner, each a
// PriceCell on its own atom (the same px: keys the odds view reads), so a list tick that moves one
// price renders that one cell. The columns sit outside the row's link: a button may not live in an <a>.
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { selectAtom } from 'jotai/utils';
import { memo, useMemo } from 'react';
import { listStatusKey, priceKey } from '../../../../workers/feed-keys.ts';
import { voidedMarketsAtom } from '../my-bets/bet-state.ts';
import type { ListWords } from './event-list.tsx';
import { PriceCell } from '../prices/price-cell.tsx';
import { countRender } from '../render-counts.ts';
import { StatusOverlay } from '../prices/status-overlay.tsx';
import { useFeedValue } from '../feed/use-feed-atoms.ts';

/** The feed's runner order (home, away[, The Draw]) as columns 1, X, 2; -1 where an event has no draw. */
export function columnOrder(names: string[]): [number, number, number] {
  const draw = names.findIndex((n) => n === 'The Draw');
  const others = names.map((_, i) => i).filter((i) => i !== draw);
  return [others[0] ?? -1, draw, others[1] ?? -1];
}

/** The 1 / X / 2 labels over a list's price columns. */
export function ListOddsHead() {
  return (
    <span className="list-odds list-odds-head" aria-hidden="true">
      {['1', 'X', '2'].map((label) => (
        <span key={label} className="list-odds-label">
          {label}
        </span>
      ))}
    </span>
  );
}

const ListSuspend = memo(function ListSuspend({ marketId, words }: { marketId: string; words: ListWords }) {
  const market = useFeedValue(listStatusKey(marketId));
  // Voided by the operator while the feed lists it (listed-voids.ts): said so over its prices.
  const voided = useAtomValue(useMemo(() => selectAtom(voidedMarketsAtom, (ids) => ids.has(marketId)), [marketId]));
  return (
    <StatusOverlay
      className="row-overlay list-suspend"
      testId={voided ? 'list-voided' : undefined}
      shown={voided || (market !== null && market.status !== 'OPEN')}
      label={voided ? words.voided : words.suspend}
    />
  );
});

export const ListOdds = memo(function ListOdds({
  marketId,
  runners,
  selections,
  words,
}: {
  marketId: string;
  /** Runner names and selection ids as the listed event's record holds them, \u001f-joined (strings keep memo cheap). */
  runners: string;
  selections: string;
  /** The list's words (event-list.tsx's useListWords): looked up once per list, not per row. */
  words: ListWords;
}) {
  countRender('ListOdds');
  const ids = selections.split('\u001f');
  const columns = columnOrder(runners.split('\u001f'));
  return (
    <div className="list-odds" role="group" aria-label={words.matchOdds} data-testid="list-odds">
      {columns.map((i, col) =>
        i < 0 || !ids[i] ? (
          <span key={col} className="list-odds-none" aria-hidden="true" />
        ) : (
          <span key={col} className="list-odds-col">
            <PriceCell cellKey={priceKey(marketId, ids[i]!, 'b', 0)} side="b" />
            <PriceCell cellKey={priceKey(marketId, ids[i]!, 'l', 0)} side="l" />
          </span>
        ),
      )}
      <ListSuspend marketId={marketId} words={words} />
    </div>
  );
});
