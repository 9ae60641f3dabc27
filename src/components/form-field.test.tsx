import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { TextField } from './form-field.tsx';

/** A field with the owner's state, as a screen holds it; submit sets the error the owner computes. */
function Form({ check, validate }: { check: (v: string) => string | undefined; validate?: (v: string) => string | undefined }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setError(check(value));
      }}
    >
      <TextField label="Username" hint="8-16 letters and numbers" value={value} onChange={(e) => setValue(e.target.value)} error={error} validate={validate} />
      <button type="submit">Go</button>
    </form>
  );
}
const tooShort = (v: string) => (v.length < 8 ? 'usernameLength' : undefined);

describe('the form field', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'The maximum stake per bet on this market is ৳250000.', 'The maximum stake per bet on this market is ৳250,000.'],
    ['bn', 'The maximum stake per bet on this market is ৳250000.', 'এই মার্কেটে প্রতি বেটে সর্বোচ্চ স্টেক ৳২,৫০,০০০।'],
    ['bn', 'The receipt image is too large (at most 5 MB).', 'রসিদের ছবিটি খুব বড় (সর্বোচ্চ ৫ এমবি)।'],
    ['bn', 'A text the catalogue does not hold: 42', 'A text the catalogue does not hold: 42'],
  ])('in %s says the server text "%s" as "%s", its filled-in values in the language\'s digits', async (lang, server, shown) => {
    await i18n.changeLanguage(lang);
    renderWithApp(<Form check={() => server} />);
    fireEvent.submit(screen.getByRole('textbox').closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });

  it('names the input by its label and describes it with its hint', () => {
    renderWithApp(<Form check={tooShort} />);
    const input = screen.getByLabelText('Username');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['8-16 letters and numbers']);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows a catalogue error translated, marks the input invalid and describes it with the error too', async () => {
    renderWithApp(<Form check={tooShort} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const input = screen.getByLabelText('Username');
    expect(screen.getByRole('alert').textContent).toBe('Username must be between 8 and 16 characters');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')!.split(' ')).toHaveLength(2);
  });

  it('clears the error as soon as the field changes, and shows it again on the next submit if still wrong', async () => {
    renderWithApp(<Form check={tooShort} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await userEvent.type(screen.getByLabelText('Username'), 'abc');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert').textContent).toBe('Username must be between 8 and 16 characters');
  });

  it('with validate, follows the field live once in error and clears the moment it is fixed', async () => {
    renderWithApp(<Form check={tooShort} validate={tooShort} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await userEvent.type(screen.getByLabelText('Username'), 'player0');
    expect(screen.getByRole('alert').textContent).toBe('Username must be between 8 and 16 characters');
    await userEvent.type(screen.getByLabelText('Username'), '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a raw text error passes through untranslated', () => {
    renderWithApp(<TextField label="Email" value="" onChange={() => {}} error="This e-mail is taken." />);
    expect(screen.getByRole('alert').textContent).toBe('This e-mail is taken.');
  });

  it('a password field shows and hides what was typed with its own named button', () => {
    renderWithApp(<TextField label="Password" type="password" value="secret123" onChange={() => {}} />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide Password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('draws a prefix beside the input without making it part of the value or the name', () => {
    renderWithApp(<TextField label="Phone Number" prefix="+88" value="" onChange={() => {}} />);
    expect(screen.getByText('+88').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toBeTruthy();
  });
});
