import { describe, expect, it } from 'vitest';
import {
  bettingRecordQuerySchema,
  crashBetRequestSchema,
  gameRunRequestSchema,
  jhandiMundaPlayRequestSchema,
  rotateSeedRequestSchema,
  slotSpinRequestSchema,
} from './games.ts';
import { betRequestSchema, winRequestSchema } from './provider-wallet.ts';

const run = { gameCode: 'chakka_lucky_sixes', gameType: 'SLOT', platform: 'CHAKKA' };

describe('the casino contracts', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
  ])('game-run reads isMobileLogin %j as %s', (given, read) => {
    expect(gameRunRequestSchema.parse({ ...run, isMobileLogin: given }).isMobileLogin).toBe(read);
  });

  it('game-run refuses an unknown category, a code with a dash and a lower-case platform', () => {
    expect(gameRunRequestSchema.safeParse({ ...run, gameType: 'CASINO' }).success).toBe(false);
    expect(gameRunRequestSchema.safeParse({ ...run, gameCode: 'chakka-slot' }).success).toBe(false);
    expect(gameRunRequestSchema.safeParse({ ...run, platform: 'chakka' }).success).toBe(false);
    expect(gameRunRequestSchema.parse({ ...run, userId: 42 }).userId).toBe('42');
  });

  it('house stakes must be offered presets; Jhandi Munda needs a stake on at least one symbol', () => {
    expect(slotSpinRequestSchema.safeParse({ stake: 20 }).success).toBe(true);
    expect(slotSpinRequestSchema.safeParse({ stake: 25 }).success).toBe(false);
    expect(jhandiMundaPlayRequestSchema.safeParse({ bets: {} }).success).toBe(false);
    expect(jhandiMundaPlayRequestSchema.safeParse({ bets: { crown: 10, tiger: 10 } }).success).toBe(false);
    expect(jhandiMundaPlayRequestSchema.parse({ bets: { crown: 10, flag: 50 } }).bets).toEqual({ crown: 10, flag: 50 });
  });

  it.each([
    [2, 200],
    [1.01, 101],
    [1000, 100_000],
  ])('an auto cash-out of %sx is %i hundredths', (given, x100) => {
    expect(crashBetRequestSchema.parse({ stake: 10, autoCashout: given }).autoCashout).toBe(x100);
  });

  it.each([1, 1.005, 1000.01, -2])('an auto cash-out of %sx is refused', (given) => {
    expect(crashBetRequestSchema.safeParse({ stake: 10, autoCashout: given }).success).toBe(false);
  });

  it('a client seed is 1 to 64 printable characters without spaces', () => {
    expect(rotateSeedRequestSchema.safeParse({ clientSeed: 'my-seed_42!' }).success).toBe(true);
    for (const bad of ['', 'has space', 'x'.repeat(65), 'nul\u0000']) expect(rotateSeedRequestSchema.safeParse({ clientSeed: bad }).success).toBe(false);
  });

  it('the betting record defaults to today and refuses other ranges', () => {
    expect(bettingRecordQuerySchema.parse({}).date).toBe('today');
    expect(bettingRecordQuerySchema.safeParse({ date: 'last30' }).success).toBe(false);
  });

  it('provider amounts are whole poisha: a bet above zero, a win from zero', () => {
    const base = { txId: 't1', playerId: '7', roundId: 'r1', gameCode: 'chakka_lucky_sixes', currency: 'BDT' };
    const token = 'a'.repeat(43);
    expect(betRequestSchema.safeParse({ ...base, sessionToken: token, amount: 0 }).success).toBe(false);
    expect(betRequestSchema.safeParse({ ...base, sessionToken: token, amount: 1.5 }).success).toBe(false);
    expect(winRequestSchema.safeParse({ ...base, amount: 0, roundClosed: true }).success).toBe(true);
    expect(winRequestSchema.safeParse({ ...base, playerId: '07', amount: 0, roundClosed: true }).success).toBe(false);
  });
});
