import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { SegmentedControl } from './segmented-control.tsx';

function Owner() {
  const [value, setValue] = useState<'today' | 'yesterday' | 'last7'>('today');
  return (
    <SegmentedControl
      label="Date"
      value={value}
      onChange={setValue}
      options={[
        { value: 'today', label: 'Today' },
        { value: 'yesterday', label: 'Yesterday' },
        { value: 'last7', label: 'Last 7 days' },
      ]}
    />
  );
}

describe('the segmented control', () => {
  it('is a radio group with one checked segment in the Tab order', () => {
    renderWithApp(<Owner />);
    expect(screen.getByRole('radiogroup', { name: 'Date' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves the choice with a tap and with the arrow keys, wrapping at the ends', () => {
    renderWithApp(<Owner />);
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(screen.getByRole('radio', { name: 'Last 7 days' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Last 7 days' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: 'Today' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Today' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(screen.getByRole('radio', { name: 'Last 7 days' }).getAttribute('aria-checked')).toBe('true');
  });
});
