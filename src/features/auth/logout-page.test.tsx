import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { LogoutPage } from './logout-page.tsx';

beforeEach(() => {
  localStorage.clear();
  saveSession({ token: 'tok', remote_id: '42', username: 'player0001', exchangeToken: 'ex' });
  localStorage.setItem('agent_code', 'AG1');
  window.history.replaceState(null, '', '/player/logout');
});
afterEach(() => vi.unstubAllGlobals());

describe('/player/logout', () => {
  it('tells the server, forgets the session and the agent code, and goes home', async () => {
    const { sent } = stubFetch({ 'POST /api/logout': { body: { message: 'Logged out' } } });
    renderWithApp(<LogoutPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sent.map((s) => [s.path, s.headers.get('authorization')])).toEqual([['/api/logout', 'Bearer tok']]);
    expect(store.get(sessionAtom)).toBeNull();
    for (const key of ['token', 'remote_id', 'username', 'exchangeToken', 'agent_code']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('still logs out on this device when the server cannot be reached', async () => {
    stubFetch({ 'POST /api/logout': 'network-error' });
    renderWithApp(<LogoutPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(store.get(sessionAtom)).toBeNull();
  });
});
