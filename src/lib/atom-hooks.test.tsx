// The app's atom hooks: one render on mount (jotai's own renders every reader twice), and still no
// write missed between a reader's render and its subscription.
import { act, screen } from '@testing-library/react';
import { atom } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAtom, useAtomValue } from './atom-hooks.ts';
import { store } from './store.ts';
import { renderWithApp } from './testing.tsx';

describe('useAtomValue', () => {
  it('renders a mounting reader once, then once per change of its value, and not for a write of the same value', async () => {
    const price = atom(1.5);
    let renders = 0;
    function Cell() {
      renders++;
      return <span data-testid="cell">{useAtomValue(price)}</span>;
    }
    renderWithApp(
      <>
        <Cell />
        <Cell />
        <Cell />
      </>,
    );
    await act(async () => {});
    expect(renders).toBe(3);
    await act(async () => store.set(price, 1.6));
    expect(renders).toBe(6);
    await act(async () => store.set(price, 1.6));
    expect(renders).toBe(6);
    expect(screen.getAllByTestId('cell').map((c) => c.textContent)).toEqual(['1.6', '1.6', '1.6']);
  });

  it('catches up with a write made after its render and before its subscription', async () => {
    const price = atom(2);
    function Reader() {
      return <span data-testid="reader">{useAtomValue(price)}</span>;
    }
    // Layout effects run before passive ones: this write lands after Reader rendered 2, before it subscribes.
    function Writer() {
      useLayoutEffect(() => store.set(price, 3), []);
      return null;
    }
    renderWithApp(
      <>
        <Reader />
        <Writer />
      </>,
    );
    await act(async () => {});
    expect(screen.getByTestId('reader').textContent).toBe('3');
  });

  it('follows a change of atom between renders, and useAtom writes through the app store', async () => {
    const a = atom('a');
    const b = atom('b');
    function Pick({ which }: { which: typeof a }) {
      const [value, set] = useAtom(which);
      return (
        <button type="button" data-testid="pick" onClick={() => set(`${value}!`)}>
          {value}
        </button>
      );
    }
    function Switcher() {
      const [which, setWhich] = useState(() => a);
      return (
        <>
          <button type="button" data-testid="switch" onClick={() => setWhich(() => b)} />
          <Pick which={which} />
        </>
      );
    }
    renderWithApp(<Switcher />);
    expect(screen.getByTestId('pick').textContent).toBe('a');
    await act(async () => screen.getByTestId('switch').click());
    expect(screen.getByTestId('pick').textContent).toBe('b');
    await act(async () => screen.getByTestId('pick').click());
    expect(store.get(b)).toBe('b!');
    expect(screen.getByTestId('pick').textContent).toBe('b!');
  });
});
