import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToFloat, roundBytes, roundFloats, serverSeedHash, randomSeedHex } from './fair-random.ts';

const seeds = { serverSeed: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90', clientSeed: 'my-lucky-seed', nonce: 42 };
const nodeBlock = (block: number) => createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${block}`).digest();

describe('provably-fair randomness', () => {
  it('a round\'s bytes are HMAC-SHA256(server seed, "client:nonce:block"), as node:crypto computes it', () => {
    const expected = Buffer.concat([nodeBlock(0), nodeBlock(1), nodeBlock(2)]);
    expect(Buffer.from(roundBytes(seeds, 96))).toEqual(expected);
  });

  it('reading from a cursor continues the same byte stream across HMAC blocks', () => {
    const whole = roundBytes(seeds, 80);
    expect(roundBytes(seeds, 20, 25)).toEqual(whole.slice(25, 45));
  });

  it('a float is four bytes, most significant first, and lies in [0, 1)', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    expect(bytesToFloat(new Uint8Array([128, 0, 0, 0]), 0)).toBe(0.5);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
    const block = nodeBlock(0);
    expect(roundFloats(seeds, 8)).toEqual(Array.from({ length: 8 }, (_, i) => bytesToFloat(block, i * 4)));
  });

  it("the commitment is sha256 of the server seed's text, and another nonce or client seed changes everything", () => {
    expect(serverSeedHash(seeds.serverSeed)).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
    expect(roundFloats({ ...seeds, nonce: 43 }, 2)).not.toEqual(roundFloats(seeds, 2));
    expect(roundFloats({ ...seeds, clientSeed: 'other' }, 2)).not.toEqual(roundFloats(seeds, 2));
  });

  it('fresh seeds are 64 hex characters and never repeat', () => {
    const made = new Set(Array.from({ length: 100 }, () => randomSeedHex()));
    expect(made.size).toBe(100);
    for (const s of made) expect(s).toMatch(/^[0-9a-f]{64}$/);
  });
});
