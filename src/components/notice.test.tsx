import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { FormError, Notice } from './notice.tsx';

describe('notices', () => {
  it('a danger notice is read out at once; the others politely', () => {
    renderWithApp(
      <>
        <Notice tone="danger">Upload failed.</Notice>
        <Notice tone="success" title="Done">
          Saved.
        </Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Upload failed.');
    expect(screen.getByRole('status').textContent).toBe('DoneSaved.');
  });

  it("a form's error is translated from the catalogue, and nothing shows without one", () => {
    const { rerender } = renderWithApp(<FormError error="networkError" />);
    expect(screen.getByRole('alert').textContent).toBe('Network error, please try again later.');
    rerender(<FormError error={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
