import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { createHash } from 'node:crypto';
import { leadingZeroBits } from '../../contracts/challenge.ts';
import { ApiError } from './api.ts';
import { solveChallenge, withChallenge } from './challenge.ts';

const zeroBits = (text: string) => leadingZeroBits(sha256(new TextEncoder().encode(text)));
afterEach(() => vi.restoreAllMocks());

describe('leadingZeroBits', () => {
  it.each([
    [[0xff], 0],
    [[0x80], 0],
    [[0x7f], 1],
    [[0x01], 7],
    [[0x00, 0xff], 8],
    [[0x00, 0x00, 0x10], 19],
    [[0, 0], 16],
  ])('%j has %i', (bytes, bits) => expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits));
});

describe('solveChallenge', () => {
  it('finds a nonce whose SHA-256 (the same as node:crypto computes) has the zero bits asked for', async () => {
    const challenge = { token: 'login.12.1.abc.sig', difficulty: 12 };
    const solution = await solveChallenge(challenge);
    expect(solution).toMatch(/^login\.12\.1\.abc\.sig:\d+$/);
    expect(zeroBits(solution)).toBeGreaterThanOrEqual(12);
    expect(leadingZeroBits(createHash('sha256').update(solution).digest())).toBeGreaterThanOrEqual(12);
  });

  it('gives the page its turn between slices of work', async () => {
    const pause = vi.fn(() => Promise.resolve());
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 100));
    const solution = await solveChallenge({ token: 't', difficulty: 12 }, pause);
    // The slice deadline passes at once, so the work pauses every 512 hashes.
    expect(pause.mock.calls.length).toBe(Math.floor(Number(solution.split(':')[1]) / 512));
  });
});

describe('withChallenge', () => {
  const asked = (challenge = { token: 'x.4.1.id.sig', difficulty: 4 }) =>
    new ApiError(429, 'A quick security check is needed. Please try again.', 'challengeRequired', undefined, undefined, challenge);

  it('makes the call once when no challenge is asked for', async () => {
    const call = vi.fn(async () => 'ok');
    const onSolving = vi.fn();
    expect(await withChallenge(call, onSolving)).toBe('ok');
    expect(call.mock.calls).toEqual([[{}]]);
    expect(onSolving).not.toHaveBeenCalled();
  });

  it('solves the challenge and repeats the call with the solution header', async () => {
    const call = vi.fn().mockRejectedValueOnce(asked()).mockResolvedValueOnce('ok');
    const onSolving = vi.fn();
    expect(await withChallenge(call, onSolving)).toBe('ok');
    expect(onSolving).toHaveBeenCalledTimes(1);
    const header = call.mock.calls[1]![0]['x-challenge-solution'] as string;
    expect(header.startsWith('x.4.1.id.sig:')).toBe(true);
    expect(zeroBits(header)).toBeGreaterThanOrEqual(4);
  });

  it('passes other errors on, and gives up after three challenges in a row', async () => {
    const refused = new ApiError(401, 'Invalid credentials', 'invalidCredentials');
    await expect(withChallenge(vi.fn().mockRejectedValue(refused))).rejects.toBe(refused);
    const always = vi.fn().mockRejectedValue(asked());
    await expect(withChallenge(always)).rejects.toMatchObject({ code: 'challengeRequired' });
    expect(always).toHaveBeenCalledTimes(4);
  });
});
