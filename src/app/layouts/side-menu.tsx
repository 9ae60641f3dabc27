// The mobile slide-out side menu. The backdrop closes it.
// Sports opens the fixed sports list; every other category opens its providers, fetched from
// get-system the first time it is opened, each linking to /games?type&system&title. Only what launches
// is listed (lib/game-categories.ts): a category or sports entry with no game to launch is not shown.
// While open it is modal (layer.tsx): focus moves in and stays, Escape closes it, focus returns.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { IconButton } from '../../components/button.tsx';
import { openChat } from '../../components/chat-button.tsx';
import { Clock } from '../../components/clock.tsx';
import { Icon } from '../../components/icon.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useModalLayer } from '../../components/layer.tsx';
import { useMarketBlock } from '../../components/market-block-popup.tsx';
import { ThemeSwitch } from '../../components/theme-switch.tsx';
import { gamesHref, openSportsEntry, type Category } from '../../lib/categories.ts';
import { getSystems } from '../../lib/content-api.ts';
import { shownCategories, shownSportsEntries, useGameCategories } from '../../lib/game-categories.ts';
import { useRead } from '../../lib/use-read.ts';
import { useSite } from './use-site.ts';

function ProviderList({ category, onGo }: { category: Category; onGo: (to: string, label: string) => void }) {
  const { t } = useTranslation('shell');
  const { data, loading } = useRead(`systems:${category.type}`, () => getSystems(category.type), { shared: true });
  const title = t(`category.${category.key}`);
  if (loading) return <li className="side-sub-empty">{t('common:loading')}</li>;
  if (!data || data.length === 0) return <li className="side-sub-empty">{t('noProviders')}</li>;
  return (
    <>
      <li>
        <button
          type="button"
          onClick={() =>
            onGo(
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
          <button type="button" translate="no" onClick={() => onGo(gamesHref(category.type, [system.platform], system.name), title)}>
            {system.name}
          </button>
        </li>
      ))}
    </>
  );
}

export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <SideMenuPanel onClose={onClose} /> : null;
}

function SideMenuPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const [expanded, setExpanded] = useState<string | null>(null);
  const guard = useMarketBlock();
  const { general, social } = useSite();
  const index = useGameCategories();
  const panel = useRef<HTMLElement>(null);
  useModalLayer(panel, onClose);

  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const goGuarded = (section: 'exchange' | 'casino', label: string) => (to: string) => guard(section, label, () => go(to));
  const toggle = (key: string) => setExpanded((k) => (k === key ? null : key));

  return (
    <div className="side-menu-layer">
      <div className="side-menu-backdrop" data-testid="side-menu-backdrop" onClick={onClose} />
      <nav ref={panel} className="side-menu on-brand" aria-label={t('sideMenu')} tabIndex={-1}>
        <div className="side-menu-head">
          <IconButton icon="close" label={t('common:close')} onClick={onClose} />
        </div>
        <ul>
          <li>
            <Link href="/" onClick={onClose}>
              {t('nav.home')}
            </Link>
          </li>
          {shownCategories(index).map((category) => (
            <li key={category.key} className={expanded === category.key ? 'expanded' : undefined}>
              <button type="button" aria-expanded={expanded === category.key} onClick={() => toggle(category.key)}>
                <span>{t(`category.${category.key}`)}</span>
                <Icon name="chevronDown" className="side-menu-chevron" />
              </button>
              {expanded === category.key && (
                <ul className="side-sub-menu">
                  {category.key === 'sports' ? (
                    shownSportsEntries(index).map((entry) => {
                      const label = t(`sports.${entry.key}`);
                      return (
                        <li key={entry.key}>
                          <button
                            type="button"
                            onClick={() =>
                              guard(entry.platform ? 'casino' : 'exchange', label, () => {
                                onClose();
                                openSportsEntry(entry, label, navigate);
                              })
                            }
                          >
                            {label}
                          </button>
                        </li>
                      );
                    })
                  ) : (
                    <ProviderList category={category} onGo={(to, label) => goGuarded('casino', label)(to)} />
                  )}
                </ul>
              )}
            </li>
          ))}
          <li>
            <Link href="/promotions" onClick={onClose}>
              {t('nav.promotions')}
            </Link>
          </li>
          <li>
            <Link href="/refrrel-program" onClick={onClose}>
              {t('nav.referral')}
            </Link>
          </li>
          <li>
            <Link href="/vip" onClick={onClose}>
              {t('nav.vip')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                onClose();
                void openChat({ intercom: general?.intercom, whatsapp: general?.whatsapp || social?.whatsapp, tawkId: general?.tawk_id }, () =>
                  navigate('/chat'),
                );
              }}
            >
              {t('nav.liveChat')}
            </button>
          </li>
          <li>
            <Link href="/vip" onClick={onClose}>
              {t('nav.ambassador')}
            </Link>
          </li>
        </ul>
        {/* Players have no language choice in the mobile top bar, so it lives here for everyone. */}
        <div className="side-menu-footer">
          <LanguageSwitch />
          <ThemeSwitch />
          <Clock />
        </div>
      </nav>
    </div>
  );
}
