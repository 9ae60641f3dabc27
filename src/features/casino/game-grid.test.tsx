import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { EAGER_TILES, FIRST_TILES } from './game-grid.tsx';
import { renderGameGrid } from './grid-test-kit.tsx';

describe('the lobby grid', () => {
  it("fetches the first rows' pictures at once and the rest lazily", async () => {
    await i18n.loadNamespaces(['casino']);
    renderGameGrid(20);
    const pictures = [...document.querySelectorAll<HTMLImageElement>('.game-tile img')];
    expect(pictures).toHaveLength(FIRST_TILES);
    expect(pictures.filter((p) => p.getAttribute('loading') === 'eager')).toHaveLength(EAGER_TILES);
    expect(pictures.filter((p) => p.getAttribute('loading') === 'lazy')).toHaveLength(FIRST_TILES - EAGER_TILES);
    expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
  });
});
