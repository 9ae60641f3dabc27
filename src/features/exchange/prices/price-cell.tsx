// One price cell: reads its own atom, so a tick that moves one price renders this and nothing else.
// Pure presentation (the benchmark mounts it in several variants): price, size, a flash up or down.
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { memo, useEffect, useRef } from 'react';
import type { PriceKey, PriceSize, Side } from '../../../../workers/feed-keys.ts';
import { formatCompact, formatterFor } from '../../../lib/format.ts';
import { i18n, languageAtom, type Language } from '../../../lib/i18n.ts';
import { store } from '../../../lib/store.ts';
import { feedStaleAtom } from '../feed/atoms.ts';
import { announcePrice } from './price-announcer.tsx';
import { countRender } from '../render-counts.ts';
import { useCell } from '../feed/use-feed-atoms.ts';

// The flash colours are tokens (tokens.css), so each theme has its own.
const FLASH = { up: 'var(--color-flash-up)', down: 'var(--color-flash-down)' };
const FLASH_MS = 600;

/** A matched size as the cell prints it (1.2K); lib/format.ts owns the rule. */
export const formatSize = (size: number, lang: Language = 'en') => formatCompact(size, lang);

export interface PriceCellViewProps {
  value: PriceSize | null;
  prev?: PriceSize | null;
  side: Side;
  stale: boolean;
  /** Fancy lines show runs over rate; match odds show price over size. */
  showSize?: boolean;
  onPick?: () => void;
}

/** The cell's DOM; used by the atoms variant below and by the benchmark's naive variant. */
export function PriceCellView({ value, prev, side, stale, showSize = true, onPick }: PriceCellViewProps) {
  countRender('PriceCell');
  // Digits of the chosen language, read from one atom rather than one i18next subscription per cell.
  const f = formatterFor(useAtomValue(languageAtom, { store }));
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!prev || !value || prev.price === value.price || !ref.current) return;
    const el = ref.current;
    const up = value.price > prev.price;
    el.dataset.flash = up ? 'up' : 'down';
    // The Web Animations API runs the fade in the browser's style engine: no script and no inline
    // style written per frame, and nothing left behind; the one keyframe fades from the flash colour
    // back to the cell's own back/lay colour (docs/decisions/0008). Only the background animates,
    // so nothing moves. jsdom and very old browsers have no animate(): the flash is decoration.
    if (typeof el.animate === 'function') el.animate([{ backgroundColor: up ? FLASH.up : FLASH.down, offset: 0 }], { duration: FLASH_MS, easing: 'ease-out' });
    // The price the player is on speaks when it moves (price-announcer.tsx keeps it from flooding).
    if (document.activeElement === el) announcePrice(i18n.t('exchange:priceNow', { price: f.odds(value.price) }));
  }, [value, prev, f]);
  const empty = !value || value.price === 0;
  return (
    <button
      ref={ref}
      type="button"
      className={`price-cell price-${side === 'b' ? 'back' : 'lay'}${stale ? ' stale' : ''}`}
      disabled={stale || empty}
      aria-disabled={stale || empty}
      data-stale={stale || undefined}
      onClick={onPick}
    >
      <span className="price">{empty ? '-' : f.odds(value.price)}</span>
      {showSize && <span className="size">{empty ? '' : f.compact(value.size)}</span>}
    </button>
  );
}

export const PriceCell = memo(function PriceCell({
  cellKey,
  side,
  showSize,
  onPick,
}: {
  cellKey: PriceKey;
  side: Side;
  showSize?: boolean;
  onPick?: (key: PriceKey) => void;
}) {
  // The cell's value and the one the screen showed before the tick that set it: the flash's direction.
  const { value, prev } = useCell(cellKey);
  const stale = useAtomValue(feedStaleAtom);
  return (
    <PriceCellView
      value={value ?? null}
      prev={prev ?? null}
      side={side}
      stale={stale}
      showSize={showSize}
      onPick={onPick ? () => onPick(cellKey) : undefined}
    />
  );
});
