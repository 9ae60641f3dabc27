import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hook counts from the module's load. The clock is faked before the module is loaded, so the time the
// machine takes between the load and the first check (over a second once, under load) counts for nothing.
async function lateParagraph() {
  vi.resetModules();
  const { useStartedAfter } = await import('./use-started-after.ts');
  return function Late({ ms }: { ms: number }) {
    return <p>{useStartedAfter(ms) ? 'started' : 'waiting'}</p>;
  };
}

describe('useStartedAfter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());

  it('waits until that long after the app started, then stays started for every later mount', async () => {
    const Late = await lateParagraph();
    const { unmount } = render(<Late ms={3_600_000} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3_599_000));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('started')).toBeTruthy();
    unmount();
    render(<Late ms={3_600_000} />);
    expect(screen.getByText('started')).toBeTruthy();
  });
});
