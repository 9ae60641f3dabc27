// A countdown in whole seconds from a deadline fixed at mount, so a re-render never restarts it.
import { useEffect, useState } from 'react';

export function useCountdown(totalSeconds: number): number {
  const [deadline] = useState(() => Date.now() + totalSeconds * 1000);
  const [left, setLeft] = useState(totalSeconds);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.round((deadline - Date.now()) / 1000)));
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [deadline]);
  return left;
}
