import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';

describe('the card', () => {
  it('titles its section and holds the actions in its header', () => {
    render(
      <Card title="Main wallet" actions={<button type="button">Refresh</button>} testId="c">
        <p>৳ 10.00</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Main wallet' })).toBeTruthy();
    expect(
      screen
        .getByTestId('c')
        .querySelector('.card-header')
        ?.contains(screen.getByRole('button', { name: 'Refresh' })),
    ).toBe(true);
    expect(screen.getByTestId('c').className).toBe('card card-raised');
  });

  it('without a title has no header, and flush leaves its body unpadded', () => {
    render(
      <Card flush elevation="flat" testId="c">
        <p>list</p>
      </Card>,
    );
    expect(screen.getByTestId('c').querySelector('.card-header')).toBeNull();
    expect(screen.getByTestId('c').querySelector('.card-body-flush')).not.toBeNull();
  });
});
