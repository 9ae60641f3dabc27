import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { PageHeader } from './page-header.tsx';

beforeEach(() => window.history.replaceState(null, '', '/profile'));

describe('the page header', () => {
  it("is the screen's one heading, with its actions at the end", () => {
    renderWithApp(<PageHeader title="My profile" subtitle="player0001" actions={<button type="button">Edit</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('goes back to the path it is given', () => {
    renderWithApp(<PageHeader title="Deposit" back="/account" />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.location.pathname).toBe('/account');
  });
});
