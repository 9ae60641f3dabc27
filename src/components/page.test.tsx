import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './page.tsx';

describe('the page frame', () => {
  it('is a section of the width asked for, named by the heading it points at', () => {
    render(
      <Page width="narrow" screen="LoginPage" labelledBy="t">
        <h1 id="t">Log in</h1>
      </Page>,
    );
    const page = screen.getByRole('region', { name: 'Log in' });
    expect(page.className).toBe('page page-narrow');
    expect(page.dataset.screen).toBe('LoginPage');
  });
});
