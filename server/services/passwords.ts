// Passwords: argon2id (OWASP minimum parameters: 19 MiB, 2 passes). A dummy hash is verified
// when the username does not exist, so a failed log-in takes the same time either way.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum (not importable as a value under isolatedModules); 2 = Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the time of one verification and always answers false. */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummy, password);
  return false;
}
