// The exchange's left column on a desktop (three-column-layout.tsx): every sport, and under each the
// competitions of the events the feed has listed, with how many events each holds. Reads the
// listings the screen already follows; it asks the feed for nothing of its own.
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ALL_SPORTS, isRacingSport } from '../../../contracts/exchange.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useEventKeys, type EventInfo } from './lists/event-list.tsx';
import { mirrorValue } from './feed/use-feed-atoms.ts';
import { CompetitionName } from './feed/feed-names.tsx';
import { usesTwin } from '../../lib/i18n.ts';

export const competitionHref = (sport: string, competition: string) => `/exchange?sport=${sport}&competition=${encodeURIComponent(competition)}`;

export function ExchangeSideNav() {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  const search = new URLSearchParams(useSearch());
  const keys = useEventKeys((ev) => ev.status !== 'closed');
  const counts = new Map<string, Map<string, number>>();
  const bangla = new Map<string, string>();
  for (const key of keys) {
    const ev = mirrorValue<EventInfo>(key);
    if (!ev) continue;
    const bySport = counts.get(ev.sport) ?? new Map<string, number>();
    bySport.set(ev.competition, (bySport.get(ev.competition) ?? 0) + 1);
    if (ev.competitionBn) bangla.set(ev.competition, ev.competitionBn);
    counts.set(ev.sport, bySport);
  }
  // In the order the reader reads them: by the name shown, in the reader's language.
  const shown = (competition: string) => (usesTwin(f.lang) ? (bangla.get(competition) ?? competition) : competition);
  return (
    <ul className="exchange-side-nav">
      {ALL_SPORTS.filter((sport) => !isRacingSport(sport) || counts.has(sport)).map((sport) => (
        <li key={sport}>
          <Link
            href={`/exchange?sport=${sport}`}
            className="side-nav-sport"
            aria-current={search.get('sport') === sport && !search.get('competition') ? 'page' : undefined}
          >
            {t(`sport.${sport}`)}
          </Link>
          {counts.has(sport) && (
            <ul>
              {[...counts.get(sport)!]
                .sort(([a], [b]) => shown(a).localeCompare(shown(b), f.lang))
                .map(([competition, n]) => (
                  <li key={competition}>
                    <Link
                      href={competitionHref(sport, competition)}
                      className="side-nav-competition"
                      aria-current={search.get('competition') === competition ? 'page' : undefined}
                    >
                      <span>
                        <CompetitionName name={competition} bn={bangla.get(competition)} />
                      </span>
                      <span className="side-nav-count">{f.integer(n)}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
