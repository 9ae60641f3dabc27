// Light, dark, or whatever the system says (the default). The choice persists in localStorage
// ('theme') and shows as data-theme on <html>; with no attribute, tokens.css follows
// prefers-color-scheme. The browser's own bar colour (meta theme-color) follows the top bar.
import { atom } from 'jotai';
import { store } from './store.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: ThemeChoice[] = ['system', 'light', 'dark'];

export function storedTheme(): ThemeChoice {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem('theme') : null;
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

export const themeAtom = atom<ThemeChoice>(storedTheme());

export function applyTheme(choice: ThemeChoice) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  // The bar colour is read back from the tokens, so tokens.css stays the only place with colours.
  const bar = getComputedStyle(root).getPropertyValue('--color-brand').trim();
  if (bar) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bar);
}

/** Applies the stored choice, and follows the system's light/dark switches while on 'system'. */
export function startTheme() {
  applyTheme(store.get(themeAtom));
  if (typeof matchMedia !== 'function') return;
  matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', () => applyTheme(store.get(themeAtom)));
}

export function setTheme(choice: ThemeChoice) {
  if (choice === 'system') localStorage.removeItem('theme');
  else localStorage.setItem('theme', choice);
  store.set(themeAtom, choice);
  applyTheme(choice);
}
