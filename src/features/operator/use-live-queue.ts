// A queue the staff member works through (deposits, withdrawals, approvals, KYC) keeps itself current while
// it is on screen (docs/decisions/0300): read again every QUEUE_REFRESH_MS while the page is visible (the
// panel is mounted only while its tab is chosen), never while the pointer is over the list, focus is inside
// it or a dialog is open, so a row being acted on never moves. It says when it was last read and how many
// rows came in since the read before, for the polite announcement (queue-freshness.tsx).
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Read, useRead } from '../../lib/use-read.ts';
import { QUEUE_REFRESH_MS } from './queue-refresh.ts';

export interface LiveQueue<T> {
  read: Read<T>;
  /** When the shown answer came (ms since the epoch), null before the first. */
  updatedAt: number | null;
  /** Rows in the shown answer that the answer before it, for the same key, did not hold. */
  arrived: number;
  /** Put on the element around the list: while the pointer or the focus is in it, the list stays as it is. */
  listRef: (el: HTMLElement | null) => void;
}

export function useLiveQueue<T>(key: string, read: () => Promise<T>, idsOf: (data: T) => readonly (string | number)[]): LiveQueue<T> {
  const list = useRef<HTMLElement | null>(null);
  const hold = useCallback(() => {
    const el = list.current;
    if (document.querySelector('[aria-modal="true"]')) return true;
    return !!el && (el.matches(':hover') || el.contains(document.activeElement));
  }, []);
  const answer = useRead(key, read, { every: QUEUE_REFRESH_MS, onlyVisible: true, hold });
  const [shown, setShown] = useState<{ updatedAt: number | null; arrived: number }>({ updatedAt: null, arrived: 0 });
  const seen = useRef<{ key: string; ids: Set<string> } | null>(null);
  const ids = useRef(idsOf);
  ids.current = idsOf;
  useEffect(() => {
    if (answer.data === undefined) return;
    const now = ids.current(answer.data).map(String);
    const before = seen.current?.key === key ? seen.current.ids : null;
    seen.current = { key, ids: new Set(now) };
    setShown({ updatedAt: Date.now(), arrived: before ? now.filter((id) => !before.has(id)).length : 0 });
  }, [answer.data, key]);
  const listRef = useCallback((el: HTMLElement | null) => {
    list.current = el;
  }, []);
  return { read: answer, updatedAt: shown.updatedAt, arrived: shown.arrived, listRef };
}
