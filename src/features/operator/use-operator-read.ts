// One read of the Exchange panel, again when its inputs change or on reload(); a newer read wins.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useOperatorRead<T>(read: () => Promise<T>, deps: unknown[]): { data: T | null; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const round = useRef(0);
  const reader = useRef(read);
  reader.current = read;
  const reload = useCallback(() => {
    const mine = ++round.current;
    reader.current().then(
      (d) => {
        if (round.current === mine) setData(d);
      },
      () => {
        if (round.current === mine) setData(null);
      },
    );
  }, []);
  useEffect(reload, deps);
  return { data, reload };
}
