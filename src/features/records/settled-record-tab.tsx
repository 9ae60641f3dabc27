// The Settled tab of /betting-record: the casino rounds
// the player settled, filtered by platform (one, or All: tapping the chosen one again goes back to
// All), game type and date (Today, Yesterday, Last 7 days, days cut at Asia/Dhaka midnight), chosen
// in a sheet with Back and Confirm. Rows group by date, then platform and game type, with turnover
// and profit/loss (a loss in brackets and red); a row opens its single games; the summary is on top.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '../../../contracts/content.ts';
import { Button, IconButton } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Money } from '../../components/money.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getBettingRecords, getRecordProviders, getRecordTypes, type BettingRecordDate } from './api.ts';
import { SettledFilters, type SettledFilter } from './settled-filters.tsx';
import { cutGameName, groupSettled, settledSummary, type SettledGroup } from './settled-records.ts';

const DEFAULT_FILTER: SettledFilter = { platform: null, gameType: null, date: 'today' };

export function SettledRecordTab() {
  const { t } = useTranslation('records');
  const [filter, setFilter] = useState<SettledFilter>(DEFAULT_FILTER);
  const [choosing, setChoosing] = useState(false);
  const [open, setOpen] = useState<SettledGroup | null>(null);
  const providers = useRead('record-providers', getRecordProviders, { shared: true });
  const names = useMemo(() => new Map((providers.data ?? []).map((p) => [p.platform, p.name])), [providers.data]);
  const platformName = (platform: string) => names.get(platform) ?? platform;
  const typeName = (type: string) => t(`gameTypes.${type}`, { defaultValue: type });

  const read = useRead(`records:settled:${filter.platform ?? ''}:${filter.gameType ?? ''}:${filter.date}`, () =>
    getBettingRecords({
      platform: filter.platform ?? undefined,
      game_type: (filter.gameType ?? undefined) as GameType | undefined,
      date: filter.date as BettingRecordDate,
    }),
  );
  const records = read.data;

  const days = useMemo(() => groupSettled(records ?? []), [records]);
  const summary = useMemo(() => settledSummary(records ?? []), [records]);

  if (open) return <SingleGames group={open} platformName={platformName(open.platform)} typeName={typeName(open.gameType)} onClose={() => setOpen(null)} />;

  return (
    <div className="settled-tab" data-testid="settled-tab">
      <div className="settled-bar">
        <p className="settled-filter-text">
          {[
            filter.platform ? platformName(filter.platform) : t('allPlatforms'),
            filter.gameType ? typeName(filter.gameType) : t('allGameTypes'),
            t(filter.date),
          ].join(' · ')}
        </p>
        <Button variant="secondary" size="sm" onClick={() => setChoosing(true)}>
          {t('filter')}
        </Button>
      </div>
      <Card className="settled-summary" testId="settled-summary" elevation="flat">
        <dl>
          <div>
            <dt>{t('platform')}</dt>
            <dd>{filter.platform ? platformName(filter.platform) : t('all')}</dd>
          </div>
          <div>
            <dt>{t('gameType')}</dt>
            <dd>{filter.gameType ? typeName(filter.gameType) : t('all')}</dd>
          </div>
          <div>
            <dt>{t('turnover')}</dt>
            <dd>
              <Money value={summary.turnover} testId="summary-turnover" />
            </dd>
          </div>
          <div>
            <dt>{t('profitLoss')}</dt>
            <dd>
              <Money value={summary.profit} signed testId="summary-profit" />
            </dd>
          </div>
        </dl>
      </Card>
      <ReadState read={read} skeleton={<SkeletonList rows={4} />} empty={<EmptyState title={t('noData')} />} isEmpty={(r) => r.length === 0}>
        {days.map(({ day, groups }) => (
          <section key={day} className="settled-day" data-testid="settled-day">
            <h2 className="settled-day-title">
              <DayTitle day={day} />
            </h2>
            <div className="settled-head" aria-hidden="true">
              <span>{t('platform')}</span>
              <span>{t('gameType')}</span>
              <span>{t('turnover')}</span>
              <span>{t('profitLoss')}</span>
            </div>
            <ul className="settled-rows">
              {groups.map((g) => (
                <li key={`${g.platform}|${g.gameType}`}>
                  <button
                    type="button"
                    className="settled-row"
                    data-testid="settled-row"
                    onClick={() => setOpen(g)}
                    aria-label={t('openGroup', { platform: platformName(g.platform), type: typeName(g.gameType) })}
                  >
                    <span>{platformName(g.platform)}</span>
                    <span>{typeName(g.gameType)}</span>
                    <Money value={g.turnover} testId="group-turnover" />
                    <Money value={g.profit} signed testId="group-profit" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </ReadState>
      <SettledFilters
        open={choosing}
        value={filter}
        providers={providers.data ?? []}
        loadTypes={getRecordTypes}
        typeName={typeName}
        onBack={() => setChoosing(false)}
        onConfirm={(next) => {
          setFilter(next);
          setChoosing(false);
        }}
      />
    </div>
  );
}

function DayTitle({ day }: { day: string }) {
  const f = useFormat();
  // Noon of the Dhaka day, so the date shown is that day in any device time zone.
  return <>{f.date(`${day}T06:00:00Z`)}</>;
}

function SingleGames({ group, platformName, typeName, onClose }: { group: SettledGroup; platformName: string; typeName: string; onClose: () => void }) {
  const { t } = useTranslation('records');
  const f = useFormat();
  return (
    <div className="settled-detail" data-testid="settled-detail">
      <header className="settled-detail-head">
        <IconButton icon="back" label={t('back')} onClick={onClose} />
        <h2>
          {platformName} · {typeName} · <DayTitle day={group.day} />
        </h2>
      </header>
      <ul className="settled-games">
        {group.records.map((r) => (
          <li key={r.id} className="settled-game" data-testid="settled-game">
            <span className="settled-game-name" title={r.game_name}>
              {cutGameName(r.game_name)}
            </span>
            <time className="settled-game-time">{f.time(r.created_at)}</time>
            <Money value={r.bet_amount} />
            <Money value={r.winAmount - r.bet_amount} signed />
          </li>
        ))}
      </ul>
    </div>
  );
}
