// Test support for client components: the real store, i18n and router, and a controllable
// matchMedia (jsdom has none) to pick the mobile or the desktop layout.
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n.ts';
import { store } from './store.ts';

export function setViewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width') ? mobile : !mobile,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export function renderWithApp(ui: ReactNode) {
  return render(
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </JotaiProvider>,
  );
}
