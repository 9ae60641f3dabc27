import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('at start-up marks the stored theme at once, and colours the browser bar only once the first screen is drawn', async () => {
    // Each load of the page starts afresh: the first-screen signal is once per page (as first-screen.test.ts does).
    localStorage.setItem('theme', 'dark');
    vi.resetModules();
    const screen = await import('./first-screen.ts');
    const theme = await import('./theme.ts');
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#0b3d2e';
    const style = document.createElement('style');
    style.textContent = ":root { --color-brand: #0b3d2e; } [data-theme='dark'] { --color-brand: #0a2c21; }";
    document.head.append(meta, style);
    try {
      theme.startTheme();
      expect(document.documentElement.dataset.theme).toBe('dark');
      // Reading the colour back would have made the browser compute the first frame's style in the start-up task.
      expect(meta.content).toBe('#0b3d2e');
      screen.settleFirstScreenForTests();
      expect(meta.content).toBe('#0a2c21');
    } finally {
      meta.remove();
      style.remove();
    }
  });
});
