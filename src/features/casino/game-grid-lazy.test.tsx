// The lobby grid before and after its virtualizer loads (game-grid.tsx). In a file of its own: React.lazy
// keeps what it loaded for the rest of a file's tests, and here the loading is held until the test says.
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { FIRST_TILES } from './game-grid.tsx';
import { renderGameGrid } from './grid-test-kit.tsx';

const virtualizer = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('react-virtuoso', async (importOriginal) => {
  await virtualizer.arrived;
  return importOriginal();
});

const tileNames = () => [...document.querySelectorAll('.game-grid-item')].map((item) => item.textContent);

describe('the lobby grid while its virtualizer loads', () => {
  it('draws the first screen as a plain grid, then the virtualized grid takes the same tiles', async () => {
    await i18n.loadNamespaces(['casino']);
    renderGameGrid(40);
    // Not loaded yet: the first screen's tiles in the grid element alone (what the server's frame draws).
    expect(document.querySelector('[data-virtuoso-scroller]')).toBeNull();
    expect(document.querySelectorAll('.game-grid > .game-grid-item')).toHaveLength(FIRST_TILES);
    const plain = tileNames();
    expect(plain[0]).toContain('Game 0');
    virtualizer.arrive();
    await waitFor(() => expect(document.querySelector('[data-virtuoso-scroller]')).not.toBeNull());
    expect(tileNames()).toEqual(plain);
  });
});
