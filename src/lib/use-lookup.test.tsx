// useLookup: a known answer mounts with one render; an answer arriving later renders once more.
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { primeLookup, resetLookups, useLookup } from './use-lookup.ts';

let renders = 0;
function Site({ fetcher }: { fetcher: () => Promise<string> }) {
  renders++;
  const site = useLookup('general', fetcher);
  return <p data-testid="site">{site.loading ? 'loading' : (site.data ?? 'none')}</p>;
}

describe('useLookup', () => {
  beforeEach(() => {
    resetLookups();
    renders = 0;
  });

  it('a lookup the page already answered is drawn in the first render, and its reader renders once', async () => {
    primeLookup('general', 'Chakka');
    render(<Site fetcher={() => Promise.reject(new Error('not asked'))} />);
    await act(async () => {});
    expect(screen.getByTestId('site').textContent).toBe('Chakka');
    expect(renders).toBe(1);
  });

  it('a lookup asked on mount shows loading, then its answer: two renders', async () => {
    render(<Site fetcher={() => Promise.resolve('Chakka')} />);
    expect(screen.getByTestId('site').textContent).toBe('loading');
    await act(async () => {});
    expect(screen.getByTestId('site').textContent).toBe('Chakka');
    expect(renders).toBe(2);
  });
});
