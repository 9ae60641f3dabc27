// Where the house games are filed: the lobby's category and the betting record's game type come from the
// catalogue row. Jhandi Munda (dice) and Ludo Dhaka (dice and board) are filed with the table games (beside
// Sic Bo), not under Poker (the BINGO type, the card games); 4011_jhandi_munda_table_game.sql and
// 4012_ludo_dhaka_table_game.sql move them, and the records of them, on an earlier site.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { fundedPlayer, HOUSE_CODES, openScreen } from '../../tests/helpers/casino-kit.ts';
import { rows } from '../db/sql.ts';

const MIGRATION = fileURLToPath(new URL('../db/migrations/4011_jhandi_munda_table_game.sql', import.meta.url));
const LUDO_MIGRATION = fileURLToPath(new URL('../db/migrations/4012_ludo_dhaka_table_game.sql', import.meta.url));
const LUDO = 'chakka_ludo_dhaka';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const typeOf = async (code: string) => (await rows<{ type: string }>(t.deps.database.db, sql`SELECT type FROM game_catalogue WHERE code = ${code}`))[0]?.type;

describe('the house games in the catalogue', () => {
  it('file Ludo Dhaka with the table games, where a player looks for a dice-and-board game, and leave Poker its card games', async () => {
    expect(await typeOf(LUDO)).toBe('TABLE');
    const codesOf = async (type: string) =>
      (await rows<{ code: string }>(t.deps.database.db, sql`SELECT code FROM game_catalogue WHERE type = ${type}`)).map((r) => r.code);
    expect(await codesOf('TABLE')).toEqual(expect.arrayContaining([HOUSE_CODES.jhandi, LUDO]));
    const poker = await codesOf('BINGO');
    expect(poker).not.toContain(LUDO);
    expect(poker).toContain('jamuna_teen_patti');
  });

  it("moves an earlier site's Ludo Dhaka and its records off Poker, and leaves a row an operator filed elsewhere", async () => {
    const db = t.deps.database.db;
    await db.execute(sql`UPDATE game_catalogue SET type = 'BINGO' WHERE code = ${LUDO}`);
    await t.deps.database.execRaw(await readFile(LUDO_MIGRATION, 'utf8'));
    expect(await typeOf(LUDO)).toBe('TABLE');
    await db.execute(sql`UPDATE game_catalogue SET type = 'SLOT' WHERE code = ${LUDO}`);
    await t.deps.database.execRaw(await readFile(LUDO_MIGRATION, 'utf8'));
    expect(await typeOf(LUDO)).toBe('SLOT');
    await db.execute(sql`UPDATE game_catalogue SET type = 'TABLE' WHERE code = ${LUDO}`);
    expect(await typeOf('jamuna_teen_patti')).toBe('BINGO');
  });

  it('file Jhandi Munda with the table games, where the lobby and the records call it Table, not Poker', async () => {
    expect(await typeOf(HOUSE_CODES.jhandi)).toBe('TABLE');
    const p = await fundedPlayer(t, 0);
    const types = (await t.call('GET', '/api/get-type', { token: p.token })).body.types as { type: string; name: string }[];
    expect(types.find((g) => g.type === 'TABLE')?.name).toBe('Table');
  });

  it('record a Jhandi Munda throw in the betting record as a table game', async () => {
    const p = await fundedPlayer(t, 5_000);
    const dice = await openScreen(t, p, HOUSE_CODES.jhandi);
    const thrown = await t.call('POST', '/api/house/jhandi-munda/play', { headers: dice.headers, body: { bets: { heart: 10 } } });
    expect(thrown.status, JSON.stringify(thrown.body)).toBe(200);
    const record = await t.call('GET', '/api/betting-record', { token: p.token });
    expect(record.body.records.map((r: { game_name: string; game_type: string }) => [r.game_name, r.game_type])).toEqual([['Jhandi Munda', 'TABLE']]);
  });

  it("moves an earlier site's Jhandi Munda and its records off Poker, and leaves the card games there", async () => {
    const db = t.deps.database.db;
    await db.execute(sql`UPDATE game_catalogue SET type = 'BINGO' WHERE code = ${HOUSE_CODES.jhandi}`);
    await db.execute(sql`UPDATE betting_records SET game_type = 'BINGO' WHERE game_code = ${HOUSE_CODES.jhandi}`);
    await t.deps.database.execRaw(await readFile(MIGRATION, 'utf8'));
    expect(await typeOf(HOUSE_CODES.jhandi)).toBe('TABLE');
    expect(await typeOf('jamuna_teen_patti')).toBe('BINGO');
    // The throw recorded by the test before, filed as Poker above, is back with the table games.
    const recorded = await rows<{ game_type: string }>(db, sql`SELECT game_type FROM betting_records WHERE game_code = ${HOUSE_CODES.jhandi}`);
    expect(recorded.length).toBeGreaterThan(0);
    expect(new Set(recorded.map((r) => r.game_type))).toEqual(new Set(['TABLE']));
  });
});
