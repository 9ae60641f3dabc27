// Game category navigation: a tab per category; SPORTS shows its fixed entries,
// the others list providers from get-system with an "all providers" entry first. On mobile the
// tab list also carries Lucky Sports. Choosing goes through the upline market block check. Only what
// launches is offered (lib/game-categories.ts): a category, provider or sports entry with no game to
// launch is not shown.
// Provider logos carry the provider's (brand) name, which stays as written in both languages.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMarketBlock } from '../../components/market-block-popup.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { CATEGORIES, gamesHref, openSportsEntry, type Category } from '../../lib/categories.ts';
import { getSystems } from '../../lib/content-api.ts';
import { launchableSystems, shownCategories, shownSportsEntries, useGameCategories } from '../../lib/game-categories.ts';
import { useRead } from '../../lib/use-read.ts';

/** Mobile tabs: Sports, Casino, Slot, Table, Poker, Crash, Fishing (Lottery lives in the menu). */
const TAB_KEYS = ['sports', 'casino', 'slot', 'table', 'poker', 'crash', 'fishing'];
const PANEL_ID = 'category-panel';

function Providers({ category, onChoose }: { category: Category; onChoose: (to: string, label: string) => void }) {
  const { t } = useTranslation('home');
  const title = t(`shell:category.${category.key}`);
  const { data, loading, error } = useRead(`systems:${category.type}`, () => getSystems(category.type), { shared: true });
  if (loading)
    return (
      <ul className="tile-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="tile tile-placeholder" />
        ))}
      </ul>
    );
  if (error || !data || data.length === 0) return <p className="category-empty">{t('noProviders')}</p>;
  return (
    <ul className="tile-grid" data-testid="provider-grid">
      <li>
        <button
          type="button"
          className="tile tile-all"
          onClick={() =>
            onChoose(
              gamesHref(
                category.type,
                data.map((s) => s.platform),
                title,
              ),
              title,
            )
          }
        >
          {t('allProviders')}
        </button>
      </li>
      {data.map((system) => (
        <li key={system.platform}>
          <button
            type="button"
            className={`tile${system.logo ? ' tile-logo' : ''}`}
            translate="no"
            onClick={() => onChoose(gamesHref(category.type, [system.platform], system.name), title)}
          >
            {system.logo && <img src={system.logo} alt="" loading="lazy" width={200} height={64} />}
            <span className={system.logo ? 'visually-hidden' : undefined}>{system.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function CategoryNav() {
  const { t } = useTranslation('home');
  const [active, setActive] = useState('sports');
  const [, navigate] = useLocation();
  const guard = useMarketBlock();
  const index = useGameCategories();
  const tabs = shownCategories(index).filter((c) => TAB_KEYS.includes(c.key));
  const category = tabs.find((c) => c.key === active) ?? tabs[0] ?? CATEGORIES[0];
  const lucky = t('luckySports');
  const luckySystems = launchableSystems(index, 'SPORTS');

  return (
    <section className="category-nav" aria-label={t('categories')}>
      <Tabs
        variant="pill"
        className="category-tabs"
        label={t('categories')}
        active={category.key}
        onChange={setActive}
        panelId={PANEL_ID}
        items={tabs.map((c) => ({ key: c.key, label: t(`shell:category.${c.key}`) }))}
        extra={
          luckySystems.length > 0 && (
            <button
              type="button"
              className="lucky-sports mobile-only"
              onClick={() => guard('casino', lucky, () => navigate(gamesHref('SPORTS', luckySystems, lucky)))}
            >
              {lucky}
            </button>
          )
        }
      />
      <div className="category-panel" role="tabpanel" id={PANEL_ID}>
        {category.key === 'sports' ? (
          <ul className="tile-grid" data-testid="sports-entries">
            {shownSportsEntries(index).map((entry) => {
              const label = t(`shell:sports.${entry.key}`);
              return (
                <li key={entry.key}>
                  <button
                    type="button"
                    className={`tile${entry.platform ? '' : ' tile-featured'}`}
                    onClick={() => guard(entry.platform ? 'casino' : 'exchange', label, () => openSportsEntry(entry, label, navigate))}
                  >
                    {label}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <Providers category={category} onChoose={(to, label) => guard('casino', label, () => navigate(to))} />
        )}
      </div>
    </section>
  );
}
