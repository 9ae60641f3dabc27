// The browser's device id: made once and kept, remade if the kept one was tampered into something the
// server would refuse, and sent with every bet.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../tests/helpers/stub-fetch.ts';
import { placeBet } from '../features/exchange/my-bets/bets-api.ts';
import { deviceId } from './device-id.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the device id', () => {
  it('is made once and kept; a kept value the server would refuse is replaced', () => {
    const first = deviceId();
    expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(deviceId()).toBe(first);
    localStorage.setItem('device', '<img src=x>');
    const remade = deviceId();
    expect(remade).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(remade).not.toBe(first);
  });

  it('goes with every bet, beside the press’s Idempotency-Key', async () => {
    const { sent } = stubFetch({
      'POST /api/exchange/bets': {
        body: {
          bet: {
            id: 1,
            status: 'matched',
            matchedStake: 100,
            unmatchedStake: 0,
            averagePrice: 2,
            liability: 100,
            placedAt: '2026-12-02T10:00:00.000Z',
            message: 'Bet matched.',
            code: 'exchangeBetMatched',
          },
        },
      },
    });
    await placeBet({ eventId: 'e1', marketId: '1.1', marketType: 'match_odds', selectionId: '1', side: 'back', price: 2, stake: 100 }, 'k-1');
    expect(sent[0]!.headers.get('x-device-id')).toBe(deviceId());
    expect(sent[0]!.headers.get('idempotency-key')).toBe('k-1');
  });
});
