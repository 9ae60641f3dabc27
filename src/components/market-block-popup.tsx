// Upline market blocking: when the player's market object has the section's flag
// (exchange_market or cs_market) at 0 and a status other than 'active', choosing Exchange or a game
// category shows the Market Block popup instead of navigating.
import { atom } from 'jotai';
import { useAtomValue, useSetAtom } from '../lib/atom-hooks.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getMarketBlock, type MarketBlock } from '../lib/content-api.ts';
import { sessionAtom } from '../lib/session.ts';
import { useRead } from '../lib/use-read.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export type MarketSection = 'exchange' | 'casino';

/** The section name shown in the popup, or null when hidden. */
export const marketBlockPopupAtom = atom<string | null>(null);

export function isSectionBlocked(block: MarketBlock | undefined | null, section: MarketSection): boolean {
  if (!block) return false;
  const flag = section === 'exchange' ? block.exchange_market : block.cs_market;
  return Number(flag) === 0 && block.status !== 'active';
}

/**
 * Returns guard(section, label, go): runs go() unless the upline blocked the section, in which
 * case the popup opens. Guests have no market object (the call needs a token) and pass through;
 * the route's access rule then sends them to /login.
 */
export function useMarketBlock() {
  const session = useAtomValue(sessionAtom);
  const { data } = useRead(session ? `market-block:${session.token}` : null, getMarketBlock, { shared: true });
  const show = useSetAtom(marketBlockPopupAtom);
  return useCallback(
    (section: MarketSection, label: string, go: () => void) => {
      if (isSectionBlocked(data, section)) show(label);
      else go();
    },
    [data, show],
  );
}

/** True when the signed-in player's upline blocked `section` (a screen reached by its address). */
export function useSectionBlocked(section: MarketSection): boolean {
  const session = useAtomValue(sessionAtom);
  const { data } = useRead(session ? `market-block:${session.token}` : null, getMarketBlock, { shared: true });
  return isSectionBlocked(data, section);
}

export function MarketBlockPopup() {
  const section = useAtomValue(marketBlockPopupAtom);
  const close = useSetAtom(marketBlockPopupAtom);
  const { t } = useTranslation('shell');
  if (section === null) return null;
  return (
    <Dialog name="market-block" title={t('marketBlock.title')} onClose={() => close(null)} footer={<Button onClick={() => close(null)}>{t('ok')}</Button>}>
      <p>{t('marketBlock.text', { section })}</p>
    </Dialog>
  );
}
