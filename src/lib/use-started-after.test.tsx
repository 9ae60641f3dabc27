import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStartedAfter } from './use-started-after.ts';

function Late({ ms }: { ms: number }) {
  return <p>{useStartedAfter(ms) ? 'started' : 'waiting'}</p>;
}

describe('useStartedAfter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('waits until that long after the app started, then stays started for every later mount', () => {
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
