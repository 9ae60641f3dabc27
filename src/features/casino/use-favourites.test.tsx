// A guest's favourites: none, without a second render of the lobby that reads them.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFavourites } from './use-favourites.ts';

describe("a guest's favourites", () => {
  it('are the same empty list from the first render on, so the lobby is not rendered again at mount', async () => {
    const seen: string[][] = [];
    const { result } = renderHook(() => {
      const f = useFavourites(false);
      seen.push(f.favourites);
      return f;
    });
    await act(async () => {});
    expect(result.current.favourites).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});
