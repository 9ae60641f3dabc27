// The exchange feed's settings from the environment (running-feed.ts).
import { describe, expect, it } from 'vitest';
import { feedSettings } from './running-feed.ts';

describe('feedSettings', () => {
  it('starts a fresh run now unless EXCHANGE_START_AT pins the simulated moment it starts from', () => {
    expect(feedSettings({}).startAt).toBeNull();
    expect(feedSettings({ EXCHANGE_START_AT: '2026-11-24T08:00:00.000Z' }).startAt).toBe(Date.parse('2026-11-24T08:00:00.000Z'));
    expect(feedSettings({ EXCHANGE_START_AT: 'tomorrow' }).startAt).toBeNull();
  });

  it('keeps its defaults for a seed, speed and ball time that are missing or not positive numbers', () => {
    expect(feedSettings({ EXCHANGE_SEED: 'x', EXCHANGE_SPEED: '-2' })).toMatchObject({ seed: 20_261_123, speed: 1, ballMs: 25_000 });
  });
});
