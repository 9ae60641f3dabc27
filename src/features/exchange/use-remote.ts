// One read for an account page: its data, its error (a failed read shows No Data and is only logged,
// spec part 2 §10), whether it is loading, and reload(). A newer read wins over an older one still on
// its way (the filters changed in between).
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  failed: boolean;
  loading: boolean;
  reload: () => void;
}

export function useRemote<T>(read: () => Promise<T>, deps: unknown[]): Remote<T> {
  const [state, setState] = useState<{ data: T | undefined; failed: boolean; loading: boolean }>({ data: undefined, failed: false, loading: true });
  const round = useRef(0);
  const reader = useRef(read);
  reader.current = read;
  const reload = useCallback(() => {
    const mine = ++round.current;
    setState((s) => ({ ...s, loading: true }));
    reader.current().then(
      (data) => {
        if (round.current === mine) setState({ data, failed: false, loading: false });
      },
      () => {
        if (round.current === mine) setState({ data: undefined, failed: true, loading: false });
      },
    );
  }, []);
  // The caller lists what the read depends on, as with useEffect.
  useEffect(reload, deps);
  useEffect(
    () => () => {
      round.current += 1;
    },
    [],
  );
  return { ...state, reload };
}
