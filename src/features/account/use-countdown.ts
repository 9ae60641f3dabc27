import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown started by start(); 0 when idle or finished. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const s = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) setEndsAt(null);
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [endsAt]);
  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return [left, start];
}
