// A race's card under its list row (horse and greyhound racing): the meeting, the off in Dhaka time, the
// race's WIN and PLACE markets (each opens the odds view) with the places paid, and the runners by number,
// a non-runner kept on the card and marked. Drawn only for racing rows; other rows never render it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RaceCard as RaceCardData } from '../../../../contracts/exchange.ts';
import { Badge } from '../../../components/badge.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { oddsViewHref } from './event-list.tsx';

export function RaceCard({ eventId, card }: { eventId: string; card: string }) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  // The worker keeps the card as the JSON text the list sent (workers/feed-keys.ts).
  const race = useMemo(() => JSON.parse(card) as RaceCardData, [card]);
  return (
    <div className="race-card" data-testid="race-card">
      <p className="race-card-head">
        <span>{race.venue}</span> · <time dateTime={race.raceTime}>{f.time(race.raceTime)}</time> · <span>{race.raceName}</span>
      </p>
      <ul className="race-card-markets" aria-label={t('raceCard.markets')}>
        {race.markets.map((m) => (
          <li key={m.marketId}>
            <Link href={oddsViewHref(eventId, m.marketId)} state={{ eventId, marketId: m.marketId }} data-testid="race-market">
              {m.marketName}
              {m.marketType === 'PLACE' && race.places !== null ? ` (${t('raceCard.places', { n: f.integer(race.places) })})` : ''}
            </Link>
          </li>
        ))}
      </ul>
      <ol className="race-card-runners" aria-label={t('raceCard.runners')}>
        {race.runners.map((r) => (
          <li key={r.selectionId} className={r.removed ? 'race-runner race-runner-removed' : 'race-runner'} data-testid="race-runner">
            <span className="race-runner-number">{r.number === null ? '' : f.digits(r.number)}</span>
            <span className="race-runner-name">{r.name}</span>
            {r.removed && <Badge tone="neutral">{t('raceCard.nonRunner')}</Badge>}
          </li>
        ))}
      </ol>
    </div>
  );
}
