import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeErrorModal, showErrorModal } from '../lib/error-modal.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { ErrorModalHost } from './error-modal-host.tsx';

describe('the global error modal', () => {
  it('shows what any code raised, titled Error, and closes', () => {
    renderWithApp(<ErrorModalHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => showErrorModal({ message: 'Failed to send code' }));
    expect(screen.getByRole('dialog', { name: 'Error' }).textContent).toContain('Failed to send code');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => closeErrorModal());
  });
});
