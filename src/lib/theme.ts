// Light, dark, or whatever the system says (the default). The choice persists in localStorage
// ('theme') and shows as data-theme on <html>; with no attribute, tokens.css follows
// prefers-color-scheme. The browser's own bar colour (meta theme-color) follows the top bar.
import { atom } from 'jotai';
import { afterFirstScreen } from './first-screen.ts';
import { store } from './store.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: ThemeChoice[] = ['system', 'light', 'dark'];

export function storedTheme(): ThemeChoice {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem('theme') : null;
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

export const themeAtom = atom<ThemeChoice>(storedTheme());

function markTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** The browser's bar takes the top bar's colour, read back from the tokens, so tokens.css stays the only place with colours. */
function colourBrowserBar() {
  const bar = getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim();
  if (bar) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bar);
}

export function applyTheme(choice: ThemeChoice) {
  if (typeof document === 'undefined') return;
  markTheme(choice);
  colourBrowserBar();
}

/** Applies the stored choice, and follows the system's light/dark switches while on 'system'. */
export function startTheme() {
  if (typeof document === 'undefined') return;
  markTheme(store.get(themeAtom));
  // The bar's colour waits for the first screen: read while the entry starts, the computed style made the
  // browser compute the style of the server's whole first frame in the entry's start-up task (all blocking
  // time on a slow phone; docs/decisions/0197). Once the screen is
  // drawn its style is current and the read is cheap; until then the page's own theme-color (the light
  // top bar's) stands, which a dark theme replaces a moment later.
  afterFirstScreen(colourBrowserBar, { armsSafety: false });
  if (typeof matchMedia !== 'function') return;
  matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', () => applyTheme(store.get(themeAtom)));
}

export function setTheme(choice: ThemeChoice) {
  if (choice === 'system') localStorage.removeItem('theme');
  else localStorage.setItem('theme', choice);
  store.set(themeAtom, choice);
  applyTheme(choice);
}
