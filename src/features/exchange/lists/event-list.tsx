// A list of events from the sport listings (the listed events' keys): name, the score while in play (as the feed
// gives it) or the start time, in-play marker, Fancy and BookMaker badges, and the match odds' 1 / X / 2
// best prices (list-odds.tsx). Each row reads its own event and each price its own cell; the list
// re-reads the keys when events come and go.
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/badge.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { FeedName } from '../feed/feed-names.tsx';
import { RaceCard } from './race-card.tsx';
import { ListOdds } from './list-odds.tsx';
import { useListedVoids } from './listed-voids.ts';
import { countRender } from '../render-counts.ts';
import { type EventInfo, type EventKey, idOf, LISTED_EVENTS } from '../../../../workers/feed-keys.ts';
import { mirrorValue, useFeedValue, useGroup } from '../feed/use-feed-atoms.ts';
import { usesTwin } from '../../../lib/i18n.ts';

/** A listed event's record (workers/feed-keys.ts), as the lists' screens name it. */
export type { EventInfo };

export const oddsViewHref = (eventId: string, marketId: string) => `/odds-view?eventId=${encodeURIComponent(eventId)}&marketId=${encodeURIComponent(marketId)}`;

/**
 * The words of a list's rows, looked up once by the list rather than by each row (three i18next
 * subscriptions a row cost ~1 ms a row on a cheap phone). A new object when the language changes,
 * so every row renders again in the new language; the same object on every tick.
 */
export interface ListWords {
  inPlay: string;
  fancyBadge: string;
  bookmakerBadge: string;
  matchOdds: string;
  voided: string;
  suspend: string;
}

export function useListWords(): ListWords {
  const { t } = useTranslation('exchange');
  return useMemo(
    () => ({
      inPlay: t('inPlay'),
      fancyBadge: t('fancyBadge'),
      bookmakerBadge: t('bookmakerBadge'),
      matchOdds: t('matchOdds'),
      voided: t('voided'),
      suspend: t('suspend'),
    }),
    [t],
  );
}

export const EventRow = memo(function EventRow({ eventKey, words }: { eventKey: EventKey; words: ListWords }) {
  countRender('EventRow');
  const f = useFormat();
  const ev = useFeedValue(eventKey);
  if (!ev) return null;
  const eventId = idOf(eventKey);
  return (
    <div className="event-line" data-testid="event-line">
      <Link href={oddsViewHref(eventId, ev.marketId)} state={{ eventId, marketId: ev.marketId }} className="event-row" data-testid="event-row">
        <span className="event-name">
          <FeedName name={ev.name} bn={ev.nameBn} />
        </span>
        <span className="event-meta">
          {ev.inplay && (
            <Badge tone="inplay" testId="inplay-marker">
              {words.inPlay}
            </Badge>
          )}
          {ev.inplay && ev.score ? (
            <span className="event-score" data-testid="event-score">
              {usesTwin(f.lang) && ev.scoreBn ? ev.scoreBn : f.digits(ev.score)}
            </span>
          ) : (
            <time dateTime={ev.openDate} data-testid="event-start">
              {f.dayTime(ev.openDate)}
            </time>
          )}
          {ev.fancy && <Badge tone="fancy">{words.fancyBadge}</Badge>}
          {ev.bookmaker && <Badge tone="bookmaker">{words.bookmakerBadge}</Badge>}
        </span>
      </Link>
      {ev.race && <RaceCard eventId={eventId} card={ev.race} />}
      {ev.selections && ev.runners && <ListOdds marketId={ev.marketId} runners={ev.runners} selections={ev.selections} words={words} />}
    </div>
  );
});

/**
 * The listed events that pass the filter, in play first, then by start time. The start is parsed once
 * per event (the ISO text compared with localeCompare cost an ICU collation per comparison).
 */
export function sortEventKeys(keys: readonly EventKey[], filter: (ev: EventInfo) => boolean): EventKey[] {
  const kept: { key: EventKey; inplay: boolean; at: number }[] = [];
  for (const key of keys) {
    const ev = mirrorValue(key);
    if (ev && filter(ev)) kept.push({ key, inplay: ev.inplay, at: Date.parse(ev.openDate) });
  }
  kept.sort((a, b) => Number(b.inplay) - Number(a.inplay) || a.at - b.at || 0);
  return kept.map((x) => x.key);
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * Event keys of the listings, filtered and sorted. The list of keys changes when events come and go;
 * an event going in play changes only its record, so the keys are checked again every few seconds,
 * and the caller renders again only when the answer differs. The same answer keeps its array, so a
 * memoized child skips.
 */
export function useEventKeys(filter: (ev: EventInfo) => boolean): EventKey[] {
  const keys = useGroup(LISTED_EVENTS);
  useListedVoids();
  const [, setBeat] = useState(0);
  const fresh = sortEventKeys(keys, filter);
  const last = useRef(fresh);
  if (!sameKeys(last.current, fresh)) last.current = fresh;
  const latest = useRef({ keys, filter });
  useEffect(() => {
    latest.current = { keys, filter };
  });
  useEffect(() => {
    const id = setInterval(() => {
      const { keys, filter } = latest.current;
      if (!sameKeys(sortEventKeys(keys, filter), last.current)) setBeat((n) => n + 1);
    }, LIST_REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  return last.current;
}
export const LIST_REFRESH_MS = 5000;
