// What a driver error says, as pg and PGlite raise it and as drizzle wraps it (one level of `cause`).
import { describe, expect, it } from 'vitest';
import { isUniqueViolation, sqlStateOf, violatedUniqueIndex } from './errors.ts';

const driver = (code: string, constraint?: string, message = 'boom') => Object.assign(new Error(message), { code, constraint });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: INSERT ...'), { cause });

describe('reading a driver error', () => {
  it.each([
    ['a unique violation naming its index', driver('23505', 'users_username_key'), 'users_username_key'],
    ['the same, wrapped by drizzle', wrapped(driver('23505', 'users_username_key')), 'users_username_key'],
    ['a unique violation naming no index', driver('23505'), 'unknown'],
    ['a foreign key violation', driver('23503', 'x_fkey'), undefined],
    ['an error with no code', new Error('network'), undefined],
    ['not an error at all', undefined, undefined],
  ])('%s: the violated unique index is %s', (_, err, index) => {
    expect(violatedUniqueIndex(err)).toBe(index);
  });

  it.each([
    ['by its constraint', wrapped(driver('23505', 'deposit_requests_one_pending')), true],
    ['by its message when the constraint is not set', driver('23505', undefined, 'violates unique constraint "deposit_requests_one_pending"'), true],
    ['another index', driver('23505', 'users_username_key'), false],
    ['another SQLSTATE naming the index', driver('23503', 'deposit_requests_one_pending'), false],
  ])('a unique violation of deposit_requests_one_pending %s: %s', (_, err, is) => {
    expect(isUniqueViolation(err, 'deposit_requests_one_pending')).toBe(is);
  });

  it("finds the SQLSTATE under drizzle's wrapper, and nothing in an error without one", () => {
    expect(sqlStateOf(wrapped(driver('22P02')))).toBe('22P02');
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
  });
});
