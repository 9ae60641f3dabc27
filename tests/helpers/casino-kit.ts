// Steps for the casino route tests: a funded player, a launch through POST /api/game-run, and the
// house game screen's session opened from the launch url, all through the HTTP routes.
import { expect } from 'vitest';
import { postEntry } from '../../server/services/ledger.ts';
import { GAME_SESSION_HEADER } from '../../contracts/games.ts';
import type { TestApp } from './test-app.ts';
import { createPlayer, type TestPlayer } from './players.ts';

export const HOUSE_CODES = { crash: 'chakka_chakka_crash', slot: 'chakka_lucky_sixes', jhandi: 'chakka_jhandi_munda' } as const;
const TYPES = { chakka_chakka_crash: 'EGAME', chakka_lucky_sixes: 'SLOT', chakka_jhandi_munda: 'TABLE' } as const;

export interface FundedPlayer extends TestPlayer {
  userId: number;
}

/** A signed-up, logged-in player holding `poisha` (an operator adjustment through the ledger). */
export async function fundedPlayer(t: TestApp, poisha: number): Promise<FundedPlayer> {
  const p = await createPlayer(t);
  const userId = Number(p.remote_id);
  if (poisha > 0) await postEntry(t.deps.database.db, { userId, amountPoisha: poisha, kind: 'adjustment', memo: 'test funding' });
  return { ...p, userId };
}

/** POST /api/game-run for a house game; answers the launch url. */
export async function launch(t: TestApp, player: TestPlayer, code: keyof typeof TYPES, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call('POST', '/api/game-run', {
    token: player.token,
    body: { gameCode: code, gameType: TYPES[code], platform: 'CHAKKA', ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.url as string;
}

export const launchTokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('launch')!;

/** What the house game screen does with its url: opens the game session; answers its header. */
export async function openScreen(t: TestApp, player: TestPlayer, code: keyof typeof TYPES): Promise<{ headers: Record<string, string>; sessionToken: string }> {
  const url = await launch(t, player, code);
  const res = await t.call('POST', '/api/house/session', { body: { launchToken: launchTokenOf(url) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { headers: { [GAME_SESSION_HEADER]: res.body.sessionToken }, sessionToken: res.body.sessionToken };
}
