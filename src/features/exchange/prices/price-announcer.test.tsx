import { act, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { ANNOUNCE_GAP_MS, announcePrice, PriceAnnouncer, resetPriceAnnouncer } from './price-announcer.tsx';
import { PriceCellView } from './price-cell.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('exchange');
});
beforeEach(() => resetPriceAnnouncer());

/** Two cells, one region; the first cell's price moves from 1.9 to 1.95 and the second's from 2.1 to 2.2. */
function twoCells(focusFirst: boolean) {
  const cells = (step: 0 | 1) => (
    <>
      <PriceAnnouncer />
      <PriceCellView side="b" stale={false} value={{ price: step ? 1.95 : 1.9, size: 10 }} prev={step ? { price: 1.9, size: 10 } : null} />
      <PriceCellView side="l" stale={false} value={{ price: step ? 2.2 : 2.1, size: 10 }} prev={step ? { price: 2.1, size: 10 } : null} />
    </>
  );
  const view = render(cells(0));
  if (focusFirst) screen.getAllByRole('button')[0]!.focus();
  act(() => view.rerender(cells(1)));
  return screen.getByTestId('price-announcer');
}

describe('price changes for a screen reader', () => {
  it('says the new price of the cell the player is on, in one polite region', () => {
    const region = twoCells(true);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Now 1.95');
  });

  it('says nothing when no price has the focus, however many move', () => {
    expect(twoCells(false).textContent).toBe('');
  });

  it('holds back a second announcement that comes sooner than the gap', () => {
    expect(announcePrice('Now 1.95', 10_000)).toBe(true);
    expect(announcePrice('Now 1.96', 10_000 + ANNOUNCE_GAP_MS - 1)).toBe(false);
    expect(announcePrice('Now 1.97', 10_000 + ANNOUNCE_GAP_MS)).toBe(true);
  });
});
