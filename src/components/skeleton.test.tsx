import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { Skeleton, SkeletonList } from './skeleton.tsx';

describe('skeletons', () => {
  it('a list says Loading once and hides its shapes from screen readers', () => {
    renderWithApp(<SkeletonList rows={4} avatar />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    const rows = status.querySelectorAll('.skeleton-row');
    expect(rows).toHaveLength(4);
    expect([...rows].every((row) => row.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(status.querySelectorAll('.skeleton-circle')).toHaveLength(4);
  });

  it('a block takes the size and shape it is given', () => {
    const { container } = renderWithApp(<Skeleton shape="rect" width={120} height={72} />);
    const block = container.querySelector('.skeleton') as HTMLElement;
    expect(block.className).toBe('skeleton skeleton-rect');
    expect([block.style.width, block.style.height]).toEqual(['120px', '72px']);
  });
});
