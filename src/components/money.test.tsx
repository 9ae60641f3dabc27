import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { Money } from './money.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('money on screen', () => {
  it.each([
    [{ value: 1234.5 }, '৳ 1,234.50', 'money num'],
    [{ value: '2500.00', whole: true }, '৳ 2,500', 'money num'],
    [{ value: -50, signed: true }, '(৳ 50.00)', 'money num money-loss'],
    [{ value: -50 }, '(৳ 50.00)', 'money num'],
    [{ value: -50, hideSymbol: true }, '(50.00)', 'money num'],
    [{ value: 75, signed: true }, '৳ 75.00', 'money num money-gain'],
    [{ value: 0, signed: true }, '৳ 0.00', 'money num'],
    [{ value: 99, hideSymbol: true }, '99.00', 'money num'],
  ] as const)('%o reads %s', (props, text, className) => {
    renderWithApp(<Money testId="m" {...props} />);
    expect(screen.getByTestId('m').textContent).toBe(text);
    expect(screen.getByTestId('m').className).toBe(className);
  });

  it('in Bangla uses Bengali digits and lakh grouping', async () => {
    await i18n.changeLanguage('bn');
    renderWithApp(<Money testId="m" value={1234567.5} />);
    expect(screen.getByTestId('m').textContent).toBe('৳ ১২,৩৪,৫৬৭.৫০');
  });
});
