import { act, fireEvent, screen, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorModalAtom } from '../../lib/error-modal.ts';
import { i18n } from '../../lib/i18n.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { baseRoutes, signIn } from './fixtures.test-helper.ts';
import { MakePaymentPage, type MakePaymentState } from './make-payment-page.tsx';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const state: MakePaymentState = {
  amount: 1500,
  payment_icon: '/bkash.png',
  payment_type: 'CashOut',
  payment_method_id: 2,
  payment_method_name: 'bKash',
  promotion_id: 0,
};
const ok = { body: { success: true, message: 'ok', data: { id: 9, amount: 1500, status: 'pending', receipt: true } } };

const open = (routes: Record<string, Answer> = {}, s: MakePaymentState | null = state) => {
  window.history.replaceState(s, '', '/make-payment');
  const stub = stubFetch({ ...baseRoutes(), 'GET /api/get-wallet-number': { body: [{ id: 31, account_number: '01998765432' }] }, ...routes });
  renderWithApp(<MakePaymentPage />);
  return stub;
};
const fill = (phone: string, trx: string) => {
  fireEvent.change(screen.getByLabelText('Your wallet number'), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('Transaction ID'), { target: { value: trx } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit/ }));

beforeEach(async () => {
  signIn();
  store.set(errorModalAtom, null);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the make-payment screen', () => {
  it('says there is no deposit in progress when opened without navigation state', async () => {
    const { sent } = open({}, null);
    await settle();
    expect(screen.getByText(/There is no deposit in progress\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(sent).toHaveLength(0);
  });

  it('shows the Cash Out heading, the masked agent number and the amount', async () => {
    const { sent } = open();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cash Out');
    expect(screen.getByTestId('destination').textContent).toBe('019*****432');
    expect(screen.getByTestId('amount').textContent).toBe('৳ 1,500.00');
    const lookup = sent.find((s) => s.path === '/api/get-wallet-number');
    expect(Object.fromEntries(lookup!.search)).toEqual({ name: 'bKash', account_type: 'CashOut', amount: '1500' });
  });

  it('counts down from ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    open();
    await settle();
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toBe('10:00');
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(timer.textContent).toBe('8:59');
    await act(async () => {
      vi.advanceTimersByTime(600_000);
    });
    expect(timer.textContent).toBe('0:00');
  });

  it('says the numbers could not be read, with Try again, rather than offering none', async () => {
    let down = true;
    open({ 'GET /api/user/show': () => (down ? 'network-error' : baseRoutes()['GET /api/user/show']) });
    await settle();
    expect([...screen.getByLabelText<HTMLSelectElement>('Your wallet number').options].map((o) => o.value)).toEqual(['']);
    const failed = screen.getByTestId('error-state');
    expect(failed.textContent).toContain('Could not load this');
    down = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.queryByTestId('error-state')).toBeNull();
    expect([...screen.getByLabelText<HTMLSelectElement>('Your wallet number').options].map((o) => o.value)).toEqual(['', '01712345678', '01812345678']);
  });

  it('offers only verified numbers and refuses a bad phone or a short transaction id, in English and in Bangla', async () => {
    const { sent } = open();
    await settle();
    const options = [...screen.getByLabelText<HTMLSelectElement>('Your wallet number').options].map((o) => o.value);
    expect(options).toEqual(['', '01712345678', '01812345678']);
    fill('', 'ABCDEFG');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please select a valid 11-digit phone number.');
    fill('01712345678', 'ABC123');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('The transaction ID must be at least 7 characters long.');
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('ট্রানজেকশন আইডি কমপক্ষে ৭ অক্ষরের হতে হবে।');
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it('copies the account number and the amount with the spec messages', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    await settle();
    const [copyNumber, copyAmount] = screen.getAllByRole('button', { name: 'Copy' });
    await act(async () => {
      fireEvent.click(copyNumber);
    });
    expect(screen.getByRole('status').textContent).toBe('Account number copied!');
    await act(async () => {
      fireEvent.click(copyAmount);
    });
    expect(screen.getByRole('status').textContent).toBe('Amount copied: 1,500.00');
    expect(writeText.mock.calls).toEqual([['01998765432'], ['1500']]);
  });

  it('refuses a receipt that is not an image', async () => {
    open();
    await settle();
    const input = screen.getByLabelText('Upload receipt');
    fireEvent.change(input, { target: { files: [new NodeFile(['hello'], 'r.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert').textContent).toBe('The receipt must be a JPEG, PNG or WebP image.');
  });

  it('submits the deposit with the receipt and a key, shows Submitting... and the success message, then goes to payment-request', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { sent } = open({
      'POST /api/submit-deposit': async () => {
        await gate;
        return ok;
      },
    });
    await settle();
    fill('01812345678', 'TRX98765');
    const png = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload receipt'), { target: { files: [png] } });
    submit();
    await settle();
    const button = screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    release();
    await settle();
    expect(screen.getByText('Your deposit request has been submitted successfully.').closest('[role="status"]')).toBeTruthy();
    const post = sent.find((s) => s.path === '/api/submit-deposit')!;
    const form = post.body as FormData;
    expect(Object.fromEntries([...form].filter(([k]) => k !== 'receipt'))).toEqual({
      remote_id: '7',
      account_number: '01812345678',
      transaction_id: 'TRX98765',
      amount: '1500',
      payment_id: '2',
      promotion_id: '0',
      wallet_number_id: '31',
    });
    expect((form.get('receipt') as File).name).toBe('receipt.png');
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(window.location.pathname).toBe('/payment-request');
    expect(window.history.state).toEqual({ amount: 1500, payment_icon: '/bkash.png' });
  });

  it('reuses the key when retrying after a network failure, and takes a new one after a refusal', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => ({ status: 422, body: { message: 'Invalid transaction id', code: 'x' } }),
      () => ok,
    ];
    const { sent } = open({ 'POST /api/submit-deposit': () => answers.shift()!() as never });
    await settle();
    fill('01712345678', 'TRX98765');
    for (let i = 0; i < 3; i++) {
      submit();
      await settle();
    }
    const keys = sent.filter((s) => s.path === '/api/submit-deposit').map((s) => s.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows a refusal as Submission failed in a modal titled Message', async () => {
    open({
      'POST /api/submit-deposit': {
        status: 409,
        body: {
          message: 'You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
          code: 'depositPending',
        },
      },
    });
    await settle();
    fill('01712345678', 'TRX98765');
    submit();
    await settle();
    expect(store.get(errorModalAtom)).toEqual({
      title: 'Message',
      message: 'Submission failed: You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
    });
  });

  it('says a refusal with numbers in Bangla with Bengali digits and lakh grouping, by its code or by its filled-in text', async () => {
    const limit = 'This deposit would take you over your deposit limit of ৳150000 for 24 hours. You can deposit up to ৳1500 now.';
    const refusals = [
      { status: 422, body: { message: limit, code: 'depositLimitDay', vars: { limit: '150000', left: '1500' } } },
      { status: 422, body: { message: 'The minimum deposit is ৳200.' } },
    ];
    open({ 'POST /api/submit-deposit': () => refusals.shift()! });
    await settle();
    fill('01712345678', 'TRX98765');
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    const send = () => fireEvent.submit(document.querySelector('form.funds-form')!);
    send();
    await settle();
    expect(store.get(errorModalAtom)?.message).toBe(
      'জমা দেওয়া ব্যর্থ হয়েছে: এই ডিপোজিটে আপনার ২৪ ঘণ্টার ডিপোজিট সীমা ৳১,৫০,০০০ ছাড়িয়ে যাবে। এখন আপনি সর্বোচ্চ ৳১,৫০০ ডিপোজিট করতে পারেন।',
    );
    send();
    await settle();
    expect(store.get(errorModalAtom)?.message).toBe('জমা দেওয়া ব্যর্থ হয়েছে: সর্বনিম্ন ডিপোজিট ৳২০০।');
    expect(refusals).toHaveLength(0);
  });
});
