// The trader's keyboard: one key per action on the chosen line, Shift for every line of the event, and M
// for the event's bookmaker (open it when it is not open, else suspend it). Kept apart from the screen so
// the map shown on screen and the handler are the same table.
export type TradingAction =
  | { kind: 'move'; runs: number; rate: number }
  | { kind: 'state'; state: 'open' | 'suspended' | 'ball_running'; all: boolean }
  | { kind: 'select'; by: number }
  | { kind: 'bookmaker' };

export interface KeyBinding {
  /** The key as KeyboardEvent.key reports it (letters lower case; Shift is read apart). */
  key: string;
  shift: boolean;
  /** What the key map on screen shows. */
  label: string;
  /** The operator catalogue's text for the action. */
  text: string;
  action: TradingAction;
}

export const RATE_STEP = 5;

export const KEY_MAP: readonly KeyBinding[] = [
  { key: 'ArrowUp', shift: false, label: '↑', text: 'tradingDesk.keyUp', action: { kind: 'move', runs: 1, rate: 0 } },
  { key: 'ArrowDown', shift: false, label: '↓', text: 'tradingDesk.keyDown', action: { kind: 'move', runs: -1, rate: 0 } },
  { key: '+', shift: false, label: '+', text: 'tradingDesk.keyRateUp', action: { kind: 'move', runs: 0, rate: RATE_STEP } },
  { key: '-', shift: false, label: '−', text: 'tradingDesk.keyRateDown', action: { kind: 'move', runs: 0, rate: -RATE_STEP } },
  { key: 'j', shift: false, label: 'J', text: 'tradingDesk.keyNext', action: { kind: 'select', by: 1 } },
  { key: 'k', shift: false, label: 'K', text: 'tradingDesk.keyPrevious', action: { kind: 'select', by: -1 } },
  { key: 'o', shift: false, label: 'O', text: 'tradingDesk.keyOpen', action: { kind: 'state', state: 'open', all: false } },
  { key: 's', shift: false, label: 'S', text: 'tradingDesk.keySuspend', action: { kind: 'state', state: 'suspended', all: false } },
  { key: 'b', shift: false, label: 'B', text: 'tradingDesk.keyBall', action: { kind: 'state', state: 'ball_running', all: false } },
  { key: 'm', shift: false, label: 'M', text: 'tradingDesk.keyBookmaker', action: { kind: 'bookmaker' } },
  { key: 'o', shift: true, label: '⇧O', text: 'tradingDesk.keyOpenAll', action: { kind: 'state', state: 'open', all: true } },
  { key: 's', shift: true, label: '⇧S', text: 'tradingDesk.keySuspendAll', action: { kind: 'state', state: 'suspended', all: true } },
  { key: 'b', shift: true, label: '⇧B', text: 'tradingDesk.keyBallAll', action: { kind: 'state', state: 'ball_running', all: true } },
];

/** The action a key press asks for, or null. `+` is read with or without Shift (it needs Shift on most layouts). */
export function actionOf(e: { key: string; shiftKey: boolean }): TradingAction | null {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const shiftMatters = key !== '+' && key !== '-' && key.length === 1;
  const found = KEY_MAP.find((b) => b.key === key && (!shiftMatters || b.shift === e.shiftKey) && (shiftMatters || !b.shift));
  return found?.action ?? null;
}
