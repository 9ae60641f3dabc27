// Lucky Sixes' symbols, drawn (no emoji, no images to download): the cricket ones as small pictures,
// the sixes and fours as big numerals, the card ranks as letters. Colour comes from the stylesheet's
// tokens per symbol. Each has a name for screen readers (the window is read as text).
import type { SlotSymbol } from '../../../games/slot.ts';

const PICTURES: Partial<Record<SlotSymbol, string>> = {
  BAT: 'M15.6 2.4 21.6 8.4 10 20l-3-.1-.4.4a2 2 0 0 1-2.8 0l-.1-.1a2 2 0 0 1 0-2.8l.4-.4L4 14z',
  BALL: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-4.7 3.2a7 7 0 0 1 1.3 9.8l-1.1-.8a5.6 5.6 0 0 0-1.1-8zm9.4 11.6a7 7 0 0 1-1.3-9.8l1.1.8a5.6 5.6 0 0 0 1.1 8z',
  STUMPS: 'M5 7h2v14H5zm6 0h2v14h-2zm6 0h2v14h-2zM4 4h8v2H4zm8 0h8v2h-8z',
  SCATTER: 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7L12 17.3 5.8 20.9l1.6-7L2 9.2l7.1-.6z',
  WILD: 'M12 2 15 9l7 .9-5.2 4.8L18.3 22 12 18.4 5.7 22l1.5-7.3L2 9.9 9 9z',
};
const TEXT: Partial<Record<SlotSymbol, string>> = { SIX: '6', FOUR: '4', A: 'A', K: 'K', Q: 'Q', J: 'J' };

export function SlotSymbolView({ symbol, label }: { symbol: SlotSymbol; label: string }) {
  const picture = PICTURES[symbol];
  return (
    <span className={`slot-symbol sym-${symbol.toLowerCase()}`} role="img" aria-label={label}>
      {picture ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={picture} />
        </svg>
      ) : (
        <span aria-hidden="true">{TEXT[symbol]}</span>
      )}
      {symbol === 'WILD' && (
        <span className="slot-symbol-word" aria-hidden="true">
          {label}
        </span>
      )}
    </span>
  );
}
