// The atoms variant: the production path. The real feed (odds-poller-bridge.ts, whose worker the bench config
// swaps for bench.worker.ts), the real atoms and the real odds-view components, unchanged.
import { useSyncExternalStore } from 'react';
import { BookmakerMarket } from '../../../src/features/exchange/odds-view/bookmaker-market.tsx';
import { EventRow, useListWords } from '../../../src/features/exchange/lists/event-list.tsx';
import { FancyMarket } from '../../../src/features/exchange/odds-view/fancy-market.tsx';
import { useFeed } from '../../../src/features/exchange/feed/odds-poller-bridge.ts';
import { MatchOddsMarket } from '../../../src/features/exchange/odds-view/match-odds-market.tsx';
import { OpenBets } from '../../../src/features/exchange/my-bets/open-bets.tsx';
import { useGroup } from '../../../src/features/exchange/feed/use-feed-atoms.ts';
import { LISTED_EVENTS } from '../../../workers/feed-keys.ts';
import { eventIdOf, marketIdOf, type Scenario } from '../fixtures.ts';
import { nav } from './nav.ts';

/**
 * The odds view's markets and the player's open bets, as OddsViewPage lays them out on a phone (best
 * back and lay; the slip inline under its runner, each runner's profit or loss beside its name).
 */
function EventView({ index }: { index: number }) {
  const eventId = eventIdOf(index);
  const marketId = marketIdOf(index);
  useFeed({ marketId, eventId });
  return (
    <>
      <MatchOddsMarket marketId={marketId} levels={1} />
      <BookmakerMarket eventId={eventId} />
      <FancyMarket eventId={eventId} />
      <OpenBets eventId={eventId} />
    </>
  );
}

function FeedMarket({ index }: { index: number }) {
  const marketId = marketIdOf(index);
  useFeed({ marketId });
  return <MatchOddsMarket marketId={marketId} levels={1} />;
}

function EventList() {
  useFeed({ sports: ['cricket'] });
  const keys = useGroup(LISTED_EVENTS);
  const words = useListWords();
  return (
    <div className="event-list">
      {keys.map((key) => (
        <EventRow key={key} eventKey={key} words={words} />
      ))}
    </div>
  );
}

function OpenEvents() {
  const open = useSyncExternalStore(nav.subscribe, nav.get);
  return open === null ? <EventList /> : <EventView key={open} index={open} />;
}

export function AtomsScreen({ scenario }: { scenario: Scenario }) {
  if (scenario.view === 'event') return <EventView index={0} />;
  if (scenario.view === 'markets') {
    return (
      <>
        {Array.from({ length: scenario.markets }, (_, i) => (
          <FeedMarket key={i} index={i} />
        ))}
      </>
    );
  }
  return <OpenEvents />;
}
