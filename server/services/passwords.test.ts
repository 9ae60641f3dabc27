import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDummy, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Secret123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Secret123')).toBe(true);
    expect(await verifyPassword(hash, 'Secret124')).toBe(false);
  });

  it('answers false for a malformed stored hash and for the dummy check', async () => {
    expect(await verifyPassword('not-a-hash', 'Secret123')).toBe(false);
    expect(await verifyDummy('not-a-real-password-0')).toBe(false);
  });
});
