import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { Dialog } from './dialog.tsx';

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Withdraw
      </button>
      {open && (
        <Dialog
          title="Confirm withdrawal"
          name="confirm"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          footer={
            <>
              <button type="button">Cancel</button>
              <button type="button">Confirm</button>
            </>
          }
        >
          <p>Withdraw ৳ 500?</p>
        </Dialog>
      )}
    </>
  );
}

describe('the dialog', () => {
  it('is a modal dialog named by its title, and takes the focus', () => {
    renderWithApp(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm withdrawal' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside: past the last control it comes back to the first, and back again with Shift', () => {
    renderWithApp(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('closes on Escape and gives the focus back to the button that opened it', () => {
    const onClose = vi.fn();
    renderWithApp(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Withdraw' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from its cross and from the backdrop, but not from a click inside', () => {
    const onClose = vi.fn();
    renderWithApp(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(screen.getByText('Withdraw ৳ 500?'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('with two open, Escape closes only the top one', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    renderWithApp(
      <>
        <Dialog title="Profile" onClose={outer}>
          <p>profile</p>
        </Dialog>
        <Dialog title="Error" onClose={inner}>
          <p>error</p>
        </Dialog>
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
