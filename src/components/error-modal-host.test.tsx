import { act, fireEvent, screen } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson } from '../lib/api.ts';
import { closeErrorModal, showErrorModal } from '../lib/error-modal.ts';
import { i18n } from '../lib/i18n.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { ErrorModalHost } from './error-modal-host.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => closeErrorModal());
  await i18n.changeLanguage('en');
});

const NodeRequest = globalThis.Request;

/** An API refusal as the server sends it for fail(422, 'depositBelowMin', { min: '200' }). */
async function refusalFromApi(): Promise<ApiError> {
  const body = { message: 'The minimum deposit is ৳200.', code: 'depositBelowMin', vars: { min: '200' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 422, headers: { 'content-type': 'application/json' } })),
  );
  // Node's Request refuses the relative '/api/..' that ky builds; a browser resolves it.
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    },
  );
  const error = await getJson(z.object({}), 'anything').catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('the global error modal', () => {
  it('shows what any code raised, titled Error, and closes', () => {
    renderWithApp(<ErrorModalHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => showErrorModal({ message: 'Failed to send code' }));
    expect(screen.getByRole('dialog', { name: 'Error' }).textContent).toContain('Failed to send code');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => closeErrorModal());
  });

  it('fills the placeholders of a translated code with the values the API sent, in English and in Bangla', async () => {
    const error = await refusalFromApi();
    expect([error.status, error.code, error.vars]).toEqual([422, 'depositBelowMin', { min: '200' }]);
    await i18n.loadNamespaces('errors');
    renderWithApp(<ErrorModalHost />);
    act(() => showErrorModal({ code: error.code, vars: error.vars, message: error.message }));
    expect(screen.getByRole('dialog').textContent).toContain('The minimum deposit is ৳200.');
    await act(async () => {
      await i18n.changeLanguage('bn');
      await i18n.loadNamespaces('errors');
    });
    const text = screen.getByRole('dialog').textContent ?? '';
    // In Bangla the amount reads in Bengali digits, as every number on a Bangla screen does.
    expect(text).toContain('সর্বনিম্ন ডিপোজিট ৳২০০');
    expect(text).not.toContain('{{');
  });

  it('fills a client-side code such as noCodeInUrl from the vars it is given', async () => {
    await i18n.loadNamespaces('errors');
    renderWithApp(<ErrorModalHost />);
    act(() => showErrorModal({ code: 'noCodeInUrl', vars: { code: 'referral' }, message: 'No referral found in the URL' }));
    expect(screen.getByRole('dialog').textContent).toContain('No referral found in the URL');
  });
});
