// The slot's window: five reels of three rows. While a spin is out, each reel runs its strip (a CSS
// loop); the reels then stop one after another on the server's result, and the paid lines are drawn
// over the window (an SVG overlay through the centres of the cells), with their cells lit. Under
// prefers-reduced-motion the reels do not run and stop at once.
import { m, useReducedMotion } from 'motion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_PAYLINES, SLOT_REELS, SLOT_ROWS, SLOT_STRIPS, type SlotSymbol } from '../../../games/slot.ts';
import { SlotSymbolView } from './slot-symbols.tsx';

export interface PaidLine {
  line: number;
  symbol: string;
  count: number;
}

const STOP_GAP_MS = 160;

/** How many reels show their result: all of them at once, or one more every STOP_GAP_MS. */
function useStoppedReels(spinning: boolean, result: number, reduced: boolean): number {
  const [stopped, setStopped] = useState(SLOT_REELS);
  useEffect(() => {
    if (spinning) {
      setStopped(0);
      return;
    }
    if (reduced) {
      setStopped(SLOT_REELS);
      return;
    }
    setStopped(0);
    const timers = Array.from({ length: SLOT_REELS }, (_, i) => setTimeout(() => setStopped(i + 1), (i + 1) * STOP_GAP_MS));
    return () => timers.forEach(clearTimeout);
  }, [spinning, result, reduced]);
  return stopped;
}

export function SlotReels({ window, lines, spinning, spinId }: { window: SlotSymbol[][]; lines: PaidLine[]; spinning: boolean; spinId: number }) {
  const { t } = useTranslation('house');
  const reduced = useReducedMotion() ?? false;
  const stopped = useStoppedReels(spinning, spinId, reduced);
  const settled = stopped === SLOT_REELS && !spinning;
  const lit = new Set<string>();
  if (settled) {
    for (const l of lines) SLOT_PAYLINES[l.line - 1]!.slice(0, l.count).forEach((row, reel) => lit.add(`${reel}:${row}`));
  }
  return (
    <div className="slot-window" data-testid="slot-window" aria-busy={spinning}>
      {window.map((column, reel) => (
        <div className="slot-reel" key={reel}>
          {reel >= stopped && !reduced ? (
            <div className="slot-reel-run" aria-hidden="true">
              {SLOT_STRIPS[reel]!.slice(0, 8).map((s, i) => (
                <SlotSymbolView key={i} symbol={s} label="" />
              ))}
            </div>
          ) : (
            column.slice(0, SLOT_ROWS).map((symbol, row) => (
              <m.div
                key={`${spinId}-${row}`}
                className={`slot-cell${lit.has(`${reel}:${row}`) ? ' is-lit' : ''}`}
                initial={reduced || spinId === 0 ? false : { y: -24, opacity: 0.3 }}
                animate={{ y: 0, opacity: 1 }}
                transition={{ type: 'spring', stiffness: 500, damping: 28 }}
              >
                <SlotSymbolView symbol={symbol} label={t(`slot.symbols.${symbol}`)} />
              </m.div>
            ))
          )}
        </div>
      ))}
      {settled && lines.length > 0 && (
        <svg className="slot-lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true" data-testid="slot-lines">
          {lines.map((l) => (
            <polyline
              key={l.line}
              className={`slot-line line-${l.line}`}
              fill="none"
              vectorEffect="non-scaling-stroke"
              points={SLOT_PAYLINES[l.line - 1]!.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
            />
          ))}
        </svg>
      )}
    </div>
  );
}
