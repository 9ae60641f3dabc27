import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { Checkbox } from './checkbox.tsx';

function Terms() {
  const [checked, setChecked] = useState(false);
  return <Checkbox label="I agree to the terms" checked={checked} onChange={setChecked} error="Please accept the terms." />;
}

describe('the checkbox', () => {
  it('toggles from its label, and its error goes once it is ticked', () => {
    renderWithApp(<Terms />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' }) as HTMLInputElement;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please accept the terms.');
    fireEvent.click(screen.getByText('I agree to the terms'));
    expect(box.checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.hasAttribute('aria-invalid')).toBe(false);
  });
});
