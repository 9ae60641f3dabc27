import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { SelectField } from './select.tsx';

const OPTIONS = [
  { value: 'BDT', label: 'BDT' },
  { value: 'INR', label: 'INR' },
  { value: 'PKR', label: 'PKR', disabled: true },
] as const;

describe('the select field', () => {
  it('is a labelled native select that reports the chosen value', () => {
    const onChange = vi.fn();
    renderWithApp(<SelectField label="Currency" value="BDT" options={OPTIONS} onChange={onChange} hint="Your wallet currency" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).disabled)).toEqual([false, false, true]);
    fireEvent.change(select, { target: { value: 'INR' } });
    expect(onChange).toHaveBeenCalledWith('INR');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Your wallet currency');
  });

  it('shows its error and marks itself invalid', () => {
    renderWithApp(<SelectField label="Currency" value="BDT" options={OPTIONS} onChange={() => {}} error="invalidInput" />);
    expect(screen.getByRole('combobox', { name: 'Currency' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
