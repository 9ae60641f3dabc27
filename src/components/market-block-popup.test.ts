import { describe, expect, it } from 'vitest';
import { isSectionBlocked } from './market-block-popup.tsx';

describe('upline market blocking', () => {
  it.each([
    [{ exchange_market: 0, cs_market: 1, status: 'blocked' }, 'exchange', true],
    [{ exchange_market: 0, cs_market: 1, status: 'blocked' }, 'casino', false],
    [{ exchange_market: 1, cs_market: 0, status: 'blocked' }, 'casino', true],
    [{ exchange_market: 0, cs_market: 0, status: 'active' }, 'exchange', false],
    [{ exchange_market: 0, cs_market: 0, status: 'active' }, 'casino', false],
    [{ exchange_market: 0, cs_market: 0, status: 'blocked' }, 'casino', true],
    [null, 'exchange', false],
  ] as const)('%o blocks %s: %s', (block, section, blocked) => {
    expect(isSectionBlocked(block, section)).toBe(blocked);
  });
});
