import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../lib/store.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { TOAST_DURATION_MS, ToastHost, showToast, toastsAtom } from './toast.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  store.set(toastsAtom, []);
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('appear in the polite live region that is always on the page, and go by themselves', () => {
    renderWithApp(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      showToast('Account number copied');
    });
    expect(region.textContent).toContain('Account number copied');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('keep at most three, the newest last', () => {
    renderWithApp(<ToastHost />);
    act(() => {
      for (const n of ['one', 'two', 'three', 'four']) showToast(n);
    });
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['two', 'three', 'four']);
  });

  it('stay while the pointer or the focus is on them, and close from their button', () => {
    renderWithApp(<ToastHost />);
    act(() => {
      showToast('Saved', { tone: 'success' });
    });
    const toast = screen.getByTestId('toast');
    expect(toast.className).toContain('toast-success');
    fireEvent.pointerEnter(toast);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
