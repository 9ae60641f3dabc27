import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, type IconName } from './icon.tsx';

const NAMES: IconName[] = [
  'home',
  'gift',
  'wallet',
  'user',
  'megaphone',
  'tools',
  'menu',
  'close',
  'back',
  'chevronRight',
  'chevronDown',
  'eye',
  'eyeOff',
  'check',
  'info',
  'alert',
  'inbox',
  'sun',
  'moon',
  'trophy',
  'play',
  'pause',
  'copy',
  'share',
  'refresh',
];

describe('icons', () => {
  it.each(NAMES)('%s draws a path in the current colour and is hidden from screen readers', (name) => {
    const { container } = render(<Icon name={name} size={24} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('24');
    expect(svg.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(10);
  });
});
