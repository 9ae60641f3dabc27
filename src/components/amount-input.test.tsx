import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { AmountInput, normaliseAmount } from './amount-input.tsx';

let kept = '';
function Owner({ decimals = 0 as 0 | 2 }) {
  const [value, setValue] = useState('');
  kept = value;
  return <AmountInput label="Amount" value={value} onChange={setValue} quickAmounts={[500, 1000, 25000]} min={200} max={25000} decimals={decimals} />;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('reading what a player typed', () => {
  it.each([
    ['১৫০০', 0, '1500'],
    ['1,500', 0, '1500'],
    ['০০৫০', 0, '50'],
    ['12.5', 0, '125'],
    ['12.345', 2, '12.34'],
    ['১২.৫', 2, '12.5'],
    ['abc', 0, ''],
    ['1.2.3', 2, '1.23'],
  ] as const)('"%s" with %i decimals keeps "%s"', (typed, decimals, expected) => {
    expect(normaliseAmount(typed, decimals)).toBe(expected);
  });
});

describe('the amount input', () => {
  it('fills from a quick amount, marks it pressed, and shows the limits', () => {
    renderWithApp(<Owner />);
    fireEvent.click(screen.getByRole('button', { name: '1,000' }));
    expect(kept).toBe('1000');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1000');
    expect(screen.getByRole('button', { name: '1,000' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: 'Quick amounts' })).toBeTruthy();
    expect(screen.getByText('Min ৳ 200 · Max ৳ 25,000')).toBeTruthy();
  });

  it('in Bangla takes Bengali or Latin digits, keeps Latin ones for the owner and shows Bengali ones', async () => {
    await i18n.changeLanguage('bn');
    renderWithApp(<Owner />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '২৫০০' } });
    expect(kept).toBe('2500');
    expect(input.value).toBe('২৫০০');
    fireEvent.change(input, { target: { value: '2600' } });
    expect(kept).toBe('2600');
    expect(input.value).toBe('২৬০০');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['৫০০', '১,০০০', '২৫,০০০']);
    expect(screen.getByText('সর্বনিম্ন ৳ ২০০ · সর্বোচ্চ ৳ ২৫,০০০')).toBeTruthy();
  });

  it('asks a phone for the number pad, the decimal one when decimals are allowed', () => {
    const { unmount } = renderWithApp(<Owner />);
    expect(screen.getByLabelText('Amount').getAttribute('inputmode')).toBe('numeric');
    unmount();
    renderWithApp(<Owner decimals={2} />);
    expect(screen.getByLabelText('Amount').getAttribute('inputmode')).toBe('decimal');
  });
});
