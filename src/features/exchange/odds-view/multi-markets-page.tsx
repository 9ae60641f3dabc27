// /exchange-multi: the pinned match-odds markets, watched together and bet on like the odds view
// (the slip under the runner on a phone, in the right column on wider screens).
import { useAtom } from '../../../lib/atom-hooks.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { oddsViewHref } from '../lists/event-list.tsx';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { useFeed } from '../feed/odds-poller-bridge.ts';
import { MatchOddsMarket } from './match-odds-market.tsx';
import { pinsAtom, type Pin } from './pins.ts';
import { CashOut } from '../cash-out/cash-out.tsx';
import { FeedName } from '../feed/feed-names.tsx';
import { SlipColumn } from '../slip/slip-place.tsx';
import { useEventBets } from '../my-bets/use-event-bets.ts';
import { EmptyState } from '../../../components/empty-state.tsx';

function PinnedMarket({ pin, onUnpin }: { pin: Pin; onUnpin: () => void }) {
  useFeed({ marketId: pin.marketId });
  return (
    <div className="pinned" data-testid="pinned-market">
      <Link href={oddsViewHref(pin.eventId, pin.marketId)} className="pinned-title">
        <FeedName name={pin.name} bn={pin.nameBn} />
      </Link>
      <MatchOddsMarket marketId={pin.marketId} eventId={pin.eventId} levels={3} pinned onPin={onUnpin} />
      <CashOut marketId={pin.marketId} eventId={pin.eventId} />
    </div>
  );
}

export function MultiMarketsPage() {
  const { t } = useTranslation('exchange');
  const [pins, toggle] = useAtom(pinsAtom);
  useEventBets(pins.map((p) => p.eventId));
  return (
    <ExchangeFrame title={t('nav.multi')} right={<SlipColumn />}>
      {pins.length === 0 && <EmptyState title={t('noPins')} />}
      {pins.map((pin) => (
        <PinnedMarket key={pin.marketId} pin={pin} onUnpin={() => toggle(pin)} />
      ))}
    </ExchangeFrame>
  );
}
