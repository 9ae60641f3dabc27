import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThreeColumnLayout } from './three-column-layout.tsx';

describe('the three-column layout', () => {
  it('names its side columns; an empty right column says what will fill it', () => {
    render(
      <ThreeColumnLayout
        left={<a href="/exchange?sport=cricket">Cricket</a>}
        leftLabel="Sports and competitions"
        rightLabel="Bet slip"
        rightEmpty="Tap a price to add a selection."
      >
        <h1>Match Odds</h1>
      </ThreeColumnLayout>,
    );
    expect(screen.getByRole('navigation', { name: 'Sports and competitions' }).textContent).toBe('Cricket');
    const slip = screen.getByRole('complementary', { name: 'Bet slip' });
    expect(slip.hasAttribute('data-empty')).toBe(true);
    expect(slip.textContent).toBe('Bet slipTap a price to add a selection.');
  });

  it('holds the bet slip when one is given, and leaves out an empty left column', () => {
    render(
      <ThreeColumnLayout leftLabel="Sports" rightLabel="Bet slip" right={<p>Your bets</p>}>
        <p>market</p>
      </ThreeColumnLayout>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    const slip = screen.getByRole('complementary', { name: 'Bet slip' });
    expect(slip.textContent).toBe('Your bets');
    expect(slip.hasAttribute('data-empty')).toBe(false);
  });
});
