import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { Countdown } from './countdown.tsx';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 12, 0, 0) });
});
afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('the countdown', () => {
  it('counts m:ss down to zero once a second and calls onDone once', () => {
    const onDone = vi.fn();
    renderWithApp(<Countdown seconds={62} onDone={onDone} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('1:02');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(timer.textContent).toBe('0:59');
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(timer.textContent).toBe('0:00');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('counts to a fixed end, so a tab that slept shows the true time left', () => {
    renderWithApp(<Countdown until={Date.now() + 600_000} />);
    act(() => {
      vi.setSystemTime(Date.now() + 240_000);
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('5:59');
  });

  it('prints Bengali digits in Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderWithApp(<Countdown seconds={299} />);
    expect(screen.getByRole('timer').textContent).toBe('৪:৫৯');
  });
});
