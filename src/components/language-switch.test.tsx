import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { LanguageSwitch } from './language-switch.tsx';

afterEach(() => setLanguage('en'));

describe('the language switch', () => {
  it('switches to Bangla, stores the choice and marks the page', () => {
    renderWithApp(<LanguageSwitch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'bn' } });
    expect(localStorage.getItem('lang')).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(screen.getByRole('combobox', { name: 'ভাষা' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'বাংলা']);
  });
});
