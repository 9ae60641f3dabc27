import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { setTheme } from '../lib/theme.ts';
import { ThemeSwitch } from './theme-switch.tsx';

afterEach(() => setTheme('system'));

describe('the theme switch', () => {
  it('offers System, Light and Dark, and applies the choice to the page', () => {
    renderWithApp(<ThemeSwitch />);
    const select = screen.getByRole('combobox', { name: 'Theme' }) as HTMLSelectElement;
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['System', 'Light', 'Dark']);
    expect(select.value).toBe('system');
    fireEvent.change(select, { target: { value: 'dark' } });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(select.value).toBe('dark');
  });
});
