import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { Badge } from './badge.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the badge', () => {
  it('carries its tone and its words', () => {
    renderWithApp(
      <Badge tone="inplay" testId="b">
        In-Play
      </Badge>,
    );
    expect(screen.getByTestId('b').className).toBe('badge badge-inplay');
    expect(screen.getByTestId('b').textContent).toBe('In-Play');
  });

  it('prints a count in the language digits', async () => {
    await i18n.changeLanguage('bn');
    renderWithApp(<Badge count={1500} testId="b" />);
    expect(screen.getByTestId('b').textContent).toBe('১,৫০০');
  });
});
