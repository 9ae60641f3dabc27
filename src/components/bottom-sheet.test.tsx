import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { BottomSheet } from './bottom-sheet.tsx';

function Owner() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pay with
      </button>
      <BottomSheet
        open={open}
        title="Choose a payment method"
        name="pay"
        onClose={() => setOpen(false)}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <button type="button">bKash</button>
      </BottomSheet>
    </>
  );
}

describe('the bottom sheet', () => {
  it('opens as a modal dialog named by its title, with the focus inside', () => {
    renderWithApp(<Owner />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with' }));
    const sheet = screen.getByRole('dialog', { name: 'Choose a payment method' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, plays its way out, and gives the focus back', async () => {
    renderWithApp(<Owner />);
    const opener = screen.getByRole('button', { name: 'Pay with' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its backdrop', async () => {
    renderWithApp(<Owner />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with' }));
    fireEvent.click(screen.getByTestId('pay-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
