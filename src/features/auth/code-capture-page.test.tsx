import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorModalAtom } from '../../lib/error-modal.ts';
import { i18n } from '../../lib/i18n.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { AffiliateCodeCapture, AgentCodeCapture, ReferralCodeCapture } from './code-capture-page.tsx';

beforeEach(async () => {
  localStorage.clear();
  store.set(errorModalAtom, null);
  await i18n.changeLanguage('en');
});

describe('the code-capture routes', () => {
  it.each([
    ['referral_code', ReferralCodeCapture],
    ['affiliate_code', AffiliateCodeCapture],
    ['agent_code', AgentCodeCapture],
  ] as const)('/%s stores the code of the query and goes to sign-up', async (key, Page) => {
    window.history.replaceState(null, '', `/${key}?${key}=ABC123`);
    renderWithApp(<Page />);
    await waitFor(() => expect(window.location.pathname).toBe('/signup'));
    expect(localStorage.getItem(key)).toBe('ABC123');
    expect(store.get(errorModalAtom)).toBeNull();
  });

  it('says the code is missing and still goes to sign-up', async () => {
    window.history.replaceState(null, '', '/agent_code');
    renderWithApp(<AgentCodeCapture />);
    await waitFor(() => expect(window.location.pathname).toBe('/signup'));
    expect(store.get(errorModalAtom)?.message).toBe('No agent code found in the URL');
    expect(localStorage.getItem('agent_code')).toBeNull();
  });

  it('names the missing code in Bangla on a Bangla screen, not by its query key', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces(['errors', 'auth']);
    window.history.replaceState(null, '', '/referral_code');
    renderWithApp(<ReferralCodeCapture />);
    await waitFor(() => expect(window.location.pathname).toBe('/signup'));
    expect(store.get(errorModalAtom)?.message).toBe('লিংকে কোনো রেফারেল কোড পাওয়া যায়নি');
    expect(store.get(errorModalAtom)?.vars).toEqual({ code: 'রেফারেল কোড' });
  });
});
