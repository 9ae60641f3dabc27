import { afterEach, describe, expect, it } from 'vitest';
import { store } from './store.ts';
import { applyTheme, setTheme, storedTheme, themeAtom } from './theme.ts';

afterEach(() => {
  localStorage.clear();
  setTheme('system');
});

describe('the theme choice', () => {
  it('follows the system until the player picks one, and remembers the pick', () => {
    expect(storedTheme()).toBe('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    setTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(store.get(themeAtom)).toBe('dark');
    expect(storedTheme()).toBe('dark');
  });

  it('going back to the system setting forgets the pick and removes the attribute', () => {
    setTheme('light');
    setTheme('system');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('colours the browser bar with the top bar colour of the theme, read from the tokens', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    const style = document.createElement('style');
    style.textContent = ":root { --color-brand: #0b3d2e; } [data-theme='dark'] { --color-brand: #0a2c21; }";
    document.head.append(meta, style);
    applyTheme('dark');
    expect(meta.content).toBe('#0a2c21');
    applyTheme('light');
    expect(meta.content).toBe('#0b3d2e');
    meta.remove();
    style.remove();
  });
});
