// /exchange-multi: the pinned match-odds markets, watched together.
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { oddsViewHref } from './event-list.tsx';
import { ExchangeFrame } from './exchange-frame.tsx';
import { useFeed } from './feed.ts';
import { MatchOddsMarket } from './match-odds-market.tsx';
import { pinsAtom, type Pin } from './pins.ts';

function PinnedMarket({ pin, onUnpin }: { pin: Pin; onUnpin: () => void }) {
  const isMobile = useIsMobile();
  useFeed({ marketId: pin.marketId });
  return (
    <div className="pinned" data-testid="pinned-market">
      <Link href={oddsViewHref(pin.eventId, pin.marketId)} className="pinned-title">{pin.name}</Link>
      <MatchOddsMarket marketId={pin.marketId} levels={isMobile ? 1 : 3} pinned onPin={onUnpin} />
    </div>
  );
}

export function MultiMarketsPage() {
  const { t } = useTranslation('exchange');
  const [pins, toggle] = useAtom(pinsAtom);
  return (
    <ExchangeFrame title={t('nav.multi')}>
      {pins.length === 0 && <p className="market-empty" data-testid="no-pins">{t('noPins')}</p>}
      {pins.map((pin) => <PinnedMarket key={pin.marketId} pin={pin} onUnpin={() => toggle(pin)} />)}
    </ExchangeFrame>
  );
}
