// A list of events from the sport listings (ev: keys): name, the score while in play (as the feed
// gives it) or the start time, in-play marker, Fancy and BookMaker badges, and the match odds' 1 / X / 2
// best prices (list-odds.tsx). Each row reads its own event and each price its own cell; the list
// re-reads the keys when events come and go.
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Sport } from '../../../contracts/exchange.ts';
import { Badge } from '../../components/badge.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { FeedName } from './feed-names.tsx';
import { ListOdds } from './list-odds.tsx';
import { useListedVoids } from './listed-voids.ts';
import { countRender } from './render-counts.ts';
import { mirrorValue, useGroup, useRecord } from './use-feed-atoms.ts';

export interface EventInfo {
  sport: Sport;
  name: string;
  marketId: string;
  inplay: boolean;
  fancy: boolean;
  bookmaker: boolean;
  competition: string;
  openDate: string;
  status: string;
  /** The event's and competition's Bangla names, when the feed sends them. */
  nameBn?: string | null;
  competitionBn?: string | null;
  /** The feed's score while in play; null before the off. */
  score?: string | null;
  scoreBn?: string | null;
  /** \u001f-joined runner names and selection ids; selections is null (or absent) when the feed sends no odds. */
  runners?: string;
  selections?: string | null;
}

export const oddsViewHref = (eventId: string, marketId: string) => `/odds-view?eventId=${encodeURIComponent(eventId)}&marketId=${encodeURIComponent(marketId)}`;

export const EventRow = memo(function EventRow({ eventKey }: { eventKey: string }) {
  countRender('EventRow');
  const { t } = useTranslation('exchange');
  const f = useFormat();
  const ev = useRecord<EventInfo>(eventKey);
  if (!ev) return null;
  const eventId = eventKey.slice(3);
  return (
    <div className="event-line" data-testid="event-line">
      <Link href={oddsViewHref(eventId, ev.marketId)} state={{ eventId, marketId: ev.marketId }} className="event-row" data-testid="event-row">
        <span className="event-name">
          <FeedName name={ev.name} bn={ev.nameBn} />
        </span>
        <span className="event-meta">
          {ev.inplay && (
            <Badge tone="inplay" testId="inplay-marker">
              {t('inPlay')}
            </Badge>
          )}
          {ev.inplay && ev.score ? (
            <span className="event-score" data-testid="event-score">
              {f.lang === 'bn' && ev.scoreBn ? ev.scoreBn : f.digits(ev.score)}
            </span>
          ) : (
            <time dateTime={ev.openDate} data-testid="event-start">
              {f.dayTime(ev.openDate)}
            </time>
          )}
          {ev.fancy && <Badge tone="fancy">{t('fancyBadge')}</Badge>}
          {ev.bookmaker && <Badge tone="bookmaker">{t('bookmakerBadge')}</Badge>}
        </span>
      </Link>
      {ev.selections && ev.runners && <ListOdds marketId={ev.marketId} runners={ev.runners} selections={ev.selections} />}
    </div>
  );
});

/** Event keys of the listings, filtered; re-read every few seconds too, as events go in play. */
export function useEventKeys(filter: (ev: EventInfo) => boolean): string[] {
  const keys = useGroup('ev:');
  useListedVoids();
  const [, setBeat] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setBeat((n) => n + 1), LIST_REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  return keys
    .map((key) => ({ key, ev: mirrorValue<EventInfo>(key) }))
    .filter((x): x is { key: string; ev: EventInfo } => x.ev !== null && filter(x.ev))
    .sort((a, b) => Number(b.ev.inplay) - Number(a.ev.inplay) || a.ev.openDate.localeCompare(b.ev.openDate))
    .map((x) => x.key);
}
const LIST_REFRESH_MS = 5000;
