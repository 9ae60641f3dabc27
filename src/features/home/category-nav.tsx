// Game category navigation (spec part 1 §2): a tab per category; SPORTS shows its fixed entries,
// the others list providers from get-system with an "all providers" entry first. On mobile the
// tab list also carries Lucky Sports. Choosing goes through the upline market block check.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMarketBlock } from '../../components/market-block-popup.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { CATEGORIES, LUCKY_SPORTS_PLATFORMS, SPORTS_ENTRIES, gamesHref, openSportsEntry, type Category } from '../../lib/categories.ts';
import { getSystems } from '../../lib/content-api.ts';
import { useLookup } from '../../lib/use-lookup.ts';

/** Mobile tabs: Sports, Casino, Slot, Table, Poker, Crash, Fishing (Lottery lives in the menu). */
const TAB_KEYS = ['sports', 'casino', 'slot', 'table', 'poker', 'crash', 'fishing'];
const TABS = CATEGORIES.filter((c) => TAB_KEYS.includes(c.key));
const LUCKY_SPORTS_HREF = gamesHref('SPORTS', LUCKY_SPORTS_PLATFORMS, 'Lucky Sports');

function Providers({ category, onChoose }: { category: Category; onChoose: (to: string, label: string) => void }) {
  const { t } = useTranslation('home');
  const title = t(`shell:category.${category.key}`);
  const { data, loading, error } = useLookup(`systems:${category.type}`, () => getSystems(category.type));
  if (loading) return <p className="category-empty">{t('common:loading')}</p>;
  if (error || !data || data.length === 0) return <p className="category-empty">{t('noProviders')}</p>;
  return (
    <ul className="provider-grid" data-testid="provider-grid">
      <li><button type="button" onClick={() => onChoose(gamesHref(category.type, data.map((s) => s.platform), title), title)}>{t('allProviders')}</button></li>
      {data.map((system) => (
        <li key={system.platform}>
          <button type="button" onClick={() => onChoose(gamesHref(category.type, [system.platform], system.name), title)}>
            {system.logo && <img src={system.logo} alt="" loading="lazy" />}
            <span>{system.name}</span>
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
  const category = TABS.find((c) => c.key === active) ?? TABS[0];

  return (
    <section className="category-nav" aria-label={t('categories')}>
      <Tabs variant="pill" className="category-tabs" label={t('categories')} active={active} onChange={setActive}
        items={TABS.map((c) => ({ key: c.key, label: t(`shell:category.${c.key}`) }))}
        extra={
          <button type="button" className="lucky-sports mobile-only"
            onClick={() => guard('casino', t('luckySports'), () => navigate(LUCKY_SPORTS_HREF))}>
            {t('luckySports')}
          </button>
        } />
      <div className="category-panel" role="tabpanel">
        {category.key === 'sports' ? (
          <ul className="provider-grid" data-testid="sports-entries">
            {SPORTS_ENTRIES.map((entry) => (
              <li key={entry.key}>
                <button type="button"
                  onClick={() => guard(entry.platform ? 'casino' : 'exchange', entry.label, () => openSportsEntry(entry, navigate))}>
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <Providers category={category} onChoose={(to, label) => guard('casino', label, () => navigate(to))} />
        )}
      </div>
    </section>
  );
}
