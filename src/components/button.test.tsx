import { fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { Button, ButtonLink, IconButton, buttonClassName } from './button.tsx';

describe('the button', () => {
  it('is a plain button (never a form submit by accident) in the primary look by default', () => {
    renderWithApp(<Button>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.className).toBe('btn btn-primary btn-md');
  });

  it.each([
    [{ variant: 'danger', size: 'lg', block: true }, 'btn btn-danger btn-lg btn-block'],
    [{ variant: 'ghost', size: 'sm', className: 'extra' }, 'btn btn-ghost btn-sm extra'],
    [{ variant: 'secondary' }, 'btn btn-secondary btn-md'],
  ] as const)('%o looks like %s', (look, expected) => {
    expect(buttonClassName(look)).toBe(expected);
  });

  it('while loading is disabled, busy, named by its loading text, and keeps its label in place for the width', () => {
    const onClick = vi.fn();
    renderWithApp(
      <Button loading loadingText="Logging in..." onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Logging in...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Both faces stay in the button (one hidden), so its width is the wider of the two in either state.
    expect(button.querySelector('.btn-face')?.textContent).toBe('Login');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('without a loading text reads out "Loading…" while busy, and its label when idle', () => {
    const { rerender } = renderWithApp(<Button loading>Save</Button>);
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeTruthy();
    rerender(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('a link dressed as a button navigates like a link', () => {
    render(
      <Router>
        <ButtonLink href="/signup" variant="primary" size="sm">
          Sign up
        </ButtonLink>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/signup');
    expect(link.className).toBe('btn btn-primary btn-sm');
  });

  it('an icon button is named by its label, its icon hidden from screen readers', () => {
    render(<IconButton icon="close" label="Close" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
