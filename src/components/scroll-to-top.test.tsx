import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('the scroll-to-top button', () => {
  it('appears only after 300 px of scroll and takes the page back up', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithApp(<ScrollToTop />);
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(301);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('on a page already scrolled, appears at the next frame, not by a layout forced during the mount', async () => {
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    renderWithApp(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
