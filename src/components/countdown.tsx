// A countdown in m:ss (h:mm:ss from an hour), in the language's digits. It counts to a fixed end
// (`until`, or `seconds` from when it mounts), so a slow or throttled tab never drifts; it calls
// onDone once at zero. role="timer" is not live: screen readers read it when asked, not every second.
import { useEffect, useRef, useState } from 'react';
import { useFormat } from '../lib/use-format.ts';

interface CountdownProps {
  /** Seconds from mount; ignored when `until` is given. */
  seconds?: number;
  /** The end as epoch milliseconds. */
  until?: number;
  onDone?: () => void;
  className?: string;
  label?: string;
}

const secondsUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

export function Countdown({ seconds = 0, until, onDone, className, label }: CountdownProps) {
  const f = useFormat();
  const [end] = useState(() => until ?? Date.now() + seconds * 1000);
  const target = until ?? end;
  const [left, setLeft] = useState(() => secondsUntil(target));
  const done = useRef(onDone);
  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const tick = () => {
      const next = secondsUntil(target);
      setLeft(next);
      if (next === 0 && firedFor.current !== target) {
        firedFor.current = target;
        done.current?.();
      }
      return next;
    };
    if (tick() === 0) return;
    const id = setInterval(() => {
      if (tick() === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [target]);
  return (
    <span role="timer" aria-label={label} className={`countdown num${className ? ` ${className}` : ''}`}>
      {f.countdown(left)}
    </span>
  );
}
