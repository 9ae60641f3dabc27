import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { Clock } from './clock.tsx';

afterEach(() => {
  vi.useRealTimers();
  setLanguage('en');
});

describe('the clock', () => {
  it('shows Dhaka time and ticks every second', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T09:15:58Z') });
    renderWithApp(<Clock />);
    expect(screen.getByTestId('clock').textContent).toBe('15:15:58 (GMT+6)');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('clock').textContent).toBe('15:15:59 (GMT+6)');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('clock').textContent).toBe('15:16:01 (GMT+6)');
  });

  it('uses Bengali digits when Bangla is chosen', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T09:15:58Z') });
    act(() => setLanguage('bn'));
    renderWithApp(<Clock />);
    expect(screen.getByTestId('clock').textContent).toBe('১৫:১৫:৫৮ (GMT+৬)');
    expect(localStorage.getItem('lang')).toBe('bn');
  });
});
