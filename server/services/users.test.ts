import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/test-db.ts';
import { newPlayerInput } from '../../tests/helpers/players.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import type { Database } from '../db/client.ts';
import { walletAccounts } from '../db/schema/index.ts';
import { ApiError } from '../lib/errors.ts';
import { createPlayer } from './users.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('createPlayer', () => {
  // The route checks duplicates first; this is the race that check cannot see, left to the unique indexes.
  // It must answer as the route does: the username by name, phone and e-mail never apart (docs/decisions/0016).
  const contactTaken = { phone: M.contactTaken, email: M.contactTaken };
  it.each([
    ['username', (i: ReturnType<typeof newPlayerInput>) => ({ username: i.username.toUpperCase() }), { username: M.usernameTaken }],
    ['phone', (i: ReturnType<typeof newPlayerInput>) => ({ phone: i.phone }), contactTaken],
    ['email', (i: ReturnType<typeof newPlayerInput>) => ({ email: i.email.toUpperCase() }), contactTaken],
  ])('turns a unique violation on %s into the sign-up field errors and leaves no wallet behind', async (_, dup, errors) => {
    const first = newPlayerInput();
    await createPlayer(database.db, first);
    const walletsBefore = (await database.db.select().from(walletAccounts)).length;
    const err = await createPlayer(database.db, newPlayerInput(dup(first))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
    expect((err as ApiError).errors).toEqual(errors);
    expect((await database.db.select().from(walletAccounts)).length).toBe(walletsBefore);
  });
});
