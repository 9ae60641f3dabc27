// Provably-fair randomness, as the usual sites derive it (Stake's scheme): a round's bytes are
// HMAC-SHA256(key = server seed, message = "clientSeed:nonce:round"), 32 bytes per HMAC, and each
// float in [0, 1) is made of 4 bytes. The server commits to sha256(server seed) before any round and
// reveals the seed when the player rotates it, so every past round can be recomputed.
//
// Pure and synchronous, and it imports only @noble/hashes (no node:crypto): the server and the
// browser's verification page run this very code (docs/decisions/0052).
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export interface SeedInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Client seeds are the player's free text within reason: printable, 1 to 64 characters. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

export const hmacSha256Hex = (key: string, message: string): string => bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));

/** The commitment shown before play: sha256 of the server seed's text. */
export const serverSeedHash = (serverSeed: string): string => sha256Hex(serverSeed);

/** Bytes `cursor .. cursor + count - 1` of a round's byte stream (HMAC blocks of 32 bytes). */
export function roundBytes(input: SeedInput, count: number, cursor = 0): Uint8Array {
  const out = new Uint8Array(count);
  const key = utf8ToBytes(input.serverSeed);
  let block = Math.floor(cursor / 32);
  let offset = cursor % 32;
  let filled = 0;
  while (filled < count) {
    const digest = hmac(sha256, key, utf8ToBytes(`${input.clientSeed}:${input.nonce}:${block}`));
    while (offset < 32 && filled < count) out[filled++] = digest[offset++]!;
    block += 1;
    offset = 0;
  }
  return out;
}

/** `count` floats in [0, 1), each from 4 bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴. */
export function roundFloats(input: SeedInput, count: number): number[] {
  const bytes = roundBytes(input, count * 4);
  const floats: number[] = [];
  for (let i = 0; i < count; i++) floats.push(bytesToFloat(bytes, i * 4));
  return floats;
}

export function bytesToFloat(bytes: Uint8Array, at: number): number {
  return bytes[at]! / 256 + bytes[at + 1]! / 256 ** 2 + bytes[at + 2]! / 256 ** 3 + bytes[at + 3]! / 256 ** 4;
}

/**
 * An integer in [0, n) from a float. With 2^32 float steps the largest bias any outcome can get is
 * n / 2^32 (under 10^-8 for our reels and dice), which the stated returns to player ignore.
 */
export const floatToIndex = (float: number, n: number): number => Math.floor(float * n);

/** A fresh 256-bit seed as hex, from the platform's CSPRNG (Web Crypto: Node 20 and browsers). */
export function randomSeedHex(bytes = 32): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return bytesToHex(buf);
}
