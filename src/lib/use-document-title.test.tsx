import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../app/routes.ts';
import { stubFetch } from '../../tests/helpers/stub-fetch.ts';
import { i18n } from './i18n.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { resetReads } from './read-cache.ts';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const general = {
  site_title: 'Jita',
  site_status: 1,
  notice: [],
  system_notice: '',
  whatsapp: '',
  live_chat: '',
  intercom: '',
  tawk_id: '',
  support_mail: '',
  withdrawal_status: 1,
  app_download: '',
  seo_text: [],
  copyright: '',
};

beforeEach(() => {
  resetReads();
  stubFetch({ 'GET /api/general': { body: general } });
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the document title', () => {
  it('reads "<page> | <site>" with the site title from the general settings', async () => {
    renderHook(() => useDocumentTitle('deposit'), { wrapper });
    await act(async () => {});
    expect(document.title).toBe('Deposit | Jita');
  });

  it('puts the site first on the home screen, and follows the language', async () => {
    await i18n.changeLanguage('bn');
    renderHook(() => useDocumentTitle('home'), { wrapper });
    await act(async () => {});
    expect(document.title).toBe('Jita | ক্রিকেট এক্সচেঞ্জ ও ক্যাসিনো');
  });

  it('every route has a title in both languages', () => {
    const missing = ROUTES.flatMap((route) =>
      (['en', 'bn'] as const).filter((lng) => !i18n.exists(`titles:${route.title}`, { lng })).map((lng) => `${route.path} (${lng})`),
    );
    expect(missing).toEqual([]);
  });
});
