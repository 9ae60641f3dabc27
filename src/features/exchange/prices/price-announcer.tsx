// Price changes for screen readers, politely and without a flood. Hundreds of cells tick every second;
// making each one a live region would bury a screen-reader user in numbers. Instead the page has ONE
// polite region, and only the price the player is on (the cell with keyboard focus) speaks when it
// moves, at most once every ANNOUNCE_GAP_MS: the same as a sighted player watching the price they are
// about to tap. The bet slip says its own price moves in its notice (role="status").
import { atom } from 'jotai';
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { store } from '../../../lib/store.ts';

export const ANNOUNCE_GAP_MS = 2500;
const announcementAtom = atom('');
let lastAt = -Infinity;

/** Says `text` in the page's polite region, unless something was said less than the gap ago. */
export function announcePrice(text: string, now = Date.now()): boolean {
  if (now - lastAt < ANNOUNCE_GAP_MS) return false;
  lastAt = now;
  store.set(announcementAtom, text);
  return true;
}

/** For tests: the next announcement is not held back by an earlier one. */
export function resetPriceAnnouncer() {
  lastAt = -Infinity;
  store.set(announcementAtom, '');
}

/** The one polite region of an exchange screen (mounted once, in the exchange frame). */
export function PriceAnnouncer() {
  const text = useAtomValue(announcementAtom, { store });
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="price-announcer">
      {text}
    </div>
  );
}
