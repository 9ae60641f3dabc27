import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../tests/helpers/test-db.ts';
import { testConfig } from '../../tests/helpers/test-config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { readConfig } from '../config.ts';
import { seedOperator } from '../seed/operator.ts';
import { verifyPassword } from './passwords.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const operators = () => database.db.select().from(users).where(eq(users.role, 'operator'));

describe('seedOperator', () => {
  it('updates the configured operator password at start', async () => {
    await seedOperator(database, testConfig({ operatorPassword: 'Changed12345' }));
    const [op] = await database.db.select().from(users).where(eq(users.username, 'opsadmin'));
    expect(await verifyPassword(op!.passwordHash, 'Changed12345')).toBe(true);
    expect(await operators()).toHaveLength(1);
  });

  it('refuses to start with an OPERATOR_USERNAME the console could never log in with', () => {
    expect(() => readConfig({ OPERATOR_USERNAME: 'ops.owner', OPERATOR_PASSWORD: 'Secret12345' })).toThrow(
      /OPERATOR_USERNAME must be 1 to 64 letters and digits/,
    );
    expect(readConfig({ OPERATOR_USERNAME: 'opsowner1' }).operatorUsername).toBe('opsowner1');
    expect(readConfig({}).operatorUsername).toBeUndefined();
  });

  it('creates nothing when neither variable is set and an operator exists', async () => {
    await seedOperator(database, testConfig({ operatorUsername: undefined, operatorPassword: undefined }));
    expect(await operators()).toHaveLength(1);
  });

  it('creates `operator` with a random password printed once when none exists', async () => {
    await database.db.delete(users).where(eq(users.role, 'operator'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const config = testConfig({ operatorUsername: undefined, operatorPassword: undefined });
      await seedOperator(database, config);
      await seedOperator(database, config);
      expect(log).toHaveBeenCalledTimes(1);
      const password = /password "([^"]+)"/.exec(String(log.mock.calls[0]![0]))![1]!;
      const [op] = await operators();
      expect(op!.username).toBe('operator');
      expect(await verifyPassword(op!.passwordHash, password)).toBe(true);
    } finally {
      log.mockRestore();
    }
  });
});
