// The app's hooks for reading jotai atoms: jotai's own, less one render on mount (docs/decisions/0156).
//
// jotai's useAtomValue dispatches a render from every mounting component's effect, whether or not the
// value moved since the render (jotai 2.20, react.mjs: `rerender()` after `store.sub`). That update is
// outside any transition, so React renders it at once, in one task: an odds view mounting some hundred
// price cells, three atoms each, rendered every cell a second time. Worse, a transition update that
// reaches the same hook in that task (the page's first odds, applied in startTransition by first-screen-odds.ts) is
// entangled with it by React and loses its time slicing: the whole market section mounted in one
// long task (docs/decisions/0197). Here the effect renders again only when the
// value did move between the render and the subscription, which is the case jotai's render covers.
import { type Atom, useSetAtom, useStore, type WritableAtom } from 'jotai';
import { useEffect, useReducer } from 'react';

type Options = Parameters<typeof useStore>[0];
type Store = ReturnType<typeof useStore>;

export function useAtomValue<Value>(atom: Atom<Value>, options?: Options): Value {
  const store = useStore(options);
  const [[held, heldStore, heldAtom], rerender] = useReducer(
    (prev: readonly [Value, Store, Atom<Value>]) => {
      const next = store.get(atom);
      return Object.is(prev[0], next) && prev[1] === store && prev[2] === atom ? prev : ([next, store, atom] as const);
    },
    undefined,
    () => [store.get(atom), store, atom] as const,
  );
  let value = held;
  if (heldStore !== store || heldAtom !== atom) {
    rerender();
    value = store.get(atom);
  }
  useEffect(() => {
    const unsubscribe = store.sub(atom, rerender);
    // A write between this render and the subscription was not heard: catch up with it.
    if (!Object.is(store.get(atom), value)) rerender();
    return unsubscribe;
    // `value` is the rendered one this effect compares with, not a reason to subscribe again.
  }, [store, atom]);
  return value;
}

export function useAtom<Value, Args extends unknown[], Result>(atom: WritableAtom<Value, Args, Result>, options?: Options): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom, options), useSetAtom(atom, options)];
}

export { useSetAtom };
