// The vitest project `contracts-lazy` runs every contracts test on the schemas as the browser bundle builds
// them (on first use, scripts/lazy-contracts.ts); the `node` project on the eager ones the server uses. This
// test shows each project really has the build it claims, so a passing contracts-lazy run means something.
import { types } from 'node:util';
import { expect, it } from 'vitest';
import { balanceResponseSchema, loginRequestSchema, OTP_LENGTH } from './account.ts';

const lazy = process.env.CONTRACTS_LAZY === '1';

it(lazy ? 'has the browser’s lazy schemas in this project' : 'has the server’s eager schemas in this project', () => {
  expect(types.isProxy(loginRequestSchema)).toBe(lazy);
  expect(types.isProxy(balanceResponseSchema)).toBe(lazy);
  expect(OTP_LENGTH).toBe(6);
  expect(loginRequestSchema.safeParse({ username: 'player1', password: 'password1' }).success).toBe(true);
});
